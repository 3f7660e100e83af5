import { usuarioSesionSchema as usuarioConTokenSchema } from '@nemu/domain';
import type { z } from 'zod';

/** Respuesta de `POST /login/`: el usuario de la sesión con su token (§3 User session). */
export const loginRespuestaSchema = usuarioConTokenSchema;

/** Usuario de `GET /sesion/` y el que se guarda: el mismo, sin el token. */
export const usuarioSesionSchema = usuarioConTokenSchema.omit({ token: true });

export type LoginRespuesta = z.infer<typeof loginRespuestaSchema>;
export type UsuarioSesion = z.infer<typeof usuarioSesionSchema>;
