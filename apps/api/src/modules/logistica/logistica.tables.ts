import { sql } from 'drizzle-orm';
import {
  bigint,
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
  kilos,
  marcasDeTiempo,
  momento,
} from '../../db/schema.helpers.js';
import {
  CADENA_FRIO,
  ESTADO_HOJA_RUTA,
  ESTADO_ITINERARIO,
  ESTADO_OPORTUNIDAD,
  MOTIVO_BALANCE,
  OPORTUNIDAD_ACEPTADA,
  TIPO_INCIDENTE,
  TIPO_ITINERARIO,
  TIPO_USUARIO,
} from '../../db/schema.enums.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';

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
    constancia_ruc: text(),
    aprobado: boolean().notNull().default(false),
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
    inicio: momento(),
    fin: momento(),
    finalizado: boolean().notNull().default(false),
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

// Posiciones reportadas por la app (alto volumen: id bigint; candidata a particionar por mes).
export const rastreoUbicacion = pgTable(
  'rastreo_ubicacion',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    transportista_id: integer().references(() => transportista.id, { onDelete: 'cascade' }),
    hoja_ruta_id: integer().references(() => hojaRuta.id, { onDelete: 'set null' }),
    lat: coordenada().notNull(),
    lng: coordenada().notNull(),
    precision_m: numeric({ precision: 8, scale: 2, mode: 'number' }),
    velocidad_mps: numeric({ precision: 8, scale: 2, mode: 'number' }),
    rumbo: numeric({ precision: 5, scale: 1, mode: 'number' }),
    registrado_en: creadoEn(),
  },
  (t) => [
    index('rastreo_ubicacion_usuario_idx').on(t.usuario_id, t.registrado_en),
    index('rastreo_ubicacion_hoja_idx').on(t.hoja_ruta_id, t.registrado_en),
  ],
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

// Libro de balance del transportista (sólo inserciones); un disparador mantiene transportista.balance.
export const movimientoBalanceTransportista = pgTable(
  'movimiento_balance_transportista',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transportista_id: integer()
      .notNull()
      .references(() => transportista.id, { onDelete: 'cascade' }),
    monto: guaranies().notNull(),
    motivo: text().notNull(),
    hoja_ruta_id: integer().references(() => hojaRuta.id),
    /** Pago de contabilidad que liquida el saldo (motivo 'pago'). */
    pago_id: integer(),
    usuario_id: integer().references(() => usuario.id),
    referencia: text(),
    descripcion: text(),
    /** Balance tras el movimiento; lo completa el disparador. */
    balance_resultante: guaranies(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('movimiento_balance_transportista_idx').on(t.transportista_id, t.creado_en),
    uniqueIndex('movimiento_balance_viaje_uq')
      .on(t.hoja_ruta_id)
      .where(sql`${t.motivo} = 'viaje'`),
    check('movimiento_balance_monto_ck', sql`${t.monto} <> 0`),
    checkEnum('movimiento_balance_motivo_ck', t.motivo, MOTIVO_BALANCE),
  ],
);
