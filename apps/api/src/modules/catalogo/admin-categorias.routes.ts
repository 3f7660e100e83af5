import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import { idSchema } from '@nemu/domain';
import { leerFormulario } from '../../lib/archivos-subidos.js';
import * as admin from './admin-categorias.service.js';

const ADMIN = ['administrador'] as const;
const tags = ['administracion'];
const idParams = z.object({ id: idSchema });

// Árbol de categorías y su configuración (comisión, IVA, edad), editados por el administrador.
export const adminCategoriasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/categoria/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Alta de categoría (multipart: superior, orden, comisión, icono, imagen)',
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await admin.crearCategoria(
            app.db,
            app.config.storageDir,
            usuarioDe(request),
            await leerFormulario(request),
          ),
        ),
  );
  app.patch(
    '/categoria/:id/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Edita o mueve una categoría (multipart)', params: idParams },
    },
    async (request) =>
      admin.actualizarCategoria(
        app.db,
        app.config.storageDir,
        usuarioDe(request),
        request.params.id,
        await leerFormulario(request),
      ),
  );
  app.delete(
    '/categoria/:id/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Baja de categoría (409 con productos o subcategorías)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await admin.eliminarCategoria(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/configuracion-categorias/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Configuración de categorías: porcentaje, IVA, no apto menores' },
    },
    () => admin.listarConfiguracionCategorias(app.db),
  );
  app.post(
    '/configuracion-categorias/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary:
          'Guarda la configuración de una categoría {id, nombre, porcentaje, tipo_iva, no_apto_menores, eliminar_imagen, eliminar_icono}',
      },
    },
    async (request) =>
      admin.guardarConfiguracionCategoria(
        app.db,
        app.config.storageDir,
        usuarioDe(request),
        await leerFormulario(request),
      ),
  );
};
