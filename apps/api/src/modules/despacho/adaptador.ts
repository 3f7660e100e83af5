// Traduce las órdenes de venta reclamadas y la flota habilitada al problema del optimizador
// (packages/routing) y su plan a hojas de ruta. Puro: sin base ni red.
import {
  EstadoRuteo,
  MENSAJES_DESPACHO,
  TipoParada,
  VENTANA_ENTREGA_SIN_HORA,
  diaSemanaAsuncion,
  fechaAsuncion,
  instanteAsuncion,
  minutosDeHora,
  sumarDias,
  tarifaTransportista,
  ventanasApertura,
  type FeriadoFabricante,
  type HorarioFabricante,
  type IntervaloMinutos,
} from '@nemu/domain';
import {
  RoutingReason,
  type ColdChainLevel,
  type Dimensions,
  type Location,
  type Plan,
  type Problem,
  type Task,
  type TravelProvider,
  type Vehicle,
} from '@nemu/routing';
import type { VehiculoElegible } from '../transportistas/elegibilidad.lectura.js';
import type { ResultadoRuteo } from '../pedidos/ruteo-ordenes.service.js';
import type { HojaNueva, ParadaNueva } from '../hojas-ruta/hojas-ruta.service.js';
import type { ConfigDespacho } from './despacho.config.js';
import type { HorarioEspecial, OrdenParaRutear, PausaLeida } from './despacho.lectura.js';

export interface ContextoLote {
  /** Fecha de hoy en Asunción; los minutos del problema se cuentan desde su medianoche. */
  hoy: string;
  /** Minutos transcurridos de hoy (hoy no se planifica antes de ahora + la anticipación). */
  ahoraMin: number;
  config: ConfigDespacho;
}

/** Lo que el adaptador recuerda de cada tarea y de cada perfil de vehículo para armar las hojas. */
export interface TareaLote {
  orden: OrdenParaRutear;
  dia: number;
  fecha: string;
}

export interface PerfilFlota {
  tipo_vehiculo_id: number;
  tarifa: VehiculoElegible['tarifa'];
  dia: number;
  fecha: string;
}

export interface ProblemaLote {
  problema: Problem;
  tareas: Map<string, TareaLote>;
  perfiles: Map<string, PerfilFlota>;
  /** Órdenes que no llegan al optimizador (sin ubicación, proveedor cerrado, franja vencida). */
  descartadas: ResultadoRuteo[];
}

const LEJANO = new Date('9999-12-31T00:00:00Z');

const diasEntre = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

function horarioDelDia(
  o: OrdenParaRutear,
  fecha: string,
  pausas: readonly PausaLeida[],
  feriados: readonly HorarioEspecial[],
): HorarioFabricante {
  const propios = feriados.filter((f) => f.fabricante_id === o.fabricante_id);
  const especial = propios.find((f) => f.fecha === fecha && f.hora_apertura && f.hora_cierre);
  const cerrados: FeriadoFabricante[] = propios
    .filter((f) => !(f.hora_apertura && f.hora_cierre))
    .map((f) => ({ fecha: f.fecha }));
  const base = especial
    ? {
        dias_apertura: [String(diaSemanaAsuncion(instanteAsuncion(fecha)))],
        hora_apertura: especial.hora_apertura,
        hora_cierre: especial.hora_cierre,
      }
    : {
        dias_apertura: o.dias_apertura,
        hora_apertura: o.hora_apertura,
        hora_cierre: o.hora_cierre,
      };
  return {
    ...base,
    feriados: cerrados,
    pausas: pausas
      .filter((p) => p.fabricante_id === o.fabricante_id)
      .map((p) => ({ desde: p.desde, hasta: p.hasta ?? LEJANO })),
  };
}

