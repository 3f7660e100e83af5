// Adaptador de Pagopar (agregador; dominio-paraguay §2) para las billeteras sin API pública
// para comercios: crea el pedido (iniciar-transaccion), manda al comprador al checkout de
// Pagopar con la forma de pago elegida, verifica la notificación y consulta el estado.
import type {
  Billetera,
  Comprador,
  EstadoConsulta,
  InicioCobro,
  IntentoConsultado,
  ProcesadorCobro,
  SolicitudCobro,
} from './proveedor-pago.js';
import { montoBancard, tokensIguales } from './bancard.tokens.js';
import {
  tokenConsultaPagopar,
  tokenIniciarPagopar,
  tokenNotificacionPagopar,
} from './pagopar.tokens.js';

export interface ConfigPagopar {
  publicKey: string;
  privateKey: string;
  /** https://api.pagopar.com */
  apiUrl: string;
  /** https://www.pagopar.com (página /pagos/{hash}) */
  checkoutUrl: string;
}

/** Identificadores de forma_pago de Pagopar. */
export const FORMA_PAGO_PAGOPAR: Record<Billetera, number> = {
  tigo_money: 10,
  billetera_personal: 12,
  zimple: 18,
};

export interface SolicitudPagopar {
  ruta: string;
  cuerpo: Record<string, unknown>;
}

