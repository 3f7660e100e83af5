import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sembrarCalles, sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';

let app: FastifyInstance;
let servidor: Server;
let caido = false;

beforeAll(async () => {
  servidor = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('content-type', 'application/json');
    if (caido) {
      res.statusCode = 503;
      return res.end('{}');
    }
    if (url.pathname.endsWith('/reverse')) {
      return res.end(JSON.stringify({ address: { road: 'Calle del Geocoder', city: 'Asunción' } }));
    }
    if (url.pathname.endsWith('/search')) {
      expect(url.searchParams.get('countrycodes')).toBe('py');
      return res.end(
        JSON.stringify([
          {
            lat: '-25.29',
            lon: '-57.60',
            name: 'Plaza Externa',
            category: 'leisure',
            address: { city: 'Asunción' },
          },
          {
            lat: '-25.28',
            lon: '-57.61',
            category: 'highway',
            address: { road: 'Avenida Externa', city: 'Asunción' },
          },
        ]),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const puerto = (servidor.address() as AddressInfo).port;
  app = await appDePrueba({ geocoderUrl: `http://127.0.0.1:${puerto}/nominatim` });
  await sembrarReferencia(app.db);
  await sembrarCalles(app.db);
});
afterAll(async () => {
  await app.close();
  await new Promise((ok) => servidor.close(ok));
});

describe('POST /api/info-calle/ con GEOCODER_URL', () => {
  it('usa el geocodificador externo para el punto y para la búsqueda', async () => {
    caido = false;
    const reverso = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { lat: -25.28, lon: -57.63 },
    });
    expect(reverso.json()).toMatchObject({
      calle_principal: 'Calle del Geocoder',
      ciudad_nombre: 'Asunción',
    });
    expect(reverso.json<{ ciudad: number | null }>().ciudad).toEqual(expect.any(Number));
    const busqueda = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { search: 'externa', ubicacion: '-25.28,-57.61' },
    });
    const { resultados } = busqueda.json<{ resultados: { value: string; tipo: string }[] }>();
    expect(resultados.map((r) => [r.value, r.tipo])).toEqual([
      ['Avenida Externa', 'calle'],
      ['Plaza Externa', 'lugar'],
    ]);
  });

  it('si el geocodificador falla, responde con el índice local', async () => {
    caido = true;
    const r = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { lat: -25.2802, lon: -57.6359 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ calle_principal: 'Palma' });
  });
});
