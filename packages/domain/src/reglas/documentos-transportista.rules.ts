// First missing or expired driver document (spec §4): registration expiry if past, else the
// police record, else the judicial record, else the RUC proof.
import { MENSAJES } from '../errores.js';
import { fechaAsuncion, type Instante } from './fechas.rules.js';

export interface DocumentosTransportista {
  /** Expiry date of the driving licence, "YYYY-MM-DD" (or ISO date-time). */
  registro_vencimiento: string | null | undefined;
  /** Police record file (URL/path) or null. */
  antecedentesp: string | null | undefined;
  /** Judicial record file (URL/path) or null. */
  antecedentesj: string | null | undefined;
  /** RUC proof file (URL/path) or null. */
  constancia_ruc: string | null | undefined;
}

export type DocumentoTransportista = keyof DocumentosTransportista;

export interface DocumentoFaltante {
  campo: DocumentoTransportista;
  etiqueta: string;
}

const vacio = (v: string | null | undefined): boolean =>
  v === null || v === undefined || v.trim() === '';

/**
 * Returns the first document to fix, or null when all are present and valid. A missing
 * expiry date counts as expired; a licence expiring today is still valid.
 */
export function documentoFaltanteTransportista(
  docs: DocumentosTransportista,
  hoy: Instante,
): DocumentoFaltante | null {
  const fechaHoy = fechaAsuncion(hoy);
  const vence = docs.registro_vencimiento?.slice(0, 10);
  if (vence === undefined || vence === '' || vence < fechaHoy) {
    return { campo: 'registro_vencimiento', etiqueta: MENSAJES.documentoRegistroVencido };
  }
  if (vacio(docs.antecedentesp)) {
    return { campo: 'antecedentesp', etiqueta: MENSAJES.documentoAntecedentePolicial };
  }
  if (vacio(docs.antecedentesj)) {
    return { campo: 'antecedentesj', etiqueta: MENSAJES.documentoAntecedenteJudicial };
  }
  if (vacio(docs.constancia_ruc)) {
    return { campo: 'constancia_ruc', etiqueta: MENSAJES.documentoConstanciaRuc };
  }
  return null;
}
