/**
 * Quién puede llamar a una ruta. Cada ruta bajo /api declara `config.acceso`;
 * un test recorre la tabla de rutas y falla si alguna no lo hace.
 */
import type { FastifyRequest } from 'fastify';
import { NoAutenticado } from './errores.js';

export const ROLES = [
  'cliente',
  'proveedor',
  'proveedor_propietario',
  'transportista',
  'adm_transportista',
  'administrador',
] as const;

export type Rol = (typeof ROLES)[number];

/** `publico`: sin sesión; `autenticado`: cualquier usuario con sesión; o una lista de roles. */
export type Acceso = 'publico' | 'autenticado' | readonly Rol[];

export interface UsuarioAutenticado {
  id: number;
  username: string;
  administrador: boolean;
  fabricante_id: number | null;
  rol_fabricante: 'propietario' | 'staff' | null;
  transportista_id: number | null;
  empresa_transporte_id: number | null;
  token_id: number;
}

export function rolesDe(u: UsuarioAutenticado): Set<Rol> {
  const roles = new Set<Rol>(['cliente']);
  if (u.fabricante_id !== null) {
    roles.add('proveedor');
    if (u.rol_fabricante === 'propietario') roles.add('proveedor_propietario');
  }
  if (u.transportista_id !== null) roles.add('transportista');
  if (u.empresa_transporte_id !== null) roles.add('adm_transportista');
  if (u.administrador) roles.add('administrador');
  return roles;
}

export function permite(acceso: Acceso, usuario: UsuarioAutenticado | null): boolean {
  if (acceso === 'publico') return true;
  if (usuario === null) return false;
  if (acceso === 'autenticado') return true;
  const roles = rolesDe(usuario);
  return acceso.some((r) => roles.has(r));
}

/** Quien llama a una ruta que exige sesión (el plugin de autenticación ya la verificó). */
export function usuarioDe(request: FastifyRequest): UsuarioAutenticado {
  if (request.usuario === null) throw new NoAutenticado();
  return request.usuario;
}

export interface RutaRegistrada {
  metodo: string;
  url: string;
  acceso: Acceso | undefined;
}