/** La franja más larga que queda desde `desde`, o null si ninguna deja `minimo` minutos. */
function mejorVentana(
  ventanas: readonly IntervaloMinutos[],
  desde: number,
  minimo: number,
): IntervaloMinutos | null {
  let mejor: IntervaloMinutos | null = null;
  for (const v of ventanas) {
    const w = { desde: Math.max(v.desde, desde), hasta: v.hasta };
    if (w.hasta - w.desde < minimo) continue;
    if (!mejor || w.hasta - w.desde > mejor.hasta - mejor.desde) mejor = w;
  }
  return mejor;
}

/**
 * Peso, caja y cadena de frío de una orden. La caja conserva las dos medidas mayores del bulto
 * más grande y ajusta la tercera para que el volumen sea el total de la orden.
 */
export function cargaDe(o: OrdenParaRutear): {
  peso: number;
  caja?: Dimensions;
  frio: ColdChainLevel;
} {
  let peso = 0;
  let volumen = 0;
  let mayor: number[] | null = null;
  let frio = 0;
  for (const i of o.items) {
    peso += (i.peso_kg ?? 0) * i.cantidad;
    frio = Math.max(frio, i.refrigeracion);
    if (i.alto_cm && i.ancho_cm && i.profundidad_cm) {
      const medidas = [i.alto_cm, i.ancho_cm, i.profundidad_cm].sort((a, b) => b - a);
      volumen += medidas[0]! * medidas[1]! * medidas[2]! * i.cantidad;
      if (!mayor || medidas[0]! * medidas[1]! > mayor[0]! * mayor[1]!) mayor = medidas;
    }
  }
  const nivel = (frio >= 20 ? 20 : frio >= 10 ? 10 : 0) as ColdChainLevel;
  if (!mayor) return { peso, frio: nivel };
  const tercera = Math.max(mayor[2]!, volumen / (mayor[0]! * mayor[1]!));
  return {
    peso,
    frio: nivel,
    caja: { altoCm: mayor[0]!, anchoCm: mayor[1]!, profundidadCm: tercera },
  };
}

