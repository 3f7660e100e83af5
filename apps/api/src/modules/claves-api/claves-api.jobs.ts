import { definirProgramado } from '../../jobs/trabajos.js';
import { limpiarApiLog } from './claves-api.service.js';

/** Cada madrugada se borra el registro de llamadas de la API más viejo que la retención. */
export const retencionApiLog = definirProgramado({
  nombre: 'claves_api.retencion_log',
  cada: { diarioA: '03:50' },
  manejar: async ({ db, log }) => {
    const borradas = await limpiarApiLog(db);
    if (borradas > 0) log.info({ borradas }, 'registro de llamadas de la API viejo borrado');
  },
});
