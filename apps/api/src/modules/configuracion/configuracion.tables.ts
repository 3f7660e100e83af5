import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkEnum, coordenada, marcasDeTiempo, momento } from '../../db/schema.helpers.js';
import { CADENA_FRIO, ROL_BENEFICIARIO, TIPO_MENSAJE } from '../../db/schema.enums.js';

// Ciudad (spec §3: id, nombre) con departamento y coordenadas del centro.
export const ciudad = pgTable(
  'ciudad',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    departamento: text().notNull(),
    lat: coordenada().notNull(),
    lng: coordenada().notNull(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('ciudad_nombre_departamento_uq').on(t.nombre, t.departamento)],
);

export const rubro = pgTable(
  'rubro',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    imagen: text(),
    orden: integer().notNull().default(0),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('rubro_nombre_uq').on(sql`lower(${t.nombre})`)],
);

export const familia = pgTable(
  'familia',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('familia_nombre_uq').on(sql`lower(${t.nombre})`)],
);

export const linea = pgTable(
  'linea',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('linea_nombre_uq').on(sql`lower(${t.nombre})`)],
);

// Tipos de refrigeración (spec: id, nombre, refrigeracion = nivel de cadena de frío).
export const refrigeracion = pgTable(
  'refrigeracion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    refrigeracion: integer().notNull(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('refrigeracion_refrigeracion_uq').on(t.refrigeracion),
    checkEnum('refrigeracion_refrigeracion_ck', t.refrigeracion, CADENA_FRIO),
  ],
);

// Pares clave/valor editables por el administrador (min_build, terminos, promoción…).
export const configuracion = pgTable(
  'configuracion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clave: text().notNull(),
    valor: text().notNull().default(''),
    descripcion: text(),
    publica: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('configuracion_clave_uq').on(t.clave)],
);

// Mensajes rápidos del chat. tipo 0 cliente, 10 transportista, NULL ambos.
export const mensajePredeterminado = pgTable(
  'mensaje_predeterminado',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mensaje: text().notNull(),
    estado: boolean().notNull().default(true),
    tipo: integer(),
    orden: integer().notNull().default(0),
    ...marcasDeTiempo(),
  },
  (t) => [checkEnum('mensaje_predeterminado_tipo_ck', t.tipo, TIPO_MENSAJE)],
);

// Preguntas frecuentes; destinatario NULL = todos, si no 10 cliente / 20 proveedor / 30 transportista.
export const preguntaFrecuente = pgTable(
  'pregunta_frecuente',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pregunta: text().notNull(),
    respuesta: text().notNull(),
    destinatario: integer(),
    orden: integer().notNull().default(0),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    checkEnum('pregunta_frecuente_destinatario_ck', t.destinatario, ROL_BENEFICIARIO),
    index('pregunta_frecuente_orden_idx').on(t.orden),
  ],
);

// Contratos por tipo (20 proveedor, 30 transportista, 10 cliente) y versión.
export const contrato = pgTable(
  'contrato',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tipo: integer().notNull(),
    version: integer().notNull().default(1),
    titulo: text().notNull(),
    contenido: text().notNull(),
    archivo: text(),
    vigente_desde: momento().notNull().defaultNow(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('contrato_tipo_version_uq').on(t.tipo, t.version),
    checkEnum('contrato_tipo_ck', t.tipo, ROL_BENEFICIARIO),
  ],
);
