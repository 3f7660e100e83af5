import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkEnum,
  coordenada,
  creadoEn,
  guaranies,
  marcasDeTiempo,
  momento,
} from '../../db/schema.helpers.js';
import { TIPO_USUARIO } from '../../db/schema.enums.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';

// Transportista (spec §3). balance se mantiene con movimiento_balance_transportista.
export const transportista = pgTable(
  'transportista',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo_usuario: integer(),
    fabricante_id: integer().references(() => fabricante.id, { onDelete: 'set null' }),
    registro_frente: text(),
    registro_dorso: text(),
    registro_vencimiento: date({ mode: 'string' }),
    antecedentesj: text(),
    antecedentesp: text(),
    poliza_seguro: text(),
    poliza_vencimiento: date({ mode: 'string' }),
    constancia_ruc: text(),
    aprobado: boolean().notNull().default(false),
    // Suspendido por un documento vencido: vuelve a pendiente hasta aprobar el nuevo.
    suspendido_en: momento(),
    aprobado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    fecha_aprobacion: momento(),
    cantidad_viajes: integer().notNull().default(0),
    ultimo_viaje: momento(),
    rating: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratings: integer().notNull().default(0),
    fecha_aceptacion_contrato: momento(),
    balance: guaranies().notNull().default(0),
    activo: boolean().notNull().default(true),
    bloqueado: boolean().notNull().default(false),
    conectado: boolean().notNull().default(false),
    ultima_lat: coordenada(),
    ultima_lng: coordenada(),
    ultima_ubicacion_en: momento(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('transportista_usuario_uq').on(t.usuario_id),
    index('transportista_moderacion_idx').on(t.aprobado, t.bloqueado),
    checkEnum('transportista_tipo_usuario_ck', t.tipo_usuario, TIPO_USUARIO),
  ],
);

export const transportistaCiudad = pgTable(
  'transportista_ciudad',
  {
    transportista_id: integer()
      .notNull()
      .references(() => transportista.id, { onDelete: 'cascade' }),
    ciudad_id: integer()
      .notNull()
      .references(() => ciudad.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.transportista_id, t.ciudad_id] }),
    index('transportista_ciudad_ciudad_idx').on(t.ciudad_id),
  ],
);

// Empresa de transporte; su administrador entra por /adm_transportista.
export const empresaTransporte = pgTable(
  'empresa_transporte',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    administrador_id: integer()
      .notNull()
      .references(() => usuario.id),
    nombre: text().notNull(),
    ruc: text(),
    razon_social: text(),
    nro_telefono: text(),
    email: text(),
    direccion: text(),
    imagen_perfil: text(),
    aprobado: boolean().notNull().default(false),
    aprobado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    fecha_aprobacion: momento(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [index('empresa_transporte_administrador_idx').on(t.administrador_id)],
);

// Períodos de conexión del transportista (tiempo activo). fin NULL = conectado ahora.
export const conexionTransportista = pgTable(
  'conexion_transportista',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transportista_id: integer()
      .notNull()
      .references(() => transportista.id, { onDelete: 'cascade' }),
    inicio: creadoEn(),
    fin: momento(),
  },
  (t) => [
    index('conexion_transportista_idx').on(t.transportista_id, t.inicio),
    uniqueIndex('conexion_transportista_abierta_uq')
      .on(t.transportista_id)
      .where(sql`${t.fin} is null`),
    check('conexion_transportista_rango_ck', sql`${t.fin} is null or ${t.fin} >= ${t.inicio}`),
  ],
);

// Avisos de vencimiento de documentos ya enviados: uno por documento, fecha y umbral (30, 7, 1).
export const avisoVencimientoTransportista = pgTable(
  'aviso_vencimiento_transportista',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transportista_id: integer()
      .notNull()
      .references(() => transportista.id, { onDelete: 'cascade' }),
    documento: text().notNull(),
    vencimiento: date({ mode: 'string' }).notNull(),
    umbral: integer().notNull(),
    creado_en: creadoEn(),
  },
  (t) => [
    uniqueIndex('aviso_vencimiento_transportista_uq').on(
      t.transportista_id,
      t.documento,
      t.vencimiento,
      t.umbral,
    ),
  ],
);
