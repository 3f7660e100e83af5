// Adaptador de Bancard vPOS 2.0 (dominio-paraguay §1). Las solicitudes se arman con funciones
// puras (probadas contra ejemplos) y se envían con fetch.
import type {
  Billetera,
  EstadoConsulta,
  InicioCobro,
  IntentoConsultado,
  ProcesadorCobro,
  ProveedorPago,
  ResultadoPago,
  SolicitudCobro,
  SolicitudRegistroTarjeta,
  TarjetaProcesador,
} from './proveedor-pago.js';
import {
  montoBancard,
  tokenCardsNew,
  tokenCharge,
  tokenConfirmacion,
  tokenEliminarTarjeta,
  tokenGetConfirmation,
  tokenRollback,
  tokenSingleBuy,
  tokenUsersCards,
} from './bancard.tokens.js';

export interface ConfigBancard {
  publicKey: string;
  privateKey: string;
  /** https://vpos.infonet.com.py:8888 (staging) o https://vpos.infonet.com.py. */
  baseUrl: string;
  /** Origen público de Ñemu: return_url debe ser absoluta. */
  urlPublica: string;
  /** Versión del JS de checkout (`/checkout/javascript/dist/bancard-checkout-<v>.js`). */
  versionCheckout: string;
}

/** URL del JS de checkout de Bancard (dominio-paraguay §1.5), servido desde su origen. */
export const scriptCheckout = (c: Pick<ConfigBancard, 'baseUrl' | 'versionCheckout'>) =>
  `${new URL(c.baseUrl).origin}/checkout/javascript/dist/bancard-checkout-${c.versionCheckout}.js`;

/** Nuestras rutas relativas (/pedido?…, /tarjeta/agregar/…) como URL absoluta. */
const absoluta = (c: ConfigBancard, url: string) => new URL(url, c.urlPublica).href;

/**
 * Página propia que monta el iframe de Bancard para un process_id (web `/pago/:proceso`):
 * Checkout para tarjeta, Zimple para la billetera de Bancard.
 */
export function urlPaginaPago(processId: string, idProceso: string, billetera?: Billetera) {
  const q = new URLSearchParams({ transaccion_id: idProceso });
  if (billetera === 'zimple') q.set('formulario', 'zimple');
  return `/pago/${encodeURIComponent(processId)}?${q.toString()}`;
}

export interface SolicitudBancard {
  metodo: 'POST' | 'DELETE';
  ruta: string;
  cuerpo: { public_key: string; operation: Record<string, unknown> };
}

const API = '/vpos/api/0.3';

/** description: máximo 20 caracteres. */
const descripcion = (d: string) => d.slice(0, 20);

/** Página propia del catastro (web `/tarjeta/agregar/:card_id/:process_id`). */
export const urlPaginaTarjeta = (cardId: number, processId: string) =>
  `/tarjeta/agregar/${cardId}/${encodeURIComponent(processId)}`;

export function solicitudSingleBuy(c: ConfigBancard, s: SolicitudCobro): SolicitudBancard {
  const amount = montoBancard(s.monto);
  const operation: Record<string, unknown> = {
    token: tokenSingleBuy(c.privateKey, s.idProceso, amount),
    shop_process_id: s.idProceso,
    amount,
    currency: 'PYG',
    description: descripcion(s.descripcion),
    return_url: absoluta(c, s.urlRetorno),
    cancel_url: absoluta(c, s.urlRetorno),
  };
  if (s.billetera === 'zimple' && s.telefono) {
    operation.zimple = 'S';
    operation.additional_data = `0${s.telefono.replace(/^595/, '')}`;
  }
  return {
    metodo: 'POST',
    ruta: `${API}/single_buy`,
    cuerpo: { public_key: c.publicKey, operation },
  };
}

export function solicitudRollback(c: ConfigBancard, idProceso: string): SolicitudBancard {
  return {
    metodo: 'POST',
    ruta: `${API}/single_buy/rollback`,
    cuerpo: {
      public_key: c.publicKey,
      operation: { token: tokenRollback(c.privateKey, idProceso), shop_process_id: idProceso },
    },
  };
}

export function solicitudGetConfirmation(c: ConfigBancard, idProceso: string): SolicitudBancard {
  return {
    metodo: 'POST',
    ruta: `${API}/single_buy/confirmations`,
    cuerpo: {
      public_key: c.publicKey,
      operation: {
        token: tokenGetConfirmation(c.privateKey, idProceso),
        shop_process_id: idProceso,
      },
    },
  };
}

