// Interfaz del procesador de pagos (arquitectura §6). Adaptadores: sandbox (local) y bancard.
// Los montos son guaraníes enteros; sólo el adaptador de Bancard los formatea "NNN.00".

export type NombreProveedor = 'sandbox' | 'bancard';

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

export interface ProveedorPago {
  readonly nombre: NombreProveedor;
  iniciarCobro(s: SolicitudCobro): Promise<InicioCobro>;
  /** Cobro con tarjeta registrada: pide un alias_token fresco y cobra (síncrono). */
  cobrarTarjeta(s: SolicitudCobro & { usuarioId: number; cardId: number }): Promise<ResultadoPago>;
  /** Firma esperada de una confirmación, calculada con NUESTRO monto guardado. */
  firmaConfirmacion(idProceso: string, monto: number): string;
  reversar(idProceso: string): Promise<boolean>;
  registrarTarjeta(s: SolicitudRegistroTarjeta): Promise<InicioCobro>;
  listarTarjetas(usuarioId: number): Promise<TarjetaProcesador[]>;
  eliminarTarjeta(usuarioId: number, cardId: number): Promise<void>;
}
