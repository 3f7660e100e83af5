// Un procesador por aplicación, elegido por PAGOS_PROVEEDOR; el sandbox entrega sus
// confirmaciones a nuestro endpoint con app.inject, como un POST externo.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { ProveedorBancard } from './bancard.adapter.js';
import { configPagos, type ConfigPagos } from './pagos.config.js';
import type { ProveedorPago } from './proveedor-pago.js';
import { ProveedorSandbox } from './sandbox.adapter.js';

export const RUTA_CONFIRMACION = '/api/pagos/confirmacion/';

const instancias = new WeakMap<Db, { proveedor: ProveedorPago; config: ConfigPagos }>();

/** Se llama al registrar los plugins (antes de `ready`). */
export function pagosDe(app: FastifyInstance): { proveedor: ProveedorPago; config: ConfigPagos } {
  const existente = instancias.get(app.db);
  if (existente) return existente;
  const config = configPagos();
  let proveedor: ProveedorPago;
  if (config.proveedor === 'bancard' && config.bancard) {
    proveedor = new ProveedorBancard(config.bancard);
  } else {
    const sandbox = new ProveedorSandbox(config.sandbox, async (cuerpo) => {
      const r = await app.inject({ method: 'POST', url: RUTA_CONFIRMACION, payload: cuerpo });
      if (r.statusCode !== 200)
        app.log.warn(
          { status: r.statusCode, cuerpo: r.body },
          'confirmación del sandbox rechazada',
        );
    });
    app.addHook('onClose', async () => sandbox.cerrar());
    proveedor = sandbox;
  }
  const r = { proveedor, config };
  instancias.set(app.db, r);
  return r;
}
