// Supplier portal payloads: registration, products in bulk, import, promotions, staff, API keys.
import { z } from 'zod';
import { MENSAJES } from '../errores.js';
import {
  booleanoSchema,
  decimalSchema,
  emailSchema,
  fechaHoraSchema,
  guaraniesSchema,
  idSchema,
  textoLimpio,
  textoOpcional,
  ubicacionSchema,
} from './campos.schema.js';
import { guardarFabricanteSchema } from './fabricante.schema.js';
import { guardarProductoSchema, guardarVarianteSchema } from './producto.schema.js';

const cantidadSchema = decimalSchema.pipe(z.number().int().min(0));

/** Multipart POST /registro-fabricante/: company data plus its first (default) pick-up point. */
export const registroFabricanteSchema = guardarFabricanteSchema.extend({
  punto_nombre: textoOpcional(120),
  calle_principal: textoLimpio({ max: 200 }),
  calle_secundaria: textoOpcional(200),
  numero: textoOpcional(20),
  referencia: textoOpcional(500),
  ubicacion: ubicacionSchema,
  ciudad: idSchema,
});

/**
 * Multipart PATCH /fabricante/{id}/: any field of the supplier; what is not sent stays as it
 * is (zod 4 would apply the creation defaults inside `.partial()` and empty the lists).
 */
export const actualizarFabricanteSchema = guardarFabricanteSchema
  .extend({
    rubros: guardarFabricanteSchema.shape.rubros.unwrap(),
    dias_apertura: guardarFabricanteSchema.shape.dias_apertura.unwrap(),
  })
  .partial();

/** POST /aceptar-contrato/ {tipo} and GET /descargar-contrato/?tipo (20 supplier by default). */
export const tipoContratoSchema = z.object({
  tipo: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(10), z.literal(20), z.literal(30)])),
});

/** Multipart POST/PATCH /producto/ by a supplier (the supplier comes from the session). */
export const guardarProductoProveedorSchema = guardarProductoSchema.extend({
  fabricante: idSchema.optional(),
  compra_mejorada: booleanoSchema.default(false),
  cantidad: cantidadSchema.default(0),
  stock_minimo: cantidadSchema.default(0),
  /** Empty text (multipart) clears the unit. */
  unidad_medida: z.preprocess((v) => (v === '' ? null : v), idSchema.nullish()),
  /** Variants as JSON text in multipart: [{color, medida, precio, cantidad_disponible}]. */
  variantes: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? JSON.parse(v) : v),
      z.array(guardarVarianteSchema.omit({ producto: true })).max(50),
    )
    .optional(),
});
/** PATCH: lo que no se manda queda como está (sin los valores por defecto del alta). */
export const actualizarProductoProveedorSchema = guardarProductoProveedorSchema
  .omit({ variantes: true })
  .extend({
    rubros: guardarProductoProveedorSchema.shape.rubros.unwrap(),
    no_apto_menores: guardarProductoProveedorSchema.shape.no_apto_menores.unwrap(),
    compra_mejorada: guardarProductoProveedorSchema.shape.compra_mejorada.unwrap(),
    cantidad: guardarProductoProveedorSchema.shape.cantidad.unwrap(),
    stock_minimo: guardarProductoProveedorSchema.shape.stock_minimo.unwrap(),
  })
  .partial();

/** PATCH /modificar-variante/ {data}. */
export const modificarVarianteSchema = z.object({
  data: guardarVarianteSchema.omit({ producto: true }).partial().extend({ id: idSchema }),
});

/** PATCH /productos/precios/: all rows or none. */
export const preciosMasivosSchema = z.object({
  items: z
    .array(
      z.object({
        producto: idSchema,
        variante: idSchema.nullish(),
        precio: guaraniesSchema,
        precio_mayorista: guaraniesSchema.nullish(),
      }),
    )
    .min(1)
    .max(1000),
});

/** PATCH /productos/inventario/: all rows or none, each change written to the stock ledger. */
export const inventarioMasivoSchema = z.object({
  motivo: textoOpcional(200),
  items: z
    .array(
      z.object({
        producto: idSchema,
        variante: idSchema.nullish(),
        cantidad_disponible: cantidadSchema,
        stock_minimo: cantidadSchema.optional(),
      }),
    )
    .min(1)
    .max(1000),
});

/** One row of the product import file (CSV/XLSX template columns). */
export const filaImportacionSchema = z.object({
  nombre: textoLimpio({ max: 200 }),
  descripcion: textoOpcional(500),
  precio: guaraniesSchema,
  precio_mayorista: guaraniesSchema.nullish(),
  cantidad_disponible: cantidadSchema,
  categoria: idSchema.nullish(),
  no_apto_menores: booleanoSchema.default(false),
});
export const COLUMNAS_IMPORTACION = [
  'nombre',
  'descripcion',
  'precio',
  'precio_mayorista',
  'cantidad_disponible',
  'categoria',
  'no_apto_menores',
] as const;

/** Promotion of a product: a percentage off or a fixed price, in a date range. */
export const guardarPromocionSchema = z
  .object({
    titulo: textoLimpio({ max: 120 }),
    descripcion: textoOpcional(500),
    tipo: z.enum(['porcentaje', 'precio']),
    valor: decimalSchema.pipe(z.number().positive()),
    variante: idSchema.nullish(),
    fecha_inicio: fechaHoraSchema,
    fecha_fin: fechaHoraSchema,
    oferta_del_dia: booleanoSchema.default(false),
  })
  .refine((p) => p.tipo !== 'porcentaje' || p.valor < 100, {
    path: ['valor'],
    message: formatoMaximo(99),
  })
  .refine((p) => new Date(p.fecha_inicio).getTime() < new Date(p.fecha_fin).getTime(), {
    path: ['fecha_fin'],
    message: MENSAJES.rangoFechasInvalido,
  });

function formatoMaximo(max: number): string {
  return MENSAJES.numeroMaximo.replace('{max}', String(max));
}

/** POST /usuario_staff/: a new user who joins the supplier as staff. */
export const crearStaffSchema = z.object({
  username: textoLimpio({ min: 3, max: 60 }),
  email: emailSchema,
  first_name: textoLimpio({ max: 80 }),
  last_name: textoLimpio({ max: 80 }),
  password: z.string().min(8).max(128),
});
export const actualizarStaffSchema = z.object({
  first_name: textoLimpio({ max: 80 }).optional(),
  last_name: textoLimpio({ max: 80 }).optional(),
  activo: booleanoSchema.optional(),
});

/** POST /claves-api/ {nombre}. */
export const crearClaveApiSchema = z.object({ nombre: textoLimpio({ max: 80 }) });
