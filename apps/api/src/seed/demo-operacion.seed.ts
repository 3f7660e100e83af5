// Datos de demostración del despacho (issue #13, «Demo data»): pedidos en todos los estados,
// órdenes de venta con estados de ruteo variados, hojas abiertas como oportunidades para el
// transportista demo, una hoja en curso de otro transportista con posiciones, una cancelada por
// incidente y una entregada con su tarifa en el balance. Las cuentas y vehículos de los
// transportistas simulados se insertan como en demo.seed.ts; todo lo operativo (compra, pago,
// confirmación, ruteo, hojas, aceptar, empezar, paradas, incidente, posiciones) pasa por los
// servicios de los módulos, igual que en la API.
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  EstadoRuteo,
  MENSAJES_DESPACHO,
  MedioPago,
  TipoCalificacion,
  TipoParada,
  distanciaKm,
  fechaAsuncion,
  sumarDias,
  tarifaTransportista,
} from '@nemu/domain';
import type { Db } from '../db/client.js';
import {
  ciudad,
  direccion,
  fabricante,
  ordenVenta,
  producto,
  puntoRetiro,
  tipoVehiculo,
  transportista,
  transportistaCiudad,
  usuario,
  usuarioFabricante,
  vehiculo,
} from '../db/schema.js';
import type { UsuarioAutenticado } from '../lib/acceso.js';
import { reloj, relojDelSistema, usarReloj } from '../lib/reloj.js';
import { ordenesParaRutear } from '../modules/despacho/despacho.lectura.js';
import { tarifaDeTipo } from '../modules/flota/flota.lectura.js';
import { detalleHoja, oportunidadAbiertaDe } from '../modules/hojas-ruta/hojas-ruta.lectura.js';
import { crearHojasDeRuta, type ParadaNueva } from '../modules/hojas-ruta/hojas-ruta.service.js';
import {
  empezarRuta,
  ejecutarItinerario,
  reportarIncidente,
} from '../modules/hojas-ruta/operacion.service.js';
import { aceptarRuta, ofrecerHoja } from '../modules/hojas-ruta/oportunidades.service.js';
import {
  codigosRetiro,
  pedidosParaOperacion,
} from '../modules/pedidos/logistica-pedido.service.js';
import { aprobarOrden } from '../modules/pedidos/ordenes-venta.service.js';
import {
  cotizar,
  crearPedidoConReserva,
  marcarPagado,
} from '../modules/pedidos/pedidos.service.js';
import {
  ESTADOS_MANUAL,
  fijarEstadosRuteo,
  reclamarOrdenesParaRuteo,
  type ResultadoRuteo,
} from '../modules/pedidos/ruteo-ordenes.service.js';
import { registrarPosicion, type EmisorPosicion } from '../modules/rastreo/rastreo.service.js';
import { cambiarConexion } from '../modules/transportistas/operacion.service.js';
import { ponerMarca, tieneMarca } from './comun.seed.js';
import {
  calificacionesPendientes,
  calificar,
} from '../modules/calificaciones/calificaciones.service.js';

export const MARCA_OPERACION_DEMO = 'seed.demo.operacion';
/** Transportistas demo que mueve el simulador (el demo `transportista` queda para el usuario). */
export const TRANSPORTISTAS_SIMULADOS = ['transportista2', 'transportista3'] as const;

const CIUDADES_TRANSPORTISTA = ['Asunción', 'Lambaré', 'Fernando de la Mora', 'San Lorenzo'];
/** Velocidad urbana del plan (km/h), factor de rodeo sobre la línea recta y tiempo por parada. */
const VELOCIDAD_KMH = 25;
const CIRCUITO = 1.3;
const PARADA_S = 300;
/** Metros entre las posiciones que registra la siembra (pocas: la siembra debe ser rápida). */
const PASO_SIEMBRA_M = 700;

export interface ConductorDemo {
  usuarioId: number;
  transportistaId: number;
  vehiculoId: number;
  tipoVehiculoId: number;
}

