import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MENSAJES_CONTABILIDAD } from '@nemu/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../test/renderizar';
import { capasMontadas } from '../ui/capas';
import { ReembolsarPedido } from './reembolsar-pedido';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

/** Stub de fetch: la respuesta de /reembolso/ y los cuerpos enviados. */
function apiQueResponde(respuesta: () => Response) {
  const enviados: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/reembolso/') && init?.method === 'POST') {
        enviados.push(JSON.parse(String(init.body)));
        return respuesta();
      }
      return json({}, 404);
    }),
  );
  return enviados;
}

function montar(alReembolsar = vi.fn()) {
  renderizar(
    <ModalsProvider>
      <Notifications />
      <ReembolsarPedido pedido={58} alReembolsar={alReembolsar} />
    </ModalsProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reembolsar pedido' }));
  return alReembolsar;
}

/** Escribe el motivo, pide el reembolso y devuelve el diálogo de confirmación. */
async function pedirReembolso(motivo: string) {
  fireEvent.change(screen.getByLabelText('Motivo del reembolso'), { target: { value: motivo } });
  fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
  return screen.findByRole('dialog', { name: 'Reembolsar el pedido #58' });
}

describe('ReembolsarPedido', () => {
  // En la app las capas de diálogos y avisos se montan aparte; aquí van en el mismo árbol.
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('sin motivo no confirma ni envía', async () => {
    const enviados = apiQueResponde(() => json({}, 500));
    montar();
    fireEvent.change(screen.getByLabelText('Motivo del reembolso'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Indique el motivo.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(enviados).toHaveLength(0);
  });

  it('si no se confirma el diálogo, no envía', async () => {
    const enviados = apiQueResponde(() => json({}, 500));
    const alReembolsar = montar();
    const dialogo = await pedirReembolso('No llegó');
    expect(within(dialogo).getByText(/No se puede deshacer/)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enviados).toHaveLength(0);
    expect(alReembolsar).not.toHaveBeenCalled();
  });

  it('confirmado, envía pedido y motivo, avisa lo que se le debe al cliente y llama a alReembolsar', async () => {
    const respuesta = { pedido: 58, nota_credito: null, a_devolver: 200_000 };
    const enviados = apiQueResponde(() => json(respuesta, 201));
    const alReembolsar = montar();
    const dialogo = await pedirReembolso('  Cliente rechazó la entrega ');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));

    expect(
      await screen.findByText(
        'Pedido reembolsado. Se le deben Gs. 200.000 al cliente (efectivo ya cobrado): registre la devolución en Balance.',
      ),
    ).toBeTruthy();
    expect(enviados).toEqual([{ pedido: 58, motivo: 'Cliente rechazó la entrega' }]);
    expect(alReembolsar).toHaveBeenCalledWith(respuesta);
    // Hecho: la acción ya no se ofrece.
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Pedido reembolsado');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /Reembolsar/ })).toBeNull();
  });

  it('si la API lo rechaza, muestra su mensaje y deja reintentar', async () => {
    const enviados = apiQueResponde(() =>
      json({ detail: MENSAJES_CONTABILIDAD.pedidoYaReembolsado }, 409),
    );
    const alReembolsar = montar();
    const dialogo = await pedirReembolso('Duplicado');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));

    const mensaje = await screen.findByText(MENSAJES_CONTABILIDAD.pedidoYaReembolsado);
    expect(mensaje.closest('[role="alert"]')).not.toBeNull();
    expect(enviados).toHaveLength(1);
    expect(alReembolsar).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const boton = screen.getByRole('button', { name: 'Reembolsar' });
    expect(boton).toHaveProperty('disabled', false);
  });

  it('el error de validación del motivo queda en el campo', async () => {
    apiQueResponde(() => json({ motivo: ['El texto no puede superar 300 caracteres.'] }, 400));
    montar();
    const dialogo = await pedirReembolso('x');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('El texto no puede superar 300 caracteres.')).toBeTruthy();
    expect(screen.getByLabelText('Motivo del reembolso')).toHaveProperty('ariaInvalid', 'true');
  });
});
