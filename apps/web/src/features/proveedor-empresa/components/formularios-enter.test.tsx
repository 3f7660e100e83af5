import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnterAlSiguiente } from '../../../shared/hooks/use-enter-siguiente';
import { renderizar } from '../../../shared/test/renderizar';
import { ClavesApi } from './claves-api';
import { StaffProveedor } from './staff-proveedor';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

const PROPIETARIO = {
  id: 7,
  username: 'dueno',
  email: 'dueno@ejemplo.com.py',
  first_name: 'Ana',
  last_name: 'Benítez',
  activo: true,
  rol: 'propietario',
  fabricante_id: 3,
};

/** Stub de fetch: `lecturas` por ruta; cada escritura, con su respuesta `escritura`. */
function stubApi(lecturas: Record<string, unknown>, escritura: () => Response) {
  const escrituras: { url: string; cuerpo: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') !== 'GET') {
        escrituras.push({ url: String(url), cuerpo: JSON.parse(String(init?.body)) });
        return escritura();
      }
      const ruta = Object.keys(lecturas).find((r) => String(url).includes(r));
      return ruta ? json(lecturas[ruta]) : json({}, 404);
    }),
  );
  return escrituras;
}

/** Como la raíz de la app: Enter pasa al siguiente campo y, en el último, envía (§2). */
function ConEnter({ children }: { children: ReactNode }) {
  useEnterAlSiguiente();
  return children;
}

const enter = (campo: HTMLElement) => fireEvent.keyDown(campo, { key: 'Enter', code: 'Enter' });

describe('formularios del proveedor sin botón a mano: Enter envía', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('claves de API: Enter en el nombre crea la clave y la muestra una vez', async () => {
    const escrituras = stubApi({ '/claves-api/': [] }, () =>
      json({
        id: 1,
        nombre: 'ERP',
        prefijo: 'ab12',
        activo: true,
        ultimo_uso_en: null,
        revocada_en: null,
        creado_en: '2026-03-01T12:00:00Z',
        clave: 'nemu_ab12_secreto',
      }),
    );
    renderizar(
      <ConEnter>
        <ClavesApi />
      </ConEnter>,
    );
    const nombre = screen.getByRole('textbox', { name: 'Nombre de la clave' });
    nombre.focus();
    // Sin nombre el botón está deshabilitado: Enter no envía.
    enter(nombre);
    expect(escrituras).toHaveLength(0);
    fireEvent.change(nombre, { target: { value: 'ERP' } });
    expect(screen.getByRole('button', { name: 'Crear clave' }).getAttribute('type')).toBe('submit');
    enter(nombre);
    expect(await screen.findByText('nemu_ab12_secreto')).toBeTruthy();
    expect(escrituras).toEqual([{ url: '/api/claves-api/', cuerpo: { nombre: 'ERP' } }]);
  });

  it('staff: Enter en el correo lo verifica; «Agregar al staff» no es el botón de enviar', async () => {
    const escrituras = stubApi({ '/usuario_staff/': [PROPIETARIO] }, () =>
      json({
        existe: true,
        id: 12,
        username: 'carlos',
        email: 'carlos@ejemplo.com.py',
        nombre: 'Carlos Giménez',
      }),
    );
    renderizar(
      <ConEnter>
        <StaffProveedor fabricanteId={3} usuarioId={7} />
      </ConEnter>,
    );
    const correo = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    fireEvent.change(correo, { target: { value: 'carlos@ejemplo.com.py' } });
    correo.focus();
    enter(correo);
    const agregar = await screen.findByRole('button', { name: 'Agregar al staff' });
    expect(agregar.getAttribute('type')).toBe('button');
    await waitFor(() =>
      expect(escrituras).toEqual([
        { url: '/api/user-fab-verificar/', cuerpo: { email: 'carlos@ejemplo.com.py' } },
      ]),
    );
  });
});
