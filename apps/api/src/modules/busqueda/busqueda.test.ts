import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../../test/app-de-prueba.js';
import {
  crearCategorias,
  crearProveedorConProductos,
  crearRubro,
} from '../catalogo/tienda-de-prueba.js';

interface Tarjeta {
  id: number;
  nombre: string;
  precio: number;
  fabricante: number;
  fabricante_abierto: boolean;
  imagen: string;
}
interface Pagina<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

let app: FastifyInstance;
let empresa: number;
let cerrado: number;
let cats: { padre: number; hija: number };
let rubroId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await appDePrueba();
  cats = await crearCategorias(app);
  rubroId = await crearRubro(app);
  const nombres = [
    {
      nombre: 'Café molido Santa Rosa',
      precio: 25_000,
      categoria_id: cats.hija,
      rating: 4.5,
      cantidad_vendida: 5,
    },
    {
      nombre: 'Tomate perita',
      precio: 8_000,
      categoria_id: cats.padre,
      rating: 3,
      rubro_id: rubroId,
    },
    {
      nombre: 'Yerba mate Pajarito',
      precio: 14_500,
      cantidad_vendida: 100,
      imagen: 'productos/x.webp',
    },
    { nombre: 'Yerba mate Kurupí', precio: 16_000, cantidad_vendida: 10 },
    { nombre: 'Cafetera italiana', precio: 90_000, categoria_id: cats.hija, rating: 5 },
    { nombre: 'Producto sin aprobar café', aprobado: false },
  ];
  const r = await crearProveedorConProductos(app, nombres);
  empresa = r.fabricanteId;
  nombres.forEach((n, i) => (ids[n.nombre] = r.productos[i]?.id ?? 0));
  const c = await crearProveedorConProductos(app, [{ nombre: 'Café de proveedor cerrado' }], {
    abierto: false,
  });
  cerrado = c.fabricanteId;
  await crearProveedorConProductos(app, [{ nombre: 'Café de proveedor pendiente' }], {
    aprobado: false,
  });
});
afterAll(async () => app.close());

