import type { FastifyInstance } from 'fastify';
import { unico } from '../../test/app-de-prueba.js';
import { rubro } from '../configuracion/configuracion.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import {
  categoria,
  imagenProducto,
  producto,
  productoRubro,
  varianteProducto,
} from './catalogo.tables.js';

export interface ProductoDePrueba {
  nombre: string;
  precio?: number;
  precio_mayorista?: number | null;
  cantidad?: number;
  cantidad_disponible?: number;
  categoria_id?: number | null;
  no_apto_menores?: boolean;
  aprobado?: boolean;
  rating?: number;
  cantidad_vendida?: number;
  descripcion?: string;
  rubro_id?: number;
  variantes?: { color?: string; medida?: string; precio?: number; cantidad_disponible: number }[];
  imagen?: string;
}

/** Proveedor (abierto todos los días, todo el día, salvo que se indique) con sus productos. */
export async function crearProveedorConProductos(
  app: FastifyInstance,
  productos: ProductoDePrueba[],
  opciones: { aprobado?: boolean; abierto?: boolean; fabricanteId?: number } = {},
) {
  const db = app.db;
  let fabricanteId = opciones.fabricanteId;
  if (fabricanteId === undefined) {
    const [f] = await db
      .insert(fabricante)
      .values({
        nombre: unico('Proveedor'),
        aprobado: opciones.aprobado ?? true,
        dias_apertura: opciones.abierto === false ? [] : ['1', '2', '3', '4', '5', '6', '7'],
        hora_apertura: '00:00',
        hora_cierre: '23:59',
      })
      .returning({ id: fabricante.id });
    if (!f) throw new Error('no se creó el fabricante');
    fabricanteId = f.id;
  }
  const creados = [];
  for (const p of productos) {
    const [fila] = await db
      .insert(producto)
      .values({
        fabricante_id: fabricanteId,
        nombre: p.nombre,
        descripcion: p.descripcion ?? '',
        precio: p.precio ?? 10_000,
        precio_mayorista: p.precio_mayorista ?? null,
        cantidad: p.cantidad ?? 0,
        compra_mejorada: (p.precio_mayorista ?? null) !== null,
        cantidad_disponible: p.cantidad_disponible ?? 50,
        categoria_id: p.categoria_id ?? null,
        no_apto_menores: p.no_apto_menores ?? false,
        aprobado: p.aprobado ?? true,
        rating: p.rating ?? 0,
        cantidad_vendida: p.cantidad_vendida ?? 0,
      })
      .returning({ id: producto.id });
    if (!fila) throw new Error('no se creó el producto');
    const variantes = [];
    for (const v of p.variantes ?? []) {
      const [vf] = await db
        .insert(varianteProducto)
        .values({
          producto_id: fila.id,
          color: v.color ?? null,
          medida: v.medida ?? null,
          precio: v.precio ?? null,
          cantidad_disponible: v.cantidad_disponible,
        })
        .returning({ id: varianteProducto.id });
      if (vf) variantes.push(vf.id);
    }
    if (p.imagen) {
      await db
        .insert(imagenProducto)
        .values({ producto_id: fila.id, imagen: p.imagen, portada: true });
    }
    if (p.rubro_id !== undefined) {
      await db.insert(productoRubro).values({ producto_id: fila.id, rubro_id: p.rubro_id });
    }
    creados.push({ id: fila.id, variantes });
  }
  return { fabricanteId, productos: creados };
}

/** Una categoría con una subcategoría (para probar el filtro por rama). */
export async function crearCategorias(app: FastifyInstance) {
  const [padre] = await app.db
    .insert(categoria)
    .values({ nombre: unico('Categoría') })
    .returning({ id: categoria.id });
  if (!padre) throw new Error('no se creó la categoría');
  const [hija] = await app.db
    .insert(categoria)
    .values({ nombre: unico('Subcategoría'), superior_id: padre.id, nivel: 2 })
    .returning({ id: categoria.id });
  if (!hija) throw new Error('no se creó la subcategoría');
  return { padre: padre.id, hija: hija.id };
}

export async function crearRubro(app: FastifyInstance) {
  const [r] = await app.db
    .insert(rubro)
    .values({ nombre: unico('Rubro') })
    .returning({ id: rubro.id });
  if (!r) throw new Error('no se creó el rubro');
  return r.id;
}
