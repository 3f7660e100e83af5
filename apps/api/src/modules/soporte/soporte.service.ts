import type { FastifyRequest } from 'fastify';
import { MENSAJES, contactoB2bSchema, type ConsultaPaginada } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { listado } from '../../lib/listado.js';
import { leerFormulario, validar } from '../../lib/archivos-subidos.js';
import { guardarContactoB2b, listadoPreguntas } from './soporte.repository.js';

/** POST /request-contact-b2b/ (multipart o JSON): guarda la consulta para el equipo comercial. */
export async function solicitarContactoB2b(db: Db, request: FastifyRequest) {
  const { campos } = await leerFormulario(request);
  const datos = validar(contactoB2bSchema, campos);
  const fila = await guardarContactoB2b(db, datos);
  return { id: fila.id, mensaje: MENSAJES.contactoB2bRecibido };
}

export function listarPreguntas(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean; destinatario?: number | undefined },
) {
  return listado(request, consulta, listadoPreguntas(db, consulta.destinatario));
}
