// Respuestas de la bitácora de acciones del administrador (GET /auditoria/).
import { z } from 'zod';

/** Una acción del administrador: quién, cuándo, qué y el antes → después. */
export const entradaAuditoriaSchema = z.object({
  id: z.number().int(),
  usuario: z.number().int().nullable(),
  usuario_nombre: z.string(),
  entidad: z.string(),
  entidad_id: z.number().int(),
  accion: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
  /** Nombres de los usuarios y proveedores que el antes y el después nombran por id. */
  nombres: z
    .object({
      usuario: z.record(z.string(), z.string()),
      fabricante: z.record(z.string(), z.string()),
    })
    .partial(),
  fecha: z.string(),
});
export type EntradaAuditoria = z.infer<typeof entradaAuditoriaSchema>;
