import { formatearMensaje, MENSAJES } from '@nemu/domain';
import { ErrorValidacion } from './errores.js';

/** Niveles de anidamiento que admite un cuerpo: ningún formulario del producto pasa de unos pocos. */
export const PROFUNDIDAD_MAXIMA = 32;
/** Valores (hojas y nodos) que admite un cuerpo antes de recorrerlo. */
export const NODOS_MAXIMOS = 100_000;

/**
 * Rechaza con 400 un cuerpo demasiado profundo o con demasiados valores. Es iterativo: un
 * JSON de miles de niveles no agota la pila, y después el recorrido recursivo es seguro.
 */
export function verificarForma(valor: unknown): void {
  const pendientes: { v: unknown; nivel: number }[] = [{ v: valor, nivel: 0 }];
  let nodos = 0;
  while (pendientes.length > 0) {
    const { v, nivel } = pendientes.pop() as { v: unknown; nivel: number };
    if (++nodos > NODOS_MAXIMOS) throw ErrorValidacion.general(MENSAJES.cuerpoDemasiadoGrande);
    if (v === null || typeof v !== 'object') continue;
    if (nivel >= PROFUNDIDAD_MAXIMA) {
      throw ErrorValidacion.general(
        formatearMensaje(MENSAJES.jsonDemasiadoProfundo, { maximo: PROFUNDIDAD_MAXIMA }),
      );
    }
    for (const hijo of Object.values(v)) pendientes.push({ v: hijo, nivel: nivel + 1 });
  }
}

/**
 * PostgreSQL no guarda U+0000 en texto: un byte nulo en cualquier cadena (cuerpo, consulta,
 * ruta, cabecera usada como dato o campo multipart) es un 400 que nombra el campo.
 */
export function verificarSinNulos(valor: unknown, campo: string): void {
  const pendientes: { v: unknown; campo: string }[] = [{ v: valor, campo }];
  while (pendientes.length > 0) {
    const actual = pendientes.pop() as { v: unknown; campo: string };
    const v = actual.v;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) {
        throw ErrorValidacion.campo(
          actual.campo || 'non_field_errors',
          MENSAJES.caracterNoPermitido,
        );
      }
    } else if (v !== null && typeof v === 'object') {
      const arreglo = Array.isArray(v);
      for (const [k, hijo] of Object.entries(v)) {
        pendientes.push({ v: hijo, campo: arreglo ? actual.campo : k });
      }
    }
  }
}
