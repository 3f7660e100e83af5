import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { eq } from 'drizzle-orm';
import { producto, unidadMedida } from './catalogo.tables.js';
import { crearProveedorConProductos } from './tienda-de-prueba.js';

let app: FastifyInstance;
let publicado: number;
let pendiente: number;
let conVariantes: number;
let proveedor: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
  const r = await crearProveedorConProductos(app, [
    {
      nombre: 'Miel de abeja',
      precio: 30_000,
      precio_mayorista: 25_000,
      cantidad: 6,
      cantidad_vendida: 999_999,
    },
    {
      nombre: 'Remera',
      precio: 50_000,
      variantes: [
        { color: 'Rojo', medida: 'M', precio: 55_000, cantidad_disponible: 3 },
        { color: 'Azul', medida: 'L', cantidad_disponible: 0 },
      ],
    },
  ]);
  publicado = r.productos[0]?.id ?? 0;
  conVariantes = r.productos[1]?.id ?? 0;
  proveedor = await crearUsuario(app, 'proveedor');
  const propio = await crearProveedorConProductos(app, [{ nombre: 'Borrador', aprobado: false }], {
    fabricanteId: proveedor.fabricanteId ?? 0,
  });
  pendiente = propio.productos[0]?.id ?? 0;
});
afterAll(async () => app.close());

describe('GET /api/producto/{id}/', () => {
  it('muestra imágenes (logo por defecto), variantes, precio mayorista y el proveedor abierto', async () => {
    const r = await app.inject({ method: 'GET', url: `/api/producto/${conVariantes}/` });
    expect(r.statusCode).toBe(200);
    const p = r.json();
    expect(p.imagenes).toEqual([
      expect.objectContaining({ imagen: '/favicon.svg', portada: true }),
    ]);
    expect(p.variantes).toEqual([
      expect.objectContaining({
        color: 'Rojo',
        medida: 'M',
        precio: 55_000,
        cantidad_disponible: 3,
      }),
      expect.objectContaining({ color: 'Azul', precio: 50_000, cantidad_disponible: 0 }),
    ]);
    expect(p.fabricante_detalle).toMatchObject({ abierto: true });
    const miel = (await app.inject({ method: 'GET', url: `/api/producto/${publicado}/` })).json();
    expect(miel).toMatchObject({ precio_mayorista: 25_000, compra_mejorada: true, cantidad: 6 });
  });

  it('muestra la unidad de medida con la que se vende (o null)', async () => {
    const [kg] = await app.db
      .select({ id: unidadMedida.id })
      .from(unidadMedida)
      .where(eq(unidadMedida.nombre, 'Kilogramo'));
    expect(kg).toBeDefined();
    await app.db
      .update(producto)
      .set({ unidad_medida_id: kg?.id ?? null })
      .where(eq(producto.id, publicado));
    const con = (await app.inject({ method: 'GET', url: `/api/producto/${publicado}/` })).json();
    expect(con.unidad_medida).toMatchObject({ id: kg?.id, nombre: 'Kilogramo' });
    const sin = (await app.inject({ method: 'GET', url: `/api/producto/${conVariantes}/` })).json();
    expect(sin.unidad_medida).toBeNull();
  });

  it('cuenta las vistas, que alimentan "más vistos"', async () => {
    const antes = (await app.inject({ method: 'GET', url: `/api/producto/${publicado}/` })).json();
    const despues = (
      await app.inject({ method: 'GET', url: `/api/producto/${publicado}/` })
    ).json();
    expect(despues.vistas).toBe(antes.vistas + 1);
  });

  it('un producto sin aprobar sólo lo ven su proveedor y los administradores', async () => {
    const anonimo = await app.inject({ method: 'GET', url: `/api/producto/${pendiente}/` });
    expect(anonimo.statusCode).toBe(404);
    const cliente = await crearUsuario(app, 'cliente');
    const ajeno = await app.inject({
      method: 'GET',
      url: `/api/producto/${pendiente}/`,
      headers: autorizacion(cliente),
    });
    expect(ajeno.statusCode).toBe(404);
    const propio = await app.inject({
      method: 'GET',
      url: `/api/producto/${pendiente}/`,
      headers: autorizacion(proveedor),
    });
    expect(propio.statusCode).toBe(200);
    expect(propio.json()).toMatchObject({ visible: false, aprobado: false });
    const admin = await crearUsuario(app, 'administrador');
    const r = await app.inject({
      method: 'GET',
      url: `/api/producto/${pendiente}/`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode).toBe(200);
  });

  it('400 con id inválido, 401 con token inválido, 404 si no existe', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/producto/0/' })).statusCode).toBe(400);
    const token = await app.inject({
      method: 'GET',
      url: `/api/producto/${publicado}/`,
      headers: { authorization: 'Token no-existe' },
    });
    expect(token.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/producto/99999999/' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/inicio/, /api/inicio-header/, /api/productos-inicio/', () => {
  it('inicio trae todo lo de §7 y la parte del usuario', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    await app.inject({
      method: 'POST',
      url: '/api/favorito/',
      headers: autorizacion(cliente),
      payload: { producto: publicado },
    });
    const r = await app.inject({
      method: 'GET',
      url: '/api/inicio/',
      headers: autorizacion(cliente),
    });
    expect(r.statusCode).toBe(200);
    const d = r.json();
    for (const clave of [
      'rubros',
      'categorias',
      'ciudades',
      'fabricantes',
      'lineas',
      'familias',
      'favoritos',
      'carrito',
      'terminos',
      'promocion',
      'mensajes_predeterminados',
      'timestamp',
      'mas_vistos',
      'prods_abi',
      'mas_vendidos',
      'compra_mejorada',
      'min_build',
    ]) {
      expect(d, clave).toHaveProperty(clave);
    }
    expect(d.favoritos).toEqual([expect.objectContaining({ producto: publicado })]);
    expect(d.carrito).toEqual({ productos: [] });
    expect(d.promocion).toHaveProperty('animacion');
    expect(d.ciudades.length).toBeGreaterThan(50);
    expect(d.mas_vendidos[0]).toMatchObject({ id: publicado, fabricante_abierto: true });
  });

  it('inicio anónimo sin favoritos; cabecera con categorías', async () => {
    const d = (await app.inject({ method: 'GET', url: '/api/inicio/' })).json();
    expect(d.favoritos).toEqual([]);
    const h = await app.inject({ method: 'GET', url: '/api/inicio-header/' });
    expect(h.statusCode).toBe(200);
    expect(h.json().categories.length).toBeGreaterThan(0);
    expect(h.json().data).toHaveProperty('min_build');
  });

  it('productos-inicio por tipo; 400 con tipo inválido', async () => {
    for (const tipo of ['mas_vistos', 'mas_vendidos', 'aleatorios', 'oferta_del_dia']) {
      const r = await app.inject({
        method: 'GET',
        url: `/api/productos-inicio/?tipo=${tipo}&cantidad=3`,
      });
      expect(r.statusCode, tipo).toBe(200);
      expect(r.json<unknown[]>().length).toBeLessThanOrEqual(3);
    }
    const vendidos = await app.inject({
      method: 'GET',
      url: '/api/productos-inicio/?tipo=mas_vendidos',
    });
    expect(vendidos.json()[0]).toMatchObject({ id: publicado });
    const malo = await app.inject({ method: 'GET', url: '/api/productos-inicio/?tipo=otro' });
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toHaveProperty('tipo');
  });
});
