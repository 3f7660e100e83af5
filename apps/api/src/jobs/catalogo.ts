// Todos los trabajos y programados de la aplicación, como routes.ts lista las rutas.
import { conciliacionPagos } from '../modules/pagos/pagos.jobs.js';
import { limpiezaIntentosLogin } from '../modules/cuentas/cuentas.jobs.js';
import { entregarNotificaciones } from '../modules/notificaciones/notificaciones.service.js';
import { reofertaOportunidades } from '../modules/hojas-ruta/oportunidades.service.js';
import { retencionPosiciones } from '../modules/rastreo/rastreo.service.js';
import { loteRuteoProgramado } from '../modules/despacho/despacho.jobs.js';
import { vencimientoDocumentos } from '../modules/transportistas/transportistas.jobs.js';
import type { Definicion } from './trabajos.js';
import { limpiezaTrabajos } from './trabajos.jobs.js';

export const catalogo: readonly Definicion[] = [
  limpiezaTrabajos,
  conciliacionPagos,
  entregarNotificaciones,
  limpiezaIntentosLogin,
  loteRuteoProgramado,
  reofertaOportunidades,
  retencionPosiciones,
  vencimientoDocumentos,
];
