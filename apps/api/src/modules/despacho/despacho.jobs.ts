import { EVENTOS_TORRE } from '@nemu/domain';
import { definirProgramado } from '../../jobs/trabajos.js';
import { reloj } from '../../lib/reloj.js';
import { correrLote, correrRescate, horaDeCortePendiente } from './despacho.service.js';

/**
 * Cada minuto mira si pasó una hora de corte (configuración `ruteo_horas_corte`, hora de
 * Asunción) sin su lote y lo corre; el lote de cada hora se abre una sola vez entre procesos.
 * Si no toca un corte, el lote de rescate (ADR 025) rutea las órdenes devueltas a despacho que
 * no llegarían a tiempo al próximo. Los dos en el mismo programado: nunca corren a la vez.
 */
export const loteRuteoProgramado = definirProgramado({
  nombre: 'despacho.lote',
  cada: 'minuto',
  manejar: async ({ app, db, log }) => {
    const ahora = reloj.ahora();
    const deps = { db, config: app.config.despacho, log };
    const hora = await horaDeCortePendiente(db, ahora);
    const lote =
      hora === null
        ? await correrRescate(deps, { ahora })
        : await correrLote(deps, { horaCorte: hora, ahora });
    if (lote === null || lote.ordenes === 0) return;
    // La torre de control vuelve a leer las órdenes por estado de ruteo y las hojas nuevas.
    await app.tiempoReal.emitirAAdministradores({
      tipo: EVENTOS_TORRE.cambio,
      datos: { motivo: 'ruteo', hoja_ruta_id: null, transportista_id: null },
    });
  },
});
