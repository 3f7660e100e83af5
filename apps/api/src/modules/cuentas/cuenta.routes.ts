import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MENSAJES,
  actualizarClienteSchema,
  appleLoginSchema,
  borrarCuentaSchema,
  cambiarModoAppSchema,
  facebookLoginSchema,
  formatearMensaje,
  googleLoginSchema,
  idSchema,
  recuperarContrasenaSchema,
  registroClienteSchema,
  restablecerContrasenaSchema,
} from '@nemu/domain';
import { crearCorreo, listarBandeja } from '../../adapters/correo/correo.js';
import {
  ProveedorNoConfigurado,
  TokenSocialInvalido,
  crearVerificadorSocial,
  proveedoresConfigurados,
  type IdentidadSocial,
  type ProveedorSocial,
} from '../../adapters/social/verificador-social.js';
import { consultaListado } from '../../lib/consulta-listado.js';
import { ErrorValidacion, NoAutenticado } from '../../lib/errores.js';
import {
  actualizarCliente,
  autorizarCliente,
  bajaClienteAdmin,
  crearClienteAdmin,
  listarClientes,
  obtenerCliente,
} from './cliente.service.js';
import { borrarCuenta, cambiarModoApp } from './cuenta.service.js';
import { guardarImagen, leerFormulario, validar } from '../../lib/archivos-subidos.js';
import { restablecerContrasena, solicitarRecuperacion } from './recuperacion.service.js';
import { registrarCliente } from './registro.service.js';
import { iniciarSesionSocial } from './social.service.js';
import { limiteAnonimo } from '../../lib/limites.js';

const NOMBRES_PROVEEDOR: Record<ProveedorSocial, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

function dispositivoDe(request: FastifyRequest) {
  const cabecera = request.headers['x-device-id'];
  return {
    deviceId: typeof cabecera === 'string' ? cabecera : null,
    plataforma: request.appVersion?.split('-')[1] ?? null,
  };
}

function usuarioDe(request: FastifyRequest) {
  if (!request.usuario) throw new NoAutenticado();
  return request.usuario;
}

const parametrosId = z.object({ id: idSchema });

