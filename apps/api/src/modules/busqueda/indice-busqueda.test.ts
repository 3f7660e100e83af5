import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { categoria, imagenProducto, producto } from '../catalogo/catalogo.tables.js';
import { crearCategorias, crearProveedorConProductos } from '../catalogo/tienda-de-prueba.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';

interface Tarjeta {
  id: number;
  nombre: string;
  precio: number;
  imagen: string;
}

let app: FastifyInstance;
let marca: string;

beforeAll(async () => {
  app = await appDePrueba();
  marca = unico('marca').replace(/[^a-z0-9]/gi, '');
});
afterAll(async () => app.close());

async function buscar(qs: string) {
  const r = await app.inject({ method: 'GET', url: `/api/producto_buscador/?${qs}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ count: number; results: Tarjeta[] }>();
}

// Cada cambio se hace directo en la base, como cualquier otro proceso o instancia: el índice
// se entera por el registro de cambios de los disparadores, no por quien escribió.
describe('índice de búsqueda al día con la base', () => {
  it('un producto nuevo, aprobado después, cambiado de precio o de portada, se ve enseguida', async () => {
    const { fabricanteId, productos } = await crearProveedorConProductos(app, [
      { nombre: `Mermelada ${marca} de guayaba`, precio: 12_000, aprobado: false },
    ]);
    const id = productos[0]?.id ?? 0;
    expect((await buscar(`search=${marca}`)).count).toBe(0);

    await app.db.update(producto).set({ aprobado: true }).where(eq(producto.id, id));
    const aprobado = await buscar(`search=mermeladas%20${marca}`);
    expect(aprobado.results.map((t) => t.id)).toEqual([id]);

    await app.db.update(producto).set({ precio: 15_500 }).where(eq(producto.id, id));
    expect((await buscar(`search=${marca}`)).results[0]?.precio).toBe(15_500);
    expect((await buscar(`search=${marca}&rango_precio=0,13000`)).count).toBe(0);

    await app.db.insert(imagenProducto).values({
      producto_id: id,
      imagen: 'productos/guayaba.webp',
      portada: true,
    });
    expect((await buscar(`search=${marca}`)).results[0]?.imagen).toBe(
      '/media/productos/guayaba.webp',
    );

    await app.db.update(fabricante).set({ activo: false }).where(eq(fabricante.id, fabricanteId));
    expect((await buscar(`search=${marca}`)).count).toBe(0);
    await app.db.update(fabricante).set({ activo: true }).where(eq(fabricante.id, fabricanteId));
    expect((await buscar(`search=${marca}`)).count).toBe(1);

    await app.db.delete(producto).where(eq(producto.id, id));
    expect((await buscar(`search=${marca}`)).count).toBe(0);
  });

  it('una subcategoría nueva entra en el filtro de su categoría superior', async () => {
    const cats = await crearCategorias(app);
    const [nieta] = await app.db
      .insert(categoria)
      .values({ nombre: unico('Nieta'), superior_id: cats.hija, nivel: 3 })
      .returning({ id: categoria.id });
    await crearProveedorConProductos(app, [
      { nombre: `Dulce ${marca} de mamón`, categoria_id: nieta?.id ?? null },
    ]);
    const rama = await buscar(`search=${marca}&categoria=${cats.padre}`);
    expect(rama.results.map((t) => t.nombre)).toEqual([`Dulce ${marca} de mamón`]);
  });

  it('escrituras en paralelo con búsquedas: ninguna se pierde', async () => {
    const nombres = Array.from({ length: 12 }, (_, i) => `Galleta ${marca} sabor ${i}`);
    const creados: number[] = [];
    await Promise.all(
      nombres.map(async (nombre, i) => {
        const { productos } = await crearProveedorConProductos(app, [{ nombre }]);
        creados.push(productos[0]?.id ?? 0);
        await buscar(`search=galleta%20${marca}&page=1&page_size=${i + 1}`);
      }),
    );
    const todo = await buscar(`search=galleta%20${marca}&page_size=50`);
    expect(todo.results.map((t) => t.id).sort()).toEqual(creados.sort());
  });
});
