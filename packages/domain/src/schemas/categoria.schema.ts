// Categories (spec §3): flat read shape, tree node and category configuration.
import { z } from 'zod';
import { TipoIva } from '../enums/catalogo.enum.js';
import { esquemaEnumCoercible } from '../enums/enum.helpers.js';
import { booleanoSchema, decimalSchema, idSchema, textoLimpio } from './campos.schema.js';

export const categoriaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Commission in percent. */
  comision: z.number().nullable(),
  superior: z.number().int().nullable(),
  icono: z.string().nullable(),
  imagen: z.string().nullable(),
  tiene_productos: z.boolean(),
});
export type Categoria = z.infer<typeof categoriaSchema>;

export type NodoCategoria = Categoria & { nivel: number; orden: number; hijos: NodoCategoria[] };

export const nodoCategoriaSchema: z.ZodType<NodoCategoria> = categoriaSchema.extend({
  nivel: z.number().int().min(0),
  orden: z.number().int(),
  get hijos() {
    return z.array(nodoCategoriaSchema);
  },
});

export const guardarCategoriaSchema = z.object({
  nombre: textoLimpio({ max: 120 }),
  comision: decimalSchema.pipe(z.number().min(0).max(100)).nullish(),
  superior: idSchema.nullish(),
});

/** GET/POST /configuracion-categorias/. */
export const configuracionCategoriaSchema = z.object({
  id: idSchema,
  nombre: textoLimpio({ max: 120 }),
  porcentaje: decimalSchema.pipe(z.number().min(0).max(100)),
  tipo_iva: esquemaEnumCoercible(TipoIva),
  no_apto_menores: booleanoSchema,
  eliminar_imagen: booleanoSchema.optional(),
  eliminar_icono: booleanoSchema.optional(),
});
export type ConfiguracionCategoria = z.output<typeof configuracionCategoriaSchema>;
