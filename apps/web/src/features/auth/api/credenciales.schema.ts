import { z } from 'zod';

export const credencialesSchema = z.object({
  username: z.string().trim().min(1, 'Ingrese su usuario o correo electrónico.'),
  password: z.string().min(1, 'Ingrese su contraseña.'),
});

export type Credenciales = z.infer<typeof credencialesSchema>;