async function buscar(qs: string): Promise<Pagina<Tarjeta>> {
  const r = await app.inject({ method: 'GET', url: `/api/producto_buscador/?${qs}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Pagina<Tarjeta>>();
}
const nombres = (p: Pagina<Tarjeta>) => p.results.map((t) => t.nombre);

describe('GET /api/producto_buscador/', () => {
  it('"cafe" encuentra "Café" sin acento ni mayúsculas (y nada sin aprobar)', async () => {
    const p = await buscar(`search=cafe&empresa=${empresa}`);
    expect(nombres(p)).toEqual(
      expect.arrayContaining(['Café molido Santa Rosa', 'Cafetera italiana']),
    );
    expect(nombres(p)).not.toContain('Producto sin aprobar café');
    const mayus = await buscar(`search=CAFÉ&empresa=${empresa}`);
    expect(nombres(mayus)).toContain('Café molido Santa Rosa');
  });

  it('"tomates" encuentra "Tomate" (raíz española)', async () => {
    expect(nombres(await buscar(`search=tomates&empresa=${empresa}`))).toEqual(['Tomate perita']);
  });

  it('"yerva" encuentra "Yerba" (error de tipeo) por relevancia y luego popularidad', async () => {
    const p = await buscar(`search=yerva&empresa=${empresa}`);
    expect(nombres(p)).toEqual(['Yerba mate Pajarito', 'Yerba mate Kurupí']);
    expect(p.results[0]?.imagen).toBe('/media/productos/x.webp');
    expect(p.results[1]?.imagen).toBe('/favicon.svg');
    expect(nombres(await buscar(`search=yerba%20mate%20kurupi&empresa=${empresa}`))[0]).toBe(
      'Yerba mate Kurupí',
    );
  });

  it('solo productos de proveedores aprobados; un proveedor cerrado figura cerrado', async () => {
    const p = await buscar('search=cafe%20proveedor&page_size=100');
    expect(nombres(p)).toContain('Café de proveedor cerrado');
    expect(nombres(p)).not.toContain('Café de proveedor pendiente');
    expect(p.results.find((t) => t.fabricante === cerrado)?.fabricante_abierto).toBe(false);
    // Sin días de apertura no hay próxima apertura que anunciar.
    expect(p.results.find((t) => t.fabricante === cerrado)).toMatchObject({
      proxima_apertura: null,
    });
    expect((await buscar(`empresa=${empresa}`)).results.every((t) => t.fabricante_abierto)).toBe(
      true,
    );
  });

  it('la combinación de filtros acota: categoría (con subcategorías), precio, calificación, rubro', async () => {
    const rama = await buscar(`categoria=${cats.padre}`);
    expect(nombres(rama).sort()).toEqual(
      ['Cafetera italiana', 'Café molido Santa Rosa', 'Tomate perita'].sort(),
    );
    const precio = await buscar(`categoria=${cats.padre}&rango_precio=10000,50000`);
    expect(nombres(precio)).toEqual(['Café molido Santa Rosa']);
    const calificacion = await buscar(`categoria=${cats.padre}&calificacion=4.8`);
    expect(nombres(calificacion)).toEqual(['Cafetera italiana']);
    expect(nombres(await buscar(`rubro=${rubroId}`))).toEqual(['Tomate perita']);
    const todo = await buscar(
      `search=cafe&categoria=${cats.hija}&rango_precio=-30000&empresa=${empresa}`,
    );
    expect(nombres(todo)).toEqual(['Café molido Santa Rosa']);
  });

  it('ordena por precio y por más vendidos, y pagina', async () => {
    const asc = await buscar(`empresa=${empresa}&ordering=precio`);
    const precios = asc.results.map((t) => t.precio);
    expect(precios).toEqual([...precios].sort((a, b) => a - b));
    const desc = await buscar(`empresa=${empresa}&ordering=-precio`);
    expect(desc.results[0]?.nombre).toBe('Cafetera italiana');
    expect((await buscar(`empresa=${empresa}&mas_vendidos=true`)).results[0]?.nombre).toBe(
      'Yerba mate Pajarito',
    );
    const p1 = await buscar(`empresa=${empresa}&page_size=2`);
    expect(p1.count).toBe(5);
    expect(p1.results).toHaveLength(2);
    expect(p1.next).toContain('page=2');
    const p3 = await buscar(`empresa=${empresa}&page_size=2&page=3`);
    expect(p3.results).toHaveLength(1);
    expect(p3.next).toBeNull();
  });

  it('los metacaracteres SQL y de tsquery en search son inofensivos', async () => {
    for (const s of ["'; drop table producto; --", '%_\\', 'a & | ! :* ( )', "caf'e", '"']) {
      const p = await buscar(`search=${encodeURIComponent(s)}&empresa=${empresa}`);
      expect(p.count).toBeGreaterThanOrEqual(0);
    }
    expect((await buscar(`empresa=${empresa}`)).count).toBe(5);
  });

  it('400 con errores por campo ante filtros inválidos; 404 fuera de rango', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/producto_buscador/?rango_precio=barato&calificacion=9&categoria=x',
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json())).toEqual(
      expect.arrayContaining(['rango_precio', 'calificacion', 'categoria']),
    );
    const fuera = await app.inject({
      method: 'GET',
      url: `/api/producto_buscador/?empresa=${empresa}&page=99`,
    });
    expect(fuera.statusCode).toBe(404);
  });
});

describe('GET /api/producto_buscador2/ y /api/producto_buscador/{id}/', () => {
  it('sugiere mientras se escribe (prefijo) con la página DRF de /producto_buscador/', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/producto_buscador2/?search=yer&empresa=${empresa}`,
    });
    expect(r.statusCode).toBe(200);
    const pagina = r.json<Pagina<Tarjeta>>();
    expect(pagina).toMatchObject({ count: 2, next: null, previous: null });
    expect(pagina.results.map((t) => t.nombre)).toEqual([
      'Yerba mate Pajarito',
      'Yerba mate Kurupí',
    ]);
    const misma = await app.inject({
      method: 'GET',
      url: `/api/producto_buscador/?search=yer&empresa=${empresa}`,
    });
    expect(misma.json()).toEqual(pagina);
  });

  it('pagina las sugerencias con page_size y page; 400 con el campo ante una página inválida', async () => {
    const uno = await app.inject({
      method: 'GET',
      url: `/api/producto_buscador2/?search=yer&empresa=${empresa}&page_size=1`,
    });
    const p1 = uno.json<Pagina<Tarjeta>>();
    expect(p1.count).toBe(2);
    expect(p1.results).toHaveLength(1);
    expect(p1.next).toMatch(/page=2/);
    const dos = await app.inject({ method: 'GET', url: p1.next!.replace(/^https?:\/\/[^/]+/, '') });
    const p2 = dos.json<Pagina<Tarjeta>>();
    expect(p2.results.map((t) => t.nombre)).toEqual(['Yerba mate Kurupí']);
    expect(p2.next).toBeNull();
    expect(p2.previous).not.toBeNull();
    const mala = await app.inject({ method: 'GET', url: '/api/producto_buscador2/?page_size=0' });
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toHaveProperty('page_size');
  });

  it('detalle de un producto publicado; 404 si no lo está', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: `/api/producto_buscador/${ids['Tomate perita']}/`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ nombre: 'Tomate perita', rubros: [rubroId] });
    const no = await app.inject({
      method: 'GET',
      url: `/api/producto_buscador/${ids['Producto sin aprobar café']}/`,
    });
    expect(no.statusCode).toBe(404);
    const malo = await app.inject({ method: 'GET', url: '/api/producto_buscador/abc/' });
    expect(malo.statusCode).toBe(400);
  });
});

