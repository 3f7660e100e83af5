// Lecturas de otras tablas que el checkout necesita (carrito, direcciones, catálogo,
// proveedores), en un repositorio propio para no depender de los servicios de otros módulos.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categoria, producto, varianteProducto } from '../catalogo/catalogo.tables.js';
import { configuracion } from '../configuracion/configuracion.tables.js';
import { datoFacturacion } from '../facturacion/facturacion.tables.js';
import { direccion } from '../direcciones/direcciones.tables.js';
import {
  fabricante,
  feriadoFabricante,
  pausaFabricante,
  puntoRetiro,
} from '../fabricantes/fabricantes.tables.js';
import { tipoVehiculo } from '../flota/flota.tables.js';

export function direccionDe(db: Db, id: number) {
  return db.query.direccion.findFirst({ where: eq(direccion.id, id) });
}

export function datoFacturacionDe(db: Db, id: number) {
  return db.query.datoFacturacion.findFirst({ where: eq(datoFacturacion.id, id) });
}

export function productosParaCompra(db: Db, ids: number[]) {
  return db
    .select({
      id: producto.id,
      nombre: producto.nombre,
      fabricante_id: producto.fabricante_id,
      precio: producto.precio,
      precio_mayorista: producto.precio_mayorista,
      compra_mejorada: producto.compra_mejorada,
      cantidad_minima_mayorista: producto.cantidad,
      cantidad_disponible: producto.cantidad_disponible,
      activo: producto.activo,
      eliminado_en: producto.eliminado_en,
      tipo_iva: categoria.tipo_iva,
      comision: categoria.comision,
    })
    .from(producto)
    .leftJoin(categoria, eq(categoria.id, producto.categoria_id))
    .where(inArray(producto.id, ids));
}

export function variantesParaCompra(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: varianteProducto.id,
      producto_id: varianteProducto.producto_id,
      precio: varianteProducto.precio,
      cantidad_disponible: varianteProducto.cantidad_disponible,
      activo: varianteProducto.activo,
    })
    .from(varianteProducto)
    .where(inArray(varianteProducto.id, ids));
}

export function puntosRetiroDe(db: Db, fabricanteIds: number[]) {
  return db
    .select({
      fabricante_id: puntoRetiro.fabricante_id,
      lat: puntoRetiro.lat,
      lng: puntoRetiro.lng,
      default: puntoRetiro.default,
    })
    .from(puntoRetiro)
    .where(and(inArray(puntoRetiro.fabricante_id, fabricanteIds), eq(puntoRetiro.activo, true)));
}

export async function tarifaMasEconomica(db: Db) {
  const [t] = await db
    .select({
      precio_minimo: tipoVehiculo.precio_minimo,
      precio_km: tipoVehiculo.precio_km,
      precio_parada: tipoVehiculo.precio_parada,
    })
    .from(tipoVehiculo)
    .where(eq(tipoVehiculo.activo, true))
    .orderBy(asc(tipoVehiculo.precio_km), asc(tipoVehiculo.id))
    .limit(1);
  return t ?? { precio_minimo: 15000, precio_km: 2500, precio_parada: 2000 };
}

export async function horariosDe(db: Db, fabricanteIds: number[]) {
  if (fabricanteIds.length === 0) return [];
  const [fabs, pausas, feriados] = await Promise.all([
    db
      .select({
        id: fabricante.id,
        dias_apertura: fabricante.dias_apertura,
        hora_apertura: fabricante.hora_apertura,
        hora_cierre: fabricante.hora_cierre,
      })
      .from(fabricante)
      .where(inArray(fabricante.id, fabricanteIds)),
    db.select().from(pausaFabricante).where(inArray(pausaFabricante.fabricante_id, fabricanteIds)),
    db
      .select()
      .from(feriadoFabricante)
      .where(inArray(feriadoFabricante.fabricante_id, fabricanteIds)),
  ]);
  return fabs.map((f) => ({
    dias_apertura: f.dias_apertura,
    hora_apertura: f.hora_apertura,
    hora_cierre: f.hora_cierre,
    pausas: pausas
      .filter((p) => p.fabricante_id === f.id)
      .map((p) => ({ desde: p.desde, hasta: p.hasta ?? new Date(8.64e15) })),
    feriados: feriados.filter((h) => h.fabricante_id === f.id).map((h) => ({ fecha: h.fecha })),
  }));
}

export async function valorConfiguracion(db: Db, clave: string): Promise<string | null> {
  const [c] = await db
    .select({ valor: configuracion.valor })
    .from(configuracion)
    .where(eq(configuracion.clave, clave));
  return c?.valor ?? null;
}
