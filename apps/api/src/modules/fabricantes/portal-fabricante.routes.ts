import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import {
  actualizarStaffAdminSchema,
  actualizarStaffSchema,
  agregarUsuarioFabricanteSchema,
  booleanoSchema,
  crearStaffAdminSchema,
  crearStaffSchema,
  fechaSchema,
  guardarFeriadoSchema,
  guardarPausaSchema,
  guardarPuntoRetiroSchema,
  idSchema,
  inicioFabricanteSchema,
  listaIds,
  textoOpcional,
  tipoContratoSchema,
  usuarioStaffSchema,
  verificarUsuarioFabricanteSchema,
} from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { fabricanteObjetivo } from '../../lib/alcance-fabricante.js';
import { leerFormulario, validar } from '../../lib/archivos-subidos.js';
import * as staffAdmin from '../cuentas/staff-admin.service.js';
import * as portal from './portal-fabricante.service.js';
import * as registro from './registro-fabricante.service.js';

const PROVEEDOR = ['proveedor', 'administrador'] as const;
const PROPIETARIO = ['proveedor_propietario', 'administrador'] as const;
const idParams = z.object({ id: idSchema });
const deFabricante = z.object({ fabricante_id: idSchema.optional() });
const tags = ['fabricantes'];

// Portal del proveedor: registro, contrato, perfil, panel, puntos de retiro, staff, horario.
export const portalFabricanteRoutes: FastifyPluginAsyncZod = async (app) => {
  const fabricanteDe = (request: FastifyRequest, pedido: number | undefined) =>
    fabricanteObjetivo(usuarioDe(request), pedido);
  // Staff del panel: un administrador sin fabricante propio ni fabricante_id trata con administradores.
  const esStaffAdmin = (request: FastifyRequest, pedido: number | undefined) => {
    const u = usuarioDe(request);
    return u.administrador && pedido === undefined && u.fabricante_id === null;
  };

  // ── Registro y contrato ──
  app.post(
    '/registro-fabricante/',
    {
      config: { acceso: 'autenticado' },
      schema: { tags, summary: 'Registro de proveedor (multipart con constancia_ruc)' },
    },
    async (request, reply) => {
      const f = await registro.registrarFabricante(
        app.db,
        app.config.storageDir,
        usuarioDe(request),
        await leerFormulario(request),
      );
      return reply.code(201).send(f);
    },
  );

  app.get(
    '/descargar-contrato/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags,
        summary: 'PDF del contrato vigente por tipo',
        querystring: tipoContratoSchema,
      },
    },
    async (request, reply) => {
      const { nombre, datos } = await registro.contratoPdf(
        app.db,
        request.query.tipo,
        request.usuario,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${nombre}"`)
        .send(datos);
    },
  );

  app.post(
    '/aprobar-fabricante/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags,
        summary: 'Aprueba un proveedor (moderación)',
        body: z.object({ fabricante_id: idSchema }),
      },
    },
    (request) =>
      registro.aprobarFabricante(app.db, request.body.fabricante_id, usuarioDe(request).id),
  );

  app.post(
    '/aceptar-contrato/',
    {
      config: { acceso: 'autenticado' },
      schema: { tags, summary: 'Acepta el contrato vigente de un tipo', body: tipoContratoSchema },
    },
    (request) =>
      registro.aceptarContrato(app.db, usuarioDe(request), request.body.tipo, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  // ── Perfil y panel ──
  app.get(
    '/fabricante/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Perfil del fabricante propio', params: idParams },
    },
    (request) => registro.obtenerFabricante(app.db, usuarioDe(request), request.params.id),
  );

  app.patch(
    '/fabricante/:id/',
    {
      config: { acceso: PROPIETARIO },
      schema: { tags, summary: 'Edita el perfil (multipart con imagen_perfil)', params: idParams },
    },
    async (request) =>
      registro.actualizarFabricante(
        app.db,
        app.config.storageDir,
        usuarioDe(request),
        request.params.id,
        await leerFormulario(request),
      ),
  );

  app.get(
    '/inicio-fabricante/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Panel: abierto, pendientes, retiro, mensajes, notificaciones, alertas de stock',
        querystring: deFabricante,
        response: { 200: inicioFabricanteSchema },
      },
    },
    (request) => portal.inicioFabricante(app.db, usuarioDe(request), request.query.fabricante_id),
  );

  app.post(
    '/fabricante-abierto/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Interruptor abierto/cerrado (pausa sin fin)',
        body: z.object({ abierto: booleanoSchema }),
        response: { 200: inicioFabricanteSchema },
      },
    },
    (request) => portal.cambiarApertura(app.db, usuarioDe(request), request.body.abierto),
  );

  app.get(
    '/horarios-fabricantes/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags,
        summary: 'Horario, pausas, feriados y apertura de varios fabricantes',
        querystring: z.object({ fabricantes_ids: listaIds(1) }),
      },
    },
    (request) => portal.horariosFabricantes(app.db, request.query.fabricantes_ids.slice(0, 100)),
  );

  // ── Puntos de retiro ──
  app.get(
    '/punto-retiro/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Puntos de retiro propios', querystring: deFabricante },
    },
    (request) => portal.listarPuntosRetiro(app.db, usuarioDe(request), request.query.fabricante_id),
  );
  app.post(
    '/punto-retiro/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Alta de punto de retiro', body: guardarPuntoRetiroSchema },
    },
    async (request, reply) =>
      reply.code(201).send(await portal.crearPuntoRetiro(app.db, usuarioDe(request), request.body)),
  );
  app.get(
    '/punto-retiro/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Un punto de retiro', params: idParams },
    },
    (request) => portal.obtenerPuntoRetiro(app.db, usuarioDe(request), request.params.id),
  );
  app.patch(
    '/punto-retiro/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Edita un punto de retiro',
        params: idParams,
        body: guardarPuntoRetiroSchema.partial(),
      },
    },
    (request) =>
      portal.actualizarPuntoRetiro(app.db, usuarioDe(request), request.params.id, request.body),
  );
  app.delete(
    '/punto-retiro/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Baja de un punto de retiro', params: idParams },
    },
    async (request, reply) => {
      await portal.eliminarPuntoRetiro(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ── Staff ──
  app.get(
    '/usuario_staff/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary:
          'Usuarios del fabricante (paginado); un administrador sin fabricante_id ve los administradores',
        querystring: consultaListado({ fabricante_id: idSchema.optional() }),
      },
    },
    async (request) => {
      const q = request.query;
      // Un administrador sin fabricante_id ve el equipo de administración.
      if (esStaffAdmin(request, q.fabricante_id))
        return staffAdmin.listarAdministradores(app.db, request, q);
      return portal.listarStaff(app.db, request, q, fabricanteDe(request, q.fabricante_id));
    },
  );
  app.get(
    '/usuario_staff/:id/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags,
        summary:
          'Un usuario del staff (como la fila de la lista); sin fabricante_id, un administrador',
        params: idParams,
        querystring: deFabricante,
        response: { 200: usuarioStaffSchema },
      },
    },
    (request) => {
      const pedido = request.query.fabricante_id;
      if (esStaffAdmin(request, pedido))
        return staffAdmin.obtenerAdministrador(app.db, request.params.id);
      return portal.obtenerStaff(app.db, usuarioDe(request), request.params.id, pedido);
    },
  );
  app.post(
    '/usuario_staff/',
    {
      config: { acceso: PROPIETARIO, sinSanitizar: ['password'] },
      schema: {
        tags,
        summary:
          'Crea un usuario de staff (multipart o JSON); un administrador sin fabricante_id crea un administrador',
        consumes: ['multipart/form-data', 'application/json'],
        querystring: deFabricante,
      },
    },
    async (request, reply) => {
      const { campos } = await leerFormulario(request);
      const pedido = request.query.fabricante_id;
      if (esStaffAdmin(request, pedido)) {
        const datos = validar(crearStaffAdminSchema, campos);
        return reply
          .code(201)
          .send(await staffAdmin.crearAdministrador(app.db, usuarioDe(request), datos));
      }
      const datos = validar(crearStaffSchema, campos);
      return reply
        .code(201)
        .send(await portal.crearStaff(app.db, usuarioDe(request), datos, pedido));
    },
  );
  app.patch(
    '/usuario_staff/:id/',
    {
      config: { acceso: PROPIETARIO },
      schema: {
        tags,
        summary: 'Edita un usuario de staff (multipart o JSON; administradores sin fabricante_id)',
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
        querystring: deFabricante,
      },
    },
    async (request) => {
      const { campos } = await leerFormulario(request);
      const pedido = request.query.fabricante_id;
      if (esStaffAdmin(request, pedido)) {
        const datos = validar(actualizarStaffAdminSchema, campos);
        return staffAdmin.actualizarAdministrador(
          app.db,
          usuarioDe(request),
          request.params.id,
          datos,
        );
      }
      const datos = validar(actualizarStaffSchema, campos);
      return portal.actualizarStaff(app.db, usuarioDe(request), request.params.id, datos, pedido);
    },
  );
  app.delete(
    '/usuario_staff/:id/',
    {
      config: { acceso: PROPIETARIO },
      schema: {
        tags,
        summary: 'Quita un usuario del staff',
        params: idParams,
        querystring: deFabricante,
      },
    },
    async (request, reply) => {
      const pedido = request.query.fabricante_id;
      if (esStaffAdmin(request, pedido))
        await staffAdmin.quitarAdministrador(app.db, usuarioDe(request), request.params.id);
      else await portal.quitarStaff(app.db, usuarioDe(request), request.params.id, pedido);
      return reply.code(204).send();
    },
  );
  app.post(
    '/user-fab-verificar/',
    {
      config: { acceso: PROPIETARIO },
      schema: {
        tags,
        summary: 'Verifica un e-mail antes de sumarlo al staff',
        body: verificarUsuarioFabricanteSchema,
      },
    },
    (request) => portal.verificarUsuarioStaff(app.db, usuarioDe(request), request.body.email),
  );
  app.post(
    '/user-fab-agregar/',
    {
      config: { acceso: PROPIETARIO },
      schema: {
        tags,
        summary: 'Suma al staff un usuario existente por e-mail',
        body: agregarUsuarioFabricanteSchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await portal.agregarUsuarioStaff(
            app.db,
            usuarioDe(request),
            request.body.fabricante,
            request.body.email,
          ),
        ),
  );
  app.get(
    '/usuarios-fabricante/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Usuarios de un fabricante',
        querystring: z.object({ id: idSchema }),
      },
    },
    (request) => portal.consultaStaff(app.db, fabricanteDe(request, request.query.id)),
  );

  // ── Pausas ──
  app.get(
    '/pausas_fabricantes/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Pausas del fabricante', querystring: deFabricante },
    },
    (request) => portal.listarPausas(app.db, usuarioDe(request), request.query.fabricante_id),
  );
  app.post(
    '/pausas_fabricantes/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Alta de pausa', body: guardarPausaSchema },
    },
    async (request, reply) =>
      reply.code(201).send(await portal.crearPausa(app.db, usuarioDe(request), request.body)),
  );
  app.get(
    '/pausas_fabricantes/:id/',
    { config: { acceso: PROVEEDOR }, schema: { tags, summary: 'Una pausa', params: idParams } },
    (request) => portal.obtenerPausa(app.db, usuarioDe(request), request.params.id),
  );
  app.patch(
    '/pausas_fabricantes/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Edita una pausa', params: idParams, body: guardarPausaSchema },
    },
    (request) =>
      portal.actualizarPausa(app.db, usuarioDe(request), request.params.id, request.body),
  );
  app.delete(
    '/pausas_fabricantes/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Borra una pausa', params: idParams },
    },
    async (request, reply) => {
      await portal.eliminarPausa(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ── Feriados ──
  app.get(
    '/fabricante_feriado/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Feriados del fabricante', querystring: deFabricante },
    },
    (request) => portal.listarFeriados(app.db, usuarioDe(request), request.query.fabricante_id),
  );
  app.post(
    '/fabricante_feriado/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Alta de feriado (un día por fecha del rango)',
        body: guardarFeriadoSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await portal.crearFeriados(app.db, usuarioDe(request), request.body)),
  );
  app.get(
    '/fabricante_feriado/:id/',
    { config: { acceso: PROVEEDOR }, schema: { tags, summary: 'Un feriado', params: idParams } },
    (request) => portal.obtenerFeriado(app.db, usuarioDe(request), request.params.id),
  );
  app.patch(
    '/fabricante_feriado/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Edita un feriado',
        params: idParams,
        body: z.object({ desde: fechaSchema.optional(), descripcion: textoOpcional(300) }),
      },
    },
    (request) =>
      portal.actualizarFeriado(app.db, usuarioDe(request), request.params.id, {
        fecha: request.body.desde,
        descripcion: request.body.descripcion,
      }),
  );
  app.delete(
    '/fabricante_feriado/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Borra un feriado', params: idParams },
    },
    async (request, reply) => {
      await portal.eliminarFeriado(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
