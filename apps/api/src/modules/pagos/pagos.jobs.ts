import type { Db } from '../../db/client.js';
import { definirProgramado } from '../../jobs/trabajos.js';
import type { ConfigPagos } from './pagos.config.js';
import { pagosDe } from './pagos.proveedor.js';
import { conciliarPendientes, liberarAbandonados } from './pagos.service.js';
import type { ProveedorPago } from './proveedor-pago.js';

/** Conciliación: consulta los intentos sin confirmación y cierra los abandonados. */
export async function conciliar(
  db: Db,
  pagos: { proveedor: ProveedorPago; config: ConfigPagos },
  ahora: Date,
  minutosConsulta: number,
) {
  const r = await conciliarPendientes(db, pagos.proveedor, ahora, minutosConsulta);
  await liberarAbandonados(db, pagos.proveedor, ahora, pagos.config.minutosAbandono, r);
  return r;
}

/** Cada minuto, en un solo proceso aunque haya varias instancias de la API. */
export const conciliacionPagos = definirProgramado({
  nombre: 'pagos.conciliar',
  cada: 'minuto',
  manejar: async ({ app, db }) => {
    const pagos = pagosDe(app);
    await conciliar(db, pagos, new Date(), pagos.config.minutosConsulta);
  },
});
