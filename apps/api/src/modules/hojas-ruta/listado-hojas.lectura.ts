// Modelo de lectura (ADR 010) del listado y el detalle de hojas de ruta con sus paradas, para el
// administrador (todas, con filtros) y el transportista (las suyas).
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  ETIQUETAS_ESTADO_HOJA_RUTA,
  ETIQUETAS_TIPO_PARADA,
  conciliacion,
  type EstadoHojaRuta,
  type TipoParada as TipoParadaValor,
} from '@nemu/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { filtroDias } from '../../lib/filtro-fechas.js';
import { condicionBusqueda } from '../../lib/listado.js';
import { ordenDesde, paginar } from '../../lib/paginacion.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { tipoVehiculo } from '../flota/flota.tables.js';
import { nombresDeTransportistas } from '../transportistas/torre.lectura.js';
import { MAXIMO_INTENTOS_PIN, cobrosEnEfectivo } from './hojas-ruta.lectura.js';
import { hojaRuta, itinerario, itinerarioPedido } from './hojas-ruta.tables.js';

export interface ConsultaHojas {
  page: number;
  page_size: number;
  ordering?: string | undefined;
  search?: string | undefined;
  estado?: number | undefined;
  fecha__gt?: string | undefined;
  fecha__lt?: string | undefined;
  transportista?: number | undefined;
  tipo_vehiculo?: number | undefined;
  sin_transportista?: boolean | undefined;
}

/** El administrador ve todas; un transportista, sólo las suyas. */
function alcance(u: UsuarioAutenticado): SQL | undefined {
  if (u.administrador) return undefined;
  if (u.transportista_id === null) throw new SinPermiso();
  return eq(hojaRuta.transportista_id, u.transportista_id);
}

const columnasHoja = {
  id: hojaRuta.id,
  fecha: hojaRuta.fecha,
  estado: hojaRuta.estado,
  tipo_vehiculo: hojaRuta.tipo_vehiculo_id,
  tipo_vehiculo_nombre: tipoVehiculo.nombre,
  transportista: hojaRuta.transportista_id,
  vehiculo: hojaRuta.vehiculo_id,
  tarifa_transportista: hojaRuta.tarifa_transportista,
  monto: hojaRuta.monto,
  cantidad_retiros: hojaRuta.cantidad_retiros,
  cantidad_entregas: hojaRuta.cantidad_entregas,
  cantidad_paradas: hojaRuta.cantidad_paradas,
  minutos_trabajo: hojaRuta.minutos_trabajo,
  kilometros_recorrido: hojaRuta.kilometros_recorrido,
  refrigeracion: hojaRuta.refrigeracion,
  peso_carga_kg: hojaRuta.peso_carga_kg,
  volumen_carga_cm3: hojaRuta.volumen_carga_cm3,
  inicio: hojaRuta.inicio,
  fin: hojaRuta.fin,
  finalizado: hojaRuta.finalizado,
  kilometros_reales: hojaRuta.kilometros_reales,
  minutos_reales: hojaRuta.minutos_reales,
  tarifa_recalculada: hojaRuta.tarifa_recalculada,
};

type FilaHoja = {
  estado: number;
  inicio: Date | null;
  fin: Date | null;
  tarifa_transportista: number;
  kilometros_reales: number | null;
  minutos_reales: number | null;
  tarifa_recalculada: number | null;
};

/**
 * Conciliación de la tarifa (ADR 017), sólo para el administrador: null mientras la hoja no
 * terminó; la recalculada y la diferencia son null si el rastreo no midió el recorrido.
 */
function conciliacionDe(h: FilaHoja) {
  if (h.minutos_reales === null) return null;
  const c =
    h.tarifa_recalculada === null
      ? null
      : conciliacion(h.tarifa_transportista, h.tarifa_recalculada);
  return {
    kilometros_reales: h.kilometros_reales,
    minutos_reales: h.minutos_reales,
    tarifa_acreditada: h.tarifa_transportista,
    tarifa_recalculada: h.tarifa_recalculada,
    diferencia: c?.diferencia ?? null,
    diferencia_pct: c?.diferencia_pct ?? null,
  };
}

