// Reloj de la API. En producción es la hora del sistema; el banco del día simulado
// (scripts/dia-simulado) lo reemplaza por uno acelerado para recorrer una jornada en minutos.
// Lo leen los servicios cuya hora queda guardada o decide algo en la operación del despacho
// (lote, oportunidades, paradas, posiciones, conexión).

export interface Reloj {
  ahora(): Date;
}

export const relojDelSistema: Reloj = { ahora: () => new Date() };

let actual: Reloj = relojDelSistema;

/** El reloj en uso por este proceso. */
export const reloj: Reloj = { ahora: () => actual.ahora() };

/** Cambia el reloj del proceso (sólo el banco del día simulado; los tests usan el del sistema). */
export function usarReloj(r: Reloj): void {
  actual = r;
}

/**
 * Reloj que vale `inicio` en el instante real `ancla` (ms) y avanza `factor` veces más rápido
 * que el tiempo real (factor 0: detenido en `inicio`).
 */
export function relojAcelerado(inicio: Date, factor: number, ancla = Date.now()): Reloj {
  const base = inicio.getTime();
  return { ahora: () => new Date(base + (Date.now() - ancla) * factor) };
}
