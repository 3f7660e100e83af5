// Paraguayan phone numbers: stored as "595…" digits, shown as "09…" (spec §5, dominio-paraguay §7).
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Mobile blocks 9(51|6[129]|7[1-6]|8[1-7]|9[1-5]) + 6 digits, national significant number. */
const MOVIL = /^9(?:51|6[129]|7[1-6]|8[1-7]|9[1-5])\d{6}$/;

/** True for a valid Paraguayan mobile national number such as "981123456". */
export function esMovilPy(nacional: string): boolean {
  return MOVIL.test(nacional);
}

/**
 * Normalises any Paraguayan number to storage form ("595" + national digits, no "+"):
 * "0981 123 456", "+595 981 123456", "00595981123456", "981123456" → "595981123456";
 * landlines "021 123 4567" → "595211234567". Returns null when the number is not valid.
 * Mobiles are checked against the block list; landlines with libphonenumber-js.
 */
export function telefonoA595(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let d = raw.replace(/\D/g, '');
  if (d.startsWith('00')) d = d.slice(2);
  if (d.startsWith('0')) d = `595${d.slice(1)}`;
  else if (/^9\d{8}$/.test(d)) d = `595${d}`;
  if (!d.startsWith('595')) return null;
  const nacional = d.slice(3);
  if (nacional.startsWith('9')) return esMovilPy(nacional) ? d : null;
  const p = parsePhoneNumberFromString(`+${d}`);
  return p !== undefined && p.country === 'PY' && p.isValid() ? d : null;
}

/**
 * Display form: a stored "5959…" or "+5959…" becomes "09…" (spec §5). Other "595"
 * numbers (landlines) also get their national "0" form; anything else is returned unchanged.
 */
export function telefonoA09(guardado: string | null | undefined): string {
  if (guardado === null || guardado === undefined) return '';
  const s = guardado.trim();
  const m = /^\+?595(\d{6,})$/.exec(s.replace(/[\s-]/g, ''));
  return m ? `0${m[1]}` : s;
}