const vistaHoja = <T extends FilaHoja>(
  { kilometros_reales, minutos_reales, tarifa_recalculada, ...h }: T,
  u: UsuarioAutenticado,
) => ({
  ...h,
  inicio: h.inicio?.toISOString() ?? null,
  fin: h.fin?.toISOString() ?? null,
  estado_nombre: ETIQUETAS_ESTADO_HOJA_RUTA[h.estado as EstadoHojaRuta],
  ...(u.administrador
    ? {
        conciliacion: conciliacionDe({
          ...h,
          kilometros_reales,
          minutos_reales,
          tarifa_recalculada,
        }),
      }
    : {}),
});

const nombreDe = (nombres: Map<number, string>, transportista: number | null) =>
  transportista === null ? null : (nombres.get(transportista) ?? null);

async function paradasDe(db: Db, hojas: readonly number[]) {
  if (hojas.length === 0) return [];
  const filas = await db
    .select({
      id: itinerario.id,
      hoja_ruta: itinerario.hoja_ruta_id,
      tipo: itinerario.tipo,
      estado: itinerario.estado,
      usuario: itinerario.usuario_id,
      fabricante: fabricante.nombre,
      fabricante_id: itinerario.fabricante_id,
      fabricante_imagen_perfil: fabricante.imagen_perfil,
      orden: itinerario.orden,
      fecha_hora_calculada_desde: itinerario.fecha_hora_calculada_desde,
      fecha_hora_calculada_hasta: itinerario.fecha_hora_calculada_hasta,
      direccion: itinerario.direccion,
      ubicacion: itinerario.ubicacion,
      // Como en el resto de las hojas (esquema de la parada): `ciudad` es el nombre.
      ciudad: ciudad.nombre,
      ciudad_id: itinerario.ciudad_id,
      distancia: itinerario.distancia,
      tiempo_en_transito: itinerario.tiempo_en_transito,
      tiempo_parada_calculado: itinerario.tiempo_parada_calculado,
      referencia_orden: itinerario.referencia_orden,
      direccion_itinerario: itinerario.direccion_itinerario,
      telefono_itinerario: itinerario.telefono_itinerario,
      ejecutado_en: itinerario.ejecutado_en,
      pin_intentos: itinerario.pin_intentos,
    })
    .from(itinerario)
    .leftJoin(fabricante, eq(fabricante.id, itinerario.fabricante_id))
    .leftJoin(ciudad, eq(ciudad.id, itinerario.ciudad_id))
    .where(inArray(itinerario.hoja_ruta_id, [...hojas]))
    .orderBy(asc(itinerario.hoja_ruta_id), asc(itinerario.orden));
  const pedidos =
    filas.length === 0
      ? []
      : await db
          .select()
          .from(itinerarioPedido)
          .where(
            inArray(
              itinerarioPedido.itinerario_id,
              filas.map((f) => f.id),
            ),
          );
  const cobros = await cobrosEnEfectivo(
    db,
    filas.map((f) => ({ id: f.id, tipo: f.tipo, estado: f.estado, hoja_ruta_id: f.hoja_ruta })),
    pedidos,
  );
  return filas.map(({ pin_intentos, ...f }) => {
    const propios = pedidos.filter((p) => p.itinerario_id === f.id);
    return {
      ...f,
      bloqueado: pin_intentos >= MAXIMO_INTENTOS_PIN,
      cobro_efectivo: cobros.get(f.id)?.monto ?? 0,
      cobro_efectivo_parcial: cobros.get(f.id)?.parcial ?? false,
      tipo_nombre: ETIQUETAS_TIPO_PARADA[f.tipo as TipoParadaValor],
      fecha_hora_calculada_desde: f.fecha_hora_calculada_desde?.toISOString() ?? null,
      fecha_hora_calculada_hasta: f.fecha_hora_calculada_hasta?.toISOString() ?? null,
      ejecutado_en: f.ejecutado_en?.toISOString() ?? null,
      pedidos: [...new Set(propios.map((p) => p.pedido_id))],
      ordenes_venta: propios.flatMap((p) => (p.orden_venta_id === null ? [] : [p.orden_venta_id])),
    };
  });
}