/** Registro, recuperación, inicio social, modo, dispositivo, baja y perfiles de cliente. */
export const cuentaRoutes: FastifyPluginAsyncZod = async (app) => {
  const correo = crearCorreo(app.db, app.config);
  const verificador = crearVerificadorSocial(app.config.social);

  app.post(
    '/registro-cliente/',
    {
      config: {
        acceso: 'publico',
        rateLimit: limiteAnonimo(app.config),
        sinSanitizar: ['password'],
      },
      schema: {
        tags: ['cuentas'],
        summary: 'Registro de cliente (multipart; imagen_perfil opcional). Inicia la sesión.',
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const { campos, archivos } = await leerFormulario(request);
      const datos = validar(registroClienteSchema, campos);
      const archivo = archivos.find((a) => a.campo === 'imagen_perfil');
      if (archivos.some((a) => a.campo !== 'imagen_perfil'))
        throw ErrorValidacion.general(MENSAJES.archivoNoPermitido);
      const imagen = archivo
        ? await guardarImagen(app.config.storageDir, 'perfiles', archivo)
        : null;
      const sesion = await registrarCliente(app.db, datos, imagen, dispositivoDe(request));
      return reply.code(201).send(sesion);
    },
  );

  app.post(
    '/recuperar-contrasena/',
    {
      config: { acceso: 'publico', rateLimit: limiteAnonimo(app.config) },
      schema: {
        tags: ['cuentas'],
        summary: 'Envía un enlace de recuperación (misma respuesta exista o no el correo)',
        body: recuperarContrasenaSchema,
      },
    },
    async (request) => {
      await solicitarRecuperacion(app.db, correo, app.config.publicUrl, request.body.email);
      return { detail: MENSAJES.recuperacionEnviada };
    },
  );

  app.post(
    '/restablecer-contrasena/',
    {
      config: {
        acceso: 'publico',
        rateLimit: limiteAnonimo(app.config),
        sinSanitizar: ['password', 'token'],
      },
      schema: {
        tags: ['cuentas'],
        summary: 'Fija la nueva contraseña con el token del enlace (un solo uso, vence en 1 h)',
        body: restablecerContrasenaSchema,
      },
    },
    async (request) => {
      await restablecerContrasena(app.db, request.body.token, request.body.password);
      return { detail: MENSAJES.exito };
    },
  );

  app.get(
    '/login-social/',
    {
      config: { acceso: 'publico' },
      schema: { tags: ['cuentas'], summary: 'Proveedores de inicio de sesión social configurados' },
    },
    async () => proveedoresConfigurados(app.config.social),
  );

  const social = async (
    request: FastifyRequest,
    proveedor: ProveedorSocial,
    verificar: () => Promise<IdentidadSocial>,
  ) => {
    let identidad: IdentidadSocial;
    try {
      identidad = await verificar();
    } catch (error) {
      const nombre = { proveedor: NOMBRES_PROVEEDOR[proveedor] };
      if (error instanceof ProveedorNoConfigurado)
        throw ErrorValidacion.general(
          formatearMensaje(MENSAJES.proveedorSocialNoConfigurado, nombre),
        );
      if (error instanceof TokenSocialInvalido) {
        request.log.info({ proveedor, motivo: error.message }, 'token social rechazado');
        throw ErrorValidacion.general(formatearMensaje(MENSAJES.tokenSocialInvalido, nombre));
      }
      throw error;
    }
    return iniciarSesionSocial(app.db, identidad, dispositivoDe(request));
  };
  const opcionesSocial = (summary: string, body: z.ZodType) =>
    ({
      // Cada intento consulta al proveedor: también con cupo por IP.
      config: {
        acceso: 'publico',
        rateLimit: limiteAnonimo(app.config),
        sinSanitizar: ['token', 'accessToken', 'identityToken'],
      },
      schema: { tags: ['cuentas'], summary, body },
    }) as const;

  app.post(
    '/google-login/',
    opcionesSocial('Inicio de sesión con el ID token de Google', googleLoginSchema),
    async (request) => {
      const { token } = googleLoginSchema.parse(request.body);
      return social(request, 'google', () => verificador.google(token));
    },
  );
  app.post(
    '/apple-login/',
    opcionesSocial('Inicio de sesión con el identity token de Apple', appleLoginSchema),
    async (request) => {
      const { data } = appleLoginSchema.parse(request.body);
      return social(request, 'apple', async () => ({
        ...(await verificador.apple(data.identityToken)),
        nombre: data.fullName?.givenName ?? null,
        apellido: data.fullName?.familyName ?? null,
      }));
    },
  );
  app.post(
    '/fb-login/',
    opcionesSocial('Inicio de sesión con el token de acceso de Facebook', facebookLoginSchema),
    async (request) => {
      const { accessToken } = facebookLoginSchema.parse(request.body);
      return social(request, 'facebook', () => verificador.facebook(accessToken));
    },
  );

  app.post(
    '/cambiar-modo-app/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['cuentas'],
        summary: 'Cambia el modo de la app (10 cliente, 20 proveedor, 30 transportista)',
        body: cambiarModoAppSchema,
      },
    },
    async (request) => cambiarModoApp(app.db, usuarioDe(request), request.body.modo),
  );

  app.post(
    '/borrar-cuenta/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['cuentas'],
        summary: 'Da de baja la cuenta; con borrarDatos anonimiza los datos personales',
        body: borrarCuentaSchema,
      },
    },
    async (request, reply) => {
      await borrarCuenta(app.db, usuarioDe(request).id, request.body.borrarDatos);
      return reply.code(204).send();
    },
  );

  app.get(
    '/cliente/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Clientes (administradores), paginado con búsqueda',
        querystring: consultaListado({}),
      },
    },
    async (request) => listarClientes(app.db, request, request.query),
  );

  app.post(
    '/cliente/',
    {
      config: { acceso: ['administrador'], sinSanitizar: ['password'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Alta de un cliente por un administrador (multipart; imagen_perfil opcional)',
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const { campos, archivos } = await leerFormulario(request);
      const datos = validar(registroClienteSchema, campos);
      if (archivos.some((a) => a.campo !== 'imagen_perfil'))
        throw ErrorValidacion.general(MENSAJES.archivoNoPermitido);
      const archivo = archivos.find((a) => a.campo === 'imagen_perfil');
      const imagen = archivo
        ? await guardarImagen(app.config.storageDir, 'perfiles', archivo)
        : null;
      return reply
        .code(201)
        .send(await crearClienteAdmin(app.db, usuarioDe(request), datos, imagen));
    },
  );

  app.delete(
    '/cliente/:id/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Baja de un cliente (queda inactivo; sus pedidos se conservan)',
        params: parametrosId,
      },
    },
    async (request, reply) => {
      await bajaClienteAdmin(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/cliente/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['cuentas'],
        summary: 'Perfil de cliente (propio o, admin, cualquiera)',
        params: parametrosId,
      },
    },
    async (request) => obtenerCliente(app.db, usuarioDe(request), request.params.id),
  );

  app.patch(
    '/cliente/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['cuentas'],
        summary: 'Actualiza el perfil (multipart o JSON; imagen_perfil opcional)',
        params: parametrosId,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request) => {
      const auth = usuarioDe(request);
      autorizarCliente(auth, request.params.id);
      const { campos, archivos } = await leerFormulario(request);
      const datos = validar(actualizarClienteSchema, campos);
      if (archivos.some((a) => a.campo !== 'imagen_perfil'))
        throw ErrorValidacion.general(MENSAJES.archivoNoPermitido);
      const archivo = archivos.find((a) => a.campo === 'imagen_perfil');
      const imagen = archivo
        ? await guardarImagen(app.config.storageDir, 'perfiles', archivo)
        : null;
      return actualizarCliente(app.db, auth, request.params.id, datos, imagen);
    },
  );

  app.get(
    '/outbox-email/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Bandeja de salida de correos (sin SMTP configurado)',
        querystring: consultaListado({ para: z.string().optional() }),
      },
    },
    async (request) => listarBandeja(app.db, request, request.query),
  );
};
