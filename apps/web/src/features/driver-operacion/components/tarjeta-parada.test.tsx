import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_DRIVER_OPERACION, type ParadaHoja } from '@nemu/domain';
import { iniciarSesion, reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { pedidoConChatDePrueba } from '../../../shared/test/pedidos-de-prueba';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { transportistaStore } from '../estado/transportista.store';
import { enviarPinsPendientes, prepararOperacion } from '../sin-senal/operacion-sin-senal';
import { TarjetaParada } from './tarjeta-parada';

const entrega: ParadaHoja = {
  id: 41,
  tipo: 10,
  estado: 10,
  usuario: 5,
  fabricante: null,
  fabricante_id: null,
  orden: 2,
  fecha_hora_calculada_desde: null,
  fecha_hora_calculada_hasta: null,
  direccion: 'Av. España 1234',
  ubicacion: '-25.2900,-57.6000',
  ciudad: 'Asunción',
  distancia: null,
  tiempo_en_transito: null,
  tiempo_parada_calculado: null,
  referencia_orden: null,
  pedidos: [77],
  ordenes_venta: [],
  direccion_itinerario: 'Portón verde',
  telefono_itinerario: '595981123456',
  ejecutado_en: null,
  bloqueado: false,
  cobro_efectivo: 0,
  cobro_efectivo_parcial: false,
};

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

function mostrar(alCompletar = vi.fn(), parada: ParadaHoja = entrega) {
  renderizar(
    <MemoryRouter>
      <TarjetaParada parada={parada} hojaId={9} alCompletar={alCompletar} />
    </MemoryRouter>,
  );
  return alCompletar;
}

function ingresarPin(pin: string) {
  fireEvent.change(screen.getByLabelText('PIN de entrega del cliente'), {
    target: { value: pin },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
}

describe('TarjetaParada', () => {
  beforeEach(() => {
    localStorage.clear();
    iniciarSesion({
      ...usuarioDemo,
      transportista: true,
      transportista_id: 3,
      modo_uso_app: 30,
      token: 't',
    });
    prepararOperacion(usuarioDemo.id, 30);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reiniciarSesion();
  });

  it('muestra dirección, referencia, teléfono, «Abrir en mapas» y el chat con el cliente', () => {
    vi.stubGlobal('fetch', vi.fn());
    mostrar();
    expect(screen.getByText('Av. España 1234')).toBeTruthy();
    expect(screen.getByText('Portón verde')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir en mapas' }).getAttribute('href')).toContain(
      'destination=-25.29%2C-57.6',
    );
    expect(screen.getByRole('link', { name: 'Llamar al 0981123456' }).getAttribute('href')).toBe(
      'tel:0981123456',
    );
    expect(
      screen
        .getByRole('link', { name: 'Chat con el cliente (pedido N.º 77)' })
        .getAttribute('href'),
    ).toBe('/driver/chat/77');
  });

  it('el chat con el cliente muestra los mensajes sin leer de ese pedido; sin ellos, ningún número', async () => {
    const conChat = (id: number, no_leidos: number) =>
      pedidoConChatDePrueba(id, no_leidos, {
        usuario: 5,
        ultimo_mensaje: { id: 1, mensaje: '¿Viene hoy?', tipo: 0, emisor: 5, propio: false },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/pedidos-chat/')
          ? json({
              count: 3,
              next: null,
              previous: null,
              results: [conChat(70, 4), conChat(77, 2), conChat(78, 0)],
            })
          : json({ detail: 'no encontrado' }, 404),
      ),
    );
    mostrar(vi.fn(), { ...entrega, pedidos: [77, 78] });
    const con = await screen.findByRole('link', {
      name: 'Chat con el cliente (pedido N.º 77) 2 mensajes sin leer',
    });
    expect(con.getAttribute('href')).toBe('/driver/chat/77');
    expect(screen.getAllByTestId('chat-no-leidos').map((b) => b.textContent)).toEqual(['2']);
    expect(screen.getByRole('link', { name: 'Chat con el cliente (pedido N.º 78)' })).toBeTruthy();
  });

  it('sin efectivo no pide cobrar; con efectivo contra entrega muestra el monto y lo confirma', () => {
    vi.stubGlobal('fetch', vi.fn());
    mostrar();
    expect(screen.queryByTestId('cobro-efectivo')).toBeNull();
    mostrar(vi.fn(), { ...entrega, id: 42, cobro_efectivo: 185_000 });
    expect(screen.getByTestId('cobro-efectivo').textContent).toContain(
      'Cobrar Gs. 185.000 en efectivo',
    );
    expect(screen.getByRole('button', { name: 'Confirmar cobro y entrega' })).toBeTruthy();
    expect(screen.queryByTestId('cobro-efectivo-parcial')).toBeNull();
  });

  it('un pedido repartido en dos entregas avisa que el cobro es sólo la parte de esta parada', () => {
    vi.stubGlobal('fetch', vi.fn());
    mostrar(vi.fn(), { ...entrega, cobro_efectivo: 110_000, cobro_efectivo_parcial: true });
    expect(screen.getByTestId('cobro-efectivo').textContent).toContain(
      'Cobrar Gs. 110.000 en efectivo',
    );
    expect(screen.getByTestId('cobro-efectivo-parcial').textContent).toBe(
      MENSAJES_DRIVER_OPERACION.cobroEfectivoParcial,
    );
  });

  it('un PIN equivocado muestra los intentos que quedan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ pincode: ['El PIN no es correcto. Le quedan 4 intentos.'] }, 400)),
    );
    const alCompletar = mostrar();
    ingresarPin('1234');
    expect(await screen.findByText('El PIN no es correcto. Le quedan 4 intentos.')).toBeTruthy();
    expect(alCompletar).not.toHaveBeenCalled();
  });

  it('el bloqueo (423) se explica y oculta el teclado', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ detail: 'bloqueada' }, 423)),
    );
    mostrar();
    ingresarPin('1234');
    expect(await screen.findByText('Parada bloqueada')).toBeTruthy();
    expect(screen.queryByLabelText('PIN de entrega del cliente')).toBeNull();
  });

  it('sin señal guarda el PIN (persistido) y lo envía al volver la conexión', async () => {
    const fetchSinRed = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchSinRed);
    const alCompletar = mostrar();
    ingresarPin('4321');
    await waitFor(() => expect(transportistaStore.obtener().pinsPendientes).toHaveLength(1));
    expect(transportistaStore.obtener().pinsPendientes[0]).toMatchObject({
      itinerario_id: 41,
      hoja_ruta_id: 9,
      pincode: '4321',
    });
    expect(
      JSON.parse(localStorage.getItem(`nemu.driver.pins.${usuarioDemo.id}`) ?? '[]'),
    ).toHaveLength(1);
    expect(alCompletar).not.toHaveBeenCalled();

    // Vuelve la red: se envía solo y la cola queda vacía.
    const enviados: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        enviados.push(JSON.parse(String(init?.body)));
        return json(null);
      }),
    );
    await enviarPinsPendientes();
    expect(enviados).toEqual([{ itinerario_id: 41, pincode: '4321' }]);
    expect(transportistaStore.obtener().pinsPendientes).toHaveLength(0);
    expect(
      JSON.parse(localStorage.getItem(`nemu.driver.pins.${usuarioDemo.id}`) ?? '[]'),
    ).toHaveLength(0);
  });
});
