// Suscripción Web Push del navegador (ADR 013): permiso, suscripción con la clave VAPID del
// servidor y registro en /set-device/. Nunca se pide permiso solo: lo dispara un botón.
import { z } from 'zod';
import { solicitar } from '../api/cliente-api';

export type EstadoPush = 'no-disponible' | 'pendiente' | 'bloqueado' | 'activo';

export function pushDisponible(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

export function estadoPermiso(): EstadoPush {
  if (!pushDisponible()) return 'no-disponible';
  if (Notification.permission === 'granted') return 'activo';
  return Notification.permission === 'denied' ? 'bloqueado' : 'pendiente';
}

/** Clave VAPID en base64url → bytes, como la pide `pushManager.subscribe`. */
export function claveABytes(clave: string): Uint8Array<ArrayBuffer> {
  const base64 = (clave + '='.repeat((4 - (clave.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binario = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binario.length));
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

const claveSchema = z.object({ clave: z.string().min(1) });

/**
 * Con permiso concedido, suscribe este navegador (o reutiliza su suscripción) y la registra en
 * el servidor a nombre del usuario. Devuelve si quedó registrada.
 */
export async function registrarSuscripcion(usuarioId: number): Promise<boolean> {
  if (estadoPermiso() !== 'activo') return false;
  const registro = await navigator.serviceWorker.ready;
  let suscripcion = await registro.pushManager.getSubscription();
  if (!suscripcion) {
    const r = await solicitar('/push/clave-publica/', { esquema: claveSchema });
    if (r?.kind !== 'ok') return false;
    suscripcion = await registro.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: claveABytes(r.data.clave),
    });
  }
  const guardado = await solicitar('/set-device/', {
    metodo: 'POST',
    cuerpo: { user_id: usuarioId, push_token: suscripcion.toJSON(), activo: true },
  });
  return guardado?.kind === 'ok';
}

/** Pide el permiso (tras un gesto del usuario) y, si lo da, registra la suscripción. */
export async function activarPush(usuarioId: number): Promise<EstadoPush> {
  if (!pushDisponible()) return 'no-disponible';
  const permiso = await Notification.requestPermission();
  if (permiso !== 'granted') return permiso === 'denied' ? 'bloqueado' : 'pendiente';
  return (await registrarSuscripcion(usuarioId)) ? 'activo' : 'pendiente';
}

/**
 * Al cerrar sesión: el servidor olvida la suscripción de este navegador y el navegador la anula,
 * así no llegan avisos de la cuenta que salió. Nunca impide cerrar la sesión.
 */
export async function olvidarSuscripcion(usuarioId: number): Promise<void> {
  if (estadoPermiso() !== 'activo') return;
  try {
    const registro = await navigator.serviceWorker.getRegistration();
    const suscripcion = await registro?.pushManager.getSubscription();
    if (!suscripcion) return;
    await solicitar('/set-device/', {
      metodo: 'POST',
      cuerpo: { user_id: usuarioId, push_token: suscripcion.toJSON(), activo: false },
    });
    await suscripcion.unsubscribe();
  } catch {
    // Sin service worker o sin red: la suscripción muere sola cuando el servicio push la descarte.
  }
}
