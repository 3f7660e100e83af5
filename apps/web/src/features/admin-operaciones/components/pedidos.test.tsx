import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { EstadoPedido, MedioPago, type PedidoStaffDetalle } from '@nemu/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { detallePedidoDePrueba, ordenVentaDePrueba } from '../../../shared/test/pedidos-de-prueba';
import { renderizar } from '../../../shared/test/renderizar';
import { capasMontadas } from '../../../shared/ui/capas';
import { DetalleOrdenAdmin, DetallePedidoAdmin } from './pedidos';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

/** Pedido en efectivo contra entrega sin factura, en el estado que pida cada prueba. */
const pedidoStaff = (estado: number, estado_nombre: string): PedidoStaffDetalle => ({
  ...detallePedidoDePrueba({
    id: 41,
    estado,
    estado_nombre,
    medio_pago: MedioPago.EFECTIVO,
    medio_pago_nombre: 'Efectivo contra entrega',
    direccion: 'Avenida España 123',
  }),
  cliente: { id: 3, nombre: 'Rocío Acosta', email: null, nro_telefono: null },
  nro_telefono: null,
  historial: [],
  reembolsado: false,
  reembolsado_en: null,
  incidente_abierto: null,
});

/** Reembolsado el 24/11/2026 a las 12:00 de Asunción. */
const REEMBOLSADO = { reembolsado: true, reembolsado_en: '2026-11-24T15:00:00.000Z' };

/** Stub de la API: el detalle del pedido pasa a reembolsado tras el POST a /reembolso/. */
function stubApi(pedido: PedidoStaffDetalle) {
  const llamadas: { url: string; metodo: string; cuerpo: unknown }[] = [];
  let actual = pedido;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const metodo = init?.method ?? 'GET';
      llamadas.push({ url, metodo, cuerpo: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/pedido_staff/41/')) return json(actual);
      if (url.includes('/reembolso/') && metodo === 'POST') {
        actual = { ...actual, ...REEMBOLSADO };
        return json({ pedido: 41, nota_credito: null, a_devolver: 0 }, 201);
      }
      return json({}, 404);
    }),
  );
  return llamadas;
}

const montar = () =>
  renderizar(
    <MemoryRouter>
      <ModalsProvider>
        <DetallePedidoAdmin id={41} />
      </ModalsProvider>
    </MemoryRouter>,
  );

