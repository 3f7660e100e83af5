import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba, unico } from '../test/app-de-prueba.js';

let app: FastifyInstance;
const MAX = 3;

beforeAll(async () => {
  app = await appDePrueba({ anonimoRateLimit: { max: MAX, windowMs: 60_000 } });
});
afterAll(async () => app.close());

function registrar(ip: string) {
  const username = unico('cupo');
  return app.inject({
    method: 'POST',
    url: '/api/registro-cliente/',
    remoteAddress: ip,
    payload: {
      username,
      email: `${username}@ejemplo.com.py`,
      first_name: 'Ana',
      last_name: 'Pérez',
      password: 'clave-segura-1',
      password2: 'clave-segura-1',
    },
  });
}

describe('cupo por IP de las escrituras anónimas (issue 11, punto 7)', () => {
  it('el registro pasado el cupo responde 429 con Retry-After y el mensaje del catálogo', async () => {
    const estados: number[] = [];
    for (let i = 0; i < MAX; i++) estados.push((await registrar('10.1.1.1')).statusCode);
    expect(estados.every((s) => s !== 429)).toBe(true);
    const excedido = await registrar('10.1.1.1');
    expect(excedido.statusCode).toBe(429);
    expect(Number(excedido.headers['retry-after'])).toBeGreaterThan(0);
    expect(excedido.json()).toEqual({ detail: MENSAJES.demasiadasSolicitudes });
    // Otra IP tiene su propio cupo.
    expect((await registrar('10.1.1.2')).statusCode).not.toBe(429);
  });

  it('también la recuperación de contraseña, el contacto comercial y el inicio social', async () => {
    for (const [url, payload] of [
      ['/api/recuperar-contrasena/', { email: 'nadie@ejemplo.com.py' }],
      ['/api/request-contact-b2b/', { nombre: 'x' }],
      ['/api/google-login/', { token: 'x' }],
    ] as const) {
      const estados: number[] = [];
      for (let i = 0; i <= MAX; i++) {
        const r = await app.inject({ method: 'POST', url, remoteAddress: '10.2.2.2', payload });
        estados.push(r.statusCode);
      }
      expect(estados.slice(0, MAX)).not.toContain(429);
      expect(estados[MAX]).toBe(429);
    }
  });
});
