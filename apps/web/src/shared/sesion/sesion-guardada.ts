import { z } from 'zod';
import { usuarioSesionSchema } from './usuario-sesion.schema';

/** Sesión guardada en el dispositivo: token y usuario (ver validarSesionGuardada). */
export const sesionGuardadaSchema = z.object({
  token: z.string().min(1),
  usuario: usuarioSesionSchema,
});
