/* global self */
// Web Push en el service worker (ADR 013). El service worker generado por Workbox lo carga con
// importScripts. `push` muestra el aviso que armó la API (título, cuerpo, enlace, silencioso);
// `notificationclick` enfoca una ventana abierta de Ñemu y la lleva al enlace, o abre una nueva.

/** Payload del servidor, o null si no es un aviso de Ñemu. */
function leerAviso(data) {
  if (!data) return null;
  let aviso;
  try {
    aviso = data.json();
  } catch {
    return null;
  }
  if (!aviso || typeof aviso.titulo !== 'string') return null;
  const url = typeof aviso.url === 'string' && aviso.url.startsWith('/') ? aviso.url : '/';
  return { ...aviso, url };
}

/**
 * ¿Alguien ya mira ese chat? Un mensaje de chat no se avisa a quien tiene la conversación en primer
 * plano (la ventana enfocada y visible está en su enlace): el mensaje ya le llegó en vivo.
 * (Chrome no exige mostrar un aviso por cada push mientras el sitio está en primer plano.)
 */
async function chatALaVista(aviso) {
  if (aviso.tipo !== 'chat') return false;
  const destino = new URL(aviso.url, self.location.origin);
  const ventanas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return ventanas.some((v) => {
    const u = new URL(v.url);
    return (
      v.focused === true &&
      v.visibilityState === 'visible' &&
      u.origin === destino.origin &&
      u.pathname === destino.pathname &&
      (destino.search === '' || u.search === destino.search)
    );
  });
}

async function mostrar(aviso) {
  if (await chatALaVista(aviso)) return;
  await self.registration.showNotification(aviso.titulo, {
    body: typeof aviso.cuerpo === 'string' ? aviso.cuerpo : '',
    icon: '/pwa-192.png',
    badge: '/pwa-192.png',
    lang: 'es-PY',
    data: { url: aviso.url },
    silent: aviso.silencioso === true,
    ...(aviso.notificacion_id ? { tag: `notificacion-${aviso.notificacion_id}` } : {}),
  });
}

self.addEventListener('push', (event) => {
  const aviso = leerAviso(event.data);
  if (!aviso) return;
  event.waitUntil(mostrar(aviso));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  const destino = new URL(
    typeof url === 'string' && url.startsWith('/') ? url : '/',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const ventanas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const abierta = ventanas.find((v) => new URL(v.url).origin === destino.origin);
      if (abierta) {
        const enfocada = await abierta.focus();
        await (enfocada || abierta).navigate(destino.href);
        return;
      }
      await self.clients.openWindow(destino.href);
    })(),
  );
});
