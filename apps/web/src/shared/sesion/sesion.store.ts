import { crearStore, useStore } from '../store/crear-store';
import type { LoginRespuesta, UsuarioSesion } from './usuario-sesion.schema';

const CLAVE = 'nemu.sesion';

export interface EstadoSesion {
  token: string | null;
  usuario: UsuarioSesion | null;
}

const SIN_SESION: EstadoSesion = { token: null, usuario: null };

/** Lectura rápida de lo guardado: sólo la forma mínima, para dibujar sin esperar. */
function leerGuardado(): EstadoSesion {
  try {
    const crudo: unknown = JSON.parse(localStorage.getItem(CLAVE) ?? 'null');
    if (typeof crudo !== 'object' || crudo === null) return SIN_SESION;
    const { token, usuario } = crudo as Partial<Record<keyof EstadoSesion, unknown>>;
    if (typeof token !== 'string' || !token || typeof usuario !== 'object' || usuario === null) {
      return SIN_SESION;
    }
    return { token, usuario: usuario as UsuarioSesion };
  } catch {
    return SIN_SESION;
  }
}

const sesion = crearStore<EstadoSesion>(leerGuardado());

/**
 * Valida la sesión guardada con el esquema del dominio y la descarta si no corresponde.
 * main.tsx la lanza al arrancar sin esperarla: el esquema (y sus dependencias) se descarga
 * sólo si hay una sesión, así la portada de un visitante no lo carga.
 */
export async function validarSesionGuardada(): Promise<void> {
  const { token, usuario } = sesion.obtener();
  if (!token || !usuario) return;
  const { sesionGuardadaSchema } = await import('./sesion-guardada');
  const leido = sesionGuardadaSchema.safeParse({ token, usuario });
  sesion.establecer((actual) => {
    if (actual.token !== token) return actual;
    return leido.success ? leido.data : SIN_SESION;
  });
}

sesion.suscribir(() => {
  const { token, usuario } = sesion.obtener();
  if (token && usuario) localStorage.setItem(CLAVE, JSON.stringify({ token, usuario }));
  else localStorage.removeItem(CLAVE);
});

/** El token vigente; el cliente de la API lo envía como `Authorization: Token <token>`. */
export const obtenerToken = (): string | null => sesion.obtener().token;

export function iniciarSesion({ token, ...usuario }: LoginRespuesta): void {
  sesion.establecer({ token, usuario });
}

export function actualizarUsuario(usuario: UsuarioSesion): void {
  sesion.establecer((actual) => (actual.token ? { ...actual, usuario } : actual));
}

/** Borra token, usuario, direcciones y datos de facturación (§4 Session: reset). */
export function reiniciarSesion(): void {
  sesion.establecer(SIN_SESION);
}

export const useUsuario = (): UsuarioSesion | null => useStore(sesion, (estado) => estado.usuario);
export const useHaySesion = (): boolean => useStore(sesion, (estado) => estado.token !== null);

/** Avisa cada cambio de sesión fuera de React (p. ej. el rastreo del transportista se detiene al salir del modo). */
export function alCambiarSesion(oyente: (estado: EstadoSesion) => void): () => void {
  return sesion.suscribir(() => oyente(sesion.obtener()));
}
