import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba } from '../test/app-de-prueba.js';

describe('web compilada: caché de los estáticos', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nemu-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ñemu</title>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(path.join(dist, 'assets', 'index-Abc123.js'), 'console.log(1);');
    writeFileSync(
      path.join(dist, 'assets', 'index-Abc123.js.br'),
      brotliCompressSync('console.log(1);'),
    );
    app = await appDePrueba({ webDistDir: dist });
  });
  afterAll(() => app.close());

  it('los archivos con hash de /assets se guardan un año sin volver a preguntar', async () => {
    const r = await app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('entrega la versión brotli precomprimida a quien la acepta, y el original a quien no', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log(1);'));
    const plano = await app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe('console.log(1);');
  });

  it('index.html y el service worker se revalidan siempre', async () => {
    for (const url of ['/', '/sw.js']) {
      const r = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).not.toContain('immutable');
      expect(r.headers['cache-control']).toContain('max-age=0');
    }
  });
});
