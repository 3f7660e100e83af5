import { definirProgramado } from '../../jobs/trabajos.js';
import { revisarVencimientosVehiculos } from '../flota/vehiculos.service.js';
import { revisarVencimientosTransportistas } from './vencimientos.service.js';

/** Cada mañana: avisos de documentos por vencer (30, 7, 1 días) y suspensión de los vencidos. */
export const vencimientoDocumentos = definirProgramado({
  nombre: 'transportistas.vencimiento_documentos',
  cada: { diarioA: '07:00' },
  manejar: async ({ db, log }) => {
    const ahora = new Date();
    const transportistas = await revisarVencimientosTransportistas(db, ahora);
    const vehiculos = await revisarVencimientosVehiculos(db, ahora);
    log.info({ transportistas, vehiculos }, 'vencimiento de documentos revisado');
  },
});
