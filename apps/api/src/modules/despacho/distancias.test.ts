import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@nemu/routing';
import { testConfig } from '../../config.js';
import { configDespacho } from './despacho.config.js';
import { matrizOsrm, proveedorDistancias } from './distancias.js';

// OSRM falso: responde `table` con distancias y tiempos derivados de los índices y anota cada pedido.
let servidor: Server;
let url: string;
const pedidos: URL[] = [];

beforeAll(async () => {
  servidor = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://osrm');
    pedidos.push(u);
    const coords = decodeURIComponent(u.pathname.replace('/table/v1/driving/', '')).split(';');
    if (coords.some((c) => c.startsWith('0.000000'))) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'InvalidQuery', message: 'coordenada inválida' }));
      return;
    }
    const fuentes = (u.searchParams.get('sources') ?? '').split(';').map(Number);
    const destinos = (u.searchParams.get('destinations') ?? '').split(';').map(Number);
    // Sin camino entre 0 y 2 (null, como devuelve OSRM).
    const sinCamino = (i: number, j: number) => (i === 0 && j === 2) || (i === 2 && j === 0);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        code: 'Ok',
        durations: fuentes.map((i) =>
          destinos.map((j) => (sinCamino(i, j) ? null : 60 * (i * 10 + j))),
        ),
        distances: fuentes.map((i) =>
          destinos.map((j) => (sinCamino(i, j) ? null : 1000 * (i + j))),
        ),
      }),
    );
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => servidor.close(r));
});

const puntos = [
  { lat: -25.3, lng: -57.6 },
  { lat: -25.31, lng: -57.61 },
  { lat: -25.32, lng: -57.62 },
];

describe('matrizOsrm', () => {
  it('arma la matriz en km y minutos pidiendo bloques de fuentes × destinos', async () => {
    pedidos.length = 0;
    const m = await matrizOsrm(url, puntos, 2);
    expect(pedidos).toHaveLength(4);
    expect(pedidos[0]!.pathname).toBe(
      '/table/v1/driving/-57.600000,-25.300000;-57.610000,-25.310000;-57.620000,-25.320000',
    );
    expect(pedidos[0]!.searchParams.get('annotations')).toBe('duration,distance');
    expect(
      pedidos.map((p) => `${p.searchParams.get('sources')}>${p.searchParams.get('destinations')}`),
    ).toEqual(['0;1>0;1', '0;1>2', '2>0;1', '2>2']);
    expect(m.size).toBe(3);
    expect(m.time[1 * 3 + 2]).toBe(12);
    expect(m.distance[2 * 3 + 1]).toBe(3);
    expect(m.time[0]).toBe(0);
    expect(m.distance[0 * 3 + 2]).toBe(Infinity);
  });

  it('un error de OSRM se propaga con su código', async () => {
    await expect(matrizOsrm(url, [{ lat: 0, lng: 0 }, ...puntos])).rejects.toThrow(/InvalidQuery/);
  });
});

describe('proveedorDistancias', () => {
  it('con OSRM_URL usa la matriz de OSRM; sin ella, línea recta × circuidad', async () => {
    const base = testConfig().despacho;
    const osrm = await proveedorDistancias({ ...base, osrmUrl: url }, puntos);
    expect(osrm.matrix([puntos[1]!, puntos[0]!]).time[1]).toBe(10);

    const recta = await proveedorDistancias(
      { ...base, osrmUrl: undefined, circuidad: 1.5, velocidadKmh: 30 },
      puntos,
    );
    const m = recta.matrix(puntos.slice(0, 2));
    const km = haversineKm(puntos[0]!, puntos[1]!) * 1.5;
    expect(m.distance[1]).toBeCloseTo(km, 9);
    expect(m.time[1]).toBeCloseTo((km / 30) * 60, 9);
  });

  it('OSRM_URL llega a la configuración sin barra final', () => {
    expect(configDespacho({ OSRM_URL: 'http://osrm:5000/' }).osrmUrl).toBe('http://osrm:5000');
    expect(configDespacho({ OSRM_URL: '' }).osrmUrl).toBeUndefined();
  });
});
