import { definirProgramado } from '../../jobs/trabajos.js';
import { limpiarIntentosVencidos } from './intentos-login.service.js';

/** Sin Redis, los contadores de inicio de sesión vencidos se borran cada madrugada. */
export const limpiezaIntentosLogin = definirProgramado({
  nombre: 'cuentas.limpiar_intentos_login',
  cada: { diarioA: '03:40' },
  manejar: async ({ db, log }) => {
    log.info({ borrados: await limpiarIntentosVencidos(db) }, 'intentos de inicio vencidos');
  },
});