export function construirProblema(
  ordenes: readonly OrdenParaRutear[],
  pausas: readonly PausaLeida[],
  feriados: readonly HorarioEspecial[],
  flota: readonly VehiculoElegible[],
  ctx: ContextoLote,
): ProblemaLote {
  const { config } = ctx;
  const primeroHoy = ctx.ahoraMin + config.anticipacionMin;
  const tareas = new Map<string, TareaLote>();
  const descartadas: ResultadoRuteo[] = [];
  const lista: Task[] = [];
  const descartar = (o: OrdenParaRutear, estado: number, motivo: string) =>
    descartadas.push({ id: o.id, estado, motivo });

  for (const o of ordenes) {
    if (
      o.punto_lat === null ||
      o.punto_lng === null ||
      o.entrega_lat === null ||
      o.entrega_lng === null
    ) {
      descartar(o, EstadoRuteo.RUTA_NO_ENCONTRADA, MENSAJES_DESPACHO.ruteoSinUbicacion);
      continue;
    }
    const candidatas = [
      ctx.hoy,
      o.fecha_retiro ? fechaAsuncion(o.fecha_retiro) : ctx.hoy,
      o.fecha_entrega ?? ctx.hoy,
    ];
    const fecha = candidatas.sort().at(-1)!;
    const dia = diasEntre(ctx.hoy, fecha);
    const desde = dia === 0 ? primeroHoy : 0;
    const retiro = mejorVentana(
      ventanasApertura(horarioDelDia(o, fecha, pausas, feriados), fecha),
      desde,
      config.minutosRetiro,
    );
    if (!retiro) {
      descartar(o, EstadoRuteo.NO_RUTEABLE_REAGENDAR, MENSAJES_DESPACHO.ruteoProveedorCerrado);
      continue;
    }
    const inicio = o.hora_entrega_inicio ? minutosDeHora(o.hora_entrega_inicio) : null;
    const fin = o.hora_entrega_fin ? minutosDeHora(o.hora_entrega_fin) : null;
    const programada = o.entrega_programada && inicio !== null && fin !== null;
    const franja = programada ? { desde: inicio, hasta: fin } : VENTANA_ENTREGA_SIN_HORA;
    // El margen antes del fin de la franja, sin dejarla más corta que la entrega misma.
    const conMargen = {
      desde: franja.desde,
      hasta: Math.min(
        franja.hasta,
        Math.max(franja.desde + config.minutosEntrega, franja.hasta - config.margenFranjaMin),
      ),
    };
    const entrega = mejorVentana([conMargen], desde, config.minutosEntrega);
    if (!entrega) {
      if (programada)
        descartar(o, EstadoRuteo.RUTA_NO_ENCONTRADA, MENSAJES_DESPACHO.ruteoVentanaVencida);
      else descartar(o, EstadoRuteo.NO_RUTEABLE_REAGENDAR, MENSAJES_DESPACHO.ruteoNoRuteable);
      continue;
    }
    const base = dia * 1440;
    const carga = cargaDe(o);
    const id = `ov${o.id}`;
    lista.push({
      id,
      pickup: {
        location: { lat: o.punto_lat, lng: o.punto_lng },
        window: { start: base + retiro.desde, end: base + retiro.hasta },
        serviceTime: config.minutosRetiro,
      },
      delivery: {
        location: { lat: o.entrega_lat, lng: o.entrega_lng },
        window: { start: base + entrega.desde, end: base + entrega.hasta },
        serviceTime: config.minutosEntrega,
      },
      weightKg: carga.peso,
      coldChain: carga.frio,
      ...(carga.caja ? { size: carga.caja } : {}),
    });
    tareas.set(id, { orden: o, dia, fecha });
  }

  // Perfiles: vehículos iguales (tipo, capacidad, medidas, frío) forman un tipo con `count`,
  // repetido por cada día del lote con la jornada de ese día.
  const grupos = new Map<string, { v: VehiculoElegible; n: number }>();
  for (const v of flota) {
    const clave = [
      v.tipo_vehiculo_id,
      v.peso_maximo_kg,
      v.alto_cm,
      v.ancho_cm,
      v.largo_cm,
      v.refrigeracion,
    ].join('|');
    const g = grupos.get(clave);
    if (g) g.n += 1;
    else grupos.set(clave, { v, n: 1 });
  }
  const dias = [...new Set([...tareas.values()].map((t) => t.dia))].sort((a, b) => a - b);
  const perfiles = new Map<string, PerfilFlota>();
  const vehiculos: Vehicle[] = [];
  let k = 0;
  for (const { v, n } of grupos.values()) {
    k += 1;
    for (const dia of dias) {
      const inicio = Math.max(config.jornada.desde, dia === 0 ? primeroHoy : 0);
      if (inicio >= config.jornada.hasta) continue;
      const id = `p${k}d${dia}`;
      const espacio =
        v.alto_cm && v.ancho_cm && v.largo_cm
          ? { altoCm: v.alto_cm, anchoCm: v.ancho_cm, profundidadCm: v.largo_cm }
          : null;
      vehiculos.push({
        id,
        maxWeightKg: v.peso_maximo_kg,
        space: espacio,
        refrigeration: (v.refrigeracion >= 20
          ? 20
          : v.refrigeracion >= 10
            ? 10
            : 0) as ColdChainLevel,
        tariff: {
          subidaBandera: v.tarifa.subida_bandera,
          precioKm: v.tarifa.precio_km,
          precioMinuto: v.tarifa.precio_minuto,
          precioParada: v.tarifa.precio_parada,
          precioMinimo: v.tarifa.precio_minimo,
        },
        shift: { start: dia * 1440 + inicio, end: dia * 1440 + config.jornada.hasta },
        count: n,
      });
      perfiles.set(id, {
        tipo_vehiculo_id: v.tipo_vehiculo_id,
        tarifa: v.tarifa,
        dia,
        fecha: sumarDias(ctx.hoy, dia),
      });
    }
  }
  return {
    problema: { tasks: lista, vehicles: vehiculos, objective: 'cost' },
    tareas,
    perfiles,
    descartadas,
  };
}

