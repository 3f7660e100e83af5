// Valores numéricos de los estados y tipos (especificación §3–§4) usados en los CHECK.
// Fuente de verdad: los enums de @nemu/domain; mientras ese paquete no los exporte,
// las listas literales de abajo repiten los números de la especificación.
export const ESTADO_PEDIDO = [0, 10, 20, 30, 40, 50] as const; // creado … incidente
export const ESTADO_ORDEN_VENTA = [0, 10, 20] as const; // creado, confirmado, finalizado
export const ESTADO_RUTEO = [10, 20, 30, 40, 50, 60, 70, 80] as const;
export const CADENA_FRIO = [0, 10, 20] as const; // no refrigerado, frío, congelado
export const TIPO_INCIDENTE = [10, 20, 30] as const; // ruta, falla mecánica, personal
export const TIPO_USUARIO = [0, 10, 20] as const; // proveedor-transportista, cliente-transportista, staff
export const ROL_BENEFICIARIO = [10, 20, 30] as const; // cliente, proveedor, transportista
export const MEDIO_PAGO = [-1, 0, 1, 2, 3, 4] as const; // prueba, tarjeta registrada, ocasional, billeteras
export const MODO_USO_APP = [10, 20, 30] as const; // cliente, proveedor, transportista
export const GENERO = [10, 20, 30] as const; // mujer, hombre, otro
export const TIPO_ITINERARIO = [10, 20] as const; // entrega, retiro
export const TIPO_MENSAJE = [0, 10] as const; // cliente, transportista
export const TIPO_IVA = [0, 5, 10] as const; // exenta, 5 %, 10 %

// Sin enum en la especificación: decisiones propias (docs/modelo-datos.md).
export const ESTADO_HOJA_RUTA = [10, 20, 30, 40, 50] as const; // ofertada, asignada, en curso, finalizada, cancelada
export const ESTADO_ITINERARIO = [0, 10, 20, 30] as const; // pendiente, en camino, completado, fallido
export const ESTADO_OPORTUNIDAD = [10, 20, 30, 40] as const; // ofrecida, aceptada, rechazada, vencida
export const TIPO_CALIFICACION = [10, 20, 30, 40] as const; // cliente, fabricante, transportista, producto
export const ESTADO_FACTURA = [10, 20] as const; // emitida, anulada
export const TIPO_MARGEN = [10, 20] as const; // porcentaje, monto fijo
export const ROL_FABRICANTE = ['propietario', 'staff'] as const;
export const ICONO_DIRECCION = ['casa', 'empresa', 'maletin', 'alfiler', 'corazon'] as const;
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
