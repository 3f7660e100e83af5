import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { useState } from 'react';
import { useNoLeidosPedido } from '../../../shared/chat/no-leidos';
import { iniciarSesion, reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { pedidoConChatDePrueba } from '../../../shared/test/pedidos-de-prueba';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { ChatPedido } from './chat-pedido';

const mensaje = (id: number, emisor: number, texto: string, leido: boolean) => ({
  id,
  pedido: 7,
  emisor,
  receptor: emisor === usuarioDemo.id ? 99 : usuarioDemo.id,
  tipo: emisor === usuarioDemo.id ? 0 : 10,
  mensaje: texto,
  mensaje_predeterminado: null,
  fecha: '2026-11-20T12:00:00.000Z',
  leido_en: leido ? '2026-11-20T12:01:00.000Z' : null,
});

function api(abierto: boolean) {
  const enviados: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (cuerpo: unknown, status = 200) =>
        new Response(JSON.stringify(cuerpo), { status });
      if (url.startsWith('/api/chat/mensajes/predeterminados/')) {
        return json([{ id: 3, mensaje: 'Estoy en la puerta', estado: true, tipo: 0 }]);
      }
      if (url === '/api/chat/mensajes/7/0/1/') {
        return json({
          count: 2,
          next: null,
          previous: null,
          abierto,
          // Del más nuevo al más viejo, como la API.
          results: [
            mensaje(2, usuarioDemo.id, '¿Viene hoy?', true),
            mensaje(1, 99, 'Salgo del depósito', false),
          ],
        });
      }
      if (url === '/api/enviar-mensaje/' && init?.method === 'POST') {
        enviados.push(JSON.parse(String(init.body)));
        return json(mensaje(3, usuarioDemo.id, 'x', false), 201);
      }
      return json({ detail: 'no encontrado' }, 404);
    }),
  );
  return enviados;
}

const mostrar = () =>
  renderizar(
    <MemoryRouter>
      <ChatPedido pedido={7} volverA="/pedidos/7" />
    </MemoryRouter>,
  );

// jsdom no trae document.fonts, que usa el Textarea con alto automático de Mantine.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** El contador de no leídos del pedido 7 y, al tocar «Abrir», su conversación. */
function PedidoConChat() {
  const noLeidos = useNoLeidosPedido(7);
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <output data-testid="no-leidos">{noLeidos}</output>
      <button onClick={() => setAbierto(true)}>Abrir</button>
      {abierto && <ChatPedido pedido={7} volverA="/pedidos/7" />}
    </>
  );
}

describe('ChatPedido', () => {
  beforeEach(() => iniciarSesion({ ...usuarioDemo, token: 'tok-1' }));
  afterEach(() => {
    reiniciarSesion();
    vi.unstubAllGlobals();
  });

  it('muestra la conversación en orden, con lo propio y lo recibido, y el leído', async () => {
    api(true);
    mostrar();
    const recibido = await screen.findByText('Salgo del depósito');
    const propio = screen.getByText('¿Viene hoy?');
    // El más viejo arriba.
    expect(
      recibido.compareDocumentPosition(propio) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByTestId('mensaje-propio').textContent).toContain('¿Viene hoy?');
    expect(screen.getByLabelText('Leído')).toBeTruthy();
  });

  it('un mensaje rápido se envía con un toque y uno escrito con Enviar', async () => {
    const enviados = api(true);
    mostrar();
    fireEvent.click(await screen.findByRole('button', { name: 'Estoy en la puerta' }));
    await waitFor(() =>
      expect(enviados).toContainEqual({ data: { pedido: 7, tipo: 0, mensaje_predeterminado: 3 } }),
    );
    const caja = screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
    fireEvent.change(caja, { target: { value: '  Estoy llegando  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(enviados).toContainEqual({ data: { pedido: 7, tipo: 0, mensaje: 'Estoy llegando' } }),
    );
    await waitFor(() => expect(caja.value).toBe(''));
  });

  it('cerrada, se lee pero no se escribe', async () => {
    api(false);
    mostrar();
    expect(await screen.findByText('La conversación de este pedido está cerrada.')).toBeTruthy();
    expect(screen.queryByLabelText('Mensaje')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Estoy en la puerta' })).toBeNull();
  });

  it('abrir la conversación la marca leída: los no leídos del pedido se vuelven a pedir', async () => {
    api(true);
    const base = vi.mocked(fetch).getMockImplementation();
    let leida = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api/pedidos-chat/')) {
          return Response.json({
            count: 1,
            next: null,
            previous: null,
            results: [pedidoConChatDePrueba(7, leida ? 0 : 1)],
          });
        }
        // Como la API: leer la conversación marca leídos los mensajes recibidos.
        if (url === '/api/chat/mensajes/7/0/1/') leida = true;
        return base!(url, init);
      }),
    );
    renderizar(
      <MemoryRouter>
        <PedidoConChat />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('no-leidos').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Salgo del depósito')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('no-leidos').textContent).toBe('0'));
  });
});