/** Puntos distintos del problema, en el orden en que se piden a OSRM. */
export function puntosDe(problema: Problem): Location[] {
  const vistos = new Map<string, Location>();
  for (const t of problema.tasks) {
    for (const l of [t.pickup?.location, t.delivery?.location])
      if (l) vistos.set(`${l.lat},${l.lng}`, l);
  }
  return [...vistos.values()];
}

const MOTIVO_NO_ASIGNADA: Record<number, { estado: number; motivo: string }> = {
  [RoutingReason.NoRuteable]: {
    estado: EstadoRuteo.NO_RUTEABLE_REAGENDAR,
    motivo: MENSAJES_DESPACHO.ruteoNoRuteable,
  },
  [RoutingReason.RutaNoEncontrada]: {
    estado: EstadoRuteo.RUTA_NO_ENCONTRADA,
    motivo: MENSAJES_DESPACHO.ruteoRutaNoEncontrada,
  },
  [RoutingReason.SinVehiculosValidos]: {
    estado: EstadoRuteo.SIN_VEHICULOS_VALIDOS,
    motivo: MENSAJES_DESPACHO.ruteoSinVehiculos,
  },
};

/**
 * Cuántos minutos puede atrasarse el comienzo de la primera parada sin que ninguna parada
 * empiece después del fin de su franja: un atraso se arrastra a las paradas siguientes salvo lo
 * que absorben las esperas previstas entre ellas. Infinity si ninguna parada tiene franja.
 */
export function holguraDeInicio(
  paradas: readonly { waiting: number; start: number; windowEnd: number | null }[],
): number {
  let holgura = Infinity;
  let esperas = 0;
  paradas.forEach((p, i) => {
    if (i > 0) esperas += p.waiting;
    if (p.windowEnd !== null) holgura = Math.min(holgura, p.windowEnd - p.start + esperas);
  });
  return Math.max(0, holgura);
}

/**
 * Hojas de ruta de un plan: una por ruta, con paradas consecutivas en el mismo lugar agrupadas
 * (retiros del mismo proveedor; entregas del mismo pedido, que comparten PIN), y el estado de
 * ruteo de cada orden.
 */