/** Lo que la demo operativa necesita de la siembra demo (cuentas, dirección, proveedores). */
export interface ContextoDemo {
  db: Db;
  admin: UsuarioAutenticado;
  clienteId: number;
  direccionId: number;
  /** Proveedores con punto de retiro: el primero es el del usuario `proveedor`. */
  proveedores: { fabricanteId: number; puntoId: number }[];
  demo: ConductorDemo;
  simulados: ConductorDemo[];
}

const adminDe = (id: number): UsuarioAutenticado => ({
  id,
  username: 'admin',
  administrador: true,
  fabricante_id: null,
  rol_fabricante: null,
  transportista_id: null,
  empresa_transporte_id: null,
  token_id: 0,
});

async function conductorDe(db: Db, username: string): Promise<ConductorDemo | null> {
  const [f] = await db
    .select({
      usuarioId: usuario.id,
      transportistaId: transportista.id,
      vehiculoId: vehiculo.id,
      tipoVehiculoId: vehiculo.tipo_vehiculo_id,
    })
    .from(usuario)
    .innerJoin(transportista, eq(transportista.usuario_id, usuario.id))
    .innerJoin(
      vehiculo,
      and(eq(vehiculo.transportista_id, transportista.id), eq(vehiculo.activo, true)),
    )
    .where(eq(usuario.username, username));
  return f ?? null;
}

/** Crea los transportistas simulados (cuenta, ficha aprobada, ciudades y vehículo) si faltan. */
async function crearSimulados(db: Db): Promise<void> {
  const [base] = await db
    .select({ password_hash: usuario.password_hash, admin: usuario.id })
    .from(usuario)
    .where(eq(usuario.username, 'transportista'));
  const [admin] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.username, 'admin'));
  if (!base || !admin) return;
  const ciudades = await db
    .select({ id: ciudad.id })
    .from(ciudad)
    .where(inArray(ciudad.nombre, CIUDADES_TRANSPORTISTA));
  const tipos = new Map(
    (await db.select({ id: tipoVehiculo.id, nombre: tipoVehiculo.nombre }).from(tipoVehiculo)).map(
      (t) => [t.nombre, t.id],
    ),
  );
  const ahora = new Date();
  const vence = sumarDias(fechaAsuncion(ahora), 365);
  const fichas = [
    {
      username: TRANSPORTISTAS_SIMULADOS[0],
      first_name: 'Luis Alberto',
      last_name: 'Giménez',
      nro_documento: '4123987',
      nro_telefono: '595982345610',
      tipo: 'Auto',
      vehiculo: { marca: 'Toyota', modelo: 'Vitz', numero_chapa: 'AAKC215', peso_maximo: 200 },
    },
    {
      username: TRANSPORTISTAS_SIMULADOS[1],
      first_name: 'Ramón',
      last_name: 'Cáceres Duarte',
      nro_documento: '5234876',
      nro_telefono: '595983456721',
      tipo: 'Moto',
      vehiculo: { marca: 'Honda', modelo: 'CG 150', numero_chapa: '456DEF', peso_maximo: 25 },
    },
  ];
  for (const f of fichas) {
    const [u] = await db
      .insert(usuario)
      .values({
        username: f.username,
        email: `${f.username}@nemu.com.py`,
        password_hash: base.password_hash,
        first_name: f.first_name,
        last_name: f.last_name,
        nro_documento: f.nro_documento,
        nro_telefono: f.nro_telefono,
        fecha_nacimiento: '1990-04-18',
        genero: 20,
        modo_uso_app: 30,
        activo: true,
      })
      .onConflictDoNothing()
      .returning({ id: usuario.id });
    if (!u) continue;
    const [t] = await db
      .insert(transportista)
      .values({
        usuario_id: u.id,
        tipo_usuario: 10,
        registro_frente: 'documentos/demo/registro-frente.webp',
        registro_dorso: 'documentos/demo/registro-dorso.webp',
        registro_vencimiento: vence,
        antecedentesj: 'documentos/demo/antecedentes-judiciales.webp',
        antecedentesp: 'documentos/demo/antecedentes-policiales.webp',
        constancia_ruc: 'documentos/demo/constancia-ruc.webp',
        poliza_seguro: 'documentos/demo/poliza.webp',
        aprobado: true,
        aprobado_por: admin.id,
        fecha_aprobacion: ahora,
        fecha_aceptacion_contrato: ahora,
        rating: 4.6,
        ratings: 31,
        cantidad_viajes: 31,
      })
      .returning({ id: transportista.id });
    if (!t) continue;
    await db
      .insert(transportistaCiudad)
      .values(ciudades.map((c) => ({ transportista_id: t.id, ciudad_id: c.id })));
    const tipoId = tipos.get(f.tipo);
    if (tipoId === undefined) continue;
    await db.insert(vehiculo).values({
      ...f.vehiculo,
      transportista_id: t.id,
      tipo_vehiculo_id: tipoId,
      ano: 2021,
      color: 'Gris',
      poliza_seguro: 'documentos/demo/poliza-vehiculo.webp',
      habilitacion_frente: 'documentos/demo/habilitacion-frente.webp',
      habilitacion_dorso: 'documentos/demo/habilitacion-dorso.webp',
      habilitacion_vencimiento: vence,
      aprobado: true,
      aprobado_por: admin.id,
      fecha_aprobacion: ahora,
      activo: true,
    });
  }
}

