import type { FastifyRequest } from 'fastify';
import {
  ADJUNTO_B2B_MAX_BYTES,
  MENSAJES,
  contactoB2bSchema,
  type ConsultaPaginada,
} from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { ErrorValidacion } from '../../lib/errores.js';
import { listado } from '../../lib/listado.js';
import {
  guardarDocumento,
  leerFormulario,
  validar,
  type ArchivoSubido,
} from '../../lib/archivos-subidos.js';
import { listadoPreguntas } from '../configuracion/configuracion.lectura.js';
import { guardarContactoB2b } from './soporte.repository.js';

const CAMPO_ADJUNTO = 'archivo';

/** Adjunto opcional de la consulta: un solo PDF o imagen de hasta 5 MB en el campo `archivo`. */
async function guardarAdjunto(storageDir: string, archivos: ArchivoSubido[]) {
  const ajeno = archivos.find((a) => a.campo !== CAMPO_ADJUNTO);
  if (ajeno) throw ErrorValidacion.campo(ajeno.campo, MENSAJES.archivoNoPermitido);
  const [archivo, ...otros] = archivos;
  if (!archivo) return null;
  if (otros.length > 0) throw ErrorValidacion.campo(CAMPO_ADJUNTO, MENSAJES.archivoNoPermitido);
  if (archivo.datos.length > ADJUNTO_B2B_MAX_BYTES) {
    throw ErrorValidacion.campo(CAMPO_ADJUNTO, MENSAJES.adjuntoDemasiadoGrande);
  }
  return guardarDocumento(storageDir, 'contacto-b2b', archivo);
}

/**
 * POST /request-contact-b2b/ (multipart o JSON): guarda la consulta para el equipo comercial,
 * con un adjunto opcional (PDF o imagen).
 */
export async function solicitarContactoB2b(db: Db, storageDir: string, request: FastifyRequest) {
  const { campos, archivos } = await leerFormulario(request);
  const datos = validar(contactoB2bSchema, campos);
  const archivo = await guardarAdjunto(storageDir, archivos);
  const fila = await guardarContactoB2b(db, { ...datos, archivo });
  return { id: fila.id, mensaje: MENSAJES.contactoB2bRecibido };
}

export function listarPreguntas(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean; destinatario?: number | undefined },
) {
  return listado(request, consulta, listadoPreguntas(db, consulta.destinatario));
}