export function solicitudNuevaTarjeta(
  c: ConfigBancard,
  s: SolicitudRegistroTarjeta,
): SolicitudBancard {
  return {
    metodo: 'POST',
    ruta: `${API}/cards/new`,
    cuerpo: {
      public_key: c.publicKey,
      operation: {
        token: tokenCardsNew(c.privateKey, s.cardId, s.usuarioId),
        card_id: s.cardId,
        user_id: s.usuarioId,
        user_cell_phone: s.telefono,
        user_mail: s.email,
        return_url: absoluta(c, s.urlRetorno),
      },
    },
  };
}

export function solicitudTarjetasUsuario(c: ConfigBancard, usuarioId: number): SolicitudBancard {
  return {
    metodo: 'POST',
    ruta: `${API}/users/${usuarioId}/cards`,
    cuerpo: {
      public_key: c.publicKey,
      operation: { token: tokenUsersCards(c.privateKey, usuarioId) },
    },
  };
}

export function solicitudCargo(
  c: ConfigBancard,
  s: SolicitudCobro,
  aliasToken: string,
): SolicitudBancard {
  const amount = montoBancard(s.monto);
  return {
    metodo: 'POST',
    ruta: `${API}/charge`,
    cuerpo: {
      public_key: c.publicKey,
      operation: {
        token: tokenCharge(c.privateKey, s.idProceso, amount, aliasToken),
        shop_process_id: s.idProceso,
        amount,
        currency: 'PYG',
        alias_token: aliasToken,
        number_of_payments: 1,
        description: descripcion(s.descripcion),
        return_url: absoluta(c, s.urlRetorno),
        extra_response_attributes: ['confirmation.process_id'],
      },
    },
  };
}

export function solicitudEliminarTarjeta(
  c: ConfigBancard,
  usuarioId: number,
  aliasToken: string,
): SolicitudBancard {
  return {
    metodo: 'DELETE',
    ruta: `${API}/users/${usuarioId}/cards`,
    cuerpo: {
      public_key: c.publicKey,
      operation: {
        token: tokenEliminarTarjeta(c.privateKey, usuarioId, aliasToken),
        alias_token: aliasToken,
      },
    },
  };
}

type Json = Record<string, unknown>;

function texto(v: unknown): string | null {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
}

/** Resultado de un charge: la respuesta trae la confirmación en `operation` o en `confirmation`. */
export function resultadoCargo(idProceso: string, respuesta: Json): ResultadoPago {
  const op = (respuesta.operation ?? respuesta.confirmation ?? {}) as Json;
  const codigo = texto(op.response_code) ?? '';
  return {
    idProceso,
    aprobado: respuesta.status === 'success' && codigo === '00',
    codigoRespuesta: codigo,
    codigoAutorizacion: texto(op.authorization_number),
    idExterno: texto(op.ticket_number),
    mensaje: texto(op.response_description) ?? '',
  };
}

/**
 * Respuesta de single_buy/confirmations (§1.7): la confirmación trae los mismos campos que el
 * callback. El monto debe ser el NUESTRO; PaymentNotFoundError = el comprador nunca pagó.
 */
export function estadoGetConfirmation(i: IntentoConsultado, respuesta: Json): EstadoConsulta {
  const claves = ((respuesta.messages ?? []) as Json[]).map((m) => m.key);
  if (respuesta.status !== 'success') {
    if (claves.includes('PaymentNotFoundError')) return { estado: 'sin_pago' };
    return { estado: 'error', mensaje: JSON.stringify(respuesta.messages ?? respuesta) };
  }
  const op = (respuesta.confirmation ?? {}) as Json;
  const codigo = texto(op.response_code);
  if (codigo === null) return { estado: 'error', mensaje: 'confirmación sin response_code' };
  if (texto(op.amount) !== montoBancard(i.monto)) {
    return { estado: 'error', mensaje: `monto distinto: ${texto(op.amount)}` };
  }
  return {
    estado: 'resuelto',
    resultado: {
      idProceso: i.idProceso,
      aprobado: codigo === '00',
      codigoRespuesta: codigo,
      codigoAutorizacion: texto(op.authorization_number),
      idExterno: texto(op.ticket_number),
      mensaje: texto(op.response_description) ?? '',
    },
  };
}

