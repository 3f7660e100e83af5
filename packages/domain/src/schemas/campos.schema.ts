// Reusable field schemas: sanitised text, phones, RUC, decimals, locations, dates and ids.
import { z } from 'zod';
import { LIMITES_PARAGUAY } from '../constantes.js';
import { MENSAJES } from '../errores.js';
import { parsearDecimal } from '../reglas/decimal.rules.js';
import { esFechaValida, minutosDeHora } from '../reglas/fechas.rules.js';
import { normalizarRuc } from '../reglas/ruc.rules.js';
import { telefonoA595 } from '../reglas/telefono.rules.js';
import { sanitizarTexto } from '../reglas/texto.rules.js';
import './errores-zod.schema.js';

/** Required free text, sanitised (HTML tags and entities stripped) then length-checked. */
export function textoLimpio({ min = 1, max = 255 }: { min?: number; max?: number } = {}) {
  return z.string().transform(sanitizarTexto).pipe(z.string().min(min).max(max));
}

/** Optional free text: sanitised; empty becomes null. */
export function textoOpcional(max = 255) {
  return z
    .string()
    .transform((s) => {
      const t = sanitizarTexto(s);
      return t === '' ? null : t;
    })
    .pipe(z.string().max(max).nullable())
    .nullish();
}

/** Paraguayan phone → stored "595…" form. */
export const telefonoSchema = z.string().transform((s, ctx) => {
  const t = telefonoA595(s);
  if (t === null) {
    ctx.addIssue({ code: 'custom', message: MENSAJES.telefonoInvalido });
    return z.NEVER;
  }
  return t;
});

/** RUC with a valid check digit → canonical "base-DV". */
export const rucSchema = z.string().transform((s, ctx) => {
  const r = normalizarRuc(s);
  if (r === null) {
    ctx.addIssue({ code: 'custom', message: MENSAJES.rucInvalido });
    return z.NEVER;
  }
  return r;
});

/** Number given as number or text with decimal comma ("12,5"). */
export const decimalSchema = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = parsearDecimal(v);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: MENSAJES.numeroInvalido });
    return z.NEVER;
  }
  return n;
});

/** Non-negative integer guaraníes, as number or text ("150.000"). */
export const guaraniesSchema = decimalSchema.pipe(z.number().int().min(0));

/**
 * Positive integer id; numeric strings accepted (multipart, query strings). At most the
 * PostgreSQL `integer` maximum: a larger id is a 400, never a database error.
 */
export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Boolean from JSON or from multipart/query text ("true", "1", "on", "false", "0", ""). */
export const booleanoSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'on', 'si', 'sí'].includes(s)) return true;
  if (['false', '0', 'off', 'no', ''].includes(s)) return false;
  return v;
}, z.boolean());

/** Calendar date "YYYY-MM-DD" (ISO date-times are cut to their date). */
export const fechaSchema = z
  .string()
  .transform((s) => s.trim().slice(0, 10))
  .refine(esFechaValida, { message: MENSAJES.fechaInvalida });

/** Instant as ISO date-time text. */
export const fechaHoraSchema = z.iso.datetime({
  offset: true,
  local: true,
  message: MENSAJES.fechaInvalida,
});

/** Time of day "HH:mm" ("HH:mm:ss" accepted, seconds dropped). */
export const horaSchema = z.string().transform((s, ctx) => {
  const min = minutosDeHora(s);
  if (min === null || min >= 1440) {
    ctx.addIssue({ code: 'custom', message: MENSAJES.horaInvalida });
    return z.NEVER;
  }
  return `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
});

/** Location "lat,lng" inside Paraguay's bounding box, normalised without spaces. */
export const ubicacionSchema = z.string().transform((s, ctx) => {
  const partes = s.split(',').map((p) => p.trim());
  const [lat, lng] = partes.map(Number);
  const { latMin, latMax, lngMin, lngMax } = LIMITES_PARAGUAY;
  if (
    partes.length !== 2 ||
    partes.some((p) => p === '') ||
    lat === undefined ||
    lng === undefined ||
    !(lat >= latMin && lat <= latMax && lng >= lngMin && lng <= lngMax)
  ) {
    ctx.addIssue({ code: 'custom', message: MENSAJES.ubicacionInvalida });
    return z.NEVER;
  }
  return `${lat},${lng}`;
});

/** E-mail, trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.email());

/** PIN code of an itinerary stop: 4 to 6 digits. */
export const pinSchema = z.coerce.string().regex(/^\d{4,6}$/, { message: MENSAJES.pinInvalido });

/** Comma-separated ids ("1,2,3") or an array → number[] (multipart lists such as ciudades). */
export function listaIds(min = 0) {
  return z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((p) => p.trim())
            .filter((p) => p !== '')
        : v,
    z.array(idSchema).min(min),
  );
}
