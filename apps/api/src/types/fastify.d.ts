import type { Acceso, RutaRegistrada, UsuarioAutenticado } from '../lib/acceso.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { TiempoReal } from '../modules/tiempo-real/tiempo-real.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    rutas: readonly RutaRegistrada[];
    /** Canal `/ws`: eventos a un usuario o a un pedido, en todas las instancias (ADR 012). */
    tiempoReal: TiempoReal;
  }
  interface FastifyRequest {
    usuario: UsuarioAutenticado | null;
    appVersion: string | null;
  }
  interface FastifyContextConfig {
    /** Quién puede llamar a la ruta (obligatorio en /api). */
    acceso?: Acceso;
    /** Campos de texto que no pasan por el sanitizador (contraseñas, tokens). */
    sinSanitizar?: readonly string[];
  }
}
