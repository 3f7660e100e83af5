// Spanish zod messages taken from the MENSAJES catalogue. Importing the package installs
// them globally (z.config), so the API and the web forms report the same texts.
import { z } from 'zod';
import { MENSAJES, formatearMensaje } from '../errores.js';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

function limite(v: unknown): string {
  return typeof v === 'number' || typeof v === 'bigint' ? String(v) : '';
}

/** zod error map returning catalogue messages; schema-level messages still take precedence. */
export function errorZodEs(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MENSAJES.campoRequerido;
      if (issue.expected === 'int') return MENSAJES.numeroEntero;
      if (issue.expected === 'number' || issue.expected === 'bigint')
        return MENSAJES.numeroInvalido;
      if (issue.expected === 'date') return MENSAJES.fechaInvalida;
      return MENSAJES.valorInvalido;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? MENSAJES.campoRequerido
          : formatearMensaje(MENSAJES.textoMuyCorto, { min: limite(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return formatearMensaje(MENSAJES.listaMuyCorta, { min: limite(issue.minimum) });
      }
      return formatearMensaje(MENSAJES.numeroMinimo, { min: limite(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') {
        return formatearMensaje(MENSAJES.textoMuyLargo, { max: limite(issue.maximum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return formatearMensaje(MENSAJES.listaMuyLarga, { max: limite(issue.maximum) });
      }
      return formatearMensaje(MENSAJES.numeroMaximo, { max: limite(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return MENSAJES.emailInvalido;
      if (issue.format === 'date') return MENSAJES.fechaInvalida;
      if (issue.format === 'time') return MENSAJES.horaInvalida;
      return MENSAJES.valorInvalido;
    case 'invalid_value':
      return MENSAJES.opcionInvalida;
    case 'unrecognized_keys':
      return MENSAJES.camposNoPermitidos;
    default:
      return MENSAJES.valorInvalido;
  }
}

z.config({ customError: errorZodEs });
