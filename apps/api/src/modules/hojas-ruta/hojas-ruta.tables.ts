import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
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
import {
  CADENA_FRIO,
  ESTADO_HOJA_RUTA,
  ESTADO_ITINERARIO,
  ESTADO_OPORTUNIDAD,
  OPORTUNIDAD_ACEPTADA,
  TIPO_INCIDENTE,
  TIPO_ITINERARIO,
} from '../../db/schema.enums.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { loteRuteo } from '../despacho/despacho.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { tipoVehiculo, vehiculo } from '../flota/flota.tables.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';

// Hoja de ruta (spec §3 HojaRuta). Unidades según el nombre: minutos y kilómetros.
export const hojaRuta = pgTable(
  'hoja_ruta',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fecha: date({ mode: 'string' }).notNull(),
    estado: integer().notNull().default(0),
    tipo_vehiculo_id: integer()
      .notNull()
      .references(() => tipoVehiculo.id),
    transportista_id: integer().references(() => transportista.id, { onDelete: 'set null' }),
    vehiculo_id: integer().references(() => vehiculo.id, { onDelete: 'set null' }),
    tarifa_transportista: guaranies().notNull().default(0),
    monto: guaranies().notNull().default(0),
    cantidad_retiros: integer().notNull().default(0),
    cantidad_entregas: integer().notNull().default(0),
    cantidad_paradas: integer().notNull().default(0),
    minutos_trabajo: integer().notNull().default(0),
    kilometros_recorrido: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    /** Plan del optimizador, en unidades internas (metros, segundos). */
    distancia_planificada_m: integer(),
    duracion_planificada_s: integer(),
    refrigeracion: integer().notNull().default(0),
    /** Carga máxima a bordo a lo largo de la ruta: el vehículo que la tome debe soportarla. */
    peso_carga_kg: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    volumen_carga_cm3: bigint({ mode: 'number' }).notNull().default(0),
    lote_ruteo_id: integer().references(() => loteRuteo.id, { onDelete: 'set null' }),
    inicio: momento(),
    fin: momento(),
    /**
     * Lo más tarde que puede empezar la primera parada sin que ninguna quede fuera de su franja
     * (la espera del plan absorbe atrasos). Lo calcula el lote; null en hojas sin franjas conocidas.
     */
    inicio_limite: momento(),
    finalizado: boolean().notNull().default(false),
    /** Conciliación al terminar (ADR 017): recorrido registrado por el rastreo y su tarifa. */
    kilometros_reales: numeric({ precision: 10, scale: 3, mode: 'number' }),
    minutos_reales: integer(),
    tarifa_recalculada: guaranies(),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('hoja_ruta_estado_fecha_idx').on(t.estado, t.fecha),
    index('hoja_ruta_transportista_idx').on(t.transportista_id, t.estado),
    checkEnum('hoja_ruta_estado_ck', t.estado, ESTADO_HOJA_RUTA),
    checkEnum('hoja_ruta_refrigeracion_ck', t.refrigeracion, CADENA_FRIO),
  ],
);

// Parada de una hoja de ruta (spec §3 Itinerario): tipo 10 entrega, 20 retiro.
// distancia en metros, tiempos en segundos. El PIN se guarda como hash.
export const itinerario = pgTable(
  'itinerario',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hoja_ruta_id: integer()
      .notNull()
      .references(() => hojaRuta.id, { onDelete: 'cascade' }),
    tipo: integer().notNull(),
    estado: integer().notNull().default(0),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'set null' }),
    fabricante_id: integer().references(() => fabricante.id, { onDelete: 'set null' }),
    orden: integer().notNull(),
    fecha_hora_calculada_desde: momento(),
    fecha_hora_calculada_hasta: momento(),
    direccion: text(),
    ubicacion: text(),
    lat: coordenada(),
    lng: coordenada(),
    ciudad_id: integer().references(() => ciudad.id),
    distancia: integer().notNull().default(0),
    tiempo_en_transito: integer().notNull().default(0),
    tiempo_parada_calculado: integer().notNull().default(0),
    referencia_orden: text(),
    direccion_itinerario: text(),
    telefono_itinerario: text(),
    pin_hash: text(),
    pin_intentos: integer().notNull().default(0),
    ejecutado_en: momento(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('itinerario_hoja_orden_uq').on(t.hoja_ruta_id, t.orden),
    index('itinerario_fabricante_idx').on(t.fabricante_id),
    checkEnum('itinerario_tipo_ck', t.tipo, TIPO_ITINERARIO),
    checkEnum('itinerario_estado_ck', t.estado, ESTADO_ITINERARIO),
  ],
);

