// Shipping cost and earliest delivery date (spec §3 TipoVehiculo, §4 delivery times).
//
// Cost formula (documented decision):
//   distancia_km = (haversine chain: customer ← nearest pickup ← next nearest pickup …) × 1.3
//   costo = max(precio_minimo, precio_km × distancia_km + precio_parada × paradas)
//   rounded up to the next Gs. 1.000. `paradas` counts the pickups plus the delivery.
// Earliest date: today when the order is placed before the routing cut-off hour, tomorrow
// otherwise; then the first day on which every supplier is open (opening days, holidays,
// pauses covering the whole day).
import {
  diaSemanaAsuncion,
  fechaAsuncion,
  instanteAsuncion,
  minutosDeHora,
  minutosDelDiaAsuncion,
  sumarDias,
  type Instante,
} from './fechas.rules.js';
import type { FeriadoFabricante, HorarioFabricante } from './horario-fabricante.rules.js';

export const FACTOR_CIRCUITO = 1.3;
export const REDONDEO_ENVIO = 1000;

export interface Punto {
  lat: number;
  lng: number;
}

export interface TarifaVehiculo {
  precio_minimo: number | null;
  precio_km: number | null;
  precio_parada: number | null;
}

/** Great-circle distance in km. */
export function distanciaKm(a: Punto, b: Punto): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road km estimate of visiting every pickup (nearest first, backwards from the customer). */
export function distanciaRecorrido(destino: Punto, retiros: readonly Punto[]): number {
  let actual = destino;
  let total = 0;
  const pendientes = [...retiros];
  while (pendientes.length > 0) {
    let mejor = 0;
    for (let i = 1; i < pendientes.length; i++) {
      const p = pendientes[i];
      const m = pendientes[mejor];
      if (p && m && distanciaKm(actual, p) < distanciaKm(actual, m)) mejor = i;
    }
    const [siguiente] = pendientes.splice(mejor, 1);
    if (!siguiente) break;
    total += distanciaKm(actual, siguiente);
    actual = siguiente;
  }
  return total * FACTOR_CIRCUITO;
}

export function costoEnvio(
  tarifa: TarifaVehiculo,
  distanciaKmVial: number,
  paradas: number,
): number {
  const variable =
    (tarifa.precio_km ?? 0) * distanciaKmVial + (tarifa.precio_parada ?? 0) * paradas;
  const costo = Math.max(tarifa.precio_minimo ?? 0, variable);
  return Math.ceil(costo / REDONDEO_ENVIO) * REDONDEO_ENVIO;
}

function esFeriado(feriados: readonly FeriadoFabricante[], fecha: string): boolean {
  return feriados.some((f) =>
    'fecha' in f
      ? f.fecha.slice(0, 10) === fecha
      : f.desde.slice(0, 10) <= fecha && fecha <= f.hasta.slice(0, 10),
  );
}

function abiertoEseDia(h: HorarioFabricante, fecha: string): boolean {
  const dias = (h.dias_apertura ?? []).map(String);
  const mediodia = instanteAsuncion(fecha, '12:00');
  if (dias.length > 0 && !dias.includes(String(diaSemanaAsuncion(mediodia)))) return false;
  if (esFeriado(h.feriados ?? [], fecha)) return false;
  const inicio = instanteAsuncion(fecha, '00:00').getTime();
  const fin = instanteAsuncion(sumarDias(fecha, 1), '00:00').getTime();
  return !(h.pausas ?? []).some(
    (p) => new Date(p.desde).getTime() <= inicio && new Date(p.hasta).getTime() >= fin,
  );
}

/** Earliest delivery date "YYYY-MM-DD" (Asunción) for an order placed at `ahora`. */
export function fechaEstimadaEntrega(
  ahora: Instante,
  horaCorte: string,
  horarios: readonly HorarioFabricante[],
  maxDias = 60,
): string {
  const corte = minutosDeHora(horaCorte) ?? 24 * 60;
  let fecha = fechaAsuncion(ahora);
  if (minutosDelDiaAsuncion(ahora) >= corte) fecha = sumarDias(fecha, 1);
  for (let i = 0; i < maxDias; i++) {
    if (horarios.every((h) => abiertoEseDia(h, fecha))) return fecha;
    fecha = sumarDias(fecha, 1);
  }
  return fecha;
}
