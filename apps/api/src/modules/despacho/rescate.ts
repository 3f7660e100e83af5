// Reglas del lote de rescate (ADR 025): qué orden devuelta a despacho no puede esperar al
// próximo corte. Puras: reciben la hora, las horas de corte y la configuración.
import {
  VENTANA_ENTREGA_SIN_HORA,
  fechaAsuncion,
  instanteAsuncion,
  minutosDeHora,
  minutosDelDiaAsuncion,
  sumarDias,
} from '@nemu/domain';
import type { OrdenDevuelta } from './despacho.lectura.js';

/**
 * Minutos de franja que el próximo corte tiene que dejar, después de su anticipación, para que
 * valga la pena esperarlo: retirar, viajar y entregar. Con menos, la orden va al rescate.
 */
export const HOLGURA_CORTE_MIN = 60;

const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/**
 * Instante del próximo lote de corte después de `ahora` (hoy o, si ya pasaron todos, el primero
 * de mañana); null sin horas de corte.
 */
export function proximoCorte(ahora: Date, horas: readonly string[]): Date | null {
  const primera = horas[0];
  if (primera === undefined) return null;
  const hoy = fechaAsuncion(ahora);
  const minuto = minutosDelDiaAsuncion(ahora);
  const siguiente = horas.find((h) => (minutosDeHora(h) ?? 0) > minuto);
  return siguiente === undefined
    ? instanteAsuncion(sumarDias(hoy, 1), primera)
    : instanteAsuncion(hoy, siguiente);
}

/**
 * Cuándo cierra la franja de entrega de la orden, el día en que el lote la rutearía (el mayor
 * entre hoy, su retiro y su fecha de entrega, como el adaptador); sin franja programada, el fin
 * de la ventana sin hora.
 */
export function finDeFranja(o: OrdenDevuelta, ahora: Date): Date {
  const hoy = fechaAsuncion(ahora);
  const fecha = [hoy, o.fecha_retiro ? fechaAsuncion(o.fecha_retiro) : hoy, o.fecha_entrega ?? hoy]
    .sort()
    .at(-1)!;
  const programada =
    o.entrega_programada && o.hora_entrega_inicio !== null && o.hora_entrega_fin !== null;
  const fin = programada
    ? (minutosDeHora(o.hora_entrega_fin!) ?? VENTANA_ENTREGA_SIN_HORA.hasta)
    : VENTANA_ENTREGA_SIN_HORA.hasta;
  return fin >= 1440 ? instanteAsuncion(sumarDias(fecha, 1)) : instanteAsuncion(fecha, hhmm(fin));
}

/**
 * Las órdenes devueltas cuya franja el próximo corte ya no cubriría: cierra antes de que ese lote
 * pueda planificar (`anticipacionMin` después del corte) más `HOLGURA_CORTE_MIN`. Sin horas de
 * corte, todas.
 */
export function ordenesSinCorteATiempo(
  ordenes: readonly OrdenDevuelta[],
  ahora: Date,
  horas: readonly string[],
  anticipacionMin: number,
): OrdenDevuelta[] {
  const corte = proximoCorte(ahora, horas);
  if (corte === null) return [...ordenes];
  const alcanza = corte.getTime() + (anticipacionMin + HOLGURA_CORTE_MIN) * 60_000;
  return ordenes.filter((o) => finDeFranja(o, ahora).getTime() < alcanza);
}
