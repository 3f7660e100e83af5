import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { fabricante, feriadoFabricante } from '../fabricantes/fabricantes.tables.js';
import { TIPOS_VEHICULO } from '../../seed/data/referencia.data.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
});
afterAll(async () => app.close());

async function obtener<T>(url: string): Promise<T> {
  const r = await app.inject({ method: 'GET', url });
  expect(r.statusCode, url).toBe(200);
  return r.json<T>();
}

describe('datos de referencia sembrados', () => {
  it('GET /api/ciudad/ lista las ciudades del CSV con coordenadas', async () => {
    const ciudades = await obtener<{ nombre: string; departamento: string; lat: number }[]>('/api/ciudad/');
    expect(ciudades.length).toBeGreaterThanOrEqual(50);
    expect(ciudades).toContainEqual(expect.objectContaining({ nombre: 'Asunción', departamento: 'Capital' }));
    const busqueda = await obtener<{ nombre: string }[]>('/api/ciudad/?search=asuncion');
    expect(busqueda.map((c) => c.nombre)).toContain('Asunción');
  });

  it('GET /api/rubro/ y /api/refrigeracion/', async () => {
    const rubros = await obtener<{ id: number; nombre: string }[]>('/api/rubro/');
    expect(rubros.length).toBeGreaterThan(3);
    const frio = await obtener<{ refrigeracion: number }[]>('/api/refrigeracion/');
    expect(frio.map((r) => r.refrigeracion).sort()).toEqual([0, 10, 20]);
  });

  it('GET /api/categoria/ plana y en árbol de 3 niveles con comisión e IVA', async () => {
    const plana = await obtener<{ nivel: number; comision: number; tipo_iva: number }[]>('/api/categoria/');
    expect(new Set(plana.map((c) => c.nivel))).toEqual(new Set([1, 2, 3]));
    expect(plana.every((c) => [0, 5, 10].includes(c.tipo_iva))).toBe(true);
    type Nodo = { superior: number | null; hijos: Nodo[] };
    const arbol = await obtener<Nodo[]>('/api/categoria/?web=true');
    expect(arbol.every((n) => n.superior === null)).toBe(true);
    const profundidad = (n: Nodo): number => 1 + Math.max(0, ...n.hijos.map(profundidad));
    expect(Math.max(...arbol.map(profundidad))).toBe(3);
  });

  it('GET /api/tipo-vehiculo/ con tarifas en guaraníes', async () => {
    const tipos = await obtener<{ nombre: string; subida_bandera: number | null; precio_km: number | null }[]>(
      '/api/tipo-vehiculo/',
    );
    // En PostgreSQL la base es compartida: otros tests crean tipos sin tarifa (null), nunca con decimales.
    const sembrados = tipos.filter((t) => TIPOS_VEHICULO.some((s) => s.nombre === t.nombre));
    expect(sembrados).toHaveLength(TIPOS_VEHICULO.length);
    for (const t of sembrados) {
      expect(Number.isInteger(t.precio_km), t.nombre).toBe(true);
      expect(Number.isInteger(t.subida_bandera), t.nombre).toBe(true);
    }
    for (const t of tipos) expect(t.precio_km === null || Number.isInteger(t.precio_km), t.nombre).toBe(true);
  });

  it('GET /api/configuracion/ expone min_build y los términos', async () => {
    const claves = (await obtener<{ clave: string }[]>('/api/configuracion/')).map((c) => c.clave);
    expect(claves).toEqual(expect.arrayContaining(['min_build']));
  });
});

describe('GET /api/fabricantes/', () => {
  it('lista sólo aprobados y activos, con su estado de apertura', async () => {
    const nombre = unico('Fábrica');
    const [aprobado] = await app.db
      .insert(fabricante)
      .values([
        { nombre, aprobado: true, dias_apertura: ['1', '2', '3', '4', '5', '6', '7'] },
        { nombre: `${nombre} pendiente`, aprobado: false },
      ])
      .returning({ id: fabricante.id });
    if (!aprobado) throw new Error('sin fabricante');
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion' }).format(new Date());
    await app.db.insert(feriadoFabricante).values({ fabricante_id: aprobado.id, fecha: hoy });

    const lista = await obtener<{ id: number; nombre: string; abierto: boolean; motivo_cierre: string | null }[]>(
      '/api/fabricantes/',
    );
    const propios = lista.filter((f) => f.nombre.startsWith(nombre));
    expect(propios).toHaveLength(1);
    expect(propios[0]).toMatchObject({ id: aprobado.id, abierto: false, motivo_cierre: 'feriado' });
  });
});
