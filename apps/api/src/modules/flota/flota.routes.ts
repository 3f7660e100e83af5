import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import {
  activarVehiculoSchema,
  aprobarVehiculoSchema,
  asignarTransportistaVehiculoSchema,
  idSchema,
} from '@nemu/domain';
import { consultaListado, consultaListadoSchema } from '../../lib/consulta-listado.js';
import { leerFormulario } from '../../lib/archivos-subidos.js';
import { responderDocumento } from '../../lib/documentos-privados.js';
import { listado } from '../../lib/listado.js';
import { listadoTiposVehiculo } from './flota.repository.js';
import { asignarTransportista } from './asignacion.service.js';
import * as vehiculos from './vehiculos.service.js';

const FLOTA = ['transportista', 'adm_transportista', 'administrador'] as const;
const idParams = z.object({ id: idSchema });
const tags = ['flota'];

export const flotaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documentosDir } = app.config;

  app.get(
    '/tipo-vehiculo/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['referencia'],
        summary: 'Tipos de vehículo con sus tarifas (paginado si se pide `page`)',
        querystring: consultaListadoSchema,
      },
    },
    (request) => listado(request, request.query, listadoTiposVehiculo(app.db)),
  );

  // ── Vehículos: el transportista los suyos, la empresa los de ella, el administrador todos ──
  app.get(
    '/vehiculo/',
    {
      config: { acceso: FLOTA },
      schema: {
        tags,
        summary: 'Vehículos del alcance del usuario (moderado, activo, search, ordering)',
        querystring: consultaListado(vehiculos.consultaVehiculosFiltros),
      },
    },
    (request) => vehiculos.listarVehiculos(app.db, request, usuarioDe(request), request.query),
  );

  app.post(
    '/vehiculo/',
    {
      config: { acceso: FLOTA },
      schema: {
        tags,
        summary: 'Alta de vehículo (multipart: habilitación frente y dorso, póliza); pendiente',
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await vehiculos.crearVehiculo(
            app.db,
            documentosDir,
            usuarioDe(request),
            await leerFormulario(request),
          ),
        ),
  );

  app.get(
    '/vehiculo/:id/',
    { config: { acceso: FLOTA }, schema: { tags, summary: 'Un vehículo', params: idParams } },
    (request) => vehiculos.obtenerVehiculo(app.db, usuarioDe(request), request.params.id),
  );

  app.patch(
    '/vehiculo/:id/',
    {
      config: { acceso: FLOTA },
      schema: { tags, summary: 'Edición del vehículo (multipart)', params: idParams },
    },
    async (request) =>
      vehiculos.actualizarVehiculo(
        app.db,
        documentosDir,
        usuarioDe(request),
        request.params.id,
        await leerFormulario(request),
      ),
  );

  app.put(
    '/vehiculo/:id/',
    {
      config: { acceso: FLOTA },
      schema: {
        tags,
        summary: 'Activa (único activo del transportista) o desactiva un vehículo aprobado',
        params: idParams,
        body: activarVehiculoSchema,
      },
    },
    (request) =>
      vehiculos.activarVehiculo(
        app.db,
        usuarioDe(request),
        request.params.id,
        request.body.activar,
      ),
  );

  app.put(
    '/vehiculo/:id/transportista/',
    {
      config: { acceso: ['adm_transportista', 'administrador'] },
      schema: {
        tags,
        summary:
          'La empresa asigna a su vehículo un transportista de su flota o uno aprobado por su correo, o lo quita (null); lo desactiva',
        params: idParams,
        body: asignarTransportistaVehiculoSchema,
      },
    },
    async (request) => {
      const u = usuarioDe(request);
      await asignarTransportista(app.db, u, request.params.id, request.body);
      return vehiculos.obtenerVehiculo(app.db, u, request.params.id);
    },
  );

  app.delete(
    '/vehiculo/:id/',
    { config: { acceso: FLOTA }, schema: { tags, summary: 'Baja del vehículo', params: idParams } },
    async (request, reply) => {
      await vehiculos.eliminarVehiculo(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/vehiculo/:id/documento/:campo/',
    {
      config: { acceso: FLOTA },
      schema: {
        tags,
        summary: 'Archivo de un documento del vehículo (dueños y administradores)',
        params: z.object({ id: idSchema, campo: z.enum(vehiculos.DOCUMENTOS_VEHICULO) }),
      },
    },
    async (request, reply) => {
      const doc = await vehiculos.documentoVehiculo(
        app.db,
        documentosDir,
        usuarioDe(request),
        request.params.id,
        request.params.campo,
      );
      return responderDocumento(reply, doc);
    },
  );

  app.post(
    '/aprobar-vehiculo/',
    {
      config: { acceso: ['administrador'] },
      schema: { tags, summary: 'Aprueba (o reinstala) un vehículo', body: aprobarVehiculoSchema },
    },
    (request) => vehiculos.aprobarVehiculo(app.db, usuarioDe(request), request.body.vehiculo_id),
  );
};