/** Lee las cuentas demo; null si la siembra demo no está (no hay nada que operar). */
export async function contextoDemo(db: Db): Promise<ContextoDemo | null> {
  const cuentas = new Map(
    (
      await db
        .select({ id: usuario.id, username: usuario.username })
        .from(usuario)
        .where(inArray(usuario.username, ['admin', 'cliente', 'proveedor']))
    ).map((u) => [u.username, u.id]),
  );
  const adminId = cuentas.get('admin');
  const clienteId = cuentas.get('cliente');
  if (adminId === undefined || clienteId === undefined) return null;
  const [casa] = await db
    .select({ id: direccion.id })
    .from(direccion)
    .where(eq(direccion.usuario_id, clienteId))
    .orderBy(desc(direccion.default), asc(direccion.id))
    .limit(1);
  const [propio] = await db
    .select({ fabricanteId: usuarioFabricante.fabricante_id })
    .from(usuarioFabricante)
    .where(eq(usuarioFabricante.usuario_id, cuentas.get('proveedor') ?? 0));
  // Proveedores que atienden con su punto de retiro en las ciudades de los transportistas.
  const puntos = await db
    .select({ fabricanteId: puntoRetiro.fabricante_id, puntoId: puntoRetiro.id })
    .from(puntoRetiro)
    .innerJoin(fabricante, eq(fabricante.id, puntoRetiro.fabricante_id))
    .innerJoin(ciudad, eq(ciudad.id, puntoRetiro.ciudad_id))
    .where(and(eq(fabricante.aprobado, true), inArray(ciudad.nombre, CIUDADES_TRANSPORTISTA)))
    .orderBy(asc(puntoRetiro.fabricante_id));
  const proveedores = [
    ...puntos.filter((p) => p.fabricanteId === propio?.fabricanteId),
    ...puntos.filter((p) => p.fabricanteId !== propio?.fabricanteId),
  ];
  const demo = await conductorDe(db, 'transportista');
  const simulados = (
    await Promise.all(TRANSPORTISTAS_SIMULADOS.map((n) => conductorDe(db, n)))
  ).filter((c): c is ConductorDemo => c !== null);
  if (!casa || !demo || proveedores.length === 0) return null;
  return {
    db,
    admin: adminDe(adminId),
    clienteId,
    direccionId: casa.id,
    proveedores,
    demo,
    simulados,
  };
}

export interface PedidoDemo {
  pedidoId: number;
  ordenVentaId: number;
}

