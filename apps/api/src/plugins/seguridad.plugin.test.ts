import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../test/app-de-prueba.js';
import { configPagos } from '../modules/pagos/pagos.config.js';
import { directivasCsp } from './seguridad.plugin.js';

const conBancard = (url?: string) =>
  configPagos({
    PAGOS_PROVEEDOR: 'bancard',
    BANCARD_PUBLIC_KEY: 'PUBLICA',
    BANCARD_PRIVATE_KEY: 'PRIVADA',
    ...(url ? { BANCARD_URL: url } : {}),
  });

const PUBLICA = 'https://nemu.com.py';

describe('directivasCsp', () => {
  it('con el sandbox no permite ningún origen externo para scripts ni iframes', () => {
    const d = directivasCsp(configPagos({}), PUBLICA);
    expect(d.scriptSrc).toEqual(["'self'"]);
    expect(d.frameSrc).toEqual(["'self'"]);
  });

  it('con Bancard permite sólo su origen (staging con puerto, producción sin él)', () => {
    const staging = directivasCsp(conBancard(), PUBLICA);
    expect(staging.scriptSrc).toEqual(["'self'", 'https://vpos.infonet.com.py:8888']);
    expect(staging.frameSrc).toEqual(["'self'", 'https://vpos.infonet.com.py:8888']);
    expect(staging.connectSrc).toContain('https://vpos.infonet.com.py:8888');
    const prod = directivasCsp(conBancard('https://vpos.infonet.com.py'), PUBLICA);
    expect(prod.scriptSrc).toEqual(["'self'", 'https://vpos.infonet.com.py']);
  });

  it('PAGOS_PROVEEDOR=bancard sin claves cae al sandbox y no abre la CSP', () => {
    const d = directivasCsp(configPagos({ PAGOS_PROVEEDOR: 'bancard' }), PUBLICA);
    expect(d.scriptSrc).toEqual(["'self'"]);
  });

  it('connect-src: el origen ws(s) de PUBLIC_URL para /ws, no cualquier host ws:/wss:', () => {
    expect(directivasCsp(configPagos({}), PUBLICA).connectSrc).toEqual([
      "'self'",
      'wss://nemu.com.py',
    ]);
    expect(directivasCsp(configPagos({}), 'http://localhost:3000').connectSrc).toEqual([
      "'self'",
      'ws://localhost:3000',
    ]);
  });
});

describe('cabecera Content-Security-Policy', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  const csp = async (app: FastifyInstance) => {
    apps.push(app);
    const r = await app.inject({ method: 'GET', url: '/api/pagos/configuracion/' });
    return { csp: String(r.headers['content-security-policy']), cuerpo: r.json<unknown>() };
  };

  it('sandbox (por defecto): script-src y frame-src sólo self', async () => {
    const r = await csp(await appDePrueba({ publicUrl: PUBLICA }));
    expect(r.csp).toContain("script-src 'self';");
    expect(r.csp).toContain("frame-src 'self';");
    expect(r.csp).not.toContain('infonet');
    expect(r.csp).toContain("connect-src 'self' wss://nemu.com.py;");
    // `efectivo` depende de la configuración sembrada, que en PostgreSQL comparten los tests.
    expect(r.cuerpo).toEqual({
      proveedor: 'sandbox',
      checkout_js: null,
      efectivo: expect.any(Boolean),
    });
  });

  it('bancard: el origen de Bancard en script-src, frame-src y connect-src', async () => {
    const r = await csp(
      await appDePrueba({ pagos: conBancard(), publicUrl: 'http://localhost:3000' }),
    );
    expect(r.csp).toContain("script-src 'self' https://vpos.infonet.com.py:8888;");
    expect(r.csp).toContain("frame-src 'self' https://vpos.infonet.com.py:8888;");
    expect(r.csp).toContain(
      "connect-src 'self' ws://localhost:3000 https://vpos.infonet.com.py:8888;",
    );
    expect(r.cuerpo).toEqual({
      proveedor: 'bancard',
      checkout_js:
        'https://vpos.infonet.com.py:8888/checkout/javascript/dist/bancard-checkout-4.0.0.js',
      efectivo: expect.any(Boolean),
    });
  });
});