describe('GET /api/busqueda/', () => {
  it('busca categorías, proveedores y productos en una sola paginación', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/busqueda/?search=cafetera&page_size=5',
    });
    expect(r.statusCode).toBe(200);
    const p = r.json<Pagina<{ tipo: string; nombre: string }>>();
    expect(p.results).toContainEqual(
      expect.objectContaining({ tipo: 'producto', nombre: 'Cafetera italiana' }),
    );
    const todo = await app.inject({ method: 'GET', url: '/api/busqueda/?page_size=2' });
    const pagina = todo.json<Pagina<{ tipo: string }>>();
    expect(pagina.results).toHaveLength(2);
    expect(pagina.results[0]?.tipo).toBe('categoria');
    const ultima = Math.ceil(pagina.count / 2);
    const fin = await app.inject({
      method: 'GET',
      url: `/api/busqueda/?page_size=2&page=${ultima}`,
    });
    expect(fin.json<Pagina<{ tipo: string }>>().results.at(-1)?.tipo).toBe('producto');
    const mala = await app.inject({ method: 'GET', url: '/api/busqueda/?page_size=0' });
    expect(mala.statusCode).toBe(400);
  });
});

describe('POST /api/listado-productos/', () => {
  it('devuelve las tarjetas visibles en el orden pedido, sin repetir ni mostrar las no publicadas', async () => {
    const pedidos = [
      ids['Yerba mate Kurupí']!,
      ids['Producto sin aprobar café']!,
      ids['Café molido Santa Rosa']!,
      ids['Yerba mate Kurupí']!,
      999_999,
    ];
    const r = await app.inject({
      method: 'POST',
      url: '/api/listado-productos/',
      payload: { ids: pedidos },
    });
    expect(r.statusCode).toBe(200);
    const lista = r.json<(Tarjeta & { estado_apertura: string })[]>();
    expect(lista.map((t) => t.nombre)).toEqual(['Yerba mate Kurupí', 'Café molido Santa Rosa']);
    expect(lista[0]).toMatchObject({
      fabricante: empresa,
      fabricante_abierto: expect.any(Boolean),
    });
    expect(lista[0]?.imagen).toBeTruthy();
  });

  it('400 que nombra el campo ante ids vacíos, no numéricos o ausentes', async () => {
    for (const payload of [
      { ids: [] },
      { ids: ['x'] },
      {},
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const r = await app.inject({ method: 'POST', url: '/api/listado-productos/', payload });
      expect(r.statusCode).toBe(400);
      expect(Object.keys(r.json()).some((k) => k.startsWith('ids'))).toBe(true);
    }
  });
});
