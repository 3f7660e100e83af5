import type { FastifyInstance } from 'fastify';
import type { Rol } from '../lib/acceso.js';
import { usuario } from '../modules/cuentas/cuentas.tables.js';
import { hashPassword } from '../modules/cuentas/cuentas.service.js';
import { crearToken } from '../modules/cuentas/sesiones.repository.js';
import { hashToken, nuevoToken } from '../modules/cuentas/tokens.js';
import { fabricante, usuarioFabricante } from '../modules/fabricantes/fabricantes.tables.js';
import { empresaTransporte, transportista } from '../modules/transportistas/transportistas.tables.js';
import { unico } from './app-de-prueba.js';

export interface UsuarioDePrueba {
  id: number;
  username: string;
  token: string;
  fabricanteId: number | null;
}

/** Crea un usuario con el rol pedido (a través de las mismas tablas que usa el producto). */
export async function crearUsuario(
  app: FastifyInstance,
  rol: Rol = 'cliente',
  opciones: { password?: string } = {},
): Promise<UsuarioDePrueba> {
  const db = app.db;
  const username = unico(rol);
  const [u] = await db
    .insert(usuario)
    .values({
      username,
      email: `${username}@ejemplo.com.py`,
      password_hash: opciones.password ? await hashPassword(opciones.password) : null,
      first_name: 'Prueba',
      last_name: rol,
      administrador: rol === 'administrador',
    })
    .returning({ id: usuario.id });
  if (!u) throw new Error('no se creó el usuario');

  let fabricanteId: number | null = null;
  if (rol === 'proveedor' || rol === 'proveedor_propietario') {
    const [f] = await db
      .insert(fabricante)
      .values({ nombre: `Fábrica ${username}` })
      .returning({ id: fabricante.id });
    fabricanteId = f?.id ?? null;
    if (fabricanteId === null) throw new Error('no se creó el fabricante');
    await db.insert(usuarioFabricante).values({
      usuario_id: u.id,
      fabricante_id: fabricanteId,
      rol: rol === 'proveedor' ? 'staff' : 'propietario',
    });
  }
  if (rol === 'transportista') await db.insert(transportista).values({ usuario_id: u.id });
  if (rol === 'adm_transportista') {
    await db
      .insert(empresaTransporte)
      .values({ administrador_id: u.id, nombre: `Empresa ${username}` });
  }

  const token = nuevoToken();
  await crearToken(db, {
    usuarioId: u.id,
    tokenHash: hashToken(token),
    deviceId: null,
    plataforma: null,
  });
  return { id: u.id, username, token, fabricanteId };
}

export const autorizacion = (u: { token: string }) => ({ authorization: `Token ${u.token}` });
