// Cuerpos de las llamadas del panel de administración (spec §7, llamadas del administrador).
import { z } from 'zod';
import { CadenaFrio } from '../enums/logistica.enum.js';
import { TipoIva } from '../enums/catalogo.enum.js';
import { RolBeneficiario } from '../enums/usuario.enum.js';
import { esquemaEnumCoercible } from '../enums/enum.helpers.js';
import { MENSAJES_ADMINISTRACION } from '../mensajes-administracion.js';
import {
  booleanoSchema,
  decimalSchema,
  emailSchema,
  guaraniesSchema,
  idSchema,
  textoLimpio,
} from './campos.schema.js';
import { guardarCategoriaSchema } from './categoria.schema.js';
import { guardarFabricanteSchema } from './fabricante.schema.js';
import {
  editarConfiguracionSchema,
  guardarPreguntaFrecuenteSchema,
  guardarReferenciaSchema,
} from './referencia.schema.js';

const ordenSchema = z.coerce.number().int().min(0).max(100_000);
/** Texto vacío (multipart) = sin valor. */
const vacioANulo = (v: unknown) => (v === '' ? null : v);

/** Multipart POST /fabricante/ por un administrador; `propietario` = usuario que lo administra. */
export const crearFabricanteAdminSchema = guardarFabricanteSchema.extend({
  email: emailSchema.nullish(),
  propietario: idSchema.optional(),
});

export const aprobarFabricanteSchema = z.object({ fabricante_id: idSchema });
export const aprobarProductoSchema = z.object({ producto_id: idSchema });
export const rechazarProductoSchema = z.object({
  producto_id: idSchema,
  motivo: textoLimpio({ min: 3, max: 500 }),
});

// Sin `.default()` en los cuerpos que también se usan con `.partial()` para PATCH: zod 4
// aplica el valor por defecto aunque el campo sea opcional y el PATCH lo pisaría. Los valores
// por defecto del alta los pone la base.

/** Multipart POST/PATCH /rubro/ (imagen opcional). */
export const guardarRubroSchema = guardarReferenciaSchema.extend({
  orden: ordenSchema.optional(),
});

/** Multipart POST/PATCH /categoria/ (icono e imagen opcionales). */
export const guardarCategoriaAdminSchema = guardarCategoriaSchema.extend({
  superior: z.preprocess(vacioANulo, idSchema.nullish()),
  orden: ordenSchema.optional(),
  tipo_iva: esquemaEnumCoercible(TipoIva).optional(),
  no_apto_menores: booleanoSchema.optional(),
});

export const guardarPreguntaFrecuenteAdminSchema = guardarPreguntaFrecuenteSchema.extend({
  /** null: para todos; si no 10 cliente, 20 proveedor, 30 transportista. */
  destinatario: z.preprocess(vacioANulo, esquemaEnumCoercible(RolBeneficiario).nullish()),
  orden: ordenSchema.optional(),
});

/** POST /configuracion-editar/ {id, clave, valor}: con id edita, sin id crea. */
export const configuracionEditarSchema = editarConfiguracionSchema.extend({
  id: idSchema.optional(),
});

/** GET /updateMargen/?id_fabricante=… */
export const consultaMargenSchema = z.object({ id_fabricante: idSchema.optional() });

/**
 * PATCH /updateMargen/ {id, margen, tipo, id_fabricante, categoria}: margen de la plataforma
 * para un proveedor (sin categoría) o para un proveedor en una categoría.
 */
export const guardarMargenSchema = z
  .object({
    id: idSchema.optional(),
    margen: decimalSchema.pipe(z.number().min(0).max(1_000_000_000)),
    /** 10 porcentaje sobre el precio, 20 monto fijo en guaraníes. */
    tipo: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(10), z.literal(20)])),
    id_fabricante: idSchema,
    categoria: z.preprocess(vacioANulo, idSchema.nullish()),
  })
  .refine((d) => d.tipo !== 10 || d.margen <= 100, {
    path: ['margen'],
    message: MENSAJES_ADMINISTRACION.margenPorcentual,
  });

const guaraniesNulo = z.preprocess(vacioANulo, guaraniesSchema.nullish());
const centimetros = z.preprocess(vacioANulo, z.coerce.number().int().min(0).max(10_000).nullish());

/** POST/PATCH /tipo-vehiculo/: precios y medidas pueden quedar vacíos (spec §3). */
export const guardarTipoVehiculoAdminSchema = z.object({
  nombre: textoLimpio({ max: 100 }),
  subida_bandera: guaraniesNulo,
  precio_minimo: guaraniesNulo,
  precio_km: guaraniesNulo,
  precio_minuto: guaraniesNulo,
  refrigeracion: z.preprocess(vacioANulo, esquemaEnumCoercible(CadenaFrio).nullish()),
  precio_parada: guaraniesNulo,
  // numeric(10,3) en la base: hasta 9.999.999 kg.
  peso_maximo_kg: z.preprocess(
    vacioANulo,
    decimalSchema.pipe(z.number().min(0).max(9_999_999)).nullish(),
  ),
  espacio_alto_cm: centimetros,
  espacio_ancho_cm: centimetros,
  espacio_profundidad_cm: centimetros,
});
