// Límite de inicio de sesión entre dos instancias de la API: con Redis (REDIS_URL) y, sin él,
// con los contadores en el mismo PostgreSQL. Una ráfaga repartida entre las dos no pasa del
// límite y el usuario y el e-mail de la cuenta comparten el contador en ambas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { crearUsuario } from '../../test/usuarios-de-prueba.js';

const REDIS_URL = process.env.REDIS_URL_PRUEBAS ?? 'redis://127.0.0.1:6379';
const MAX = 3;
const VENTANA_MS = 60_000;
// Prefijo propio de esta corrida: no choca con otras ni con una API real en el mismo Redis.
const PREFIJO = `${unico('prueba_login')}:`;

let ip = 0;
const login = (a: FastifyInstance, username: string, password: string) =>
  a.inject({
    method: 'POST',
    url: '/api/login/',
    remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}`,
    payload: { username, password },
  });

const cuantos = (rs: LightMyRequestResponse[], status: number) =>
  rs.filter((r) => r.statusCode === status).length;

function comprobarEntreInstancias(
  nombre: string,
  instancias: () => [FastifyInstance, FastifyInstance],
) {
  describe(nombre, () => {
    it('30 intentos a la vez repartidos entre dos instancias: sólo LOGIN_RATE_MAX se evalúan', async () => {
      const [a, b] = instancias();
      const u = await crearUsuario(a, 'cliente', { password: 'la-buena' });
      const rs = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(i % 2 === 0 ? a : b, u.username, `mala-${i}`)),
      );
      expect(cuantos(rs, 400)).toBe(MAX);
      expect(cuantos(rs, 429)).toBe(30 - MAX);
      for (const r of rs.filter((x) => x.statusCode === 429)) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('el usuario en una instancia y el e-mail en la otra cuentan juntos', async () => {
      const [a, b] = instancias();
      const u = await crearUsuario(a, 'cliente', { password: 'la-buena' });
      for (let i = 0; i < MAX; i++)
        expect((await login(a, u.username, 'mala')).statusCode).toBe(400);
      const r = await login(b, `${u.username}@ejemplo.com.py`, 'la-buena');
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual({ detail: MENSAJES.demasiadasSolicitudes });
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(VENTANA_MS / 1000);
    });
  });
}

let conRedis: [FastifyInstance, FastifyInstance];
let sinRedis: [FastifyInstance, FastifyInstance];
let redis: Redis;

beforeAll(async () => {
  const limite = { max: MAX, windowMs: VENTANA_MS, prefijo: PREFIJO };
  conRedis = [
    await appDePrueba({ redisUrl: REDIS_URL, loginRateLimit: limite }),
    await appDePrueba({ redisUrl: REDIS_URL, loginRateLimit: limite }),
  ];
  sinRedis = [
    await appDePrueba({ redisUrl: undefined, loginRateLimit: limite }),
    await appDePrueba({ redisUrl: undefined, loginRateLimit: limite }),
  ];
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  const claves = await redis.keys(`${PREFIJO}*`);
  if (claves.length > 0) await redis.del(...claves);
  await redis.quit();
  for (const a of [...conRedis, ...sinRedis]) await a.close();
});

comprobarEntreInstancias('con REDIS_URL', () => conRedis);
comprobarEntreInstancias('sin Redis (PostgreSQL compartido)', () => sinRedis);

describe('claves en Redis', () => {
  it('los contadores viven en Redis con el prefijo configurado y vencen con la ventana', async () => {
    const [a] = conRedis;
    const u = await crearUsuario(a, 'cliente', { password: 'la-buena' });
    await login(a, u.username, 'mala');
    const ttl = await redis.pttl(`${PREFIJO}cuenta:${u.id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(VENTANA_MS);
    expect(await redis.get(`${PREFIJO}cuenta:${u.id}`)).toBe('1');
  });
});
