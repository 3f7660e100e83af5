import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MENSAJES } from '../errores.js';
import {
  TIPOS_RESULTADO,
  esResultadoTemporal,
  mensajeResultado,
  primerErrorValidacion,
  tipoResultadoPorEstado,
} from './resultado-api.rules.js';

describe('tipoResultadoPorEstado', () => {
  it.each([
    [200, 'ok'],
    [201, 'ok'],
    [204, 'ok'],
    [400, 'bad-data'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [408, 'timeout'],
    [409, 'rejected'],
    [422, 'rejected'],
    [429, 'rejected'],
    [500, 'server'],
    [502, 'unknown'],
    [503, 'unknown'],
    [504, 'unknown'],
    [302, 'unknown'],
    [0, 'unknown'],
  ] as const)('%i → %s', (status, tipo) => {
    expect(tipoResultadoPorEstado(status)).toBe(tipo);
  });

  it('always returns a known kind', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 1000 }), (s) => {
        expect(TIPOS_RESULTADO).toContain(tipoResultadoPorEstado(s));
      }),
    );
  });
});

describe('mensajeResultado', () => {
  it('has a Spanish message for every kind', () => {
    for (const t of TIPOS_RESULTADO) expect(mensajeResultado(t).length).toBeGreaterThan(5);
    expect(mensajeResultado('cannot-connect')).toBe(MENSAJES.sinConexion);
    expect(mensajeResultado('bad-data')).toBe(MENSAJES.validacion);
  });

  it('marks network kinds as temporary', () => {
    expect(esResultadoTemporal('timeout')).toBe(true);
    expect(esResultadoTemporal('forbidden')).toBe(false);
  });
});

describe('primerErrorValidacion', () => {
  it('returns the first non_field_errors message', () => {
    expect(primerErrorValidacion({ non_field_errors: ['Sin stock', 'otro'] })).toBe('Sin stock');
    expect(primerErrorValidacion({ non_field_errors: 'Texto' })).toBe('Texto');
  });

  it('falls back to the generic message', () => {
    expect(primerErrorValidacion({ nombre: ['Requerido'] })).toBe(MENSAJES.validacion);
    expect(primerErrorValidacion({ non_field_errors: [] })).toBe(MENSAJES.validacion);
    expect(primerErrorValidacion(null)).toBe(MENSAJES.validacion);
    expect(primerErrorValidacion('x')).toBe(MENSAJES.validacion);
  });
});
