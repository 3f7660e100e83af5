import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderizar } from '../test/renderizar';
import { capasMontadas } from './capas';
import { confirmar } from './confirmar';

describe('confirmar', () => {
  // En la app la capa de diálogos se monta aparte; aquí va en el mismo árbol.
  beforeAll(() => capasMontadas());

  async function abrir(peligro: boolean) {
    renderizar(<ModalsProvider />);
    const respuesta = confirmar({
      titulo: 'Borrar la dirección',
      mensaje: 'No se puede deshacer.',
      textoConfirmar: 'Borrar',
      peligro,
    });
    const dialogo = await screen.findByRole('dialog', { name: 'Borrar la dirección' });
    return { respuesta, dialogo };
  }

  it('el botón de cerrar tiene nombre y cerrar equivale a no confirmar', async () => {
    const { respuesta, dialogo } = await abrir(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(await respuesta).toBe(false);
  });

  it('con peligro, el botón de confirmar usa el rojo oscuro y confirmar resuelve true', async () => {
    const { respuesta, dialogo } = await abrir(true);
    const boton = within(dialogo).getByRole('button', { name: 'Borrar' });
    expect(boton.getAttribute('style')).toContain('var(--mantine-color-red-9)');
    fireEvent.click(boton);
    expect(await respuesta).toBe(true);
  });
});
