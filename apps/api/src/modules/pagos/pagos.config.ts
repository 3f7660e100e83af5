// Configuración de pagos desde el entorno (arquitectura §2: PAGOS_PROVEEDOR).
import type { ConfigBancard } from './bancard.adapter.js';
import type { NombreProveedor } from './proveedor-pago.js';

export interface ConfigSandbox {
  /** Clave con la que el sandbox firma sus confirmaciones (como la private key de Bancard). */
  clavePrivada: string;
  /** Probabilidad de enviar la confirmación dos veces. */
  duplicar: number;
  /** Probabilidad de enviarla tarde (después de devolver al comprador). */
  tarde: number;
  /** Demora máxima de una confirmación tardía o repetida, en ms. */
  retrasoMs: number;
}

export interface ConfigPagos {
  proveedor: NombreProveedor;
  bancard: ConfigBancard | null;
  sandbox: ConfigSandbox;
  /** Minutos tras los cuales un pago sin confirmar se da por abandonado. */
  minutosAbandono: number;
}

const numero = (v: string | undefined, porDefecto: number) =>
  v === undefined || v === '' || Number.isNaN(Number(v)) ? porDefecto : Number(v);

export function configPagos(env: NodeJS.ProcessEnv = process.env): ConfigPagos {
  const bancard =
    env.BANCARD_PUBLIC_KEY && env.BANCARD_PRIVATE_KEY
      ? {
          publicKey: env.BANCARD_PUBLIC_KEY,
          privateKey: env.BANCARD_PRIVATE_KEY,
          baseUrl: env.BANCARD_URL ?? 'https://vpos.infonet.com.py:8888',
        }
      : null;
  return {
    proveedor: env.PAGOS_PROVEEDOR === 'bancard' && bancard ? 'bancard' : 'sandbox',
    bancard,
    sandbox: {
      clavePrivada: env.SANDBOX_PAGOS_CLAVE ?? 'clave-privada-del-sandbox-nemu',
      duplicar: numero(env.SANDBOX_PAGOS_DUPLICAR, 0.3),
      tarde: numero(env.SANDBOX_PAGOS_TARDE, 0.2),
      retrasoMs: numero(env.SANDBOX_PAGOS_RETRASO_MS, 1500),
    },
    minutosAbandono: numero(env.PAGOS_MINUTOS_ABANDONO, 15),
  };
}
