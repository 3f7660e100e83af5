// Alcance de un usuario sobre los datos de un fabricante (proveedor, staff o administrador).
import { MENSAJES } from '@nemu/domain';
import type { UsuarioAutenticado } from './acceso.js';
import { ErrorValidacion, NoEncontrado, SinPermiso } from './errores.js';

/**
 * Fabricante sobre el que actúa el usuario: el suyo (propietario o staff) o, para un
 * administrador, el que indique. Un proveedor que nombra a otro fabricante recibe 403.
 */
export function fabricanteObjetivo(u: UsuarioAutenticado, pedido?: number | null): number {
  if (u.administrador && pedido != null) return pedido;
  if (u.fabricante_id === null) {
    if (u.administrador) throw ErrorValidacion.campo('fabricante', MENSAJES.campoRequerido);
    throw new SinPermiso();
  }
  if (pedido != null && pedido !== u.fabricante_id) throw new SinPermiso();
  return u.fabricante_id;
}

/** Un recurso de otro fabricante no existe para este usuario (404, sin revelar nada). */
export function exigirMismoFabricante(u: UsuarioAutenticado, fabricanteId: number | undefined) {
  if (fabricanteId === undefined) throw new NoEncontrado();
  if (u.administrador) return;
  if (u.fabricante_id !== fabricanteId) throw new NoEncontrado();
}