/** Campos calculados de §3: pedidos, pedido, ciudades (nombres) y la próxima parada pendiente. */
function resumenParadas(paradas: Awaited<ReturnType<typeof paradasDe>>) {
  const pedidos = [...new Set(paradas.flatMap((p) => p.pedidos))];
  const ciudades = [
    ...new Set(paradas.map((p) => p.ciudad).filter((c): c is string => c !== null)),
  ];
  const next = paradas.find((p) => p.ejecutado_en === null)?.id ?? null;
  return { pedidos, pedido: pedidos[0] ?? null, ciudades, next };
}

/** `search`: un número es la hoja; un texto, el nombre del tipo de vehículo. */
function busquedaHojas(db: Db, search: string | undefined): SQL | undefined {
  const t = (search ?? '').trim().replace(/^#/, '');
  if (t === '') return undefined;
  if (/^\d{1,9}$/.test(t)) return eq(hojaRuta.id, Number(t));
  return inArray(
    hojaRuta.tipo_vehiculo_id,
    db
      .select({ id: tipoVehiculo.id })
      .from(tipoVehiculo)
      .where(condicionBusqueda(t, [tipoVehiculo.nombre])),
  );
}

export function listarHojas(
  db: Db,
  request: FastifyRequest,
  u: UsuarioAutenticado,
  c: ConsultaHojas,
) {
  const where = and(
    alcance(u),
    c.estado === undefined ? undefined : eq(hojaRuta.estado, c.estado),
    filtroDias(hojaRuta.fecha, c),
    c.transportista === undefined ? undefined : eq(hojaRuta.transportista_id, c.transportista),
    c.tipo_vehiculo === undefined ? undefined : eq(hojaRuta.tipo_vehiculo_id, c.tipo_vehiculo),
    c.sin_transportista ? isNull(hojaRuta.transportista_id) : undefined,
    busquedaHojas(db, c.search),
  );
  const orden = ordenDesde(
    c.ordering,
    {
      id: hojaRuta.id,
      fecha: hojaRuta.fecha,
      estado: hojaRuta.estado,
      tarifa_transportista: hojaRuta.tarifa_transportista,
      inicio: hojaRuta.inicio,
    },
    [desc(hojaRuta.fecha), desc(hojaRuta.id)],
  );
  return paginar(request, c, {
    contar: async () => (await db.select({ n: count() }).from(hojaRuta).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) => {
      const filas = await db
        .select(columnasHoja)
        .from(hojaRuta)
        .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, hojaRuta.tipo_vehiculo_id))
        .where(where)
        .orderBy(...orden)
        .limit(limit)
        .offset(offset);
      const [paradas, nombres] = await Promise.all([
        paradasDe(
          db,
          filas.map((f) => f.id),
        ),
        nombresDeTransportistas(
          db,
          filas.map((f) => f.transportista),
        ),
      ]);
      return filas.map((f) => ({
        ...vistaHoja(f, u),
        transportista_nombre: nombreDe(nombres, f.transportista),
        ...resumenParadas(paradas.filter((p) => p.hoja_ruta === f.id)),
      }));
    },
  });
}

export async function detalleHoja(db: Db, id: number, u: UsuarioAutenticado) {
  const [h] = await db
    .select(columnasHoja)
    .from(hojaRuta)
    .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, hojaRuta.tipo_vehiculo_id))
    .where(eq(hojaRuta.id, id));
  if (!h) throw new NoEncontrado();
  if (!u.administrador && (u.transportista_id === null || h.transportista !== u.transportista_id)) {
    throw new SinPermiso();
  }
  const [itinerarios, nombres] = await Promise.all([
    paradasDe(db, [id]),
    nombresDeTransportistas(db, [h.transportista]),
  ]);
  return {
    ...vistaHoja(h, u),
    transportista_nombre: nombreDe(nombres, h.transportista),
    ...resumenParadas(itinerarios),
    itinerarios,
  };
}