export function hojasDelPlan(
  lote: ProblemaLote,
  plan: Plan,
  proveedor: TravelProvider,
  medianoche: Date,
  loteId: number | null,
): { hojas: HojaNueva[]; resultados: ResultadoRuteo[] } {
  const instante = (min: number) => new Date(medianoche.getTime() + Math.round(min * 60_000));
  const resultados: ResultadoRuteo[] = [...lote.descartadas];
  for (const u of plan.unassigned) {
    const t = lote.tareas.get(u.taskId);
    const m = MOTIVO_NO_ASIGNADA[u.reason];
    if (t && m) resultados.push({ id: t.orden.id, estado: m.estado, motivo: m.motivo });
  }
  const tareasPorId = new Map(lote.problema.tasks.map((t) => [t.id, t]));
  const finDeFranja = (s: Plan['routes'][number]['stops'][number]) =>
    tareasPorId.get(s.taskId)?.[s.kind]?.window?.end ?? null;
  const hojas: HojaNueva[] = [];
  for (const ruta of plan.routes) {
    const perfil = lote.perfiles.get(ruta.vehicleId);
    if (!perfil || ruta.stops.length === 0) continue;
    const m = proveedor.matrix(ruta.stops.map((s) => s.location));
    const paradas: ParadaNueva[] = [];
    const ordenes = new Set<number>();
    let frio = 0;
    let peso = 0;
    let volumen = 0;
    ruta.stops.forEach((s, i) => {
      const t = lote.tareas.get(s.taskId);
      if (!t) return;
      const o = t.orden;
      ordenes.add(o.id);
      frio = Math.max(frio, cargaDe(o).frio);
      peso = Math.max(peso, s.load.weightKg);
      volumen = Math.max(volumen, s.load.volumeCm3);
      const tipo = s.kind === 'pickup' ? TipoParada.RETIRO : TipoParada.ENTREGA;
      const km = i === 0 ? 0 : m.distance[(i - 1) * m.size + i]!;
      const transito = i === 0 ? 0 : m.time[(i - 1) * m.size + i]!;
      const anterior = paradas.at(-1);
      const mismoLugar =
        anterior !== undefined &&
        anterior.tipo === tipo &&
        anterior.lat === s.location.lat &&
        anterior.lng === s.location.lng &&
        (tipo === TipoParada.RETIRO
          ? anterior.fabricante_id === o.fabricante_id
          : anterior.pedidos[0]?.pedido_id === o.pedido_id);
      const pedido = { pedido_id: o.pedido_id, orden_venta_id: o.id };
      if (mismoLugar) {
        anterior.pedidos.push(pedido);
        anterior.hasta = instante(s.departure);
        anterior.tiempo_parada_s += Math.round((s.departure - s.start) * 60);
        return;
      }
      const retiro = tipo === TipoParada.RETIRO;
      paradas.push({
        tipo,
        fabricante_id: o.fabricante_id,
        usuario_id: retiro ? null : o.usuario_id,
        desde: instante(s.start),
        hasta: instante(s.departure),
        lat: s.location.lat,
        lng: s.location.lng,
        direccion: retiro ? o.punto_direccion : o.entrega_direccion,
        ciudad_id: retiro ? o.punto_ciudad_id : o.entrega_ciudad_id,
        telefono: retiro ? (o.punto_telefono ?? o.fabricante_telefono) : o.entrega_telefono,
        referencia: retiro ? o.fabricante_nombre : o.entrega_referencia,
        distancia_m: Math.round(km * 1000),
        transito_s: Math.round(transito * 60),
        tiempo_parada_s: Math.round((s.departure - s.start) * 60),
        pin: retiro ? null : o.contrasena_entrega,
        pedidos: [pedido],
      });
    });
    for (const id of ordenes) resultados.push({ id, estado: EstadoRuteo.RUTEADO, motivo: null });
    // La tarifa se calcula con los mismos km (3 decimales) y minutos que se guardan en la hoja.
    const km = Math.round(ruta.distance * 1000) / 1000;
    const minutos = Math.round(ruta.duration);
    const inicio = paradas[0]?.desde ?? instante(ruta.departure);
    const fin = paradas.at(-1)?.hasta ?? instante(ruta.arrival);
    const holgura = holguraDeInicio(
      ruta.stops.map((s) => ({ waiting: s.waiting, start: s.start, windowEnd: finDeFranja(s) })),
    );
    const primera = ruta.stops[0];
    hojas.push({
      fecha: perfil.fecha,
      tipo_vehiculo_id: perfil.tipo_vehiculo_id,
      lote_ruteo_id: loteId,
      refrigeracion: frio,
      peso_carga_kg: Math.round(peso * 1000) / 1000,
      volumen_carga_cm3: Math.round(volumen),
      kilometros: km,
      minutos,
      tarifa_transportista: tarifaTransportista(perfil.tarifa, {
        kilometros: km,
        minutos,
        paradas: paradas.length,
      }),
      monto: [...ordenes].reduce((s, id) => s + (lote.tareas.get(`ov${id}`)?.orden.total ?? 0), 0),
      inicio,
      fin,
      inicio_limite: primera && Number.isFinite(holgura) ? instante(primera.start + holgura) : null,
      paradas,
    });
  }
  return { hojas, resultados };
}
