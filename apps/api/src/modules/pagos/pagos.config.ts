// Configuración de pagos desde el entorno (arquitectura §2: PAGOS_PROVEEDOR y billeteras).
import type { ConfigBancard } from './bancard.adapter.js';
import type { ConfigPagopar } from './pagopar.adapter.js';
import type { Billetera, NombreProcesador, NombreProveedor } from './proveedor-pago.js';

export interface ConfigSandbox {
  /** Clave con la que el sandbox firma sus confirmaciones (como la private key de Bancard). */
  clavePrivada: string;
  /** Probabilidad de enviar la confirmación dos veces. */
  duplicar: number;
  /** Probabilidad de enviarla tarde (después de devolver al comprador). */
  tarde: number;
  /** Probabilidad de no enviarla nunca (sólo la conciliación la recupera). */
  perder: number;
  /** Demora máxima de una confirmación tardía o repetida, en ms. */
  retrasoMs: number;
}

export interface ConfigPagos {
  proveedor: NombreProveedor;
  bancard: ConfigBancard | null;
  pagopar: ConfigPagopar | null;
  sandbox: ConfigSandbox;
  /** Procesador de cada billetera (medios 2, 3 y 4); sin claves, el sandbox. */
  billeteras: Record<Billetera, NombreProcesador>;
  /** Minutos tras los cuales un pago sin confirmar se da por abandonado. */
  minutosAbandono: number;
  /** Minutos sin confirmación tras los cuales se consulta al procesador (get_confirmation). */
  minutosConsulta: number;
}

const numero = (v: string | undefined, porDefecto: number) =>
  v === undefined || v === '' || Number.isNaN(Number(v)) ? porDefecto : Number(v);

/** Variable de entorno de cada billetera y los procesadores que la pueden cobrar. */
export const VARIABLES_BILLETERA: Record<
  Billetera,
  { variable: string; procesadores: NombreProcesador[] }
> = {
  tigo_money: { variable: 'PAGOS_BILLETERA_TIGO_MONEY', procesadores: ['sandbox', 'pagopar'] },
  zimple: { variable: 'PAGOS_BILLETERA_ZIMPLE', procesadores: ['sandbox', 'bancard', 'pagopar'] },
  billetera_personal: {
    variable: 'PAGOS_BILLETERA_PERSONAL',
    procesadores: ['sandbox', 'pagopar'],
  },
};

export function configPagos(
  env: NodeJS.ProcessEnv = process.env,
  urlPublica = env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
): ConfigPagos {
  const bancard =
    env.BANCARD_PUBLIC_KEY && env.BANCARD_PRIVATE_KEY
      ? {
          publicKey: env.BANCARD_PUBLIC_KEY,
          privateKey: env.BANCARD_PRIVATE_KEY,
          baseUrl: env.BANCARD_URL ?? 'https://vpos.infonet.com.py:8888',
          urlPublica,
          versionCheckout: env.BANCARD_CHECKOUT_VERSION ?? '4.0.0',
        }
      : null;
  const pagopar =
    env.PAGOPAR_PUBLIC_KEY && env.PAGOPAR_PRIVATE_KEY
      ? {
          publicKey: env.PAGOPAR_PUBLIC_KEY,
          privateKey: env.PAGOPAR_PRIVATE_KEY,
          apiUrl: env.PAGOPAR_API_URL ?? 'https://api.pagopar.com',
          checkoutUrl: env.PAGOPAR_CHECKOUT_URL ?? 'https://www.pagopar.com',
        }
      : null;
  const configurado = { sandbox: true, bancard: bancard !== null, pagopar: pagopar !== null };
  const billetera = (b: Billetera): NombreProcesador => {
    const { variable, procesadores } = VARIABLES_BILLETERA[b];
    const elegido = procesadores.find((p) => p === env[variable]);
    return elegido && configurado[elegido] ? elegido : 'sandbox';
  };
  return {
    proveedor: env.PAGOS_PROVEEDOR === 'bancard' && bancard ? 'bancard' : 'sandbox',
    bancard,
    pagopar,
    sandbox: {
      clavePrivada: env.SANDBOX_PAGOS_CLAVE ?? 'clave-privada-del-sandbox-nemu',
      duplicar: numero(env.SANDBOX_PAGOS_DUPLICAR, 0.3),
      tarde: numero(env.SANDBOX_PAGOS_TARDE, 0.2),
      perder: numero(env.SANDBOX_PAGOS_PERDER, 0),
      retrasoMs: numero(env.SANDBOX_PAGOS_RETRASO_MS, 1500),
    },
    billeteras: {
      tigo_money: billetera('tigo_money'),
      zimple: billetera('zimple'),
      billetera_personal: billetera('billetera_personal'),
    },
    minutosAbandono: numero(env.PAGOS_MINUTOS_ABANDONO, 15),
    minutosConsulta: numero(env.PAGOS_MINUTOS_CONSULTA, 10),
  };
}
