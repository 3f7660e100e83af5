// Límite de intentos de inicio de sesión: cada intento se cuenta de forma atómica ANTES de
// verificar la contraseña (una ráfaga en paralelo no puede pasar de a muchos), por cuenta sea
// cual sea el identificador (usuario o e-mail) y por IP. Con REDIS_URL los contadores viven en
// Redis y los comparten todas las instancias; sin Redis, en PostgreSQL (UPSERT … RETURNING).
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DemasiadasSolicitudes } from '../../lib/errores.js';
import { idDeCuenta } from './cuentas.service.js';
import { intentoLogin } from './cuentas.tables.js';

interface Conteo {
  /** Intentos en la ventana, contando éste. */
  total: number;
  /** Milisegundos hasta que la ventana vence. */
  restanteMs: number;
}

interface Contador {
  /** Suma un intento; la ventana empieza con el primero y no se alarga con los siguientes. */
  sumar(clave: string, ventanaMs: number): Promise<Conteo>;
  /** Devuelve un intento (fue un inicio de sesión correcto). */
  devolver(clave: string): Promise<void>;
  /** Olvida la clave (la cuenta entró: sus fallos anteriores ya no cuentan). */
  borrar(clave: string): Promise<void>;
}

// INCR y la expiración en un solo paso: nunca queda una clave sin vencimiento.
const SUMAR_LUA = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;
const DEVOLVER_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

function contadorRedis(redis: Redis): Contador {
  return {
    async sumar(clave, ventanaMs) {
      const [total, restanteMs] = (await redis.eval(SUMAR_LUA, 1, clave, ventanaMs)) as [
        number,
        number,
      ];
      return { total, restanteMs };
    },
    async devolver(clave) {
      await redis.eval(DEVOLVER_LUA, 1, clave);
    },
    async borrar(clave) {
      await redis.del(clave);
    },
  };
}

function contadorPostgres(db: Db): Contador {
  const vencida = sql`${intentoLogin.vence_en} <= now()`;
  return {
    async sumar(clave, ventanaMs) {
      const vence = sql`now() + make_interval(secs => ${ventanaMs / 1000})`;
      const [fila] = await db
        .insert(intentoLogin)
        .values({ clave, intentos: 1, vence_en: vence })
        .onConflictDoUpdate({
          target: intentoLogin.clave,
          set: {
            intentos: sql`case when ${vencida} then 1 else ${intentoLogin.intentos} + 1 end`,
            vence_en: sql`case when ${vencida} then excluded.vence_en else ${intentoLogin.vence_en} end`,
          },
        })
        .returning({
          total: intentoLogin.intentos,
          // Lo que queda según el reloj al ejecutar, no now() (el inicio de la transacción): en
          // una ráfaga, una transacción que empezó antes que la que creó la fila la actualiza
          // después, y con now() veía más que la ventana entera (Retry-After de 61 s para 60 s).
          restanteMs: sql<number>`ceil(extract(epoch from ${intentoLogin.vence_en} - clock_timestamp()) * 1000)::int`,
        });
      if (!fila) throw new Error('sin fila de intento_login');
      return fila;
    },
    async devolver(clave) {
      await db
        .update(intentoLogin)
        .set({ intentos: sql`greatest(${intentoLogin.intentos} - 1, 0)` })
        .where(sql`${intentoLogin.clave} = ${clave} and not ${vencida}`);
    },
    async borrar(clave) {
      await db.delete(intentoLogin).where(sql`${intentoLogin.clave} = ${clave}`);
    },
  };
}

/** Borra los contadores vencidos (tarea diaria; en Redis vencen solos). Devuelve cuántos. */
export async function limpiarIntentosVencidos(db: Db): Promise<number> {
  const borrados = await db
    .delete(intentoLogin)
    .where(lt(intentoLogin.vence_en, sql`now()`))
    .returning({ clave: intentoLogin.clave });
  return borrados.length;
}

export interface IntentoRegistrado {
  claveIp: string;
  claveCuenta: string;
}

export interface LimiteSesion {
  /** Cuenta el intento; 429 (con los segundos hasta que vence la ventana) si ya no quedan. */
  registrar(ip: string, identificador: string): Promise<IntentoRegistrado>;
  /** Inicio de sesión correcto: la cuenta queda en cero y la IP recupera el intento. */
  exito(intento: IntentoRegistrado): Promise<void>;
}

/**
 * Por cuenta: `max` intentos en la ventana. Un identificador que no es de nadie tiene su propio
 * contador normalizado, con el mismo límite (la respuesta no revela si la cuenta existe). Por
 * IP: el triple, para frenar a quien prueba muchas cuentas.
 */
export function limiteSesion(app: FastifyInstance): LimiteSesion {
  const { max, windowMs, prefijo } = app.config.loginRateLimit;
  let contador: Contador;
  if (app.config.redisUrl) {
    const redis = new Redis(app.config.redisUrl, { lazyConnect: false });
    app.addHook('onClose', async () => void (await redis.quit()));
    contador = contadorRedis(redis);
  } else {
    contador = contadorPostgres(app.db);
  }
  return {
    async registrar(ip, identificador) {
      const normalizado = identificador.trim().toLowerCase();
      const id = await idDeCuenta(app.db, normalizado);
      const intento = {
        claveIp: `${prefijo}ip:${ip}`,
        claveCuenta: id === null ? `${prefijo}id:${normalizado}` : `${prefijo}cuenta:${id}`,
      };
      const [porIp, porCuenta] = await Promise.all([
        contador.sumar(intento.claveIp, windowMs),
        contador.sumar(intento.claveCuenta, windowMs),
      ]);
      const excedidos = [
        ...(porIp.total > max * 3 ? [porIp] : []),
        ...(porCuenta.total > max ? [porCuenta] : []),
      ];
      if (excedidos.length > 0) {
        const ms = Math.max(...excedidos.map((c) => c.restanteMs));
        throw new DemasiadasSolicitudes(Math.max(1, Math.ceil(ms / 1000)));
      }
      return intento;
    },
    async exito(intento) {
      await Promise.all([contador.borrar(intento.claveCuenta), contador.devolver(intento.claveIp)]);
    },
  };
}
