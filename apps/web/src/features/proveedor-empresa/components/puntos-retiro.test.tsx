import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { FormularioPuntoRetiro } from './puntos-retiro';

// Leaflet no hace falta para leer los valores del formulario.
vi.mock('./mapa-ubicacion', () => ({ MapaUbicacion: () => null }));

describe('FormularioPuntoRetiro', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify([]), { status: 200 })),
    );
  });

  it('al editar, el teléfono guardado como 595… aparece como 09…', () => {
    renderizar(
      <FormularioPuntoRetiro
        alGuardar={vi.fn()}
        punto={{
          id: 1,
          nombre: 'Depósito',
          calle_principal: 'Mcal. López',
          calle_secundaria: null,
          numero: null,
          referencia: null,
          ubicacion: '-25.3,-57.6',
          default: true,
          ciudad: null,
          nro_telefono: '595981123456',
        }}
      />,
    );
    expect((screen.getByLabelText('Teléfono') as HTMLInputElement).value).toBe('0981123456');
  });
});
