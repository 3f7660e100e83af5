import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { CalificarPedido } from './calificar-pedido';

const pendiente = (tipo: number, id: number, nombre: string) => ({
  id_pedido: 7,
  id_calificar: id,
  tipo_calificacion: tipo,
  nombre,
  imagen: null,
});

function api(respuestaCalificar: { status: number; cuerpo: unknown }) {
  const enviados: unknown[] = [];
  let quedan = [pendiente(30, 5, 'Juan Transportista'), pendiente(10, 11, 'Yerba 500 g')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (cuerpo: unknown, status = 200) =>
        new Response(JSON.stringify(cuerpo), { status });
      if (url.startsWith('/api/calificaciones-pendientes/')) return json(quedan);
      if (url === '/api/calificar/' && init?.method === 'POST') {
        const cuerpo = JSON.parse(String(init.body)) as { id_calificar: number };
        enviados.push(cuerpo);
        if (respuestaCalificar.status < 300)
          quedan = quedan.filter((q) => q.id_calificar !== cuerpo.id_calificar);
        return json(respuestaCalificar.cuerpo, respuestaCalificar.status);
      }
      return json({ detail: 'no encontrado' }, 404);
    }),
  );
  return enviados;
}

const guardada = {
  id: 1,
  pedido_id: 7,
  tipo_calificacion: 30,
  id_calificar: 5,
  calificacion: 4,
  comentario: 'Muy amable',
  fecha: '2026-11-20T12:00:00.000Z',
  rating: 4.5,
  ratings: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('CalificarPedido', () => {
  it('no muestra nada ni consulta mientras el pedido no se entregó', () => {
    const enviados = api({ status: 201, cuerpo: guardada });
    renderizar(<CalificarPedido pedido={7} entregado={false} />);
    expect(screen.queryByText('Califique su pedido')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(enviados).toHaveLength(0);
  });

  it('envía las estrellas y el comentario y saca lo calificado de la lista', async () => {
    const enviados = api({ status: 201, cuerpo: guardada });
    renderizar(<CalificarPedido pedido={7} entregado />);
    const tarjeta = await screen.findByTestId('calificar-30-5');
    const boton = screen.getAllByRole('button', { name: 'Enviar calificación' })[0]!;
    expect(boton).toHaveProperty('disabled', true);
    fireEvent.click(tarjeta.querySelector('input[value="4"] + label')!);
    fireEvent.change(screen.getAllByLabelText('Comentario (opcional)')[0]!, {
      target: { value: '  Muy amable ' },
    });
    fireEvent.click(boton);
    await waitFor(() => expect(screen.queryByTestId('calificar-30-5')).toBeNull());
    expect(enviados).toEqual([
      {
        pedido_id: 7,
        tipo_calificacion: 30,
        id_calificar: 5,
        calificacion: 4,
        comentario: 'Muy amable',
      },
    ]);
    expect(screen.getByTestId('calificar-10-11')).toBeTruthy();
  });

  it('muestra el motivo si la API rechaza la calificación', async () => {
    api({ status: 409, cuerpo: { detail: 'Ya calificó esto en este pedido.' } });
    renderizar(<CalificarPedido pedido={7} entregado />);
    const tarjeta = await screen.findByTestId('calificar-30-5');
    fireEvent.click(tarjeta.querySelector('input[value="5"] + label')!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Enviar calificación' })[0]!);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Ya calificó esto en este pedido.',
    );
    expect(screen.getByTestId('calificar-30-5')).toBeTruthy();
  });
});
