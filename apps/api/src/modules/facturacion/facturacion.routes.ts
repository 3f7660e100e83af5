import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MENSAJES,
  actualizarDatoFacturacionSchema,
  consultaRucSchema,
  guardarDatoFacturacionSchema,
  idSchema,
} from '@nemu/domain';
import { ErrorValidacion, NoAutenticado } from '../../lib/errores.js';
import { leerFormulario } from '../../lib/archivos-subidos.js';
import { usuarioObjetivo } from '../direcciones/direcciones.service.js';
import {
  actualizarDatoFacturacion,
  consultarRuc,
  crearDatoFacturacion,
  eliminarDatoFacturacion,
  listarDatosFacturacion,
} from './facturacion.service.js';
import { importarRegistroRuc } from './registro-ruc.importer.js';
import { limiteAnonimo } from '../../lib/limites.js';

const parametrosId = z.object({ id: idSchema });

function usuarioDe(request: FastifyRequest) {
  if (!request.usuario) throw new NoAutenticado();
  return request.usuario;
}

/** Datos de facturación del cliente (spec §3 DatoFacturacion) y consulta de RUC. */
export const facturacionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/datos-facturacion/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['facturacion'],
        summary: 'Datos de facturación propios (admin: los de ?usuario=)',
        querystring: z.object({ usuario: idSchema.optional() }),
      },
    },
    async (request) =>
      listarDatosFacturacion(app.db, usuarioObjetivo(usuarioDe(request), request.query.usuario)),
  );

  app.post(
    '/datos-facturacion/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['facturacion'],
        summary: 'Crea un dato de facturación (RUC con dígito verificador); uno por defecto',
        body: guardarDatoFacturacionSchema
          .omit({ id: true })
          .extend({ usuario: idSchema.optional() }),
      },
    },
    async (request, reply) => {
      const { usuario, ...datos } = request.body;
      const objetivo = usuarioObjetivo(usuarioDe(request), usuario);
      return reply.code(201).send(await crearDatoFacturacion(app.db, objetivo, datos));
    },
  );

  app.patch(
    '/datos-facturacion/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['facturacion'],
        summary: 'Actualiza un dato de facturación propio',
        params: parametrosId,
        body: actualizarDatoFacturacionSchema,
      },
    },
    async (request) =>
      actualizarDatoFacturacion(app.db, usuarioDe(request), request.params.id, request.body),
  );

  app.delete(
    '/datos-facturacion/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['facturacion'],
        summary: 'Borra un dato de facturación propio',
        params: parametrosId,
      },
    },
    async (request, reply) => {
      await eliminarDatoFacturacion(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/consulta-ruc/',
    {
      config: { acceso: 'publico', rateLimit: limiteAnonimo(app.config) },
      schema: {
        tags: ['facturacion'],
        summary: 'Razón social de un RUC según el registro local de contribuyentes',
        body: consultaRucSchema,
      },
    },
    async (request) => consultarRuc(app.db, request.body.ruc),
  );

  app.post(
    '/registro-ruc/importar/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['facturacion'],
        summary:
          'Importa una lista pública de RUC de la DNIT (rucN.txt o rucN.zip, campo `archivo`)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { archivos } = await leerFormulario(request);
      const archivo = archivos.find((a) => a.campo === 'archivo');
      if (!archivo) throw ErrorValidacion.campo('archivo', MENSAJES.campoRequerido);
      return importarRegistroRuc(app.db, archivo.datos);
    },
  );
};
