import { borrarHechos } from './trabajos.repository.js';
import { definirProgramado } from './trabajos.js';

/** Días que se guardan los trabajos hechos (los fallidos quedan hasta que se reintenten). */
export const DIAS_TRABAJOS_HECHOS = 7;

/** La cola no crece sin fin: cada madrugada se borran los trabajos hechos viejos. */
export const limpiezaTrabajos = definirProgramado({
  nombre: 'trabajos.limpiar',
  cada: { diarioA: '03:30' },
  manejar: async ({ db, log }) => {
    const n = await borrarHechos(db, DIAS_TRABAJOS_HECHOS);
    log.info({ borrados: n }, 'trabajos hechos borrados');
  },
});
