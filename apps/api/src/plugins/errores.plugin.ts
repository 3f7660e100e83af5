import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MENSAJES } from '@nemu/domain';
import {
  DemasiadasSolicitudes,
  ErrorDominio,
  ErrorValidacion,
  type ErroresCampo,
} from '../lib/errores.js';

interface IssueValidacion {
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[] } };
  message?: string;
}

/** Convierte los issues de zod en `{campo: [mensajes]}` al estilo DRF. */
export function erroresDeIssues(issues: readonly IssueValidacion[]): ErroresCampo {
  const campos: ErroresCampo = {};
  for (const issue of issues) {
    const ruta =
      issue.params?.issue?.path?.map(String).join('.') ??
      (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const campo = ruta === '' ? 'non_field_errors' : ruta;
    (campos[campo] ??= []).push(issue.message ?? MENSAJES.valorInvalido);
  }
  return campos;
}

const CODIGOS_JSON_INVALIDO = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
]);

// @fastify/multipart: pedido que no es multipart o partes que violan el prototipo.
const CODIGOS_MULTIPART_INVALIDO = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
]);

// Un único punto donde los errores cruzan el borde HTTP.
export default fp(async function errores(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(erroresDeIssues(error.validation));
    }
    if (error instanceof ErrorValidacion) return reply.code(400).send(error.campos);
    if (error instanceof DemasiadasSolicitudes) {
      void reply.header('retry-after', String(error.reintentarEnSegundos));
    }
    if (error instanceof ErrorDominio) {
      const datos = 'datos' in error && typeof error.datos === 'object' ? error.datos : {};
      return reply.code(error.status).send({ detail: error.message, ...datos });
    }
    if (CODIGOS_JSON_INVALIDO.has(error.code) || error instanceof SyntaxError) {
      return reply.code(400).send({ non_field_errors: [MENSAJES.jsonInvalido] });
    }
    if (CODIGOS_MULTIPART_INVALIDO.has(error.code)) {
      return reply.code(400).send({ non_field_errors: [MENSAJES.formularioInvalido] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: MENSAJES.demasiadasSolicitudes });
    if (status === 413) return reply.code(413).send({ detail: MENSAJES.cuerpoDemasiadoGrande });
    if (status === 415) return reply.code(415).send({ detail: MENSAJES.tipoContenidoNoSoportado });
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ non_field_errors: [MENSAJES.valorInvalido] });
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.code(500).send({ detail: MENSAJES.errorInterno });
  });
});