/**
 * Compra del cliente demo (cotizar, reservar stock, pago confirmado) de uno o dos productos
 * livianos del proveedor `n`; con `confirmar`, el proveedor confirma la orden con retiro hoy.
 */
export async function crearPedidoDemo(
  ctx: ContextoDemo,
  n: number,
  o: { confirmar: boolean; delivery?: boolean; cantidad?: number },
): Promise<PedidoDemo | null> {
  const { db } = ctx;
  const prov = ctx.proveedores[n % ctx.proveedores.length];
  if (!prov) return null;
  const candidatos = await db
    .select({ id: producto.id })
    .from(producto)
    .where(
      and(
        eq(producto.fabricante_id, prov.fabricanteId),
        eq(producto.aprobado, true),
        eq(producto.activo, true),
        eq(producto.refrigeracion, 0),
        gte(producto.cantidad_disponible, 20),
        // Livianos: la carga entra en una moto.
        or(isNull(producto.peso_kg), lte(producto.peso_kg, 3)),
      ),
    )
    .orderBy(desc(producto.cantidad_disponible), asc(producto.id))
    .limit(3);
  const elegidos = candidatos.slice(0, 1 + (n % 2));
  if (elegidos.length === 0) return null;
  const delivery = o.delivery ?? true;
  const datos = {
    direccion: delivery ? ctx.direccionId : null,
    medio_pago: MedioPago.TIGO_MONEY,
    productos: elegidos.map((p) => ({ producto: p.id, cantidad: o.cantidad ?? 1 })),
    monto: 0,
    compra_mejorada: false,
    entrega_programada: false,
    delivery,
  };
  const cot = await cotizar(db, { id: ctx.clienteId, administrador: false }, datos);
  const p = await crearPedidoConReserva(db, ctx.clienteId, cot, datos, null);
  await db.transaction((tx) => marcarPagado(tx, p.id, 'Pago de demostración'));
  const [ov] = await db
    .select({ id: ordenVenta.id })
    .from(ordenVenta)
    .where(eq(ordenVenta.pedido_id, p.id));
  if (!ov) return null;
  if (o.confirmar) {
    await aprobarOrden(db, ctx.admin, {
      orden_venta_id: ov.id,
      punto_retiro_id: prov.puntoId,
      fecha_retiro: fechaAsuncion(new Date()),
    });
  }
  return { pedidoId: p.id, ordenVentaId: ov.id };
}

/** Como un lote: reclama las órdenes (30) y les fija su resultado con motivo. */
async function resultadoDeLote(db: Db, resultados: readonly ResultadoRuteo[]): Promise<void> {
  const ids = await reclamarOrdenesParaRuteo(db, {
    estados: ESTADOS_MANUAL,
    ids: resultados.map((r) => r.id),
    hastaFecha: sumarDias(fechaAsuncion(new Date()), 7),
  });
  const reclamadas = new Set(ids);
  await db.transaction((tx) =>
    fijarEstadosRuteo(
      tx,
      resultados.filter((r) => reclamadas.has(r.id)),
    ),
  );
}

/**
 * Arma y guarda una hoja para las órdenes (retiros primero, luego las entregas) con el tipo de
 * vehículo dado: tramos en línea recta × 1,3 a 25 km/h, 5 min por parada y la tarifa del tipo.
 * Las órdenes quedan 40 Ruteado y la hoja se ofrece a los transportistas habilitados (o sólo a
 * `soloPara`).
 */
