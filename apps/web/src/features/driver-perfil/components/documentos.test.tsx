import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@nemu/domain';
import { renderizar } from '../../../shared/test/renderizar';
import { AvisoDocumentoFaltante } from './aviso-documento-faltante';
import { DOCUMENTOS_TRANSPORTISTA, estadoDocumento } from './definicion-documentos';
import { ficha } from './ficha-transportista.fixture';

function def(campo: string) {
  const d = DOCUMENTOS_TRANSPORTISTA.find((x) => x.campo === campo);
  if (!d) throw new Error(campo);
  return d;
}

describe('estado de cada documento', () => {
  const hoy = '2026-11-24';
  it('falta, vigente con su fecha, por vencer a 30 días o menos y vencido', () => {
    expect(estadoDocumento(ficha(), def('constancia_ruc'), hoy)).toEqual({ tipo: 'falta' });
    expect(estadoDocumento(ficha(), def('registro_frente'), hoy)).toEqual({
      tipo: 'vigente',
      fecha: '2030-08-15',
    });
    expect(estadoDocumento(ficha(), def('antecedentesj'), hoy)).toEqual({
      tipo: 'vigente',
      fecha: null,
    });
    expect(estadoDocumento(ficha(), def('poliza_seguro'), hoy)).toEqual({
      tipo: 'por-vencer',
      fecha: '2026-12-05',
      dias: 11,
    });
    expect(
      estadoDocumento(ficha({ registro_vencimiento: '2026-11-23' }), def('registro_dorso'), hoy),
    ).toEqual({ tipo: 'vencido', fecha: '2026-11-23' });
  });
});

describe('AvisoDocumentoFaltante (regla §4)', () => {
  it('muestra el documento que indica la API y lleva a los documentos', () => {
    renderizar(
      <MemoryRouter>
        <AvisoDocumentoFaltante
          ficha={ficha({
            documento_faltante: {
              campo: 'constancia_ruc',
              etiqueta: MENSAJES.documentoConstanciaRuc,
            },
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain(MENSAJES.documentoConstanciaRuc);
    expect(screen.getByRole('link', { name: 'Actualizar documentos' }).getAttribute('href')).toBe(
      '/driver/perfil/configuracion/documentos',
    );
  });

  it('sin documento faltante ni suspensión no muestra nada', () => {
    renderizar(<AvisoDocumentoFaltante ficha={ficha()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
