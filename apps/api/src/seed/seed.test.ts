// Siembra una base en memoria dos veces: cantidades, cuentas demo, idempotencia y tiempo.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { validarRuc } from '@nemu/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { aplicarMigraciones } from '../db/migrate.js';
import {
  categoria,
  ciudad,
  empresaTransporte,
  fabricante,
  imagenProducto,
  movimientoStock,
  producto,
  transportista,
  usuario,
  usuarioFabricante,
  varianteProducto,
  vehiculo,
} from '../db/schema.js';
import { sembrar, USUARIOS_DEMO } from './index.js';

// Con DATABASE_URL (base compartida) la demo puede estar ya sembrada por otra corrida:
// las cuentas y cantidades se verifican igual; la primera siembra sólo se cronometra en PGlite.
let database: Database;
let storageDir: string;
let primera: Awaited<ReturnType<typeof sembrar>>;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  await aplicarMigraciones(database);
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'nemu-seed-'));
  primera = await sembrar({ database, demo: true, storageDir });
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function contar(tabla: PgTable) {
  const [r] = await database.db.select({ n: count() }).from(tabla);
  return r?.n ?? 0;
}

describe('sembrar', () => {
  it('siembra referencia y demo en menos de 30 s', () => {
    console.log(`siembra (${database.motor}): ${primera.ms} ms`, primera);
    if (database.motor === 'pglite') {
      expect(primera.referencia).toBe(true);
      expect(primera.demo).toBe(true);
    }
    expect(primera.ms).toBeLessThan(30_000);
  });

  it('carga ciudades, categorías en 3 niveles, ≥ 8 proveedores y ≥ 200 productos', async () => {
    expect(await contar(ciudad)).toBeGreaterThanOrEqual(60);
    const niveles = await database.db.selectDistinct({ nivel: categoria.nivel }).from(categoria);
    expect(niveles.map((n) => n.nivel).sort()).toEqual([1, 2, 3]);
    expect(await contar(fabricante)).toBeGreaterThanOrEqual(8);
    expect(await contar(producto)).toBeGreaterThanOrEqual(200);
    expect(await contar(varianteProducto)).toBeGreaterThan(100);
    const [menores] = await database.db
      .select({ n: count() })
      .from(producto)
      .where(eq(producto.no_apto_menores, true));
    expect(menores?.n).toBeGreaterThan(5);
    // Cada producto tiene portada; el stock del producto coincide con su libro.
    expect(await contar(imagenProducto)).toBeGreaterThanOrEqual(200);
    const descuadres = (await database.db.execute(sql`
      select p.id from producto p
      left join (select producto_id, sum(delta) s from movimiento_stock group by producto_id) m on m.producto_id = p.id
      where p.cantidad_disponible <> coalesce(m.s, 0)`)) as unknown as { rows: unknown[] };
    expect(descuadres.rows).toHaveLength(0);
  });

  it('genera imágenes WebP de hasta 1024 px con rutas relativas', async () => {
    // En PostgreSQL la base es compartida: otros tests suben fotos (productos/<id>/<uuid>.webp).
    const rutas = (await database.db.select({ imagen: imagenProducto.imagen }).from(imagenProducto)).map(
      (i) => i.imagen,
    );
    expect(rutas.filter((r) => /^productos\/\d+\.webp$/.test(r)).length).toBeGreaterThanOrEqual(200);
    expect(rutas.filter((r) => !/^productos\/[\w/-]+\.webp$/.test(r))).toEqual([]);
    // En una base compartida ya sembrada, esta corrida no genera archivos.
    if (!primera.demo) return;
    const archivos = await readdir(path.join(storageDir, 'productos'));
    expect(archivos.length).toBeGreaterThanOrEqual(200);
    if (archivos[0]) {
      const meta = await sharp(path.join(storageDir, 'productos', archivos[0])).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
      expect((await stat(path.join(storageDir, 'productos', archivos[0]))).size).toBeLessThan(
        1024 * 1024,
      );
    }
  });

  it('crea las 5 cuentas demo con demo1234, roles y RUC válidos', async () => {
    const usuarios = await database.db
      .select()
      .from(usuario)
      .where(inArray(usuario.username, [...USUARIOS_DEMO]));
    expect(usuarios).toHaveLength(5);
    const porNombre = new Map(usuarios.map((u) => [u.username, u]));
    const admin = porNombre.get('admin');
    expect(admin?.administrador).toBe(true);
    expect(await argon2.verify(admin?.password_hash ?? '', 'demo1234')).toBe(true);
    for (const u of usuarios) {
      expect(u.nro_telefono).toMatch(/^5959\d{8}$/);
      if (u.ruc) expect(validarRuc(u.ruc)).toBe(true);
    }
    const cliente = porNombre.get('cliente');
    const edad =
      (Date.now() - new Date(cliente?.fecha_nacimiento ?? '').getTime()) / (365.25 * 86_400_000);
    expect(edad).toBeGreaterThanOrEqual(21);

    const [propietario] = await database.db
      .select()
      .from(usuarioFabricante)
      .where(eq(usuarioFabricante.usuario_id, porNombre.get('proveedor')?.id ?? 0));
    expect(propietario?.rol).toBe('propietario');

    const [chofer] = await database.db
      .select()
      .from(transportista)
      .where(eq(transportista.usuario_id, porNombre.get('transportista')?.id ?? 0));
    expect(chofer?.aprobado).toBe(true);
    const suyos = await database.db
      .select()
      .from(vehiculo)
      .where(eq(vehiculo.transportista_id, chofer?.id ?? 0));
    expect(suyos.filter((v) => v.aprobado && v.activo)).toHaveLength(1);

    const [empresa] = await database.db
      .select()
      .from(empresaTransporte)
      .where(eq(empresaTransporte.administrador_id, porNombre.get('empresa')?.id ?? 0));
    const flota = await database.db
      .select()
      .from(vehiculo)
      .where(eq(vehiculo.empresa_transporte_id, empresa?.id ?? 0));
    expect(flota).toHaveLength(2);
    const rucs = await database.db.select({ ruc: fabricante.ruc }).from(fabricante);
    for (const f of rucs) if (f.ruc) expect(validarRuc(f.ruc)).toBe(true);
  });

  it('es idempotente: una segunda siembra no cambia nada', async () => {
    const antes = [
      await contar(producto),
      await contar(fabricante),
      await contar(movimientoStock),
      await contar(ciudad),
    ];
    const segunda = await sembrar({ database, demo: true, storageDir });
    expect(segunda.referencia).toBe(false);
    expect(segunda.demo).toBe(false);
    const despues = [
      await contar(producto),
      await contar(fabricante),
      await contar(movimientoStock),
      await contar(ciudad),
    ];
    expect(despues).toEqual(antes);
  });
});
