import { formatoFechaHora } from '@nemu/domain';

/** Un campo que cambió en una acción auditada. */
export interface Cambio {
  campo: string;
  antes: string;
  despues: string;
}

// Campos técnicos que no aportan al leer la bitácora.
const IGNORADOS = new Set(['actualizado_en', 'creado_en', 'updated_at', 'created_at']);

// Instantes ISO (como los guarda la bitácora) se muestran en hora de Asunción.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const texto = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'sí' : 'no';
  if (typeof v === 'string' && ISO.test(v)) return formatoFechaHora(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number);
};

const comoObjeto = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Diferencias campo a campo entre el antes y el después de una entrada de la bitácora. */
export function cambiosEntre(antes: unknown, despues: unknown): Cambio[] {
  const a = comoObjeto(antes);
  const d = comoObjeto(despues);
  const campos = [...new Set([...Object.keys(a), ...Object.keys(d)])].filter(
    (c) => !IGNORADOS.has(c),
  );
  return campos
    .filter((c) => JSON.stringify(a[c] ?? null) !== JSON.stringify(d[c] ?? null))
    .map((c) => ({ campo: c, antes: texto(a[c]), despues: texto(d[c]) }));
}
