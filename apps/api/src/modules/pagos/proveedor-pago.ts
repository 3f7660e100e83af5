// Interfaz del procesador de pagos (arquitectura §6). Adaptadores: sandbox (local), bancard y,
// para billeteras, pagopar. Los montos son guaraníes enteros; cada adaptador los formatea.

/** Procesadores de tarjetas (PAGOS_PROVEEDOR). */
export type NombreProveedor = 'sandbox' | 'bancard';
/** Procesadores que pueden cobrar una billetera (PAGOS_BILLETERA_*). */
export type NombreProcesador = NombreProveedor | 'pagopar';

/** Billetera móvil de los medios 2, 3 y 4. */
export type Billetera = 'tigo_money' | 'zimple' | 'billetera_personal';

export interface SolicitudCobro {
  /** shop_process_id: un id por intento de pago. */
  idProceso: string;
  monto: number;
  descripcion: string;
  urlRetorno: string;
  /** Sólo para billeteras: cuál, y el teléfono del comprador (595…). */
  billetera?: Billetera | undefined;
  telefono?: string | null | undefined;
  /** Datos del comprador que piden los agregadores (Pagopar). */
  comprador?: Comprador | undefined;
}

export interface Comprador {
  email: string;
  nombre: string;
  documento: string;
  ruc: string;
  razonSocial: string;
}

export interface InicioCobro {
  /** Página del procesador donde el comprador paga. */
  url: string;
  /** process_id del lado del procesador. */
  idExterno: string | null;
}

/** Cuerpo de confirmación al estilo vPOS 2.0 (el sandbox envía la misma forma). */
export interface OperacionConfirmacion {
  token: string;
  shop_process_id: string;
  response: 'S' | 'N';
  response_details: string;
  amount: string;
  currency: string;
  authorization_number: string | null;
  ticket_number: string | null;
  response_code: string;
  response_description: string;
}

export interface ResultadoPago {
  idProceso: string;
  aprobado: boolean;
  codigoRespuesta: string;
  codigoAutorizacion: string | null;
  idExterno: string | null;
  mensaje: string;
}

/** Resultado de una operación con el formato de confirmación de vPOS ("00" = aprobada). */
export const resultadoDeOperacion = (op: OperacionConfirmacion): ResultadoPago => ({
  idProceso: op.shop_process_id,
  aprobado: op.response_code === '00',
  codigoRespuesta: op.response_code,
  codigoAutorizacion: op.authorization_number,
  idExterno: op.ticket_number,
  mensaje: op.response_description,
});

export interface TarjetaProcesador {
  card_id: number;
  alias_token: string;
  card_masked_number: string;
  expiration_date: string;
  card_brand: string;
  card_type: string;
}

export interface SolicitudRegistroTarjeta {
  cardId: number;
  usuarioId: number;
  telefono: string;
  email: string;
  urlRetorno: string;
}

/**
 * Consulta del estado de un intento en el procesador (Bancard: get_confirmation).
 * - sin_pago: el comprador nunca pagó (PaymentNotFoundError).
 * - pendiente: el procesador aún espera al comprador (p. ej. un pedido de Pagopar sin vencer).
 * - resuelto: hay un resultado (aprobado o rechazado) que se aplica como una confirmación.
 * - error: no se pudo saber (sin red, respuesta inesperada): no se toca nada.
 */
export type EstadoConsulta =
  | { estado: 'sin_pago' }
  | { estado: 'pendiente' }
  | { estado: 'resuelto'; resultado: ResultadoPago }
  | { estado: 'error'; mensaje: string };

export interface IntentoConsultado {
  idProceso: string;
  /** process_id / hash del procesador guardado al iniciar (null si no hubo). */
  idExterno: string | null;
  monto: number;
}

/** Lo necesario para cobrar con redirección y conciliar: tarjetas y billeteras. */
export interface ProcesadorCobro {
  readonly nombre: NombreProcesador;
  iniciarCobro(s: SolicitudCobro): Promise<InicioCobro>;
  consultar(i: IntentoConsultado): Promise<EstadoConsulta>;
  reversar(idProceso: string): Promise<boolean>;
}

export interface ProveedorPago extends ProcesadorCobro {
  readonly nombre: NombreProveedor;
  /** Cobro con tarjeta registrada: pide un alias_token fresco y cobra (síncrono). */
  cobrarTarjeta(s: SolicitudCobro & { usuarioId: number; cardId: number }): Promise<ResultadoPago>;
  /** Firma esperada de una confirmación, calculada con NUESTRO monto guardado. */
  firmaConfirmacion(idProceso: string, monto: number): string;
  registrarTarjeta(s: SolicitudRegistroTarjeta): Promise<InicioCobro>;
  listarTarjetas(usuarioId: number): Promise<TarjetaProcesador[]>;
  eliminarTarjeta(usuarioId: number, cardId: number): Promise<void>;
  /** Billeteras cobradas por otro procesador (PAGOS_BILLETERA_*); las que faltan, por éste. */
  readonly billeteras: Map<Billetera, ProcesadorCobro>;
}
