import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { Rol } from '../../lib/acceso.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoria } from './auditoria.tables.js';

/** Roles que no son administrador: cada uno debe recibir 403 en una ruta del panel. */
export const ROLES_NO_ADMIN: readonly Rol[] = [
  'cliente',
  'proveedor',
  'proveedor_propietario',
  'transportista',
  'adm_transportista',
];

/** Un usuario por cada rol que no es administrador (sólo para tests). */
export async function usuariosNoAdmin(app: FastifyInstance) {
  const usuarios: UsuarioDePrueba[] = [];
  for (const rol of ROLES_NO_ADMIN) usuarios.push(await crearUsuario(app, rol));
  return usuarios;
}

/** La petición da 401 sin token y 403 con cada rol que no es administrador. */
export async function exigeAdministrador(
  app: FastifyInstance,
  noAdmin: readonly UsuarioDePrueba[],
  peticion: InjectOptions & { url: string },
) {
  const sinToken = await app.inject(peticion);
  expect(sinToken.statusCode, `${peticion.url} sin token`).toBe(401);
  for (const u of noAdmin) {
    const r = await app.inject({
      ...peticion,
      headers: { ...peticion.headers, ...autorizacion(u) },
    });
    expect(r.statusCode, `${peticion.url} como ${u.username}`).toBe(403);
  }
}

/** Entradas de la bitácora de una entidad, la más nueva primero. */
export function auditoriaDe(app: FastifyInstance, entidad: string, entidadId: number) {
  return app.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, entidad), eq(auditoria.entidad_id, entidadId)))
    .orderBy(desc(auditoria.id));
}
