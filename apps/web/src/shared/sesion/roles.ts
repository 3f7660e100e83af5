import { ModoUsoApp } from '@nemu/domain';
import type { UsuarioSesion } from './usuario-sesion.schema';

export type Rol = 'admin' | 'empresa' | 'proveedor' | 'transportista' | 'cliente';

interface DefinicionRol {
  nombre: string;
  inicio: string;
  tiene: (usuario: UsuarioSesion) => boolean;
}

export const ROLES: Record<Rol, DefinicionRol> = {
  admin: { nombre: 'Administrador', inicio: '/admin', tiene: (u) => u.administrador },
  empresa: {
    nombre: 'Empresa de transporte',
    inicio: '/adm_transportista/home',
    tiene: (u) => u.adm_transportista,
  },
  proveedor: { nombre: 'Proveedor', inicio: '/proveedor', tiene: (u) => u.fabricante },
  transportista: { nombre: 'Transportista', inicio: '/driver/home', tiene: (u) => u.transportista },
  cliente: { nombre: 'Cliente', inicio: '/', tiene: () => true },
};

/** Orden de prioridad para decidir a dónde llega cada usuario al ingresar. */
const PRIORIDAD: readonly Rol[] = ['admin', 'empresa', 'proveedor', 'transportista', 'cliente'];

export const tieneRol = (usuario: UsuarioSesion, rol: Rol): boolean => ROLES[rol].tiene(usuario);

export function rolPrincipal(usuario: UsuarioSesion): Rol {
  return PRIORIDAD.find((rol) => tieneRol(usuario, rol)) ?? 'cliente';
}

export const rutaInicio = (usuario: UsuarioSesion): string => ROLES[rolPrincipal(usuario)].inicio;

export function nombreVisible(usuario: UsuarioSesion): string {
  const nombre = `${usuario.first_name} ${usuario.last_name}`.trim();
  return nombre || usuario.username;
}

/** Modos de uso de la app (§1): cada uno exige el rol correspondiente. */
export const MODOS: readonly { modo: ModoUsoApp; rol: Rol; etiqueta: string }[] = [
  { modo: ModoUsoApp.CLIENTE, rol: 'cliente', etiqueta: 'Modo cliente' },
  { modo: ModoUsoApp.PROVEEDOR, rol: 'proveedor', etiqueta: 'Modo proveedor' },
  { modo: ModoUsoApp.TRANSPORTISTA, rol: 'transportista', etiqueta: 'Modo transportista' },
];