describe('DetallePedidoAdmin: reembolso', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('un pedido sin pagar no ofrece reembolso', async () => {
    stubApi(pedidoStaff(EstadoPedido.CREADO, 'Creado'));
    montar();
    expect(await screen.findByRole('heading', { name: 'Pedido #41' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reembolsar pedido' })).toBeNull();
  });

  it('un pedido en efectivo sin factura se reembolsa desde su detalle y el detalle se vuelve a pedir', async () => {
    const llamadas = stubApi(pedidoStaff(EstadoPedido.PAGADO, 'Confirmado (paga al recibir)'));
    montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Reembolsar pedido' }));
    fireEvent.change(screen.getByLabelText('Motivo del reembolso'), {
      target: { value: 'El cliente canceló' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reembolsar el pedido #41' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));

    // El detalle vuelto a pedir ya dice cuándo se reembolsó y no ofrece la acción.
    expect(await screen.findByText('Reembolsado el 24/11/2026')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /Reembolsar/ })).toBeNull();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([
      {
        url: '/api/reembolso/',
        metodo: 'POST',
        cuerpo: { pedido: 41, motivo: 'El cliente canceló' },
      },
    ]);
    await waitFor(() =>
      expect(llamadas.filter((l) => l.url.includes('/pedido_staff/41/'))).toHaveLength(2),
    );
  });

  it('un pedido ya reembolsado dice cuándo y no ofrece reembolsarlo otra vez', async () => {
    stubApi({ ...pedidoStaff(EstadoPedido.PAGADO, 'Pagado'), ...REEMBOLSADO });
    montar();
    expect(await screen.findByRole('heading', { name: 'Pedido #41' })).toBeTruthy();
    expect(screen.getByTestId('pedido-reembolsado').textContent).toBe('Reembolsado el 24/11/2026');
    expect(screen.queryByRole('button', { name: 'Reembolsar pedido' })).toBeNull();
  });
});

/** Incidente abierto del pedido 41: falla mecánica en la hoja de ruta 7. */
const INCIDENTE = {
  id: 3,
  hoja_ruta: 7,
  tipo_incidente: 20,
  tipo_nombre: 'Falla mecánica',
  fecha: '2026-11-24T15:00:00.000Z',
};

/** Stub de la API: el pedido en 50 pasa a 20 tras el POST a /resolver-incidente/ (o responde `fallo`). */
function stubIncidente(fallo?: { status: number; cuerpo: unknown }) {
  const llamadas: { url: string; metodo: string; cuerpo: unknown }[] = [];
  let actual: PedidoStaffDetalle = {
    ...pedidoStaff(EstadoPedido.INCIDENTE, 'Incidente'),
    incidente_abierto: INCIDENTE,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const metodo = init?.method ?? 'GET';
      llamadas.push({ url, metodo, cuerpo: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/pedido_staff/41/')) return json(actual);
      if (url.includes('/resolver-incidente/') && metodo === 'POST') {
        if (fallo) return json(fallo.cuerpo, fallo.status);
        actual = {
          ...pedidoStaff(EstadoPedido.EN_PROCESO, 'En proceso'),
          incidente_abierto: null,
        };
        return json({
          pedido_id: 41,
          estado: 20,
          hoja_ruta: 7,
          ordenes_venta: [90],
          incidentes_resueltos: [3],
        });
      }
      return json({}, 404);
    }),
  );
  return llamadas;
}

/** Con la capa de avisos en el mismo árbol, para leer los avisos de éxito y de error. */
const montarConAvisos = () =>
  renderizar(
    <MemoryRouter>
      <ModalsProvider>
        <Notifications />
        <DetallePedidoAdmin id={41} />
      </ModalsProvider>
    </MemoryRouter>,
  );

describe('DetallePedidoAdmin: incidente', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('un pedido sin incidente no ofrece resolverlo', async () => {
    stubApi(pedidoStaff(EstadoPedido.ENVIADO, 'Enviado'));
    montarConAvisos();
    expect(await screen.findByRole('heading', { name: 'Pedido #41' })).toBeTruthy();
    expect(screen.queryByTestId('pedido-incidente')).toBeNull();
  });

  it('explica el incidente, confirma, resuelve, avisa y vuelve a pedir el detalle', async () => {
    const llamadas = stubIncidente();
    montarConAvisos();
    const alerta = await screen.findByTestId('pedido-incidente');
    expect(alerta.textContent).toContain('«Falla mecánica»');
    expect(alerta.textContent).toContain('hoja de ruta #7');
    expect(alerta.textContent).toContain('punto de retiro del proveedor');
    fireEvent.click(
      within(alerta).getByRole('button', { name: 'Resolver incidente y volver a despachar' }),
    );
    const dialogo = await screen.findByRole('dialog', {
      name: 'Resolver el incidente del pedido #41',
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Resolver y volver a despachar' }));

    expect(
      await screen.findByText('Incidente resuelto: 1 orden de venta vuelve a despacho.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pedido-incidente')).toBeNull());
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([
      { url: '/api/resolver-incidente/', metodo: 'POST', cuerpo: { pedido_id: 41 } },
    ]);
    expect(llamadas.filter((l) => l.url.includes('/pedido_staff/41/'))).toHaveLength(2);
  });

  it('cancelar el diálogo no llama a la API', async () => {
    const llamadas = stubIncidente();
    montarConAvisos();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resolver incidente y volver a despachar' }),
    );
    const dialogo = await screen.findByRole('dialog', {
      name: 'Resolver el incidente del pedido #41',
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([]);
    expect(screen.getByTestId('pedido-incidente')).toBeTruthy();
  });

  it('si la API lo rechaza (409) muestra su mensaje y el incidente sigue a la vista', async () => {
    stubIncidente({
      status: 409,
      cuerpo: { detail: 'No se puede resolver_incidente en el estado actual (En proceso).' },
    });
    montarConAvisos();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resolver incidente y volver a despachar' }),
    );
    const dialogo = await screen.findByRole('dialog', {
      name: 'Resolver el incidente del pedido #41',
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Resolver y volver a despachar' }));
    expect(
      await screen.findByText('No se puede resolver_incidente en el estado actual (En proceso).'),
    ).toBeTruthy();
    expect(screen.getByTestId('pedido-incidente')).toBeTruthy();
  });
});

describe('DetalleOrdenAdmin: fecha de retiro', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('muestra el día de retiro que eligió el proveedor, sin la hora con que la API lo guarda', async () => {
    // Lo que devuelve GET /orden_venta/{id}/ tras aprobar con fecha_retiro 2026-11-28: el
    // mediodía de ese día en Asunción, en UTC.
    const orden = ordenVentaDePrueba(51, { fecha_retiro: '2026-11-28T15:00:00.000Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/orden_venta/51/') ? json(orden) : json({}, 404),
      ),
    );
    renderizar(
      <MemoryRouter>
        <ModalsProvider>
          <DetalleOrdenAdmin id={51} />
        </ModalsProvider>
      </MemoryRouter>,
    );
    const etiqueta = await screen.findByText('Retiro');
    expect(etiqueta.nextElementSibling?.textContent).toBe('28/11/2026');
  });
});
