import type { ResultadoApi } from '../api/resultado';
import { confirmar } from '../ui/confirmar';
import { avisarError, avisarExito } from '../ui/avisos';

export interface AccionMasiva {
  etiqueta: string;
  /** Texto de la confirmación para `n` elementos. */
  mensaje: (n: number) => string;
  peligro?: boolean;
  /** La acción sobre un elemento; `null` = cancelada. */
  ejecutar: (id: number) => Promise<ResultadoApi<unknown> | null>;
}

export interface ResumenMasivo {
  hechos: number[];
  fallidos: number[];
}

/** Ejecuta una acción sobre varios ids de a uno (cada uno en su transacción) y resume. */
export async function ejecutarMasivo(
  ids: readonly number[],
  ejecutar: AccionMasiva['ejecutar'],
): Promise<ResumenMasivo> {
  const resumen: ResumenMasivo = { hechos: [], fallidos: [] };
  for (const id of ids) {
    const r = await ejecutar(id);
    if (r?.kind === 'ok') resumen.hechos.push(id);
    else resumen.fallidos.push(id);
  }
  return resumen;
}

/** Confirma, ejecuta y avisa; devuelve el resumen o `null` si no se confirmó. */
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
  const resumen = await ejecutarMasivo(ids, accion.ejecutar);
  if (resumen.hechos.length > 0)
    avisarExito(`${accion.etiqueta}: ${resumen.hechos.length} listo(s).`);
  if (resumen.fallidos.length > 0) {
    avisarError(`No se pudo con ${resumen.fallidos.length} elemento(s); siguen seleccionados.`);
  }
  return resumen;
}
