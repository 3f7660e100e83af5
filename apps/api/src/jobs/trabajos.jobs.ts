import { borrarTerminados } from './trabajos.repository.js';
import { definirProgramado } from './trabajos.js';

/** Días que se guardan los trabajos hechos y los fallidos (la cola de muertos, más tiempo). */
export const DIAS_TRABAJOS_HECHOS = 7;
export const DIAS_TRABAJOS_FALLIDOS = 30;

/** La cola no crece sin fin: cada madrugada se borran los trabajos terminados viejos. */
export const limpiezaTrabajos = definirProgramado({
  nombre: 'trabajos.limpiar',
  cada: { diarioA: '03:30' },
  manejar: async ({ db, log }) => {
    const hechos = await borrarTerminados(db, 'hecho', DIAS_TRABAJOS_HECHOS);
    const fallidos = await borrarTerminados(db, 'fallido', DIAS_TRABAJOS_FALLIDOS);
    log.info({ hechos, fallidos }, 'trabajos terminados borrados');
  },
});