/** "YYYY-MM-DD HH:mm:ss" en hora de Asunción. */
export function fechaPagopar(d: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Asuncion',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Teléfono 595… → +595… (Pagopar lo pide en formato internacional). */
const telefonoPagopar = (t: string | null | undefined) => (t ? `+${t.replace(/^\+/, '')}` : '');

export function solicitudIniciarPagopar(
  c: ConfigPagopar,
  s: SolicitudCobro,
  venceEn: Date,
): SolicitudPagopar {
  const comprador: Comprador = s.comprador ?? {
    email: '',
    nombre: '',
    documento: '',
    ruc: '',
    razonSocial: '',
  };
  return {
    ruta: '/api/comercios/2.0/iniciar-transaccion',
    cuerpo: {
      token: tokenIniciarPagopar(c.privateKey, s.idProceso, s.monto),
      public_key: c.publicKey,
      monto_total: s.monto,
      tipo_pedido: 'VENTA-COMERCIO',
      id_pedido_comercio: s.idProceso,
      descripcion_resumen: s.descripcion,
      fecha_maxima_pago: fechaPagopar(venceEn),
      forma_pago: s.billetera ? FORMA_PAGO_PAGOPAR[s.billetera] : undefined,
      comprador: {
        ruc: comprador.ruc,
        email: comprador.email,
        ciudad: '1',
        nombre: comprador.nombre,
        telefono: telefonoPagopar(s.telefono),
        direccion: '',
        documento: comprador.documento,
        coordenadas: '',
        razon_social: comprador.razonSocial,
        tipo_documento: 'CI',
        direccion_referencia: '',
      },
      compras_items: [
        {
          ciudad: '1',
          nombre: s.descripcion,
          cantidad: 1,
          categoria: '909',
          public_key: c.publicKey,
          url_imagen: '',
          descripcion: s.descripcion,
          id_producto: Number(s.idProceso),
          precio_total: s.monto,
          vendedor_telefono: '',
          vendedor_direccion: '',
          vendedor_direccion_referencia: '',
          vendedor_direccion_coordenadas: '',
        },
      ],
    },
  };
}

export function solicitudConsultaPagopar(c: ConfigPagopar, hash: string): SolicitudPagopar {
  return {
    ruta: '/api/pedidos/1.1/traer',
    cuerpo: {
      hash_pedido: hash,
      token: tokenConsultaPagopar(c.privateKey),
      token_publico: c.publicKey,
    },
  };
}

type Json = Record<string, unknown>;

/** Un elemento de `resultado` de la notificación o de la consulta. */
export interface PedidoPagopar {
  hash_pedido: string;
  pagado: boolean;
  cancelado: boolean;
  monto: string;
  numero_pedido: string | null;
  forma_pago: string | null;
  token: string;
}

export function pedidoPagopar(x: unknown): PedidoPagopar | null {
  const o = (x ?? {}) as Json;
  if (typeof o.hash_pedido !== 'string' || typeof o.pagado !== 'boolean') return null;
  const txt = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  return {
    hash_pedido: o.hash_pedido,
    pagado: o.pagado,
    cancelado: o.cancelado === true,
    monto: txt(o.monto) ?? '',
    numero_pedido: txt(o.numero_pedido),
    forma_pago: txt(o.forma_pago),
    token: txt(o.token) ?? '',
  };
}

/** Notificación auténtica: token = sha1(private_key + hash_pedido). */
export const notificacionValida = (c: ConfigPagopar, p: PedidoPagopar) =>
  tokensIguales(tokenNotificacionPagopar(c.privateKey, p.hash_pedido), p.token);

/** Estado de un pedido de Pagopar como resultado nuestro (el monto debe ser el NUESTRO). */
export function estadoPedidoPagopar(i: IntentoConsultado, p: PedidoPagopar): EstadoConsulta {
  if (p.monto !== montoBancard(i.monto)) {
    return { estado: 'error', mensaje: `monto distinto: ${p.monto}` };
  }
  if (!p.pagado && !p.cancelado) return { estado: 'pendiente' };
  return {
    estado: 'resuelto',
    resultado: {
      idProceso: i.idProceso,
      aprobado: p.pagado,
      codigoRespuesta: p.pagado ? '00' : 'CANCELADO',
      codigoAutorizacion: p.numero_pedido,
      idExterno: p.hash_pedido,
      mensaje: p.pagado ? `Pagado con ${p.forma_pago ?? 'Pagopar'}` : 'Pedido cancelado en Pagopar',
    },
  };
}

export class ErrorPagopar extends Error {}

export class ProcesadorPagopar implements ProcesadorCobro {
  readonly nombre = 'pagopar' as const;

  constructor(
    readonly config: ConfigPagopar,
    /** Plazo para pagar: Pagopar cancela solo el pedido vencido (fecha_maxima_pago). */
    private readonly minutosPago: number,
    private readonly enviar: (s: SolicitudPagopar) => Promise<Json> = (s) => enviarHttp(config, s),
    private readonly ahora: () => Date = () => new Date(),
  ) {}

  async iniciarCobro(s: SolicitudCobro): Promise<InicioCobro> {
    const vence = new Date(this.ahora().getTime() + this.minutosPago * 60_000);
    const r = await this.enviar(solicitudIniciarPagopar(this.config, s, vence));
    const hash = ((r.resultado ?? []) as Json[])[0]?.data;
    if (r.respuesta !== true || typeof hash !== 'string') {
      throw new ErrorPagopar(JSON.stringify(r.resultado ?? r));
    }
    const forma = s.billetera ? `?forma_pago=${FORMA_PAGO_PAGOPAR[s.billetera]}` : '';
    return { url: `${this.config.checkoutUrl}/pagos/${hash}${forma}`, idExterno: hash };
  }

  async consultar(i: IntentoConsultado): Promise<EstadoConsulta> {
    if (!i.idExterno) return { estado: 'sin_pago' };
    try {
      const r = await this.enviar(solicitudConsultaPagopar(this.config, i.idExterno));
      const p = r.respuesta === true ? pedidoPagopar(((r.resultado ?? []) as Json[])[0]) : null;
      if (!p) return { estado: 'error', mensaje: JSON.stringify(r.resultado ?? r) };
      return estadoPedidoPagopar(i, p);
    } catch (e) {
      return { estado: 'error', mensaje: e instanceof Error ? e.message : String(e) };
    }
  }

  /** La API documentada no tiene anulación: el pedido impago vence solo en fecha_maxima_pago. */
  reversar(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

async function enviarHttp(c: ConfigPagopar, s: SolicitudPagopar): Promise<Json> {
  const res = await fetch(`${c.apiUrl}${s.ruta}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(s.cuerpo),
    signal: AbortSignal.timeout(30_000),
  });
  return (await res.json()) as Json;
}