export async function crearHojaDemo(
  ctx: ContextoDemo,
  ordenVentaIds: readonly number[],
  tipoVehiculoId: number,
  /** Ofrecerla sólo a este transportista (el simulador, para no avisar a los demás). */
  soloPara?: number,
): Promise<number | null> {
  const { db } = ctx;
  const ids = await reclamarOrdenesParaRuteo(db, {
    estados: ESTADOS_MANUAL,
    ids: ordenVentaIds,
    hastaFecha: sumarDias(fechaAsuncion(new Date()), 7),
  });
  if (ids.length === 0) return null;
  const { ordenes } = await ordenesParaRutear(db, ids);
  const tarifa = await tarifaDeTipo(db, tipoVehiculoId);
  if (!tarifa) return null;
  const inicio = new Date(Date.now() + 5 * 60_000);
  let t = inicio.getTime();
  let km = 0;
  let anterior: { lat: number; lng: number } | null = null;
  const paradas: ParadaNueva[] = [];
  const agregar = (
    p: Omit<ParadaNueva, 'desde' | 'hasta' | 'distancia_m' | 'transito_s' | 'tiempo_parada_s'>,
  ) => {
    const tramoKm = anterior ? distanciaKm(anterior, p) * CIRCUITO : 0;
    const transito = Math.round((tramoKm / VELOCIDAD_KMH) * 3600);
    t += transito * 1000;
    km += tramoKm;
    paradas.push({
      ...p,
      desde: new Date(t),
      hasta: new Date(t + 30 * 60_000),
      distancia_m: Math.round(tramoKm * 1000),
      transito_s: transito,
      tiempo_parada_s: PARADA_S,
    });
    t += PARADA_S * 1000;
    anterior = { lat: p.lat, lng: p.lng };
  };
  for (const o of ordenes) {
    if (o.punto_lat === null || o.punto_lng === null) continue;
    agregar({
      tipo: TipoParada.RETIRO,
      fabricante_id: o.fabricante_id,
      usuario_id: null,
      lat: o.punto_lat,
      lng: o.punto_lng,
      direccion: o.punto_direccion,
      ciudad_id: o.punto_ciudad_id,
      telefono: o.punto_telefono,
      referencia: `OV ${o.id}`,
      pin: null,
      pedidos: [{ pedido_id: o.pedido_id, orden_venta_id: o.id }],
    });
  }
  for (const o of ordenes) {
    if (o.entrega_lat === null || o.entrega_lng === null) continue;
    agregar({
      tipo: TipoParada.ENTREGA,
      fabricante_id: o.fabricante_id,
      usuario_id: o.usuario_id,
      lat: o.entrega_lat,
      lng: o.entrega_lng,
      direccion: o.entrega_direccion,
      ciudad_id: o.entrega_ciudad_id,
      telefono: o.entrega_telefono,
      referencia: `Pedido ${o.pedido_id}`,
      pin: o.contrasena_entrega,
      pedidos: [{ pedido_id: o.pedido_id, orden_venta_id: null }],
    });
  }
  const kilometros = Math.round(km * 1000) / 1000;
  const minutos = Math.round((t - inicio.getTime()) / 60_000);
  const peso = ordenes
    .flatMap((o) => o.items)
    .reduce((s, i) => s + (i.peso_kg ?? 0.5) * i.cantidad, 0);
  return db.transaction(async (tx) => {
    const [id] = await crearHojasDeRuta(tx, [
      {
        fecha: fechaAsuncion(inicio),
        tipo_vehiculo_id: tipoVehiculoId,
        lote_ruteo_id: null,
        refrigeracion: 0,
        peso_carga_kg: Math.round(peso * 1000) / 1000,
        volumen_carga_cm3: 0,
        kilometros,
        minutos,
        tarifa_transportista: tarifaTransportista(tarifa, {
          kilometros,
          minutos,
          paradas: paradas.length,
        }),
        monto: ordenes.reduce((s, o) => s + o.total, 0),
        inicio,
        fin: new Date(t),
        paradas,
      },
    ]);
    if (id === undefined) return null;
    await fijarEstadosRuteo(
      tx,
      ids.map((ov) => ({ id: ov, estado: EstadoRuteo.RUTEADO, motivo: null })),
    );
    await ofrecerHoja(tx, id, { ahora: reloj.ahora(), soloPara });
    return id;
  });
}

