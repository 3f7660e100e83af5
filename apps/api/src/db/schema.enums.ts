// Valores de los estados y tipos usados en los CHECK de las tablas.
// Los de la especificación (§3–§4) vienen de @nemu/domain; los que la especificación no
// define son decisiones de este modelo (docs/modelo-datos.md) y viven aquí.
import {
  CadenaFrio,
  DiaSemana,
  EstadoHojaRuta,
  EstadoItinerario,
  EstadoOrdenVenta,
  EstadoPedido,
  EstadoRuteo,
  Genero,
  IconoDireccion,
  MedioPago,
  ModoUsoApp,
  RolBeneficiario,
  TipoCalificacion,
  TipoIncidente,
  TipoIva,
  TipoMensajeChat,
  TipoParada,
  TipoUsuario,
  valores,
} from '@nemu/domain';

export const ESTADO_PEDIDO = valores(EstadoPedido);
export const ESTADO_ORDEN_VENTA = valores(EstadoOrdenVenta);
export const ESTADO_RUTEO = valores(EstadoRuteo);
export const CADENA_FRIO = valores(CadenaFrio);
export const TIPO_INCIDENTE = valores(TipoIncidente);
export const TIPO_USUARIO = valores(TipoUsuario);
export const ROL_BENEFICIARIO = valores(RolBeneficiario);
export const MEDIO_PAGO = valores(MedioPago);
export const MODO_USO_APP = valores(ModoUsoApp);
export const GENERO = valores(Genero);
export const TIPO_ITINERARIO = valores(TipoParada);
export const TIPO_MENSAJE = valores(TipoMensajeChat);
export const TIPO_IVA = valores(TipoIva);
export const ESTADO_HOJA_RUTA = valores(EstadoHojaRuta);
export const ESTADO_ITINERARIO = valores(EstadoItinerario);
export const TIPO_CALIFICACION = valores(TipoCalificacion);
export const ICONO_DIRECCION = valores(IconoDireccion);
export const DIAS_SEMANA: string[] = valores(DiaSemana).map(String);

// Sin enum en la especificación ni en @nemu/domain: decisiones propias.
export const ESTADO_OPORTUNIDAD = [10, 20, 30, 40] as const; // ofrecida, aceptada, rechazada, vencida
export const OPORTUNIDAD_ACEPTADA = 20;
export const ESTADO_FACTURA = [10, 20] as const; // emitida, anulada
export const TIPO_MARGEN = [10, 20] as const; // porcentaje, monto fijo
export const ROL_FABRICANTE = ['propietario', 'staff'] as const;
export const PROVEEDOR_SOCIAL = ['google', 'facebook', 'apple'] as const;
export const MOTIVO_STOCK = [
  'carga_inicial',
  'ajuste',
  'venta',
  'cancelacion',
  'devolucion',
  'importacion',
] as const;
export const MOTIVO_BALANCE = ['viaje', 'pago', 'ajuste', 'penalidad', 'bonificacion'] as const;
export const ESTADO_TRANSACCION = [
  'pendiente',
  'aprobada',
  'rechazada',
  'anulada',
  'error',
] as const;
