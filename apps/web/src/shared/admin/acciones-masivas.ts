import type { ResultadoApi } from '../api/resultado';
import { plural } from '@nemu/domain';
import { confirmar } from '../ui/confirmar';
import { avisarError, avisarExito } from '../ui/avisos';

interface BaseAccionMasiva {
  etiqueta: string;
  /** Texto de la confirmación para `n` elementos. */
  mensaje: (n: number) => string;
  peligro?: boolean;
}

/** Acción que se hace de a un elemento (cada uno en su transacción). */
export interface AccionPorElemento extends BaseAccionMasiva {
  /** La acción sobre un elemento; `null` = cancelada. */
  ejecutar: (id: number) => Promise<ResultadoApi<unknown> | null>;
}

/**
 * Acción que se hace con todos los elegidos en una sola solicitud (p. ej. rutearlos juntos). Ella
 * misma muestra su resultado; `null` si no se pudo hacer (la selección queda como estaba).
 */
export interface AccionEnLote extends BaseAccionMasiva {
  ejecutarLote: (ids: readonly number[]) => Promise<ResumenMasivo | null>;
}

export type AccionMasiva = AccionPorElemento | AccionEnLote;

export interface ResumenMasivo {
  hechos: number[];
  fallidos: number[];
}

/** Ejecuta una acción sobre varios ids de a uno (cada uno en su transacción) y resume. */
export async function ejecutarMasivo(
  ids: readonly number[],
  ejecutar: AccionPorElemento['ejecutar'],
): Promise<ResumenMasivo> {
  const resumen: ResumenMasivo = { hechos: [], fallidos: [] };
  for (const id of ids) {
    const r = await ejecutar(id);
    if (r?.kind === 'ok') resumen.hechos.push(id);
    else resumen.fallidos.push(id);
  }
  return resumen;
}

/**
 * Confirma, ejecuta y avisa; devuelve el resumen o `null` si no se confirmó (o, en lote, si no se
 * pudo hacer).
 */
export async function accionMasivaConfirmada(
  accion: AccionMasiva,
  ids: readonly number[],
): Promise<ResumenMasivo | null> {
  if (ids.length === 0) return null;
  const ok = await confirmar({
    titulo: accion.etiqueta,
    mensaje: accion.mensaje(ids.length),
    textoConfirmar: accion.etiqueta,
    peligro: accion.peligro ?? false,
  });
  if (!ok) return null;
  if ('ejecutarLote' in accion) return accion.ejecutarLote(ids);
  const resumen = await ejecutarMasivo(ids, accion.ejecutar);
  if (resumen.hechos.length > 0)
    avisarExito(`${accion.etiqueta}: ${resumen.hechos.length} listo(s).`);
  if (resumen.fallidos.length > 0) {
    avisarError(
      `No se pudo con ${plural(resumen.fallidos.length, 'elemento', 'elementos')}; siguen seleccionados.`,
    );
  }
  return resumen;
}
