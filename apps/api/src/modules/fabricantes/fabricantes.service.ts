import { fabricanteAbierto, proximaApertura } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { fabricantesPublicos } from './fabricantes.repository.js';

// Una pausa sin fin queda abierta hasta una fecha lejana.
const SIN_FIN = new Date('9999-12-31T00:00:00Z');

/** Lista pública de fabricantes con su estado de apertura actual (regla de dominio). */
export async function listarFabricantesPublicos(db: Db, ahora: Date = new Date()) {
  const fabricantes = await fabricantesPublicos(db, ahora);
  return fabricantes.map(({ pausas, feriados, ...f }) => {
    const horario = {
      dias_apertura: f.dias_apertura,
      hora_apertura: f.hora_apertura,
      hora_cierre: f.hora_cierre,
      pausas: pausas.map((p) => ({ desde: p.desde, hasta: p.hasta ?? SIN_FIN })),
      feriados: feriados.map((h) => ({ fecha: h.fecha })),
    };
    const estado = fabricanteAbierto(horario, ahora);
    return {
      ...f,
      abierto: estado.abierto,
      motivo_cierre: estado.motivo,
      estado_apertura: estado.mensaje,
      proxima_apertura: estado.abierto
        ? null
        : (proximaApertura(horario, ahora)?.toISOString() ?? null),
    };
  });
}
