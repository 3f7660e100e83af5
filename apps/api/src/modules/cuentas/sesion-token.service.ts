import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { buscarUsuarioPorTokenHash } from './sesiones.repository.js';
import { hashToken } from './tokens.js';

/**
 * El usuario de un token de sesión recibido fuera de la cabecera `Authorization` (el canal en
 * tiempo real lo recibe como primer mensaje). `null` si no existe, se revocó o la cuenta está
 * inactiva: mismas reglas que el plugin de autenticación.
 */
export async function usuarioDeTokenSesion(
  db: Db,
  token: string,
): Promise<UsuarioAutenticado | null> {
  if (!/^[A-Za-z0-9._~+/=-]+$/.test(token)) return null;
  return buscarUsuarioPorTokenHash(db, hashToken(token));
}
