import { ModalsProvider } from '@mantine/modals';
import {
  EstadoOrdenVenta,
  EstadoRuteo,
  type OrdenVentaDetalle,
  type ResumenLoteRuteo,
} from '@nemu/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ordenVentaDePrueba } from '../../../shared/test/pedidos-de-prueba';
import { renderizar } from '../../../shared/test/renderizar';
import { capasMontadas } from '../../../shared/ui/capas';
import { DetalleOrdenAdmin, ListaOrdenesAdmin } from './pedidos';
import { leerResumenRuteo } from './ruteo-manual';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

const FUERA_DEL_HORIZONTE =
  'La fecha de retiro (28/11/2026) está fuera del horizonte de ruteo (hasta el 26/11/2026).';
const SIN_VEHICULOS = 'Ningún vehículo habilitado puede llevarla.';

/** Orden confirmada con envío, esperando la hora de proceso (se puede rutear). */
const orden = ordenVentaDePrueba;

const RUTEADA = { estado_ruteo: EstadoRuteo.RUTEADO, estado_ruteo_nombre: 'Ruteado' };

const resumen = (r: Partial<ResumenLoteRuteo>): ResumenLoteRuteo => ({
  lote_id: 3,
  fecha: '2026-11-25',
  hora_corte: null,
  ordenes: 0,
  hojas: [],
  resultados: [],
  omitidas: [],
  duracion_solver_ms: null,
  duraciones_ms: {},
  ...r,
});

interface Llamada {
  url: string;
  metodo: string;
  cuerpo: unknown;
}

/**
 * Stub de la API: las órdenes (lista y detalle) y el ruteo manual, que responde `respuesta` (o
 * espera a `liberar`) y deja a `tras` las órdenes ruteadas.
 */
function stubApi(opciones: {
  ordenes: OrdenVentaDetalle[];
  respuesta: () => Promise<Response>;
  tras?: (o: OrdenVentaDetalle) => OrdenVentaDetalle;
}) {
  const llamadas: Llamada[] = [];
  let ordenes = opciones.ordenes;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const metodo = init?.method ?? 'GET';
      llamadas.push({ url, metodo, cuerpo: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/ruteo-ordenes-venta/') && metodo === 'POST') {
        const r = await opciones.respuesta();
        if (r.ok) ordenes = ordenes.map(opciones.tras ?? ((o) => o));
        return r;
      }
      if (url.includes('/orden_venta/?'))
        return json({ count: ordenes.length, next: null, previous: null, results: ordenes });
      const uno = ordenes.find((o) => url.includes(`/orden_venta/${o.id}/`));
      return uno ? json(uno) : json({}, 404);
    }),
  );
  return llamadas;
}

function montar(ruta: string, path: string, elemento: ReactElement) {
  const router = createMemoryRouter([{ path, element: elemento }], { initialEntries: [ruta] });
  renderizar(
    <ModalsProvider>
      <RouterProvider router={router} />
    </ModalsProvider>,
  );
}

const posts = (llamadas: Llamada[]) => llamadas.filter((l) => l.metodo === 'POST');
const pedidosDe = (llamadas: Llamada[], trozo: string) =>
  llamadas.filter((l) => l.metodo === 'GET' && l.url.includes(trozo)).length;

