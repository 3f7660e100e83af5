// Todos los trabajos y programados de la aplicación, como routes.ts lista las rutas.
import { conciliacionPagos } from '../modules/pagos/pagos.jobs.js';
import { limpiezaIntentosLogin } from '../modules/cuentas/cuentas.jobs.js';
import { retencionApiLog } from '../modules/claves-api/claves-api.jobs.js';
import { entregarNotificaciones } from '../modules/notificaciones/notificaciones.service.js';
import { reofertaOportunidades } from '../modules/hojas-ruta/oportunidades.service.js';
import { retencionPosiciones } from '../modules/rastreo/rastreo.service.js';
import { loteRuteoProgramado } from '../modules/despacho/despacho.jobs.js';
import { vencimientoDocumentos } from '../modules/transportistas/transportistas.jobs.js';
import { envioSifen } from '../modules/contabilidad/sifen/sifen.service.js';
import type { Definicion } from './trabajos.js';
import { limpiezaTrabajos } from './trabajos.jobs.js';

export const catalogo: readonly Definicion[] = [
  limpiezaTrabajos,
  conciliacionPagos,
  envioSifen,
  entregarNotificaciones,
  limpiezaIntentosLogin,
  loteRuteoProgramado,
  reofertaOportunidades,
  retencionApiLog,
  retencionPosiciones,
  vencimientoDocumentos,
];
