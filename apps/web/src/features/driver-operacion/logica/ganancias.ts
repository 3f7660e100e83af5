// Ganancias del transportista por día y por semana (fechas de Asunción), desde sus movimientos.
import { diaSemanaAsuncion, fechaAsuncion, sumarDias } from '@nemu/domain';

export interface MovimientoMonto {
  monto: number;
  motivo: string;
  fecha: string;
}

/** Sólo los viajes cuentan como ganancia (los pagos y ajustes mueven el saldo, no la ganancia). */
const esGanancia = (m: MovimientoMonto) => m.motivo === 'viaje' && m.monto > 0;

export interface Barra {
  /** YYYY-MM-DD del día o del lunes de la semana. */
  clave: string;
  etiqueta: string;
  monto: number;
}

const ddmm = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

/** Ganancia de un día (hoy por defecto). */
export function gananciaDelDia(movs: readonly MovimientoMonto[], ahora: Date = new Date()): number {
  const hoy = fechaAsuncion(ahora);
  return movs
    .filter((m) => esGanancia(m) && fechaAsuncion(m.fecha) === hoy)
    .reduce((s, m) => s + m.monto, 0);
}

/** Los últimos `dias` días, del más viejo a hoy, con cero los días sin viajes. */
export function gananciasPorDia(
  movs: readonly MovimientoMonto[],
  dias = 7,
  ahora: Date = new Date(),
): Barra[] {
  const hoy = fechaAsuncion(ahora);
  const barras = Array.from({ length: dias }, (_, i) => {
    const clave = sumarDias(hoy, i - dias + 1);
    return { clave, etiqueta: ddmm(clave), monto: 0 };
  });
  const porClave = new Map(barras.map((b) => [b.clave, b]));
  for (const m of movs) {
    const b = esGanancia(m) ? porClave.get(fechaAsuncion(m.fecha)) : undefined;
    if (b) b.monto += m.monto;
  }
  return barras;
}

/** Lunes (YYYY-MM-DD) de la semana de un instante, en Asunción. */
export const lunesDe = (instante: Date | string): string =>
  sumarDias(fechaAsuncion(instante), 1 - diaSemanaAsuncion(instante));

/** Las últimas `semanas` semanas (lunes a domingo), de la más vieja a la actual. */
export function gananciasPorSemana(
  movs: readonly MovimientoMonto[],
  semanas = 6,
  ahora: Date = new Date(),
): Barra[] {
  const actual = lunesDe(ahora);
  const barras = Array.from({ length: semanas }, (_, i) => {
    const clave = sumarDias(actual, (i - semanas + 1) * 7);
    return { clave, etiqueta: `Sem. ${ddmm(clave)}`, monto: 0 };
  });
  const porClave = new Map(barras.map((b) => [b.clave, b]));
  for (const m of movs) {
    const b = esGanancia(m) ? porClave.get(lunesDe(m.fecha)) : undefined;
    if (b) b.monto += m.monto;
  }
  return barras;
}
