import { definirProgramado } from '../../jobs/trabajos.js';
import { reloj } from '../../lib/reloj.js';
import { correrLote, horaDeCortePendiente } from './despacho.service.js';

/**
 * Cada minuto mira si pasó una hora de corte (configuración `ruteo_horas_corte`, hora de
 * Asunción) sin su lote y lo corre; el lote de cada hora se abre una sola vez entre procesos.
 */
export const loteRuteoProgramado = definirProgramado({
  nombre: 'despacho.lote',
  cada: 'minuto',
  manejar: async ({ app, db, log }) => {
    const ahora = reloj.ahora();
    const hora = await horaDeCortePendiente(db, ahora);
    if (hora === null) return;
    await correrLote({ db, config: app.config.despacho, log }, { horaCorte: hora, ahora });
  },
});
