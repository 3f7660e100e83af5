import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkEnum,
  creadoEn,
  guaranies,
  kilos,
  marcasDeTiempo,
  momento,
} from '../../db/schema.helpers.js';
import { CADENA_FRIO } from '../../db/schema.enums.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { empresaTransporte, transportista } from '../transportistas/transportistas.tables.js';

// Tipo de vehículo con su tarifa (spec §3 TipoVehiculo). Precios en Gs., medidas en cm.
export const tipoVehiculo = pgTable(
  'tipo_vehiculo',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    subida_bandera: guaranies(),
    precio_minimo: guaranies(),
    precio_km: guaranies(),
    precio_minuto: guaranies(),
    refrigeracion: integer(),
    precio_parada: guaranies(),
    peso_maximo_kg: kilos(),
    espacio_alto_cm: integer(),
    espacio_ancho_cm: integer(),
    espacio_profundidad_cm: integer(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('tipo_vehiculo_nombre_uq').on(sql`lower(${t.nombre})`),
    checkEnum('tipo_vehiculo_refrigeracion_ck', t.refrigeracion, CADENA_FRIO),
  ],
);

// Vehículo de un transportista o de una empresa de transporte (spec §3 Vehiculo).
export const vehiculo = pgTable(
  'vehiculo',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transportista_id: integer().references(() => transportista.id, { onDelete: 'cascade' }),
    empresa_transporte_id: integer().references(() => empresaTransporte.id, {
      onDelete: 'cascade',
    }),
    tipo_vehiculo_id: integer()
      .notNull()
      .references(() => tipoVehiculo.id),
    marca: text().notNull(),
    modelo: text().notNull(),
    ano: integer(),
    color: text(),
    numero_chapa: text().notNull(),
    numero_chassis: text(),
    kilometraje: text(),
    poliza_seguro: text(),
    poliza_vencimiento: date({ mode: 'string' }),
    habilitacion_frente: text(),
    habilitacion_dorso: text(),
    habilitacion_vencimiento: date({ mode: 'string' }),
    peso_maximo: kilos(),
    espacio_alto_cm: integer(),
    espacio_ancho_cm: integer(),
    espacio_largo_cm: integer(),
    refrigeracion: integer().notNull().default(0),
    aprobado: boolean().notNull().default(false),
    aprobado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    fecha_aprobacion: momento(),
    // Suspendido por un documento vencido: vuelve a pendiente hasta aprobar el nuevo.
    suspendido_en: momento(),
    activo: boolean().notNull().default(false),
    fecha_agregado: momento().notNull().defaultNow(),
    cantidad_viajes: integer().notNull().default(0),
    ultimo_viaje: momento(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('vehiculo_chapa_uq').on(sql`upper(${t.numero_chapa})`),
    index('vehiculo_transportista_idx').on(t.transportista_id),
    index('vehiculo_empresa_idx').on(t.empresa_transporte_id),
    index('vehiculo_moderacion_idx').on(t.aprobado),
    // El vehículo seleccionado del transportista es el único marcado activo.
    uniqueIndex('vehiculo_activo_uq')
      .on(t.transportista_id)
      .where(sql`${t.activo} and ${t.transportista_id} is not null`),
    check(
      'vehiculo_duenio_ck',
      sql`${t.transportista_id} is not null or ${t.empresa_transporte_id} is not null`,
    ),
    checkEnum('vehiculo_refrigeracion_ck', t.refrigeracion, CADENA_FRIO),
  ],
);

// Avisos de vencimiento de documentos del vehículo ya enviados (uno por documento, fecha y umbral).
export const avisoVencimientoVehiculo = pgTable(
  'aviso_vencimiento_vehiculo',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehiculo_id: integer()
      .notNull()
      .references(() => vehiculo.id, { onDelete: 'cascade' }),
    documento: text().notNull(),
    vencimiento: date({ mode: 'string' }).notNull(),
    umbral: integer().notNull(),
    creado_en: creadoEn(),
  },
  (t) => [
    uniqueIndex('aviso_vencimiento_vehiculo_uq').on(
      t.vehiculo_id,
      t.documento,
      t.vencimiento,
      t.umbral,
    ),
  ],
);
