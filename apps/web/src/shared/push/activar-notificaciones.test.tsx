import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../sesion/sesion.store';
import { renderizar } from '../test/renderizar';
import { usuarioDemo } from '../test/usuario-demo';
import { ActivarNotificaciones } from './activar-notificaciones';
import { claveABytes, olvidarSuscripcion } from './push';

// Clave pública VAPID de ejemplo (65 bytes en base64url).
const CLAVE =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUSCRIPCION = {
  endpoint: 'https://push.ejemplo/abc',
  keys: { p256dh: 'p', auth: 'a' },
};

let permiso: NotificationPermission;
const subscribe = vi.fn();

beforeEach(() => {
  permiso = 'default';
  vi.stubGlobal('fetch', vi.fn());
  vi.stubGlobal('PushManager', class {});
  // El permiso se lee en cada consulta, como el del navegador.
  const notificacion = Object.defineProperty(class {}, 'permission', { get: () => permiso });
  vi.stubGlobal(
    'Notification',
    Object.assign(notificacion, {
      requestPermission: vi.fn(async () => {
        permiso = 'granted';
        return permiso;
      }),
    }),
  );
  subscribe.mockResolvedValue({ toJSON: () => SUSCRIPCION });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({
        pushManager: { getSubscription: async () => null, subscribe },
      }),
    },
  });
  iniciarSesion({ ...usuarioDemo, token: 'tok' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  reiniciarSesion();
});

describe('ActivarNotificaciones', () => {
  it('claveABytes decodifica base64url', () => {
    expect(Array.from(claveABytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
    expect(claveABytes(CLAVE)).toHaveLength(65);
  });

  it('no pide permiso al montarse; el botón lo pide, suscribe con la clave y registra el dispositivo', async () => {
    vi.mocked(fetch)
      .mockResolvedValueOnce(new Response(JSON.stringify({ clave: CLAVE }), { status: 200 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    renderizar(<ActivarNotificaciones />);
    const boton = screen.getByRole('button', { name: 'Activar notificaciones' });
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(boton);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: claveABytes(CLAVE),
    });
    const [url, init] = vi.mocked(fetch).mock.calls[1] ?? [];
    expect(String(url)).toContain('/api/set-device/');
    expect(JSON.parse(String(init?.body))).toEqual({
      user_id: usuarioDemo.id,
      push_token: SUSCRIPCION,
      activo: true,
    });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });

  it('con el permiso bloqueado explica cómo habilitarlo y no muestra el botón', () => {
    permiso = 'denied';
    renderizar(<ActivarNotificaciones />);
    expect(screen.getByText(/bloqueadas en este navegador/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('al cerrar sesión el servidor olvida la suscripción y el navegador la anula', async () => {
    permiso = 'granted';
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: {
            getSubscription: async () => ({ toJSON: () => SUSCRIPCION, unsubscribe }),
          },
        }),
      },
    });
    vi.mocked(fetch).mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await olvidarSuscripcion(usuarioDemo.id);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/set-device/');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      push_token: SUSCRIPCION,
      activo: false,
    });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
