import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { BotonesSociales } from './botones-sociales';

function responder(cuerpo: unknown): void {
  vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify(cuerpo), { status: 200 }));
}

describe('BotonesSociales', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    sessionStorage.clear();
  });

  it('sin proveedores configurados no muestra nada', async () => {
    responder({ google: null, apple: null, facebook: null });
    renderizar(<BotonesSociales alIngresar={vi.fn()} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('muestra sólo los botones de los proveedores configurados', async () => {
    responder({ google: { client_id: 'id-google' }, apple: null, facebook: { app_id: 'fb' } });
    renderizar(<BotonesSociales alIngresar={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar con Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar con Apple' })).toBeNull();
  });
});
