// Modelo de lectura de cuentas para el panel de administración: contacto y búsqueda de clientes.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { condicionBusqueda } from '../../lib/listado.js';
import { usuario } from './cuentas.tables.js';

export async function contactoDeUsuario(db: Db, id: number) {
  const [u] = await db
    .select({
      id: usuario.id,
      username: usuario.username,
      first_name: usuario.first_name,
      last_name: usuario.last_name,
      email: usuario.email,
      nro_telefono: usuario.nro_telefono,
    })
    .from(usuario)
    .where(eq(usuario.id, id));
  if (!u) return null;
  return {
    id: u.id,
    nombre: `${u.first_name} ${u.last_name}`.trim() || u.username,
    email: u.email,
    nro_telefono: u.nro_telefono,
  };
}

/** Clientes cuyo nombre, usuario, correo, documento o teléfono contiene el texto. */
export async function buscarClientes(db: Db, texto: string, limite: number) {
  const filas = await db
    .select({
      id: usuario.id,
      username: usuario.username,
      first_name: usuario.first_name,
      last_name: usuario.last_name,
      email: usuario.email,
      nro_documento: usuario.nro_documento,
    })
    .from(usuario)
    .where(
      condicionBusqueda(texto, [
        usuario.first_name,
        usuario.last_name,
        usuario.username,
        usuario.email,
        usuario.nro_documento,
        usuario.nro_telefono,
      ]),
    )
    .orderBy(desc(usuario.id))
    .limit(limite);
  return filas;
}
