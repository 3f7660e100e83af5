import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import {
  grupoMedida,
  movimientoStock,
  producto,
  unidadMedida,
} from '../catalogo/catalogo.tables.js';
import { multipart } from '../fabricantes/multipart-de-prueba.js';
import { NoEncontrado } from '../../lib/errores.js';
import { aprobarProducto } from './productos-proveedor.service.js';

let app: FastifyInstance;
let duena: UsuarioDePrueba;
let staff: UsuarioDePrueba;
let otra: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let admin: UsuarioDePrueba;
let fotoGrande: Buffer;

beforeAll(async () => {
  app = await appDePrueba();
  duena = await crearUsuario(app, 'proveedor_propietario');
  staff = await crearUsuario(app, 'proveedor');
  otra = await crearUsuario(app, 'proveedor_propietario');
  cliente = await crearUsuario(app, 'cliente');
  admin = await crearUsuario(app, 'administrador');
  fotoGrande = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => app.close());

async function crearProducto(u: UsuarioDePrueba, campos: Record<string, string> = {}) {
  const { payload, headers } = multipart({
    nombre: 'Chipa almidón x 12',
    precio: '15.000',
    cantidad_disponible: '10',
    descripcion: '<b>Recién</b> horneada',
    ...campos,
  });
  const r = await app.inject({
    method: 'POST',
    url: '/api/producto/',
    payload,
    headers: { ...headers, ...autorizacion(u) },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{
    id: number;
    fabricante: number;
    cantidad_disponible: number;
    aprobado: boolean;
  }>();
}

describe('POST /api/producto/ (multipart)', () => {
  it('crea un producto con dos variantes y una foto re-codificada ≤ 1024 px / 1 MB, pendiente de moderación', async () => {
    const { payload, headers } = multipart(
      {
        nombre: "Remera de ao po'i",
        precio: '120.000',
        cantidad_disponible: '0',
        variantes: JSON.stringify([
          { color: 'Blanco', medida: 'M', precio: 120000, cantidad_disponible: 3 },
          { color: 'Blanco', medida: 'L', precio: 125000, cantidad_disponible: 2 },
        ]),
      },
      [{ campo: 'imagenes', nombre: 'foto.png', tipo: 'image/png', datos: fotoGrande }],
    );
    const r = await app.inject({
      method: 'POST',
      url: '/api/producto/',
      payload,
      headers: { ...headers, ...autorizacion(duena) },
    });
    expect(r.statusCode, r.body).toBe(201);
    const p = r.json<{
      id: number;
      fabricante: number;
      aprobado: boolean;
      cantidad_disponible: number;
      variantes: { precio: number; cantidad_disponible: number }[];
      imagenes: { imagen: string; portada: boolean }[];
    }>();
    expect(p.fabricante).toBe(duena.fabricanteId);
    expect(p.aprobado).toBe(false);
    expect(p.variantes).toHaveLength(2);
    expect(p.cantidad_disponible).toBe(5);
    expect(p.imagenes).toHaveLength(1);
    expect(p.imagenes[0]?.portada).toBe(true);
    const img = await app.inject({ method: 'GET', url: p.imagenes[0]?.imagen ?? '' });
    expect(img.statusCode).toBe(200);
    const meta = await sharp(img.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    expect(img.rawPayload.length).toBeLessThanOrEqual(1024 * 1024);
    const libro = await app.db
      .select()
      .from(movimientoStock)
      .where(eq(movimientoStock.producto_id, p.id));
    expect(libro.map((m) => m.motivo)).toEqual(['carga_inicial', 'carga_inicial']);
  });

  it('rechaza un archivo que no es una imagen (400 en el campo)', async () => {
    const { payload, headers } = multipart(
      { nombre: 'Falso', precio: '1000', cantidad_disponible: '1' },
      [
        {
          campo: 'imagenes',
          nombre: 'foto.jpg',
          tipo: 'image/jpeg',
          datos: Buffer.from('esto no es una imagen'),
        },
      ],
    );
    const r = await app.inject({
      method: 'POST',
      url: '/api/producto/',
      payload,
      headers: { ...headers, ...autorizacion(duena) },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json<Record<string, string[]>>().imagenes?.[0]).toMatch(/imagen/);
  });

  it('400 por campo con datos inválidos, 401 sin token, 403 para un cliente', async () => {
    const { payload, headers } = multipart({ nombre: '', precio: '-5', cantidad_disponible: 'x' });
    const mal = await app.inject({
      method: 'POST',
      url: '/api/producto/',
      payload,
      headers: { ...headers, ...autorizacion(duena) },
    });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json())).toEqual(
      expect.arrayContaining(['nombre', 'precio', 'cantidad_disponible']),
    );
    const sinToken = await app.inject({ method: 'POST', url: '/api/producto/', payload, headers });
    expect(sinToken.statusCode).toBe(401);
    const deCliente = await app.inject({
      method: 'POST',
      url: '/api/producto/',
      payload,
      headers: { ...headers, ...autorizacion(cliente) },
    });
    expect(deCliente.statusCode).toBe(403);
  });

  it('un proveedor no puede crear a nombre de otro fabricante (403)', async () => {
    const { payload, headers } = multipart({
      nombre: 'Ajeno',
      precio: '1000',
      cantidad_disponible: '1',
      fabricante: String(otra.fabricanteId),
    });
    const r = await app.inject({
      method: 'POST',
      url: '/api/producto/',
      payload,
      headers: { ...headers, ...autorizacion(duena) },
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('edición, alcance y listado', () => {
  it('PATCH vuelve el producto a moderación y ajusta el stock por el libro; otro proveedor recibe 404', async () => {
    const p = await crearProducto(duena);
    await app.db.update(producto).set({ aprobado: true }).where(eq(producto.id, p.id));
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/producto/${p.id}/`,
      payload: { precio: 16000, cantidad_disponible: 4 },
      headers: autorizacion(duena),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ precio: 16000, cantidad_disponible: 4, aprobado: false });
    const ajeno = await app.inject({
      method: 'PATCH',
      url: `/api/producto/${p.id}/`,
      payload: { precio: 1 },
      headers: autorizacion(otra),
    });
    expect(ajeno.statusCode).toBe(404);
    const borrarAjeno = await app.inject({
      method: 'DELETE',
      url: `/api/producto/${p.id}/`,
      headers: autorizacion(otra),
    });
    expect(borrarAjeno.statusCode).toBe(404);
    const verAjeno = await app.inject({
      method: 'GET',
      url: `/api/producto/${p.id}/editar/`,
      headers: autorizacion(otra),
    });
    expect(verAjeno.statusCode).toBe(404);
  });

  it('GET /api/producto/ pagina sólo los productos propios y filtra por moderado; el admin ve todos', async () => {
    await crearProducto(staff, { nombre: 'Mbeju' });
    await crearProducto(staff, { nombre: 'Sopa paraguaya' });
    await crearProducto(otra, { nombre: 'Kosereva' });
    const r = await app.inject({
      method: 'GET',
      url: '/api/producto/?page=1&page_size=1&moderado=false',
      headers: autorizacion(staff),
    });
    expect(r.statusCode).toBe(200);
    const pagina = r.json<{
      count: number;
      next: string | null;
      results: { fabricante: number }[];
    }>();
    expect(pagina.count).toBe(2);
    expect(pagina.next).toContain('page=2');
    expect(pagina.results.every((f) => f.fabricante === staff.fabricanteId)).toBe(true);
    const aprobados = await app.inject({
      method: 'GET',
      url: '/api/producto/?moderado=true',
      headers: autorizacion(staff),
    });
    expect(aprobados.json()).toEqual([]);
    const todos = await app.inject({
      method: 'GET',
      url: `/api/producto/?fabricante=${otra.fabricanteId}`,
      headers: autorizacion(admin),
    });
    expect(todos.json<{ nombre: string }[]>().map((f) => f.nombre)).toContain('Kosereva');
    expect((await app.inject({ method: 'GET', url: '/api/producto/' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/producto/', headers: autorizacion(cliente) }))
        .statusCode,
    ).toBe(403);
  });

  it('DELETE da de baja y el producto deja de listarse', async () => {
    const p = await crearProducto(duena, { nombre: 'Para borrar' });
    const r = await app.inject({
      method: 'DELETE',
      url: `/api/producto/${p.id}/`,
      headers: autorizacion(duena),
    });
    expect(r.statusCode).toBe(204);
    const lista = await app.inject({
      method: 'GET',
      url: '/api/producto/?search=borrar',
      headers: autorizacion(duena),
    });
    expect(lista.json()).toEqual([]);
  });
});

describe('variantes e imágenes', () => {
  it('alta, edición y baja de variantes con el stock del producto en el libro', async () => {
    const p = await crearProducto(duena, { cantidad_disponible: '0' });
    const alta = await app.inject({
      method: 'POST',
      url: '/api/variantes-productos/',
      payload: { producto: p.id, color: 'Rojo', medida: 'S', precio: 9000, cantidad_disponible: 5 },
      headers: autorizacion(duena),
    });
    expect(alta.statusCode, alta.body).toBe(201);
    const v = alta.json<{ id: number }>();
    const dup = await app.inject({
      method: 'POST',
      url: '/api/variantes-productos/',
      payload: { producto: p.id, color: 'Rojo', medida: 'S', precio: 9000, cantidad_disponible: 1 },
      headers: autorizacion(duena),
    });
    expect(dup.statusCode).toBe(400);
    const mod = await app.inject({
      method: 'PATCH',
      url: '/api/modificar-variante/',
      payload: { data: { id: v.id, cantidad_disponible: 8, precio: 9500 } },
      headers: autorizacion(duena),
    });
    expect(mod.json()).toMatchObject({ cantidad_disponible: 8, precio: 9500 });
    const ajena = await app.inject({
      method: 'PATCH',
      url: '/api/modificar-variante/',
      payload: { data: { id: v.id, precio: 1 } },
      headers: autorizacion(otra),
    });
    expect(ajena.statusCode).toBe(404);
    const lista = await app.inject({
      method: 'GET',
      url: `/api/variantes-productos/?id=${p.id}`,
      headers: autorizacion(duena),
    });
    expect(lista.json()).toHaveLength(1);
    const baja = await app.inject({
      method: 'DELETE',
      url: `/api/borrar-variantes-productos/${v.id}`,
      headers: autorizacion(duena),
    });
    expect(baja.statusCode).toBe(204);
    const [fila] = await app.db.select().from(producto).where(eq(producto.id, p.id));
    expect(fila?.cantidad_disponible).toBe(0);
  });

  it('portada y borrado de imágenes; un proveedor ajeno recibe 404', async () => {
    const { payload, headers } = multipart(
      { nombre: 'Con fotos', precio: '5000', cantidad_disponible: '1' },
      [
        { campo: 'imagenes', nombre: 'a.png', tipo: 'image/png', datos: fotoGrande },
        { campo: 'imagenes', nombre: 'b.png', tipo: 'image/png', datos: fotoGrande },
      ],
    );
    const r = await app.inject({
      method: 'POST',
      url: '/api/producto/',
      payload,
      headers: { ...headers, ...autorizacion(duena) },
    });
    const imgs = r.json<{ imagenes: { id: number; portada: boolean }[] }>().imagenes;
    const segunda = imgs.find((i) => !i.portada);
    const portada = await app.inject({
      method: 'POST',
      url: '/api/productos-imagen-portada/',
      payload: { imagen_id: segunda?.id },
      headers: autorizacion(duena),
    });
    expect(portada.statusCode).toBe(200);
    const ajena = await app.inject({
      method: 'DELETE',
      url: `/api/imagen_producto/${segunda?.id}/`,
      headers: autorizacion(otra),
    });
    expect(ajena.statusCode).toBe(404);
    const borrar = await app.inject({
      method: 'DELETE',
      url: `/api/imagen_producto/${segunda?.id}/`,
      headers: autorizacion(duena),
    });
    expect(borrar.statusCode).toBe(204);
    const invalida = await app.inject({
      method: 'POST',
      url: '/api/productos-imagen-portada/',
      payload: { imagen_id: 'x' },
      headers: autorizacion(duena),
    });
    expect(invalida.statusCode).toBe(400);
  });
});

describe('precios e inventario en bloque', () => {
  it('actualiza precios de varias filas en una llamada', async () => {
    const a = await crearProducto(duena);
    const b = await crearProducto(duena);
    const r = await app.inject({
      method: 'PATCH',
      url: '/api/productos/precios/',
      payload: {
        items: [
          { producto: a.id, precio: 1000 },
          { producto: b.id, precio: 2000, precio_mayorista: 1500 },
        ],
      },
      headers: autorizacion(duena),
    });
    expect(r.statusCode, r.body).toBe(200);
    const [fb] = await app.db.select().from(producto).where(eq(producto.id, b.id));
    expect(fb).toMatchObject({ precio: 2000, precio_mayorista: 1500 });
  });

  it('un precio nuevo vuelve a moderación (ADR 008); el mismo precio, el stock o el administrador no', async () => {
    const aprobado = async () => {
      const p = await crearProducto(duena, { cantidad_disponible: '10' });
      await app.db.update(producto).set({ aprobado: true }).where(eq(producto.id, p.id));
      return p.id;
    };
    const estado = async (id: number) =>
      (await app.db.select().from(producto).where(eq(producto.id, id)))[0]?.aprobado;
    const precios = (id: number, precio: number, u = duena) =>
      app.inject({
        method: 'PATCH',
        url: '/api/productos/precios/',
        payload: { items: [{ producto: id, precio }] },
        headers: autorizacion(u),
      });
    const mismo = await aprobado();
    expect((await precios(mismo, 15000)).statusCode).toBe(200);
    expect(await estado(mismo)).toBe(true);
    const nuevo = await aprobado();
    expect((await precios(nuevo, 99000)).statusCode).toBe(200);
    expect(await estado(nuevo)).toBe(false);
    const porAdmin = await aprobado();
    expect((await precios(porAdmin, 99000, admin)).statusCode).toBe(200);
    expect(await estado(porAdmin)).toBe(true);

    const conVariante = await aprobado();
    const alta = await app.inject({
      method: 'POST',
      url: '/api/variantes-productos/',
      payload: { producto: conVariante, color: 'Azul', precio: 9000, cantidad_disponible: 5 },
      headers: autorizacion(duena),
    });
    const v = alta.json<{ id: number }>();
    await app.db.update(producto).set({ aprobado: true }).where(eq(producto.id, conVariante));
    const variante = (data: object) =>
      app.inject({
        method: 'PATCH',
        url: '/api/modificar-variante/',
        payload: { data: { id: v.id, ...data } },
        headers: autorizacion(duena),
      });
    expect((await variante({ cantidad_disponible: 7 })).statusCode).toBe(200);
    expect(await estado(conVariante)).toBe(true);
    expect((await variante({ precio: 12000 })).statusCode).toBe(200);
    expect(await estado(conVariante)).toBe(false);
  });

  it('una edición que falla a mitad de camino no deja nada cambiado', async () => {
    const propio = await crearProducto(duena, { cantidad_disponible: '10' });
    const ajeno = await crearProducto(otra, { cantidad_disponible: '10' });
    const precios = await app.inject({
      method: 'PATCH',
      url: '/api/productos/precios/',
      payload: {
        items: [
          { producto: propio.id, precio: 1 },
          { producto: ajeno.id, precio: 1 },
        ],
      },
      headers: autorizacion(duena),
    });
    expect(precios.statusCode).toBe(404);
    const stock = await app.inject({
      method: 'PATCH',
      url: '/api/productos/inventario/',
      payload: {
        items: [
          { producto: propio.id, cantidad_disponible: 3 },
          { producto: 999999, cantidad_disponible: 1 },
        ],
      },
      headers: autorizacion(duena),
    });
    expect(stock.statusCode).toBe(404);
    const [fila] = await app.db.select().from(producto).where(eq(producto.id, propio.id));
    expect(fila).toMatchObject({ precio: 15000, cantidad_disponible: 10 });
    const [filaAjena] = await app.db.select().from(producto).where(eq(producto.id, ajeno.id));
    expect(filaAjena?.precio).toBe(15000);
  });

  it('el inventario queda en el libro con quién y por qué; 400 con cantidades negativas', async () => {
    const p = await crearProducto(duena, { cantidad_disponible: '10' });
    const r = await app.inject({
      method: 'PATCH',
      url: '/api/productos/inventario/',
      payload: {
        motivo: 'Conteo mensual',
        items: [{ producto: p.id, cantidad_disponible: 7, stock_minimo: 8 }],
      },
      headers: autorizacion(duena),
    });
    expect(r.statusCode, r.body).toBe(200);
    const libro = await app.db
      .select()
      .from(movimientoStock)
      .where(eq(movimientoStock.producto_id, p.id));
    const ajuste = libro.find((m) => m.motivo === 'ajuste');
    expect(ajuste).toMatchObject({ delta: -3, usuario_id: duena.id, cantidad_resultante: 7 });
    expect(ajuste?.referencia).toContain('Conteo mensual');
    const bajo = await app.inject({
      method: 'GET',
      url: '/api/producto/?bajo_stock=true',
      headers: autorizacion(duena),
    });
    expect(bajo.json<{ id: number }[]>().map((f) => f.id)).toContain(p.id);
    const mal = await app.inject({
      method: 'PATCH',
      url: '/api/productos/inventario/',
      payload: { items: [{ producto: p.id, cantidad_disponible: -1 }] },
      headers: autorizacion(duena),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty(['items.0.cantidad_disponible']);
  });
});

describe('aprobación', () => {
  it('aprobarProducto publica el producto y avisa sólo a los usuarios de su proveedor', async () => {
    const p = await crearProducto(duena, { nombre: "Chipa so'o" });
    expect(p.aprobado).toBe(false);
    await aprobarProducto(app.db, p.id, admin.id);
    const [fila] = await app.db.select().from(producto).where(eq(producto.id, p.id));
    expect(fila).toMatchObject({ aprobado: true, aprobado_por: admin.id });
    expect(fila?.fecha_aprobacion).toBeInstanceOf(Date);

    const avisos = await app.inject({
      method: 'GET',
      url: '/api/notificaciones/?leida=false',
      headers: autorizacion(duena),
    });
    expect(avisos.json()).toContainEqual(
      expect.objectContaining({
        titulo: "Su producto «Chipa so'o» fue aprobado",
        payload: { tipo: 'producto_aprobado', producto_id: p.id },
      }),
    );
    const ajenos = await app.inject({
      method: 'GET',
      url: '/api/notificaciones/',
      headers: autorizacion(otra),
    });
    expect(ajenos.json<{ payload: unknown }[]>().map((n) => n.payload)).not.toContainEqual(
      expect.objectContaining({ producto_id: p.id }),
    );
    await expect(aprobarProducto(app.db, 999_999, admin.id)).rejects.toBeInstanceOf(NoEncontrado);
  });
});

describe('medidas', () => {
  it('GET /grupos-medidas/ y /unidades-medidas/ (públicos; el grupo se valida)', async () => {
    const [g] = await app.db
      .insert(grupoMedida)
      .values({ nombre: `Talle ${Date.now()}` })
      .returning();
    await app.db.insert(unidadMedida).values([
      { grupo_medida_id: g?.id ?? 0, nombre: 'S', orden: 1 },
      { grupo_medida_id: g?.id ?? 0, nombre: 'M', orden: 2 },
    ]);
    const grupos = await app.inject({ method: 'GET', url: '/api/grupos-medidas/' });
    expect(grupos.json<{ id: number }[]>().map((x) => x.id)).toContain(g?.id);
    const unidades = await app.inject({
      method: 'GET',
      url: `/api/unidades-medidas/?grupo=${g?.id}`,
    });
    expect(unidades.json<{ nombre: string }[]>().map((u) => u.nombre)).toEqual(['S', 'M']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/unidades-medidas/?grupo=x' })).statusCode,
    ).toBe(400);
  });
  it('el producto guarda su unidad de medida (alta y edición), la muestra y rechaza una inexistente', async () => {
    const [g] = await app.db
      .insert(grupoMedida)
      .values({ nombre: `Peso ${Date.now()}` })
      .returning();
    const [kg] = await app.db
      .insert(unidadMedida)
      .values({ grupo_medida_id: g?.id ?? 0, nombre: 'Kilogramo', abreviatura: 'kg', orden: 1 })
      .returning();
    const p = await crearProducto(duena, { unidad_medida: String(kg?.id) });
    expect(p).toMatchObject({ unidad_medida: kg?.id });
    const detalle = await app.inject({
      method: 'GET',
      url: `/api/producto/${p.id}/editar/`,
      headers: autorizacion(duena),
    });
    expect(detalle.json()).toMatchObject({ unidad_medida: kg?.id });

    const editar = (unidad: string) => {
      const { payload, headers } = multipart({ unidad_medida: unidad });
      return app.inject({
        method: 'PATCH',
        url: `/api/producto/${p.id}/`,
        payload,
        headers: { ...headers, ...autorizacion(duena) },
      });
    };
    const inexistente = await editar('999999');
    expect(inexistente.statusCode).toBe(400);
    expect(Object.keys(inexistente.json())).toEqual(['unidad_medida']);
    expect((await editar('kilo')).statusCode).toBe(400);
    const quitar = await editar('');
    expect(quitar.statusCode, quitar.body).toBe(200);
    expect(quitar.json()).toMatchObject({ unidad_medida: null });
  });
});

describe('promociones', () => {
  it('crea por porcentaje, edita a precio fijo, rechaza un precio mayor y protege el alcance', async () => {
    const p = await crearProducto(duena, { precio: '20000' });
    const cuerpo = {
      titulo: 'Semana del chipa',
      tipo: 'porcentaje',
      valor: 25,
      fecha_inicio: '2026-12-01T00:00:00-03:00',
      fecha_fin: '2026-12-08T00:00:00-03:00',
    };
    const r = await app.inject({
      method: 'POST',
      url: `/api/producto/${p.id}/promocion/create/`,
      payload: cuerpo,
      headers: autorizacion(duena),
    });
    expect(r.statusCode, r.body).toBe(201);
    const promo = r.json<{ id: number; precio_promocional: number }>();
    expect(promo.precio_promocional).toBe(15000);
    const fijo = await app.inject({
      method: 'PATCH',
      url: `/api/promocion/${promo.id}/`,
      payload: { ...cuerpo, tipo: 'precio', valor: 17000 },
      headers: autorizacion(duena),
    });
    expect(fijo.json()).toMatchObject({ precio_promocional: 17000 });
    const caro = await app.inject({
      method: 'PATCH',
      url: `/api/promocion/${promo.id}/`,
      payload: { ...cuerpo, tipo: 'precio', valor: 25000 },
      headers: autorizacion(duena),
    });
    expect(caro.statusCode).toBe(400);
    const fechas = await app.inject({
      method: 'POST',
      url: `/api/producto/${p.id}/promocion/create/`,
      payload: { ...cuerpo, fecha_fin: '2026-11-01T00:00:00-03:00' },
      headers: autorizacion(duena),
    });
    expect(fechas.json()).toHaveProperty('fecha_fin');
    const ajena = await app.inject({
      method: 'GET',
      url: `/api/promocion/${promo.id}/`,
      headers: autorizacion(otra),
    });
    expect(ajena.statusCode).toBe(404);
    const borrar = await app.inject({
      method: 'DELETE',
      url: `/api/promocion/${promo.id}/`,
      headers: autorizacion(duena),
    });
    expect(borrar.statusCode).toBe(204);
  });
});
