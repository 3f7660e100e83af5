// Modelo de lectura de la configuración (ADR 010): valores por clave, ciudades, datos de
// referencia de la portada y preguntas frecuentes, para otros módulos.
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { aplicarListado, contarFilas, type DefinicionListado } from '../../lib/listado.js';
import {
  ciudad,
  configuracion,
  familia,
  linea,
  mensajePredeterminado,
  preguntaFrecuente,
  rubro,
} from './configuracion.tables.js';

export async function valorConfiguracion(db: Db | Tx, clave: string): Promise<string | null> {
  const [c] = await db
    .select({ valor: configuracion.valor })
    .from(configuracion)
    .where(eq(configuracion.clave, clave));
  return c?.valor ?? null;
}

/** Nombre de una ciudad, o null si no existe. */
export async function nombreDeCiudad(db: Db | Tx, id: number): Promise<string | null> {
  const [c] = await db.select({ nombre: ciudad.nombre }).from(ciudad).where(eq(ciudad.id, id));
  return c?.nombre ?? null;
}

/** Id y nombre de las ciudades con alguno de esos nombres. */
export function ciudadesPorNombre(db: Db, nombres: string[]) {
  return db
    .select({ id: ciudad.id, nombre: ciudad.nombre })
    .from(ciudad)
    .where(inArray(ciudad.nombre, nombres));
}

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

/** Preguntas frecuentes activas; `destinatario` filtra por rol (las generales siempre). */
export const listadoPreguntas = (db: Db, destinatario: number | undefined) =>
  ({
    contar: (where) => contarFilas(db, preguntaFrecuente, where),
    listar: (where, orden: SQL[], limit, offset) =>
      aplicarListado(
        db
          .select({
            id: preguntaFrecuente.id,
            pregunta: preguntaFrecuente.pregunta,
            respuesta: preguntaFrecuente.respuesta,
            destinatario: preguntaFrecuente.destinatario,
            orden: preguntaFrecuente.orden,
          })
          .from(preguntaFrecuente)
          .$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [preguntaFrecuente.pregunta, preguntaFrecuente.respuesta],
    ordenables: { id: preguntaFrecuente.id, orden: preguntaFrecuente.orden },
    ordenPorDefecto: [asc(preguntaFrecuente.orden), asc(preguntaFrecuente.id)],
    filtro: and(
      eq(preguntaFrecuente.activo, true),
      destinatario === undefined
        ? undefined
        : or(
            isNull(preguntaFrecuente.destinatario),
            eq(preguntaFrecuente.destinatario, destinatario),
          ),
    ),
  }) satisfies DefinicionListado<unknown>;
