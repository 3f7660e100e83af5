import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { MENSAJES } from '../errores.js';
import {
  booleanoSchema,
  decimalSchema,
  emailSchema,
  fechaSchema,
  guaraniesSchema,
  horaSchema,
  listaIds,
  pinSchema,
  rucSchema,
  telefonoSchema,
  textoLimpio,
  textoOpcional,
  ubicacionSchema,
} from './campos.schema.js';
import { consultaPaginada, consultaPaginadaSchema } from './paginacion.schema.js';

const mensajes = (r: { success: boolean; error?: z.ZodError }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('Spanish messages from MENSAJES', () => {
  it('reports required and invalid fields in Spanish', () => {
    const s = z.object({
      nombre: textoLimpio({ max: 5 }),
      edad: z.number().int(),
      email: emailSchema,
    });
    expect(mensajes(s.safeParse({ edad: 1.5, email: 'x' }))).toEqual([
      MENSAJES.campoRequerido,
      MENSAJES.numeroEntero,
      MENSAJES.emailInvalido,
    ]);
    expect(mensajes(s.safeParse({ nombre: 'demasiado', edad: 'x', email: 'a@b.py' }))).toEqual([
      'Debe tener como máximo 5 caracteres.',
      MENSAJES.numeroInvalido,
    ]);
  });

  it('treats a text that sanitises to empty as missing', () => {
    expect(mensajes(textoLimpio().safeParse('<b></b>'))).toEqual([MENSAJES.campoRequerido]);
  });
});

describe('field schemas', () => {
  it('sanitises text', () => {
    expect(textoLimpio().parse(' <i>Hola</i> ')).toBe('Hola');
    expect(textoOpcional().parse('<p></p>')).toBeNull();
    expect(textoOpcional().parse(undefined)).toBeUndefined();
  });

  it('normalises phones and RUC', () => {
    expect(telefonoSchema.parse('0981 123 456')).toBe('595981123456');
    expect(mensajes(telefonoSchema.safeParse('123'))).toEqual([MENSAJES.telefonoInvalido]);
    expect(rucSchema.parse('80.028.061-0')).toBe('80028061-0');
    expect(mensajes(rucSchema.safeParse('80012345-6'))).toEqual([MENSAJES.rucInvalido]);
  });

  it('accepts decimal comma and guaraní text', () => {
    expect(decimalSchema.parse('12,5')).toBe(12.5);
    expect(decimalSchema.parse(3)).toBe(3);
    expect(guaraniesSchema.parse('150.000')).toBe(150000);
    expect(guaraniesSchema.safeParse('12,5').success).toBe(false);
    expect(guaraniesSchema.safeParse(-1).success).toBe(false);
  });

  it('validates locations inside Paraguay', () => {
    expect(ubicacionSchema.parse('-25.30066, -57.63591')).toBe('-25.30066,-57.63591');
    for (const mal of ['-34.6,-58.4', '0,0', 'x,y', '-25.3', '-25.3,-57.6,1', ',-57.6']) {
      expect(mensajes(ubicacionSchema.safeParse(mal))).toEqual([MENSAJES.ubicacionInvalida]);
    }
  });

  it('parses dates, times, booleans, PINs and id lists', () => {
    expect(fechaSchema.parse('2025-07-01T10:00:00Z')).toBe('2025-07-01');
    expect(fechaSchema.safeParse('2025-02-30').success).toBe(false);
    expect(horaSchema.parse('08:30:00')).toBe('08:30');
    expect(horaSchema.safeParse('24:00').success).toBe(false);
    expect(booleanoSchema.parse('true')).toBe(true);
    expect(booleanoSchema.parse('0')).toBe(false);
    expect(booleanoSchema.safeParse('quizás').success).toBe(false);
    expect(pinSchema.parse(1234)).toBe('1234');
    expect(mensajes(pinSchema.safeParse('12'))).toEqual([MENSAJES.pinInvalido]);
    expect(listaIds().parse('1, 2,3')).toEqual([1, 2, 3]);
    expect(listaIds(1).safeParse('').success).toBe(false);
  });

  it('keeps every valid Paraguayan location (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -27.6, max: -19.3, noNaN: true }),
        fc.double({ min: -62.6, max: -54.3, noNaN: true }),
        (lat, lng) => {
          expect(ubicacionSchema.parse(`${lat},${lng}`)).toBe(`${lat},${lng}`);
        },
      ),
    );
  });
});

describe('consultaPaginadaSchema', () => {
  it('applies defaults', () => {
    expect(consultaPaginadaSchema.parse({})).toEqual({ page: 1, page_size: 20 });
  });

  it('coerces query strings and accepts perPage as alias', () => {
    expect(
      consultaPaginadaSchema.parse({
        page: '3',
        perPage: '50',
        ordering: '-fecha,id',
        search: ' <b>chipa</b> ',
      }),
    ).toEqual({
      page: 3,
      page_size: 50,
      perPage: 50,
      ordering: '-fecha,id',
      search: 'chipa',
    });
    expect(consultaPaginadaSchema.parse({ page_size: '10', perPage: '50' }).page_size).toBe(10);
  });

  it('rejects out-of-range values', () => {
    expect(consultaPaginadaSchema.safeParse({ page: 0 }).success).toBe(false);
    expect(consultaPaginadaSchema.safeParse({ page_size: 101 }).success).toBe(false);
    expect(consultaPaginadaSchema.safeParse({ ordering: 'fecha;drop' }).success).toBe(false);
  });

  it('extends with filters', () => {
    const s = consultaPaginada({ moderado: booleanoSchema.optional() });
    expect(s.parse({ moderado: 'true' })).toEqual({ page: 1, page_size: 20, moderado: true });
  });
});
