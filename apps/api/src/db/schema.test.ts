// Prueba el esquema sobre PGlite en memoria (o sobre PostgreSQL si DATABASE_URL está definida):
// extensiones, índices de búsqueda, CHECK de estados y libros que mantienen la cifra actual.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from './client.js';
import { aplicarMigraciones } from './migrate.js';
import {
  aceptacionRuta,
  fabricante,
  hojaRuta,
  movimientoBalanceTransportista,
  movimientoStock,
  pedido,
  producto,
  tipoVehiculo,
  transportista,
  usuario,
  varianteProducto,
} from './schema.js';

let database: Database;
let db: Db;
const sufijo = randomUUID().slice(0, 8);

/** Mensaje completo de un error de Drizzle (el del motor viene en `cause`). */
function mensajeDe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`;
}

async function rechaza(promesa: Promise<unknown>): Promise<string> {
  try {
    await promesa;
  } catch (error) {
    return mensajeDe(error);
  }
  throw new Error('se esperaba un error');
}

async function filas<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await db.execute(consulta)) as unknown as { rows: T[] };
  return r.rows;
}

async function nuevoUsuario(nombre: string) {
  const [u] = await db
    .insert(usuario)
    .values({ username: `${nombre}_${sufijo}`, first_name: 'Prueba', last_name: nombre })
    .returning();
  if (!u) throw new Error('sin usuario');
  return u;
}

async function nuevoFabricante() {
  const [f] = await db
    .insert(fabricante)
    .values({ nombre: `Fábrica ${sufijo}` })
    .returning();
  if (!f) throw new Error('sin fabricante');
  return f;
}

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  await aplicarMigraciones(database);
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

describe('extensiones de búsqueda', () => {
  it('unaccent y pg_trgm funcionan', async () => {
    const [r] = await filas<{ sin: string; sim: number }>(
      sql`select f_unaccent('Asunción') as sin, similarity('asuncion', 'asuncon') as sim`,
    );
    expect(r?.sin).toBe('Asuncion');
    expect(Number(r?.sim)).toBeGreaterThan(0.3);
  });

  it('encuentra productos con errores de tipeo y acentos, usando el índice trigram', async () => {
    const f = await nuevoFabricante();
    const nombre = `Mandioca pelada congelada ${sufijo}`;
    await db
      .insert(producto)
      .values({ fabricante_id: f.id, nombre, descripcion: 'Bolsa de 1 kg', precio: 12_000 });
    const encontrados = await filas<{ nombre: string }>(
      sql`select nombre from producto
          where f_unaccent(lower(nombre)) % f_unaccent(lower(${`mandióca pelada congelda ${sufijo}`}))`,
    );
    expect(encontrados.map((p) => p.nombre)).toContain(nombre);

    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = (await tx.execute(
        sql`explain select id from producto where f_unaccent(lower(nombre)) % 'mandioca'`,
      )) as unknown as { rows: Record<string, string>[] };
      return r.rows.map((fila) => Object.values(fila).join(' ')).join('\n');
    });
    expect(plan).toContain('producto_nombre_trgm_idx');
  });

  it('búsqueda de texto completo en español (raíces y sin acentos)', async () => {
    const f = await nuevoFabricante();
    await db.insert(producto).values({
      fabricante_id: f.id,
      nombre: `Zapatillas deportivas ${sufijo}`,
      descripcion: 'Calzado para correr',
      precio: 250_000,
    });
    const r = await filas<{ nombre: string }>(
      sql`select nombre from producto
          where to_tsvector('spanish'::regconfig, f_unaccent(nombre || ' ' || descripcion))
                @@ plainto_tsquery('spanish'::regconfig, f_unaccent(${`zapatilla ${sufijo}`}))`,
    );
    expect(r).toHaveLength(1);
  });
});

describe('CHECK de estados', () => {
  it('rechaza un estado de pedido que no existe en la especificación', async () => {
    const u = await nuevoUsuario('check');
    const base = { usuario_id: u.id, medio_pago: 0, total: 10_000 };
    await db.insert(pedido).values({ ...base, estado: 40 });
    expect(await rechaza(db.insert(pedido).values({ ...base, estado: 35 }))).toContain(
      'pedido_estado_ck',
    );
    expect(await rechaza(db.insert(pedido).values({ ...base, medio_pago: 7 }))).toContain(
      'pedido_medio_pago_ck',
    );
  });
});

describe('libros', () => {
  it('movimiento_stock mantiene el stock de producto y variante', async () => {
    const f = await nuevoFabricante();
    const u = await nuevoUsuario('stock');
    const [p] = await db
      .insert(producto)
      .values({
        fabricante_id: f.id,
        nombre: `Remera ${sufijo}`,
        precio: 60_000,
        cantidad_disponible: 5,
      })
      .returning();
    if (!p) throw new Error('sin producto');
    const stock = async () =>
      (
        await db
          .select({ c: producto.cantidad_disponible })
          .from(producto)
          .where(eq(producto.id, p.id))
      )[0]?.c;

    const [m] = await db
      .insert(movimientoStock)
      .values({
        producto_id: p.id,
        delta: -3,
        motivo: 'venta',
        usuario_id: u.id,
        referencia: 'pedido:1',
      })
      .returning();
    expect(m?.cantidad_resultante).toBe(2);
    expect(await stock()).toBe(2);

    // Sin stock suficiente: el movimiento se rechaza y nada cambia.
    expect(
      await rechaza(
        db.insert(movimientoStock).values({ producto_id: p.id, delta: -5, motivo: 'venta' }),
      ),
    ).toContain('producto_stock_ck');
    expect(await stock()).toBe(2);

    // Variante: su stock suma al total del producto.
    const [v] = await db
      .insert(varianteProducto)
      .values({ producto_id: p.id, color: 'Rojo', medida: 'M', cantidad_disponible: 4 })
      .returning();
    if (!v) throw new Error('sin variante');
    expect(await stock()).toBe(6);
    await db
      .insert(movimientoStock)
      .values({ producto_id: p.id, variante_id: v.id, delta: -1, motivo: 'venta' });
    const [vv] = await db.select().from(varianteProducto).where(eq(varianteProducto.id, v.id));
    expect(vv?.cantidad_disponible).toBe(3);
    expect(await stock()).toBe(5);

    // Un cambio directo queda asentado como ajuste.
    await db.update(producto).set({ cantidad_disponible: 10 }).where(eq(producto.id, p.id));
    const [suma] = await filas<{ total: string | number }>(
      sql`select sum(delta) as total from movimiento_stock where producto_id = ${p.id}`,
    );
    expect(Number(suma?.total)).toBe(10);

    // Los asientos no se editan.
    expect(
      await rechaza(
        db.update(movimientoStock).set({ delta: 100 }).where(eq(movimientoStock.producto_id, p.id)),
      ),
    ).toContain('sólo inserciones');
  });

  it('movimiento_balance_transportista mantiene el balance', async () => {
    const u = await nuevoUsuario('chofer');
    const [t] = await db.insert(transportista).values({ usuario_id: u.id }).returning();
    if (!t) throw new Error('sin transportista');
    await db.insert(movimientoBalanceTransportista).values([
      { transportista_id: t.id, monto: 85_000, motivo: 'viaje' },
      { transportista_id: t.id, monto: -50_000, motivo: 'pago' },
    ]);
    const [tt] = await db.select().from(transportista).where(eq(transportista.id, t.id));
    expect(tt?.balance).toBe(35_000);
  });

  it('una hoja de ruta sólo puede ser aceptada por un transportista', async () => {
    const [tv] = await db
      .insert(tipoVehiculo)
      .values({ nombre: `Moto ${sufijo}` })
      .returning();
    const [h] = await db
      .insert(hojaRuta)
      .values({ fecha: '2026-11-20', tipo_vehiculo_id: tv!.id })
      .returning();
    const choferes = await Promise.all(
      ['a', 'b'].map(async (n) => {
        const u = await nuevoUsuario(`ruta_${n}`);
        const [t] = await db.insert(transportista).values({ usuario_id: u.id }).returning();
        return t!;
      }),
    );
    await db
      .insert(aceptacionRuta)
      .values({ hoja_ruta_id: h!.id, transportista_id: choferes[0]!.id });
    expect(
      await rechaza(
        db
          .insert(aceptacionRuta)
          .values({ hoja_ruta_id: h!.id, transportista_id: choferes[1]!.id }),
      ),
    ).toContain('aceptacion_ruta_hoja_uq');
  });
});
