import { and, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fechaAsuncion, instanteAsuncion, sumarDias } from '@nemu/domain';

/**
 * `fecha__gt` / `fecha__lt` de los listados y reportes, con un solo sentido en todo el API (el de DRF sobre
 * fechas): excluyen el día dado, que es un día de Asunción. `fecha__gt=2026-12-01&fecha__lt=2026-12-05` trae
 * del 2 al 4 de diciembre; una pantalla con «Desde» y «Hasta» incluidos envía el día anterior y el siguiente
 * (`filtroDeRango` en domain). Un instante con zona ("2026-12-01T10:00:00-03:00") también queda excluido.
 */
export interface FiltroFechas {
  fecha__gt?: string | undefined;
  fecha__lt?: string | undefined;
}

const esDia = (valor: string) => valor.length === 10;

/** Donde empieza lo posterior a `fecha__gt`: las 00:00 de Asunción del día siguiente, o el instante dado. */
export const inicioPosteriorA = (valor: string): Date =>
  esDia(valor) ? instanteAsuncion(sumarDias(valor, 1)) : new Date(valor);

/** Donde termina lo anterior a `fecha__lt`: las 00:00 de Asunción de ese día, o el instante dado. */
export const finAnteriorA = (valor: string): Date =>
  esDia(valor) ? instanteAsuncion(valor) : new Date(valor);

/** Condición sobre una columna de instante (timestamptz); undefined sin filtros. */
export function filtroInstantes(columna: AnyPgColumn, f: FiltroFechas): SQL | undefined {
  const { fecha__gt: desde, fecha__lt: hasta } = f;
  return and(
    desde ? (esDia(desde) ? gte : gt)(columna, inicioPosteriorA(desde)) : undefined,
    hasta ? lt(columna, finAnteriorA(hasta)) : undefined,
  );
}

/** Condición sobre una columna de día (date); un instante cuenta por su día en Asunción. */
export function filtroDias(columna: AnyPgColumn, f: FiltroFechas): SQL | undefined {
  const dia = (valor: string) => (esDia(valor) ? valor : fechaAsuncion(valor));
  return and(
    f.fecha__gt ? gt(columna, dia(f.fecha__gt)) : undefined,
    f.fecha__lt ? lt(columna, dia(f.fecha__lt)) : undefined,
  );
}