describe('ListaOrdenesAdmin: Rutear ahora', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('rutea las elegidas en un solo lote, resume el resultado y vuelve a pedir la lista', async () => {
    const llamadas = stubApi({
      ordenes: [orden(51), orden(52)],
      respuesta: async () =>
        json(
          resumen({
            ordenes: 1,
            hojas: [7],
            resultados: [{ id: 51, estado: EstadoRuteo.RUTEADO, motivo: null }],
            omitidas: [{ id: 52, motivo: FUERA_DEL_HORIZONTE }],
          }),
        ),
      tras: (o) => (o.id === 51 ? { ...o, ...RUTEADA } : o),
    });
    montar('/admin/orden_venta', '/admin/orden_venta', <ListaOrdenesAdmin />);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Orden 51' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Orden 52' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rutear ahora' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rutear ahora' });
    expect(dialogo.textContent).toContain('¿Rutear ahora las 2 órdenes elegidas?');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rutear ahora' }));

    const resultado = await screen.findByTestId('resumen-ruteo');
    expect(within(resultado).getByText('Resultado del ruteo')).toBeTruthy();
    expect(screen.getByTestId('resumen-ruteo-titular').textContent).toBe(
      'Se ruteó 1 de 2 órdenes en 1 hoja de ruta.',
    );
    expect(within(resultado).getByRole('link', { name: '#7' }).getAttribute('href')).toBe(
      '/admin/hoja_ruta/detail/7',
    );
    expect(screen.getByTestId('resumen-ruteo-sin-rutear').textContent).toBe(
      `Orden #52: ${FUERA_DEL_HORIZONTE}`,
    );
    expect(within(resultado).getByRole('link', { name: 'Orden #52' }).getAttribute('href')).toBe(
      '/admin/orden_venta/detail/52',
    );
    // Una sola solicitud con todas las elegidas (un lote), no una por orden.
    expect(posts(llamadas)).toEqual([
      { url: '/api/ruteo-ordenes-venta/', metodo: 'POST', cuerpo: { ordenes_venta: [51, 52] } },
    ]);
    // La lista vuelta a pedir muestra la ruteada; la no ruteada sigue elegida.
    const fila = screen.getByRole('link', { name: '#51' }).closest('tr')!;
    await waitFor(() => expect(within(fila).getByText('Ruteado')).toBeTruthy());
    expect(pedidosDe(llamadas, '/orden_venta/?')).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('1 seleccionado')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Seleccionar Orden 52' }) as HTMLInputElement).checked,
    ).toBe(true);

    // El resumen se cierra.
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el resultado del ruteo' }));
    expect(screen.queryByTestId('resumen-ruteo')).toBeNull();
  });

  it('si se cancela la confirmación no rutea nada', async () => {
    const llamadas = stubApi({ ordenes: [orden(51)], respuesta: async () => json(resumen({})) });
    montar('/admin/orden_venta', '/admin/orden_venta', <ListaOrdenesAdmin />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Orden 51' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rutear ahora' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rutear ahora' });
    expect(dialogo.textContent).toContain('¿Rutear ahora la orden elegida?');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(llamadas)).toEqual([]);
    expect(screen.queryByTestId('resumen-ruteo')).toBeNull();
  });
});