/** El transportista acepta la oferta de la hoja y, con `empezar`, la empieza con su vehículo. */
export async function tomarHoja(
  db: Db,
  c: ConductorDemo,
  hojaId: number,
  empezar: boolean,
): Promise<boolean> {
  const oportunidadId = await oportunidadAbiertaDe(db, c.transportistaId, hojaId);
  if (oportunidadId === null) return false;
  await aceptarRuta(db, c.transportistaId, oportunidadId);
  if (empezar) await empezarRuta(db, c.transportistaId, hojaId, c.vehiculoId);
  return true;
}

/** Código con que se completa la parada: el de retiro del proveedor o el PIN del cliente. */
export async function codigoDeParada(
  db: Db,
  parada: { tipo: number; pedidos: number[]; ordenes_venta: number[] },
): Promise<string | null> {
  if (parada.tipo === TipoParada.RETIRO) {
    return (await codigosRetiro(db, parada.ordenes_venta))[0]?.codigo ?? null;
  }
  return (await pedidosParaOperacion(db, parada.pedidos))[0]?.contrasena_entrega ?? null;
}

/** Completa la próxima parada de la hoja en curso con su código; devuelve los cambios. */
export async function completarParada(
  db: Db,
  c: ConductorDemo,
  parada: { id: number; tipo: number; pedidos: number[]; ordenes_venta: number[] },
) {
  const codigo = await codigoDeParada(db, parada);
  if (codigo === null) return null;
  return ejecutarItinerario(db, c.transportistaId, parada.id, codigo);
}

/** "lat,lng" de una parada → punto; null si no tiene ubicación. */
export function puntoDe(ubicacion: string | null): { lat: number; lng: number } | null {
  const [lat, lng] = (ubicacion ?? '').split(',').map(Number);
  return lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)
    ? null
    : { lat, lng };
}

/** Puntos intermedios cada ~`pasoM` metros de `a` a `b` (sin incluir `a`, incluye `b`). */
export function tramo(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  pasoM: number,
): { lat: number; lng: number }[] {
  const pasos = Math.max(1, Math.ceil((distanciaKm(a, b) * 1000) / pasoM));
  return Array.from({ length: pasos }, (_, i) => {
    const f = (i + 1) / pasos;
    return {
      lat: Math.round((a.lat + (b.lat - a.lat) * f) * 1e6) / 1e6,
      lng: Math.round((a.lng + (b.lng - a.lng) * f) * 1e6) / 1e6,
    };
  });
}

// La siembra no tiene canal en vivo: nadie sigue todavía los pedidos.
const sinEmision: EmisorPosicion = { emitirAPedido: async () => {} };

async function recorrer(
  db: Db,
  c: ConductorDemo,
  puntos: readonly { lat: number; lng: number }[],
  pasar: () => void = () => {},
): Promise<void> {
  for (const p of puntos) {
    pasar();
    await registrarPosicion({ db, tiempoReal: sinEmision }, c.usuarioId, c.transportistaId, p);
  }
}

/**
 * Siembra la operación demo una sola vez (marca propia). Se llama después de la siembra demo;
 * sin sus cuentas no hace nada.
 */
