// State machines of the order, the sales order and the routing state (spec §4).
// Every allowed change is a named transition; anything else is refused (API: 409).
import { EstadoOrdenVenta, EstadoPedido } from '../enums/pedido.enum.js';
import { EstadoRuteo } from '../enums/logistica.enum.js';

export interface Transicion<E extends number> {
  desde: readonly E[];
  hacia: E;
}

export type Maquina<E extends number, N extends string> = Readonly<Record<N, Transicion<E>>>;

export const TRANSICIONES_PEDIDO = {
  pagar: { desde: [EstadoPedido.CREADO], hacia: EstadoPedido.PAGADO },
  procesar: { desde: [EstadoPedido.PAGADO], hacia: EstadoPedido.EN_PROCESO },
  enviar: { desde: [EstadoPedido.EN_PROCESO], hacia: EstadoPedido.ENVIADO },
  entregar: { desde: [EstadoPedido.ENVIADO], hacia: EstadoPedido.ENTREGADO },
  reportar_incidente: {
    desde: [EstadoPedido.PAGADO, EstadoPedido.EN_PROCESO, EstadoPedido.ENVIADO],
    hacia: EstadoPedido.INCIDENTE,
  },
  resolver_incidente: { desde: [EstadoPedido.INCIDENTE], hacia: EstadoPedido.EN_PROCESO },
} as const satisfies Maquina<EstadoPedido, string>;
export type TransicionPedido = keyof typeof TRANSICIONES_PEDIDO;

export const TRANSICIONES_ORDEN_VENTA = {
  confirmar: { desde: [EstadoOrdenVenta.CREADO], hacia: EstadoOrdenVenta.CONFIRMADO },
  finalizar: { desde: [EstadoOrdenVenta.CONFIRMADO], hacia: EstadoOrdenVenta.FINALIZADO },
  // Incidente resuelto: la carga volvió al punto de retiro del proveedor y se retira de nuevo.
  volver_a_retirar: { desde: [EstadoOrdenVenta.FINALIZADO], hacia: EstadoOrdenVenta.CONFIRMADO },
} as const satisfies Maquina<EstadoOrdenVenta, string>;
export type TransicionOrdenVenta = keyof typeof TRANSICIONES_ORDEN_VENTA;

const NO_RUTEADAS = [
  EstadoRuteo.NO_RUTEABLE_REAGENDAR,
  EstadoRuteo.RUTA_NO_ENCONTRADA,
  EstadoRuteo.SIN_VEHICULOS_VALIDOS,
] as const;

export const TRANSICIONES_RUTEO = {
  esperar_hora_proceso: {
    desde: [EstadoRuteo.ESPERANDO_ORDENES, ...NO_RUTEADAS],
    hacia: EstadoRuteo.ESPERANDO_HORA_PROCESO,
  },
  iniciar_ruteo: {
    desde: [EstadoRuteo.ESPERANDO_HORA_PROCESO],
    hacia: EstadoRuteo.EN_PROCESO_RUTEO,
  },
  rutear: { desde: [EstadoRuteo.EN_PROCESO_RUTEO], hacia: EstadoRuteo.RUTEADO },
  reagendar: {
    desde: [EstadoRuteo.EN_PROCESO_RUTEO],
    hacia: EstadoRuteo.NO_RUTEABLE_REAGENDAR,
  },
  sin_ruta: { desde: [EstadoRuteo.EN_PROCESO_RUTEO], hacia: EstadoRuteo.RUTA_NO_ENCONTRADA },
  sin_vehiculos: {
    desde: [EstadoRuteo.EN_PROCESO_RUTEO],
    hacia: EstadoRuteo.SIN_VEHICULOS_VALIDOS,
  },
  marcar_retiro: {
    desde: [EstadoRuteo.ESPERANDO_ORDENES, EstadoRuteo.ESPERANDO_HORA_PROCESO],
    hacia: EstadoRuteo.NO_ES_DELIVERY,
  },
} as const satisfies Maquina<EstadoRuteo, string>;
export type TransicionRuteo = keyof typeof TRANSICIONES_RUTEO;

export type ResultadoTransicion<E extends number> =
  { permitida: true; estado: E } | { permitida: false; estado: E; desde: readonly E[] };

/** Applies a named transition to a state: the new state, or why it is not allowed. */
export function aplicarTransicion<E extends number, N extends string>(
  maquina: Maquina<E, N>,
  estado: E,
  nombre: N,
): ResultadoTransicion<E> {
  const t = maquina[nombre];
  if (t.desde.includes(estado)) return { permitida: true, estado: t.hacia };
  return { permitida: false, estado, desde: t.desde };
}

/** Names of the transitions allowed from a state. */
export function transicionesDesde<E extends number, N extends string>(
  maquina: Maquina<E, N>,
  estado: E,
): N[] {
  return (Object.keys(maquina) as N[]).filter((n) => maquina[n].desde.includes(estado));
}
