import { ModoUsoApp, modoUsoAppSchema } from '@nemu/domain';
import { z } from 'zod';

const texto = z.string().nullish().transform((valor) => valor ?? '');
const textoOpcional = z.string().nullish().transform((valor) => valor ?? null);
const idOpcional = z.number().int().nullish().transform((valor) => valor ?? null);
const bandera = z.boolean().nullish().transform((valor) => valor ?? false);

/** Usuario de la sesión tal como lo devuelven `POST /login/` y `GET /sesion/` (§3 User session). */
export const usuarioSesionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: texto,
  last_name: texto,
  email: texto,
  fecha_nacimiento: textoOpcional,
  nro_documento: textoOpcional,
  nro_telefono: textoOpcional,
  razon_social: textoOpcional,
  ruc: textoOpcional,
  imagen_perfil: textoOpcional,
  date_joined: textoOpcional,
  administrador: bandera,
  transportista: bandera,
  transportista_id: idOpcional,
  fabricante: bandera,
  fabricante_id: idOpcional,
  adm_transportista: bandera,
  empresa_transporte_id: idOpcional,
  direcciones: z.array(z.looseObject({ id: z.number().int() })).catch([]),
  datos_facturacion: z.array(z.looseObject({ id: z.number().int() })).catch([]),
  perfil_completo: bandera,
  modo_uso_app: modoUsoAppSchema.catch(ModoUsoApp.CLIENTE),
  registro_redes_sociales: bandera,
  notificaciones_activas: z.boolean().catch(true),
  sonidos_activos: z.boolean().catch(true),
});

export const loginRespuestaSchema = usuarioSesionSchema.extend({ token: z.string().min(1) });

export type UsuarioSesion = z.infer<typeof usuarioSesionSchema>;
export type LoginRespuesta = z.infer<typeof loginRespuestaSchema>;