export async function sembrarOperacionDemo(db: Db): Promise<boolean> {
  if (await tieneMarca(db, MARCA_OPERACION_DEMO)) return false;
  await crearSimulados(db);
  const ctx = await contextoDemo(db);
  if (!ctx || ctx.simulados.length < 2) return false;
  const [t2, t3] = ctx.simulados as [ConductorDemo, ConductorDemo];
  const conectar = (c: ConductorDemo, lugar: { lat: number; lng: number }) =>
    cambiarConexion(db, c.transportistaId, true, lugar);

  // Pedidos pagados sin confirmar (orden de venta 10 esperando) y uno con retiro en el local (80).
  await crearPedidoDemo(ctx, 0, { confirmar: false });
  await crearPedidoDemo(ctx, 1, { confirmar: true, delivery: false });
  // Confirmado esperando la hora de corte (20) y resultados de un lote: 50, 60 y 70 con motivo.
  await crearPedidoDemo(ctx, 2, { confirmar: true });
  const sinRuta = await Promise.all([
    crearPedidoDemo(ctx, 3, { confirmar: true }),
    crearPedidoDemo(ctx, 4, { confirmar: true }),
    crearPedidoDemo(ctx, 5, { confirmar: true }),
  ]);
  const motivos: [number, string][] = [
    [EstadoRuteo.NO_RUTEABLE_REAGENDAR, MENSAJES_DESPACHO.ruteoNoRuteable],
    [EstadoRuteo.RUTA_NO_ENCONTRADA, MENSAJES_DESPACHO.ruteoRutaNoEncontrada],
    [EstadoRuteo.SIN_VEHICULOS_VALIDOS, MENSAJES_DESPACHO.ruteoSinVehiculos],
  ];
  await resultadoDeLote(
    db,
    sinRuta.flatMap((p, i) => {
      const m = motivos[i];
      return p && m ? [{ id: p.ordenVentaId, estado: m[0], motivo: m[1] }] : [];
    }),
  );

  // Entregado: el transportista demo hizo una hoja completa; la tarifa quedó en su balance.
  const casa = { lat: -25.28912, lng: -57.60321 };
  await conectar(ctx.demo, casa);
  // Antes, tres entregas más que el cliente ya calificó: el promedio y la cantidad que muestra
  // el transportista salen de calificaciones guardadas (la entrega de abajo queda sin calificar).
  for (const [i, estrellas] of RESENAS_DEMO.entries()) {
    const previo = await crearPedidoDemo(ctx, i, { confirmar: true });
    const hoja = previo
      ? await crearHojaDemo(
          ctx,
          [previo.ordenVentaId],
          ctx.demo.tipoVehiculoId,
          ctx.demo.transportistaId,
        )
      : null;
    if (!previo || hoja === null) continue;
    let t = Date.now() - (5 - i) * 60 * 60_000;
    usarReloj({ ahora: () => new Date(t) });
    try {
      if (await tomarHoja(db, ctx.demo, hoja, true)) {
        await operarHoja(db, ctx.demo, hoja, casa, 'todas', () => (t += 120_000));
      }
    } finally {
      usarReloj(relojDelSistema);
    }
    await calificarTodo(db, ctx.clienteId, previo.pedidoId, estrellas);
  }
  const entregado = await crearPedidoDemo(ctx, 0, { confirmar: true });
  const hojaEntregada = entregado
    ? await crearHojaDemo(
        ctx,
        [entregado.ordenVentaId],
        ctx.demo.tipoVehiculoId,
        ctx.demo.transportistaId,
      )
    : null;
  if (hojaEntregada !== null) {
    // Hecha hace una hora: el reloj del proceso vuelve atrás mientras se recorre (dos minutos por
    // posición), así los minutos y km reales de la conciliación tienen sentido. Antes de que el
    // servidor escuche; el reloj del sistema vuelve siempre.
    let t = Date.now() - 60 * 60_000;
    usarReloj({ ahora: () => new Date(t) });
    try {
      if (await tomarHoja(db, ctx.demo, hojaEntregada, true)) {
        await operarHoja(db, ctx.demo, hojaEntregada, casa, 'todas', () => (t += 120_000));
      }
    } finally {
      usarReloj(relojDelSistema);
    }
    // De vuelta en el presente: su última ubicación es de ahora (libre, no «sin señal»).
    await recorrer(db, ctx.demo, [casa]);
  }

  // En camino: otro transportista retiró y va hacia el cliente (con posiciones).
  await conectar(t2, { lat: -25.2951, lng: -57.6243 });
  const enCamino = await crearPedidoDemo(ctx, 0, { confirmar: true });
  const hojaCurso = enCamino
    ? await crearHojaDemo(ctx, [enCamino.ordenVentaId], t2.tipoVehiculoId, t2.transportistaId)
    : null;
  if (hojaCurso !== null && (await tomarHoja(db, t2, hojaCurso, true))) {
    await operarHoja(db, t2, hojaCurso, { lat: -25.2951, lng: -57.6243 }, 'retiro');
  }

  // Incidente: falla mecánica después del retiro; el pedido queda 50 Incidente.
  const lugarT3 = { lat: -25.3205, lng: -57.5802 };
  await conectar(t3, lugarT3);
  const conIncidente = await crearPedidoDemo(ctx, 2, { confirmar: true });
  const hojaIncidente = conIncidente
    ? await crearHojaDemo(ctx, [conIncidente.ordenVentaId], t3.tipoVehiculoId, t3.transportistaId)
    : null;
  if (hojaIncidente !== null && (await tomarHoja(db, t3, hojaIncidente, true))) {
    await operarHoja(db, t3, hojaIncidente, lugarT3, 'retiro');
    await reportarIncidente(db, t3.transportistaId, {
      tipo_incidente: 20,
      hoja_ruta: hojaIncidente,
      itinerario: null,
      vehiculo: t3.vehiculoId,
      ubicacion: {
        lat: -25.3011,
        lng: -57.6012,
        texto: 'Avda. Fernando de la Mora y Rca. Argentina',
      },
    });
  }

  // Hojas abiertas: oportunidades para el transportista demo (y los demás conectados).
  for (const n of [0, 1]) {
    const abierto = await crearPedidoDemo(ctx, n, { confirmar: true });
    if (abierto) await crearHojaDemo(ctx, [abierto.ordenVentaId], ctx.demo.tipoVehiculoId);
  }

  await ponerMarca(db, MARCA_OPERACION_DEMO, '1');
  return true;
}