// Pedidos (entregas) y órdenes de venta (retiros) atendidos en una parada.
export const itinerarioPedido = pgTable(
  'itinerario_pedido',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itinerario_id: integer()
      .notNull()
      .references(() => itinerario.id, { onDelete: 'cascade' }),
    pedido_id: integer()
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    orden_venta_id: integer().references(() => ordenVenta.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('itinerario_pedido_uq').on(
      t.itinerario_id,
      t.pedido_id,
      sql`coalesce(${t.orden_venta_id}, 0)`,
    ),
    index('itinerario_pedido_pedido_idx').on(t.pedido_id),
    index('itinerario_pedido_orden_venta_idx').on(t.orden_venta_id),
  ],
);

// Oportunidad: una hoja de ruta ofrecida a un transportista (o a todos si transportista_id es NULL).
export const oportunidad = pgTable(
  'oportunidad',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hoja_ruta_id: integer()
      .notNull()
      .references(() => hojaRuta.id, { onDelete: 'cascade' }),
    transportista_id: integer().references(() => transportista.id, { onDelete: 'cascade' }),
    estado: integer().notNull().default(10),
    ofrecida_en: creadoEn(),
    expira_en: momento(),
    respondida_en: momento(),
  },
  (t) => [
    index('oportunidad_transportista_idx').on(t.transportista_id, t.estado),
    index('oportunidad_hoja_idx').on(t.hoja_ruta_id),
    uniqueIndex('oportunidad_aceptada_uq')
      .on(t.hoja_ruta_id)
      .where(sql`${t.estado} = ${sql.raw(String(OPORTUNIDAD_ACEPTADA))}`),
    checkEnum('oportunidad_estado_ck', t.estado, ESTADO_OPORTUNIDAD),
  ],
);

// Aceptación de una ruta: una sola por hoja de ruta (dos transportistas no toman la misma).
export const aceptacionRuta = pgTable(
  'aceptacion_ruta',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hoja_ruta_id: integer()
      .notNull()
      .references(() => hojaRuta.id, { onDelete: 'cascade' }),
    oportunidad_id: integer().references(() => oportunidad.id, { onDelete: 'set null' }),
    transportista_id: integer()
      .notNull()
      .references(() => transportista.id, { onDelete: 'cascade' }),
    aceptado_en: creadoEn(),
  },
  (t) => [
    uniqueIndex('aceptacion_ruta_hoja_uq').on(t.hoja_ruta_id),
    index('aceptacion_ruta_transportista_idx').on(t.transportista_id),
  ],
);

export const incidente = pgTable(
  'incidente',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tipo_incidente: integer().notNull(),
    hoja_ruta_id: integer().references(() => hojaRuta.id, { onDelete: 'set null' }),
    itinerario_id: integer().references(() => itinerario.id, { onDelete: 'set null' }),
    vehiculo_id: integer().references(() => vehiculo.id, { onDelete: 'set null' }),
    transportista_id: integer().references(() => transportista.id, { onDelete: 'set null' }),
    ubicacion: text(),
    lat: coordenada(),
    lng: coordenada(),
    descripcion: text(),
    resuelto_en: momento(),
    resuelto_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('incidente_hoja_idx').on(t.hoja_ruta_id),
    index('incidente_abiertos_idx').on(t.resuelto_en, t.creado_en),
    checkEnum('incidente_tipo_ck', t.tipo_incidente, TIPO_INCIDENTE),
  ],
);
