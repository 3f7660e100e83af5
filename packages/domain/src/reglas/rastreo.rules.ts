// Rastreo del transportista (spec §9 Location): qué posiciones vale la pena reportar.
import { UBICACION } from '../constantes.js';
import { distanciaKm, type Punto } from './costo-envio.rules.js';

/** Distancia en metros entre dos posiciones (gran círculo). */
export const distanciaMetros = (a: Punto, b: Punto): number => distanciaKm(a, b) * 1000;

/**
 * ¿Se reporta la posición nueva? Sí la primera, y luego sólo si se movió al menos el mínimo
 * (20 m por defecto) desde la última reportada.
 */
export function debeReportarPosicion(
  ultimaReportada: Punto | null,
  nueva: Punto,
  minimoM: number = UBICACION.distanciaMinimaReporteM,
): boolean {
  if (ultimaReportada === null) return true;
  return distanciaMetros(ultimaReportada, nueva) >= minimoM;
}

/** Texto "lat,lng" que esperan /rastreo-usuario/ y /conexion-transportista/ (6 decimales, ~10 cm). */
export const ubicacionComoTexto = (p: Punto): string => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/** Lee un texto "lat,lng" (la ubicación de una parada); null si no es válido. */
export function puntoDeTexto(texto: string | null | undefined): Punto | null {
  if (!texto) return null;
  const crudas = texto.split(',').map((p) => p.trim());
  if (crudas.length !== 2 || crudas.some((p) => p === '')) return null;
  const [lat, lng] = crudas.map(Number);
  if (lat === undefined || lng === undefined) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/**
 * De una serie de posiciones en orden, las que se guardan: cada una a al menos el mínimo (20 m)
 * de la última guardada, empezando por `ultimaGuardada` (la del servidor, o null si no hay).
 */
export function posicionesAGuardar<T extends Punto>(
  ultimaGuardada: Punto | null,
  serie: readonly T[],
  minimoM: number = UBICACION.distanciaMinimaReporteM,
): T[] {
  const guardadas: T[] = [];
  let ultima = ultimaGuardada;
  for (const p of serie) {
    if (!debeReportarPosicion(ultima, p, minimoM)) continue;
    guardadas.push(p);
    ultima = p;
  }
  return guardadas;
}
