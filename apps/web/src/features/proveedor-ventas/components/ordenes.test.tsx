import { ModalsProvider } from '@mantine/modals';
import {
  EstadoOrdenVenta,
  EstadoRuteo,
  type OrdenVentaDetalle,
  type PuntoRetiro,
} from '@nemu/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ordenVentaDePrueba } from '../../../shared/test/pedidos-de-prueba';
import { renderizar } from '../../../shared/test/renderizar';
import { capasMontadas } from '../../../shared/ui/capas';
import { DetalleOrden } from './ordenes';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

/** Orden recién creada, todavía sin punto ni fecha de retiro. */
const orden = (cambios: Partial<OrdenVentaDetalle> = {}): OrdenVentaDetalle =>
  ordenVentaDePrueba(51, {
    estado: EstadoOrdenVenta.CREADO,
    estado_nombre: 'Creado',
    estado_ruteo: EstadoRuteo.ESPERANDO_ORDENES,
    estado_ruteo_nombre: 'Esperando orden/es',
    punto_retiro: null,
    fecha_retiro: null,
    ...cambios,
  });

const PUNTO: PuntoRetiro = {
  id: 2,
  nombre: 'Depósito central',
  calle_principal: 'Avenida España',
  calle_secundaria: null,
  numero: '123',
  referencia: null,
  ubicacion: 'POINT(-57.6 -25.3)',
  default: true,
  ciudad: null,
  nro_telefono: null,
};

/** Stub de la API: la orden, los puntos de retiro y la aprobación. */
function stubApi(o: OrdenVentaDetalle) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json({ estado: EstadoOrdenVenta.CONFIRMADO, pedido_listo_para_ruteo: false });
      }
      if (url.includes('/orden_venta/51/')) return json(o);
      if (url.includes('/punto-retiro/')) return json([PUNTO]);
      return json({}, 404);
    }),
  );
  return posts;
}

const montar = () =>
  renderizar(
    <MemoryRouter>
      <ModalsProvider>
        <DetalleOrden id={51} />
      </ModalsProvider>
    </MemoryRouter>,
  );

describe('DetalleOrden del proveedor: fecha de retiro', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('una orden confirmada dice el día de retiro en Asunción, como el detalle del administrador', async () => {
    // Lo que guarda la API al aprobar con fecha_retiro 2026-11-28.
    stubApi(
      orden({
        estado: EstadoOrdenVenta.CONFIRMADO,
        estado_nombre: 'Confirmado',
        punto_retiro: 2,
        fecha_retiro: '2026-11-28T15:00:00.000Z',
      }),
    );
    montar();
    expect(await screen.findByText('Retiro el 28/11/2026')).toBeTruthy();
  });

  it('a las 22:30 de Asunción propone retirar hoy, no el día siguiente de UTC, y eso confirma', async () => {
    // 01:30 UTC del 28/11 = 22:30 del 27/11 en Asunción (-03:00).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T01:30:00Z'));
    const posts = stubApi(orden());
    montar();
    const campo = await screen.findByLabelText<HTMLInputElement>('Fecha de retiro');
    expect(campo.value).toBe('2026-11-27');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirmar orden' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar orden' }));
    const dialogo = await screen.findByRole('dialog');
    expect(
      within(dialogo).getByText('¿Confirmar la orden #51 para retirar el 27/11/2026?'),
    ).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { orden_venta_id: 51, punto_retiro_id: 2, fecha_retiro: '2026-11-27' },
      ]),
    );
  });
});
