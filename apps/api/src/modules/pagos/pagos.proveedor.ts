// Un procesador de tarjetas por aplicación (PAGOS_PROVEEDOR) y, por billetera, el procesador
// configurado (PAGOS_BILLETERA_*). El sandbox entrega sus confirmaciones a nuestro endpoint
// con app.inject, como un POST externo.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { ProveedorBancard } from './bancard.adapter.js';
import type { ConfigPagos } from './pagos.config.js';
import { ProcesadorPagopar } from './pagopar.adapter.js';
import type {
  Billetera,
  NombreProcesador,
  ProcesadorCobro,
  ProveedorPago,
} from './proveedor-pago.js';
import { ProveedorSandbox } from './sandbox.adapter.js';

export const RUTA_CONFIRMACION = '/api/pagos/confirmacion/';

interface Pagos {
  proveedor: ProveedorPago;
  config: ConfigPagos;
  pagopar: ProcesadorPagopar | null;
}

const instancias = new WeakMap<Db, Pagos>();

function sandboxDe(app: FastifyInstance, config: ConfigPagos): ProveedorSandbox {
  const sandbox = new ProveedorSandbox(config.sandbox, async (cuerpo) => {
    const r = await app.inject({ method: 'POST', url: RUTA_CONFIRMACION, payload: cuerpo });
    if (r.statusCode !== 200)
      app.log.warn({ status: r.statusCode, cuerpo: r.body }, 'confirmación del sandbox rechazada');
  });
  app.addHook('onClose', async () => sandbox.cerrar());
  return sandbox;
}

/** Se llama al registrar los plugins (antes de `ready`). */
export function pagosDe(app: FastifyInstance): Pagos {
  const existente = instancias.get(app.db);
  if (existente) return existente;
  const config = app.config.pagos;
  const creados = new Map<NombreProcesador, ProcesadorCobro>();
  const bancard = config.bancard ? new ProveedorBancard(config.bancard) : null;
  const pagopar = config.pagopar
    ? new ProcesadorPagopar(config.pagopar, config.minutosAbandono)
    : null;
  let sandbox: ProveedorSandbox | null = null;
  const obtenerSandbox = () => (sandbox ??= sandboxDe(app, config));
  const proveedor: ProveedorPago =
    config.proveedor === 'bancard' && bancard ? bancard : obtenerSandbox();
  creados.set(proveedor.nombre, proveedor);
  if (bancard) creados.set('bancard', bancard);
  if (pagopar) creados.set('pagopar', pagopar);
  for (const [billetera, nombre] of Object.entries(config.billeteras) as [
    Billetera,
    NombreProcesador,
  ][]) {
    if (nombre === proveedor.nombre) continue;
    proveedor.billeteras.set(billetera, creados.get(nombre) ?? obtenerSandbox());
  }
  const r = { proveedor, config, pagopar };
  instancias.set(app.db, r);
  return r;
}

/** Procesador que cobra una billetera (el de tarjetas si no hay otro configurado). */
export const procesadorDeBilletera = (proveedor: ProveedorPago, b: Billetera | undefined) =>
  (b && proveedor.billeteras.get(b)) || proveedor;

/** Procesador por su nombre guardado en transaccion_pago (null si ya no está configurado). */
export function procesadorPorNombre(
  proveedor: ProveedorPago,
  nombre: string,
): ProcesadorCobro | null {
  if (nombre === proveedor.nombre) return proveedor;
  return [...proveedor.billeteras.values()].find((p) => p.nombre === nombre) ?? null;
}