/** Estrellas y comentario del cliente demo para el transportista en cada entrega previa. */
const RESENAS_DEMO: readonly [number, string][] = [
  [5, 'Muy puntual y amable, avisó antes de llegar.'],
  [4, 'Llegó bien, un poco después de lo previsto.'],
  [5, 'Excelente, cuidó mucho el paquete.'],
];

/** El cliente demo califica todo lo de un pedido entregado: transportista, proveedor, productos. */
async function calificarTodo(
  db: Db,
  clienteId: number,
  pedidoId: number,
  [estrellas, comentario]: readonly [number, string],
): Promise<void> {
  const cliente: UsuarioAutenticado = {
    id: clienteId,
    username: 'cliente',
    administrador: false,
    fabricante_id: null,
    rol_fabricante: null,
    transportista_id: null,
    empresa_transporte_id: null,
    token_id: 0,
  };
  for (const c of await calificacionesPendientes(db, cliente, pedidoId)) {
    const delTransportista = c.tipo_calificacion === TipoCalificacion.TRANSPORTISTA;
    await calificar(db, cliente, {
      pedido_id: pedidoId,
      tipo_calificacion: c.tipo_calificacion,
      id_calificar: c.id_calificar,
      calificacion: delTransportista ? estrellas : 5,
      ...(delTransportista && { comentario }),
    });
  }
}

/**
 * Recorre la hoja en curso desde `desde`: registra posiciones hasta cada parada y la completa.
 * `retiro`: se detiene después de los retiros, a mitad de camino a la primera entrega.
 */
async function operarHoja(
  db: Db,
  c: ConductorDemo,
  hojaId: number,
  desde: { lat: number; lng: number },
  hasta: 'todas' | 'retiro',
  pasar: () => void = () => {},
): Promise<void> {
  let actual = desde;
  for (;;) {
    const hoja = await detalleHoja(db, hojaId);
    const parada = hoja?.itinerarios.find((p) => p.id === hoja.next);
    if (!hoja || !parada) return;
    const destino = puntoDe(parada.ubicacion);
    if (!destino) return;
    const puntos = tramo(actual, destino, PASO_SIEMBRA_M);
    if (hasta === 'retiro' && parada.tipo === TipoParada.ENTREGA) {
      await recorrer(db, c, puntos.slice(0, Math.ceil(puntos.length / 2)));
      return;
    }
    await recorrer(db, c, puntos, pasar);
    actual = destino;
    if (!(await completarParada(db, c, parada))) return;
  }
}
