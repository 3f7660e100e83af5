export const ZONA_HORARIA = 'America/Asuncion';

const formateador = new Intl.DateTimeFormat('es-PY', {
  timeZone: ZONA_HORARIA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Fecha en formato DD/MM/YYYY según la hora de Asunción. */
export function formatoFecha(fecha: Date): string {
  const partes = Object.fromEntries(formateador.formatToParts(fecha).map((p) => [p.type, p.value]));
  return `${partes.day}/${partes.month}/${partes.year}`;
}