export class ErrorBancard extends Error {}

export class ProveedorBancard implements ProveedorPago {
  readonly nombre = 'bancard' as const;
  readonly billeteras = new Map<Billetera, ProcesadorCobro>();

  constructor(
    private readonly config: ConfigBancard,
    private readonly enviar: (s: SolicitudBancard) => Promise<Json> = (s) => enviarHttp(config, s),
  ) {}

  async iniciarCobro(s: SolicitudCobro): Promise<InicioCobro> {
    const r = await this.exigirExito(solicitudSingleBuy(this.config, s));
    const processId = texto(r.process_id);
    if (!processId) throw new ErrorBancard('single_buy sin process_id');
    return { url: urlPaginaPago(processId, s.idProceso, s.billetera), idExterno: processId };
  }

  async consultar(i: IntentoConsultado): Promise<EstadoConsulta> {
    try {
      return estadoGetConfirmation(
        i,
        await this.enviar(solicitudGetConfirmation(this.config, i.idProceso)),
      );
    } catch (e) {
      return { estado: 'error', mensaje: e instanceof Error ? e.message : String(e) };
    }
  }

  /** alias_token es de un solo uso y dura ~10 min: se pide uno nuevo antes de cada cargo. */
  async cobrarTarjeta(
    s: SolicitudCobro & { usuarioId: number; cardId: number },
  ): Promise<ResultadoPago> {
    const alias = await this.aliasDe(s.usuarioId, s.cardId);
    return resultadoCargo(s.idProceso, await this.enviar(solicitudCargo(this.config, s, alias)));
  }

  firmaConfirmacion(idProceso: string, monto: number): string {
    return tokenConfirmacion(this.config.privateKey, idProceso, montoBancard(monto));
  }

  async reversar(idProceso: string): Promise<boolean> {
    const r = await this.enviar(solicitudRollback(this.config, idProceso));
    const claves = ((r.messages ?? []) as Json[]).map((m) => m.key);
    return (
      r.status === 'success' ||
      claves.includes('PaymentNotFoundError') ||
      claves.includes('AlreadyRollbackedError')
    );
  }

  async registrarTarjeta(s: SolicitudRegistroTarjeta): Promise<InicioCobro> {
    const r = await this.exigirExito(solicitudNuevaTarjeta(this.config, s));
    const processId = texto(r.process_id);
    if (!processId) throw new ErrorBancard('cards/new sin process_id');
    return { url: urlPaginaTarjeta(s.cardId, processId), idExterno: processId };
  }

  async listarTarjetas(usuarioId: number): Promise<TarjetaProcesador[]> {
    const r = await this.exigirExito(solicitudTarjetasUsuario(this.config, usuarioId));
    return ((r.cards ?? []) as Json[]).map((c) => ({
      card_id: Number(c.card_id),
      alias_token: texto(c.alias_token) ?? '',
      card_masked_number: texto(c.card_masked_number) ?? '',
      expiration_date: texto(c.expiration_date) ?? '',
      card_brand: texto(c.card_brand) ?? '',
      card_type: texto(c.card_type) ?? '',
    }));
  }

  async eliminarTarjeta(usuarioId: number, cardId: number): Promise<void> {
    const alias = await this.aliasDe(usuarioId, cardId);
    await this.exigirExito(solicitudEliminarTarjeta(this.config, usuarioId, alias));
  }

  private async aliasDe(usuarioId: number, cardId: number): Promise<string> {
    const tarjeta = (await this.listarTarjetas(usuarioId)).find((t) => t.card_id === cardId);
    if (!tarjeta?.alias_token) throw new ErrorBancard(`tarjeta ${cardId} no registrada`);
    return tarjeta.alias_token;
  }

  private async exigirExito(s: SolicitudBancard): Promise<Json> {
    const r = await this.enviar(s);
    if (r.status !== 'success') throw new ErrorBancard(JSON.stringify(r.messages ?? r));
    return r;
  }
}

async function enviarHttp(c: ConfigBancard, s: SolicitudBancard): Promise<Json> {
  const res = await fetch(`${c.baseUrl}${s.ruta}`, {
    method: s.metodo,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(s.cuerpo),
    signal: AbortSignal.timeout(30_000),
  });
  return (await res.json()) as Json;
}
