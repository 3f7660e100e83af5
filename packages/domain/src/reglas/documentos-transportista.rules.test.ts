import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MENSAJES } from '../errores.js';
import {
  documentoFaltanteTransportista,
  type DocumentosTransportista,
} from './documentos-transportista.rules.js';

const hoy = new Date('2025-07-01T15:00:00Z');
const completo: DocumentosTransportista = {
  registro_vencimiento: '2026-01-01',
  antecedentesp: '/media/p.pdf',
  antecedentesj: '/media/j.pdf',
  constancia_ruc: '/media/ruc.pdf',
};

describe('documentoFaltanteTransportista', () => {
  it('returns null when everything is in order', () => {
    expect(documentoFaltanteTransportista(completo, hoy)).toBeNull();
    expect(
      documentoFaltanteTransportista({ ...completo, registro_vencimiento: '2025-07-01' }, hoy),
    ).toBeNull();
  });

  it('reports an expired or missing licence first', () => {
    const r = documentoFaltanteTransportista(
      { ...completo, registro_vencimiento: '2025-06-30', antecedentesp: null },
      hoy,
    );
    expect(r).toEqual({
      campo: 'registro_vencimiento',
      etiqueta: MENSAJES.documentoRegistroVencido,
    });
    expect(
      documentoFaltanteTransportista({ ...completo, registro_vencimiento: null }, hoy)?.campo,
    ).toBe('registro_vencimiento');
  });

  it('then the police record, judicial record and RUC proof', () => {
    expect(
      documentoFaltanteTransportista({ ...completo, antecedentesp: '', antecedentesj: null }, hoy),
    ).toEqual({
      campo: 'antecedentesp',
      etiqueta: MENSAJES.documentoAntecedentePolicial,
    });
    expect(
      documentoFaltanteTransportista(
        { ...completo, antecedentesj: null, constancia_ruc: null },
        hoy,
      )?.campo,
    ).toBe('antecedentesj');
    expect(
      documentoFaltanteTransportista({ ...completo, constancia_ruc: ' ' }, hoy)?.etiqueta,
    ).toBe(MENSAJES.documentoConstanciaRuc);
  });

  it('always reports the first missing one in spec order (property)', () => {
    const orden = [
      'registro_vencimiento',
      'antecedentesp',
      'antecedentesj',
      'constancia_ruc',
    ] as const;
    fc.assert(
      fc.property(fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()), (faltan) => {
        const docs: DocumentosTransportista = { ...completo };
        orden.forEach((campo, i) => {
          if (faltan[i]) docs[campo] = null;
        });
        const i = faltan.indexOf(true);
        expect(documentoFaltanteTransportista(docs, hoy)?.campo ?? null).toBe(
          i === -1 ? null : orden[i],
        );
      }),
    );
  });
});
