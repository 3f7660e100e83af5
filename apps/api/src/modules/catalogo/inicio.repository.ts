import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  ciudad,
  configuracion,
  familia,
  linea,
  mensajePredeterminado,
  rubro,
} from '../configuracion/configuracion.tables.js';
import { producto } from './catalogo.tables.js';
import { aResumen, consultaResumen, productoVisible } from './productos.lectura.js';

/** Datos de referencia compartidos del inicio (iguales para todos los usuarios). */
export async function referenciaInicio(db: Db) {
  const [rubros, ciudades, lineas, familias, mensajes, configuraciones] = await Promise.all([
    db
      .select({ id: rubro.id, nombre: rubro.nombre, imagen: rubro.imagen })
      .from(rubro)
      .where(eq(rubro.activo, true))
      .orderBy(asc(rubro.orden), asc(rubro.nombre)),
    db
      .select({ id: ciudad.id, nombre: ciudad.nombre, departamento: ciudad.departamento })
      .from(ciudad)
      .where(eq(ciudad.activo, true))
      .orderBy(asc(ciudad.nombre)),
    db.select({ id: linea.id, nombre: linea.nombre }).from(linea).orderBy(asc(linea.nombre)),
    db
      .select({ id: familia.id, nombre: familia.nombre })
      .from(familia)
      .orderBy(asc(familia.nombre)),
    db
      .select({
        id: mensajePredeterminado.id,
        mensaje: mensajePredeterminado.mensaje,
        estado: mensajePredeterminado.estado,
        tipo: mensajePredeterminado.tipo,
      })
      .from(mensajePredeterminado)
      .where(eq(mensajePredeterminado.estado, true))
      .orderBy(asc(mensajePredeterminado.orden)),
    db
      .select({ clave: configuracion.clave, valor: configuracion.valor })
      .from(configuracion)
      .where(eq(configuracion.publica, true)),
  ]);
  return {
    rubros,
    ciudades,
    lineas,
    familias,
    mensajes,
    configuracion: new Map(configuraciones.map((c) => [c.clave, c.valor])),
  };
}

/** Productos más vendidos de los proveedores abiertos ahora ("prods_abi"). */
export async function productosDeAbiertos(db: Db, fabricantes: readonly number[], limite: number) {
  if (fabricantes.length === 0) return [];
  const filas = await consultaResumen(db)
    .where(and(productoVisible, inArray(producto.fabricante_id, [...fabricantes])))
    .orderBy(desc(producto.cantidad_vendida), asc(producto.id))
    .limit(limite);
  return filas.map(aResumen);
}
