import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../test/renderizar';
import { HistorialAuditoria } from './historial-auditoria';

const entrada = {
  id: 9,
  usuario: 1,
  usuario_nombre: 'Ana Admin',
  entidad: 'producto',
  entidad_id: 42,
  accion: 'editar',
  antes: { precio: 100000, aprobado: false, nombre: 'Yerba', actualizado_en: '2026-11-20' },
  despues: {
    precio: 125000,
    aprobado: true,
    aprobado_por: 1,
    fabricante: 12,
    nombre: 'Yerba',
    actualizado_en: '2026-11-24',
  },
  nombres: { usuario: { '1': 'Ana Admin' } },
  fecha: '2026-11-24T12:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('HistorialAuditoria', () => {
  it('muestra los campos con su etiqueta en español y los valores formateados', async () => {
    const pedido = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ count: 1, next: null, previous: null, results: [entrada] })),
    );
    vi.stubGlobal('fetch', pedido);
    renderizar(<HistorialAuditoria entidad="producto" entidadId={42} />);

    const precio = await screen.findByRole('row', { name: /Precio/ });
    expect(within(precio).getByText('Gs. 100.000')).toBeTruthy();
    expect(within(precio).getByText('Gs. 125.000')).toBeTruthy();
    const aprobado = screen.getByRole('row', { name: /^Aprobado\s+No/ });
    expect(within(aprobado).getByText('No')).toBeTruthy();
    expect(within(aprobado).getByText('Sí')).toBeTruthy();
    expect(screen.getByText('Edición')).toBeTruthy();
    // Las referencias con el nombre que trae la entrada; sin él, el número.
    const aprobador = screen.getByRole('row', { name: /Aprobado por/ });
    expect(within(aprobador).getByText('Ana Admin')).toBeTruthy();
    const proveedor = screen.getByRole('row', { name: /Proveedor/ });
    expect(within(proveedor).getByText('#12')).toBeTruthy();
    // Ni nombres crudos ni campos sin cambios o técnicos.
    expect(screen.queryByText('precio')).toBeNull();
    expect(screen.queryByText('aprobado')).toBeNull();
    expect(screen.queryByRole('row', { name: /Nombre|actualizado/ })).toBeNull();
    expect(String(pedido.mock.calls[0]?.[0])).toContain('entidad=producto');
  });
});
