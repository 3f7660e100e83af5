import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aplicarListado, contarFilas, type DefinicionListado } from '../../lib/listado.js';
import { ciudad, configuracion, refrigeracion, rubro } from './configuracion.tables.js';

type Orden = SQL[];

export const listadoCiudades = (db: Db) =>
  ({
    contar: (where) => contarFilas(db, ciudad, where),
    listar: (where, orden: Orden, limit, offset) =>
      aplicarListado(
        db
          .select({
            id: ciudad.id,
            nombre: ciudad.nombre,
            departamento: ciudad.departamento,
            lat: ciudad.lat,
            lng: ciudad.lng,
          })
          .from(ciudad)
          .$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [ciudad.nombre, ciudad.departamento],
    ordenables: { id: ciudad.id, nombre: ciudad.nombre, departamento: ciudad.departamento },
    ordenPorDefecto: [asc(ciudad.nombre)],
    filtro: eq(ciudad.activo, true),
  }) satisfies DefinicionListado<unknown>;

export const listadoRubros = (db: Db) =>
  ({
    contar: (where) => contarFilas(db, rubro, where),
    listar: (where, orden: Orden, limit, offset) =>
      aplicarListado(
        db
          .select({ id: rubro.id, nombre: rubro.nombre, imagen: rubro.imagen })
          .from(rubro)
          .$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [rubro.nombre],
    ordenables: { id: rubro.id, nombre: rubro.nombre, orden: rubro.orden },
    ordenPorDefecto: [asc(rubro.orden), asc(rubro.nombre)],
    filtro: eq(rubro.activo, true),
  }) satisfies DefinicionListado<unknown>;

export const listadoRefrigeraciones = (db: Db) =>
  ({
    contar: (where) => contarFilas(db, refrigeracion, where),
    listar: (where, orden: Orden, limit, offset) =>
      aplicarListado(
        db
          .select({
            id: refrigeracion.id,
            nombre: refrigeracion.nombre,
            refrigeracion: refrigeracion.refrigeracion,
          })
          .from(refrigeracion)
          .$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [refrigeracion.nombre],
    ordenables: {
      id: refrigeracion.id,
      nombre: refrigeracion.nombre,
      refrigeracion: refrigeracion.refrigeracion,
    },
    ordenPorDefecto: [asc(refrigeracion.refrigeracion)],
  }) satisfies DefinicionListado<unknown>;

/** Las claves públicas para todos; las privadas sólo para administradores. */
export const listadoConfiguraciones = (db: Db, incluirPrivadas: boolean) =>
  ({
    contar: (where) => contarFilas(db, configuracion, where),
    listar: (where, orden: Orden, limit, offset) =>
      aplicarListado(
        db
          .select({ id: configuracion.id, clave: configuracion.clave, valor: configuracion.valor })
          .from(configuracion)
          .$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [configuracion.clave],
    ordenables: { id: configuracion.id, clave: configuracion.clave },
    ordenPorDefecto: [asc(configuracion.clave)],
    filtro: incluirPrivadas ? undefined : eq(configuracion.publica, true),
  }) satisfies DefinicionListado<unknown>;
