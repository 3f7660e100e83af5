import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { ContactoB2b } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { aplicarListado, contarFilas, type DefinicionListado } from '../../lib/listado.js';
import { preguntaFrecuente } from '../configuracion/configuracion.tables.js';
import { contactoB2b } from './soporte.tables.js';

export async function guardarContactoB2b(db: Db, datos: ContactoB2b & { archivo: string | null }) {
  const [fila] = await db
    .insert(contactoB2b)
    .values({
      nombre: datos.nombre,
      empresa: datos.empresa ?? null,
      ruc: datos.ruc ?? null,
      email: datos.email,
      nro_telefono: datos.nro_telefono ?? null,
      mensaje: datos.mensaje ?? null,
      archivo: datos.archivo,
    })
    .returning({ id: contactoB2b.id, creado_en: contactoB2b.creado_en });
  if (!fila) throw new Error('no se guardó el contacto');
  return fila;
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
