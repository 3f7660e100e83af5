import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Carga el archivo que se publica (public/sw-push.js) sobre un `self` de service worker simulado.
// (en jsdom import.meta.url no es file:, se usa sólo su ruta).
const codigo = readFileSync(
  path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../public/sw-push.js'),
  'utf8',
);

type Manejador = (evento: unknown) => void;

function cargar(ventanas: { url: string; focused?: boolean; visibilityState?: string }[] = []) {
  const manejadores = new Map<string, Manejador>();
  const abiertas = ventanas.map((v) => ({
    ...v,
    focus: vi.fn(async function (this: unknown) {
      return this;
    }),
    navigate: vi.fn(async () => null),
  }));
  const self = {
    location: { origin: 'https://nemu.com.py' },
    addEventListener: (tipo: string, m: Manejador) => manejadores.set(tipo, m),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => abiertas),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', codigo)(self);
  const disparar = async (tipo: string, evento: object) => {
    const esperas: Promise<unknown>[] = [];
    manejadores.get(tipo)?.({ ...evento, waitUntil: (p: Promise<unknown>) => esperas.push(p) });
    await Promise.all(esperas);
  };
  return { self, abiertas, disparar };
}

const datos = (valor: unknown) => ({ data: { json: () => valor } });

describe('service worker: push', () => {
  it('muestra el aviso con título, cuerpo, ícono, enlace y sonido según el payload', async () => {
    const { self, disparar } = cargar();
    await disparar(
      'push',
      datos({
        titulo: 'Nueva orden de venta #12',
        cuerpo: 'Pedido de Ana',
        url: '/proveedor/venta/12/',
        silencioso: true,
        tipo: 'pedido',
        notificacion_id: 7,
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Nueva orden de venta #12', {
      body: 'Pedido de Ana',
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      lang: 'es-PY',
      data: { url: '/proveedor/venta/12/' },
      silent: true,
      tag: 'notificacion-7',
    });
  });

  it('con sonido por defecto; un enlace fuera del sitio se cambia por la portada', async () => {
    const { self, disparar } = cargar();
    await disparar('push', datos({ titulo: 'Hola', url: 'https://otro.sitio/x' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'Hola',
      expect.objectContaining({ body: '', silent: false, data: { url: '/' } }),
    );
  });

  it('un mensaje de chat no se avisa a quien tiene ese chat en primer plano; sí en otra página o en segundo plano', async () => {
    const chat = datos({ titulo: 'Mensaje de Ana', url: '/driver/chat/7', tipo: 'chat' });
    const mirando = cargar([
      { url: 'https://nemu.com.py/driver/chat/7', focused: true, visibilityState: 'visible' },
    ]);
    await mirando.disparar('push', chat);
    expect(mirando.self.registration.showNotification).not.toHaveBeenCalled();

    for (const ventana of [
      { url: 'https://nemu.com.py/driver/chat/8', focused: true, visibilityState: 'visible' },
      { url: 'https://nemu.com.py/driver/chat/7', focused: false, visibilityState: 'hidden' },
      { url: 'https://nemu.com.py/pedido/rastreo/7', focused: true, visibilityState: 'visible' },
    ]) {
      const otro = cargar([ventana]);
      await otro.disparar(
        'push',
        ventana.url.includes('rastreo')
          ? datos({ titulo: 'Mensaje', url: '/pedido/rastreo/7?chat=1', tipo: 'chat' })
          : chat,
      );
      expect(otro.self.registration.showNotification, ventana.url).toHaveBeenCalledTimes(1);
    }
    // Otro tipo de aviso con la misma página a la vista sí se muestra.
    const pedido = cargar([
      { url: 'https://nemu.com.py/driver/chat/7', focused: true, visibilityState: 'visible' },
    ]);
    await pedido.disparar(
      'push',
      datos({ titulo: 'Pedido', url: '/driver/chat/7', tipo: 'pedido' }),
    );
    expect(pedido.self.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('sin datos o con datos ilegibles no muestra nada', async () => {
    const { self, disparar } = cargar();
    await disparar('push', { data: null });
    await disparar('push', {
      data: {
        json: () => {
          throw new SyntaxError('no es JSON');
        },
      },
    });
    await disparar('push', datos({ cuerpo: 'sin título' }));
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('service worker: notificationclick', () => {
  const click = (url: unknown) => {
    const close = vi.fn();
    return { evento: { notification: { data: { url }, close } }, close };
  };

  it('con Ñemu abierto, enfoca esa ventana y la lleva al enlace', async () => {
    const { self, abiertas, disparar } = cargar([
      { url: 'https://otro.sitio/' },
      { url: 'https://nemu.com.py/proveedor' },
    ]);
    const { evento, close } = click('/proveedor/venta/12/');
    await disparar('notificationclick', evento);
    expect(close).toHaveBeenCalled();
    expect(abiertas[1]?.focus).toHaveBeenCalled();
    expect(abiertas[1]?.navigate).toHaveBeenCalledWith('https://nemu.com.py/proveedor/venta/12/');
    expect(abiertas[0]?.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('sin ventanas abiertas, abre una en el enlace (o en la portada si no hay enlace)', async () => {
    const { self, disparar } = cargar();
    await disparar('notificationclick', click('/pedido/rastreo/7?chat=1').evento);
    expect(self.clients.openWindow).toHaveBeenCalledWith(
      'https://nemu.com.py/pedido/rastreo/7?chat=1',
    );
    await disparar('notificationclick', click(undefined).evento);
    expect(self.clients.openWindow).toHaveBeenLastCalledWith('https://nemu.com.py/');
  });
});
