// Session user and account calls (spec §3 User session, §7 Session and account).
import { z } from 'zod';
import { modoUsoAppSchema } from '../enums/usuario.enum.js';
import { MENSAJES } from '../errores.js';
import { datoFacturacionSchema, direccionSchema } from './cliente.schema.js';
import { booleanoSchema, emailSchema, idSchema, textoLimpio } from './campos.schema.js';

export const usuarioSesionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  fecha_nacimiento: z.string().nullable(),
  email: z.string(),
  nro_documento: z.string().nullable(),
  nro_telefono: z.string().nullable(),
  razon_social: z.string().nullable(),
  ruc: z.string().nullable(),
  imagen_perfil: z.string().nullable(),
  token: z.string(),
  date_joined: z.string(),
  administrador: z.boolean(),
  transportista: z.boolean(),
  fabricante: z.boolean(),
  fabricante_id: z.number().int().nullable(),
  direcciones: z.array(direccionSchema).default([]),
  datos_facturacion: z.array(datoFacturacionSchema).default([]),
  perfil_completo: z.boolean(),
  modo_uso_app: modoUsoAppSchema,
  registro_redes_sociales: z.boolean(),
  push_ids: z.array(z.string()).default([]),
  notificaciones_activas: z.boolean().default(true),
  sonidos_activos: z.boolean().default(true),
  transportista_id: z.number().int().nullable(),
  adm_transportista: z.boolean(),
  empresa_transporte_id: z.number().int().nullable(),
});
export type UsuarioSesion = z.infer<typeof usuarioSesionSchema>;

/** POST /login/ and /autenticar/. */
export const loginSchema = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(128),
});
export type Login = z.infer<typeof loginSchema>;

/** POST /logout/ {device_id}. */
export const logoutSchema = z.object({ device_id: z.string().max(255).nullish() });

/**
 * POST /set-device/ {user_id, push_token, activo}. `push_token` es el token nativo del teléfono
 * o la suscripción Web Push del navegador (objeto o su JSON); ver `suscripcionWebPushDe`.
 */
export const setDeviceSchema = z.object({
  user_id: idSchema,
  push_token: z.union([z.string().min(1).max(4096), z.record(z.string(), z.unknown())]),
  activo: booleanoSchema.default(true),
});

/** POST /fb-login/ {accessToken}. */
export const facebookLoginSchema = z.object({ accessToken: z.string().min(1) });
/** POST /google-login/ {data, token}. */
export const googleLoginSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  token: z.string().min(1),
});
/** POST /apple-login/ {data}: data carries the identity token and, the first time, the name. */
export const appleLoginSchema = z.object({
  data: z.object({
    identityToken: z.string().min(1),
    fullName: z
      .object({ givenName: z.string().nullish(), familyName: z.string().nullish() })
      .nullish(),
  }),
});

/** POST /recuperar-contrasena/ {email}. */
export const recuperarContrasenaSchema = z.object({ email: emailSchema });
/** POST /borrar-cuenta/ {borrarDatos}. */
export const borrarCuentaSchema = z.object({ borrarDatos: booleanoSchema.default(false) });
/** POST /cambiar-modo-app/ {modo}. */
export const cambiarModoAppSchema = z.object({ modo: z.coerce.number().pipe(modoUsoAppSchema) });
/** POST /aceptar-contrato/ {tipo}. */
export const aceptarContratoSchema = z.object({ tipo: textoLimpio({ max: 50 }) });

/** POST /restablecer-contrasena/ {token, password}: token del enlace enviado por correo. */
export const restablecerContrasenaSchema = z.object({
  token: z.string().regex(/^[a-f0-9]{40,128}$/i),
  password: z.string().min(8, { message: MENSAJES.passwordMuyCorta }).max(128),
});
export type RestablecerContrasena = z.infer<typeof restablecerContrasenaSchema>;

/** Respuesta de /cambiar-modo-app/: si no cambió, qué debe hacer el cliente (§4 Mode switch). */
export const cambioModoRespuestaSchema = z.object({
  cambiado: z.boolean(),
  modo_uso_app: modoUsoAppSchema,
  accion: z.enum(['ninguna', 'registrar_transportista', 'registrar_proveedor']),
  redireccion: z.string(),
  mensaje: z.string().nullable(),
});
export type CambioModoRespuesta = z.infer<typeof cambioModoRespuestaSchema>;

/** GET /login-social/: qué botones de inicio de sesión social mostrar. */
export const loginSocialConfigSchema = z.object({
  google: z.object({ client_id: z.string() }).nullable(),
  apple: z.object({ client_id: z.string() }).nullable(),
  facebook: z.object({ app_id: z.string() }).nullable(),
});
export type LoginSocialConfig = z.infer<typeof loginSocialConfigSchema>;