describe('DetalleOrdenAdmin: Rutear ahora', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  const montarDetalle = (id: number) =>
    montar(
      `/admin/orden_venta/detail/${id}`,
      '/admin/orden_venta/detail/:id',
      <DetalleOrdenAdmin id={id} />,
    );

  it('confirma, muestra la espera y después por qué no se ruteó, y vuelve a pedir la orden', async () => {
    let liberar: (r: Response) => void = () => undefined;
    const llamadas = stubApi({
      ordenes: [orden(61)],
      respuesta: () => new Promise<Response>((r) => (liberar = r)),
      tras: (o) => ({
        ...o,
        estado_ruteo: EstadoRuteo.SIN_VEHICULOS_VALIDOS,
        estado_ruteo_nombre: 'Sin vehículos válidos',
        motivo_ruteo: SIN_VEHICULOS,
      }),
    });
    montarDetalle(61);

    fireEvent.click(await screen.findByRole('button', { name: 'Rutear ahora' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rutear la orden #61' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rutear ahora' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Mientras el lote corre: el aviso de espera y el botón cargando.
    expect(screen.getByRole('status').textContent).toContain('puede tardar hasta un minuto');
    const boton = screen.getByRole('button', { name: 'Rutear ahora' });
    expect(boton.getAttribute('data-loading')).toBe('true');
    liberar(
      json(
        resumen({
          ordenes: 1,
          resultados: [
            { id: 61, estado: EstadoRuteo.SIN_VEHICULOS_VALIDOS, motivo: SIN_VEHICULOS },
          ],
        }),
      ),
    );

    expect((await screen.findByTestId('resumen-ruteo-titular')).textContent).toBe(
      'No se ruteó la orden.',
    );
    expect(screen.getByTestId('resumen-ruteo-sin-rutear').textContent).toBe(
      `Orden #61: ${SIN_VEHICULOS}`,
    );
    expect(screen.queryByRole('status')).toBeNull();
    // El detalle vuelto a pedir trae el estado y el motivo nuevos.
    expect(await screen.findByText('Sin vehículos válidos')).toBeTruthy();
    expect(pedidosDe(llamadas, '/orden_venta/61/')).toBe(2);
    expect(posts(llamadas)).toEqual([
      { url: '/api/ruteo-ordenes-venta/', metodo: 'POST', cuerpo: { ordenes_venta: [61] } },
    ]);
  });

  it('una ruteada, sin confirmar o con retiro en el local no ofrece rutearla', async () => {
    stubApi({
      ordenes: [
        orden(71, RUTEADA),
        orden(72, { estado: EstadoOrdenVenta.CREADO, estado_nombre: 'Creado' }),
        orden(73, { delivery: false, estado_ruteo: EstadoRuteo.NO_ES_DELIVERY }),
      ],
      respuesta: async () => json(resumen({})),
    });
    for (const id of [71, 72, 73]) {
      montarDetalle(id);
      expect(await screen.findByRole('heading', { name: `Orden de venta #${id}` })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Rutear ahora' })).toBeNull();
    }
  });

  it('si la API falla no queda resumen y se puede volver a intentar', async () => {
    const llamadas = stubApi({
      ordenes: [orden(81)],
      respuesta: async () => json({ detail: 'falló' }, 500),
    });
    montarDetalle(81);
    fireEvent.click(await screen.findByRole('button', { name: 'Rutear ahora' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rutear la orden #81' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rutear ahora' }));
    await waitFor(() => expect(posts(llamadas)).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Rutear ahora' }).getAttribute('data-loading'),
      ).toBeNull(),
    );
    expect(screen.queryByTestId('resumen-ruteo')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('leerResumenRuteo', () => {
  const ruteada = (id: number) => ({ id, estado: EstadoRuteo.RUTEADO, motivo: null });

  it('cuenta las ruteadas y las hojas, y junta las no ruteadas con las omitidas por id', () => {
    expect(
      leerResumenRuteo(resumen({ hojas: [1, 2], resultados: [ruteada(4), ruteada(3)] })),
    ).toEqual({
      ruteadas: [4, 3],
      sinRutear: [],
      titular: 'Se rutearon 2 de 2 órdenes en 2 hojas de ruta.',
    });
    expect(leerResumenRuteo(resumen({ hojas: [1], resultados: [ruteada(4)] })).titular).toBe(
      'Se ruteó la orden en 1 hoja de ruta.',
    );
    const r = leerResumenRuteo(
      resumen({
        resultados: [{ id: 9, estado: EstadoRuteo.RUTA_NO_ENCONTRADA, motivo: null }],
        omitidas: [
          { id: 12, motivo: 'Ya está ruteada.' },
          { id: 2, motivo: 'La orden de venta no existe.' },
        ],
      }),
    );
    expect(r.titular).toBe('No se ruteó ninguna de las 3 órdenes.');
    // Sin motivo guardado, el nombre de su estado de ruteo.
    expect(r.sinRutear).toEqual([
      { id: 2, motivo: 'La orden de venta no existe.' },
      { id: 9, motivo: 'Ruta no encontrada' },
      { id: 12, motivo: 'Ya está ruteada.' },
    ]);
  });
});
