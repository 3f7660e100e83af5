import { z } from 'zod';
import { crearStore, useStore } from '../store/crear-store';
import { usuarioSesionSchema, type LoginRespuesta, type UsuarioSesion } from './usuario-sesion.schema';

const CLAVE = 'nemu.sesion';

export interface EstadoSesion {
  token: string | null;
  usuario: UsuarioSesion | null;
}

const SIN_SESION: EstadoSesion = { token: null, usuario: null };

const guardadoSchema = z.object({ token: z.string().min(1), usuario: usuarioSesionSchema });

function leerGuardado(): EstadoSesion {
  try {
    const crudo = localStorage.getItem(CLAVE);
    if (!crudo) return SIN_SESION;
    const leido = guardadoSchema.safeParse(JSON.parse(crudo));
    return leido.success ? leido.data : SIN_SESION;
  } catch {
    return SIN_SESION;
  }
}

const sesion = crearStore<EstadoSesion>(leerGuardado());

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
