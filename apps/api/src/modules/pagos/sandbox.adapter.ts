// Procesador local (arquitectura §6): guarda sus procesos y tarjetas en memoria, sirve sus
// páginas bajo /sandbox-pagos/ y envía a nuestro endpoint la confirmación firmada como lo hace
// Bancard (misma forma y token MD5), a veces dos veces, a veces tarde y a veces nunca (la
// conciliación la recupera con `consultar`, como get_confirmation).
import { randomInt } from 'node:crypto';
import type { ConfigSandbox } from './pagos.config.js';
import { montoBancard, tokenConfirmacion } from './bancard.tokens.js';
import type {
  Billetera,
  EstadoConsulta,
  InicioCobro,
  IntentoConsultado,
  OperacionConfirmacion,
  ProcesadorCobro,
  ProveedorPago,
  ResultadoPago,
  SolicitudCobro,
  SolicitudRegistroTarjeta,
  TarjetaProcesador,
} from './proveedor-pago.js';
import { resultadoDeOperacion } from './proveedor-pago.js';

/** Tarjetas de prueba (README): el resultado depende del número. */
export const TARJETAS_PRUEBA = {
  '4111111111111111': { resultado: 'aprobar', marca: 'VISA' },
  '5555555555554444': { resultado: 'aprobar', marca: 'MASTERCARD' },
  '4000000000000002': { resultado: 'rechazar', marca: 'VISA' },
  '4000000000009995': { resultado: 'fondos', marca: 'VISA' },
  '4000000000000119': { resultado: 'demora', marca: 'VISA' },
} as const;

export type Desenlace = 'aprobar' | 'rechazar' | 'fondos' | 'demora';

export interface ProcesoSandbox {
  id: string;
  tipo: 'cobro' | 'tarjeta';
  monto: number;
  descripcion: string;
  urlRetorno: string;
  billetera: Billetera | null;
  telefono: string | null;
  usuarioId: number | null;
  cardId: number | null;
  terminado: boolean;
  /** Confirmación emitida (aunque no haya llegado): lo que responde la consulta. */
  resultado: OperacionConfirmacion | null;
  /** Reversado (rollback): el cargo ya no vale y la consulta responde sin pago. */
  anulado: boolean;
}

/** Algoritmo de Luhn sobre los dígitos del número. */
export function luhnValido(numero: string): boolean {
  const d = numero.replace(/\D/g, '');
  if (d.length < 12 || d.length > 19) return false;
  let suma = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    suma += n;
  }
  return suma % 10 === 0;
}

export function desenlaceDeTarjeta(numero: string): Desenlace {
  const d = numero.replace(/\D/g, '') as keyof typeof TARJETAS_PRUEBA;
  return TARJETAS_PRUEBA[d]?.resultado ?? 'aprobar';
}

export function marcaDeTarjeta(numero: string): string {
  const d = numero.replace(/\D/g, '');
  if (/^4/.test(d)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'MASTERCARD';
  if (/^3[47]/.test(d)) return 'AMEX';
  return 'BANCARD';
}

const CODIGOS: Record<Exclude<Desenlace, 'demora'>, { codigo: string; texto: string }> = {
  aprobar: { codigo: '00', texto: 'Transacción aprobada' },
  rechazar: { codigo: '05', texto: 'Transacción no aprobada' },
  fondos: { codigo: '51', texto: 'Fondos insuficientes' },
};

export class ProveedorSandbox implements ProveedorPago {
  readonly nombre = 'sandbox' as const;
  readonly billeteras = new Map<Billetera, ProcesadorCobro>();
  readonly procesos = new Map<string, ProcesoSandbox>();
  private readonly tarjetas = new Map<number, (TarjetaProcesador & { desenlace: Desenlace })[]>();
  private readonly temporizadores = new Set<NodeJS.Timeout>();

  constructor(
    private readonly config: ConfigSandbox,
    /** Entrega la confirmación a nuestro endpoint (como el POST de Bancard). */
    private readonly entregar: (cuerpo: { operation: OperacionConfirmacion }) => Promise<void>,
    private readonly azar: () => number = Math.random,
  ) {}

  iniciarCobro(s: SolicitudCobro): Promise<InicioCobro> {
    this.procesos.set(s.idProceso, {
      id: s.idProceso,
      tipo: 'cobro',
      monto: s.monto,
      descripcion: s.descripcion.slice(0, 20),
      urlRetorno: s.urlRetorno,
      billetera: s.billetera ?? null,
      telefono: s.telefono ?? null,
      usuarioId: null,
      cardId: null,
      terminado: false,
      resultado: null,
      anulado: false,
    });
    return Promise.resolve({
      url: `/sandbox-pagos/pagar/${s.idProceso}/`,
      idExterno: `sbx-${s.idProceso}`,
    });
  }

  cobrarTarjeta(s: SolicitudCobro & { usuarioId: number; cardId: number }): Promise<ResultadoPago> {
    const t = (this.tarjetas.get(s.usuarioId) ?? []).find((x) => x.card_id === s.cardId);
    const desenlace = t ? t.desenlace : 'rechazar';
    const c = CODIGOS[desenlace === 'demora' ? 'rechazar' : desenlace];
    const autorizacion = c.codigo === '00' ? String(randomInt(100000, 999999)) : null;
    const mensaje = t ? c.texto : 'Tarjeta inexistente';
    // El cargo queda registrado como un proceso terminado: la consulta lo encuentra y un
    // rollback lo anula, como en Bancard.
    this.procesos.set(s.idProceso, {
      id: s.idProceso,
      tipo: 'cobro',
      monto: s.monto,
      descripcion: s.descripcion.slice(0, 20),
      urlRetorno: s.urlRetorno,
      billetera: null,
      telefono: null,
      usuarioId: s.usuarioId,
      cardId: s.cardId,
      terminado: true,
      anulado: false,
      resultado: {
        token: tokenConfirmacion(this.config.clavePrivada, s.idProceso, montoBancard(s.monto)),
        shop_process_id: s.idProceso,
        response: 'S',
        response_details: mensaje,
        amount: montoBancard(s.monto),
        currency: 'PYG',
        authorization_number: autorizacion,
        ticket_number: `sbx-${s.idProceso}`,
        response_code: c.codigo,
        response_description: mensaje,
      },
    });
    return Promise.resolve({
      idProceso: s.idProceso,
      aprobado: c.codigo === '00',
      codigoRespuesta: c.codigo,
      codigoAutorizacion: autorizacion,
      idExterno: `sbx-${s.idProceso}`,
      mensaje,
    });
  }

  firmaConfirmacion(idProceso: string, monto: number): string {
    return tokenConfirmacion(this.config.clavePrivada, idProceso, montoBancard(monto));
  }

  /** Su propio estado: la confirmación emitida o, si el comprador no pagó, sin pago. */
  consultar(i: IntentoConsultado): Promise<EstadoConsulta> {
    const p = this.procesos.get(i.idProceso);
    const op = p?.anulado ? null : p?.resultado;
    if (!op) return Promise.resolve({ estado: 'sin_pago' });
    return Promise.resolve({ estado: 'resuelto', resultado: resultadoDeOperacion(op) });
  }

  reversar(idProceso: string): Promise<boolean> {
    const p = this.procesos.get(idProceso);
    if (p) {
      p.terminado = true;
      p.anulado = true;
    }
    return Promise.resolve(true);
  }

  registrarTarjeta(s: SolicitudRegistroTarjeta): Promise<InicioCobro> {
    const id = `t${s.cardId}`;
    this.procesos.set(id, {
      id,
      tipo: 'tarjeta',
      monto: 0,
      descripcion: 'Registro de tarjeta',
      urlRetorno: s.urlRetorno,
      billetera: null,
      telefono: s.telefono,
      usuarioId: s.usuarioId,
      cardId: s.cardId,
      terminado: false,
      resultado: null,
      anulado: false,
    });
    return Promise.resolve({ url: `/sandbox-pagos/tarjeta/${id}/`, idExterno: id });
  }

  listarTarjetas(usuarioId: number): Promise<TarjetaProcesador[]> {
    return Promise.resolve(
      (this.tarjetas.get(usuarioId) ?? []).map((t) => ({
        card_id: t.card_id,
        alias_token: `alias-${t.card_id}-${randomInt(1e9)}`,
        card_masked_number: t.card_masked_number,
        expiration_date: t.expiration_date,
        card_brand: t.card_brand,
        card_type: t.card_type,
      })),
    );
  }

  eliminarTarjeta(usuarioId: number, cardId: number): Promise<void> {
    this.tarjetas.set(
      usuarioId,
      (this.tarjetas.get(usuarioId) ?? []).filter((t) => t.card_id !== cardId),
    );
    return Promise.resolve();
  }

  /** Alta desde el formulario del sandbox: el número nunca sale de aquí (sólo la máscara). */
  guardarTarjeta(proceso: ProcesoSandbox, numero: string, vencimiento: string): void {
    const d = numero.replace(/\D/g, '');
    if (proceso.usuarioId === null || proceso.cardId === null) return;
    const lista = this.tarjetas.get(proceso.usuarioId) ?? [];
    lista.push({
      card_id: proceso.cardId,
      alias_token: '',
      card_masked_number: `${d.slice(0, 6)}${'*'.repeat(d.length - 10)}${d.slice(-4)}`,
      expiration_date: vencimiento,
      card_brand: marcaDeTarjeta(d),
      card_type: d.startsWith('5555') ? 'debit' : 'credit',
      desenlace: desenlaceDeTarjeta(d),
    });
    this.tarjetas.set(proceso.usuarioId, lista);
    proceso.terminado = true;
  }

  /**
   * Cierra un cobro con un desenlace. 'demora' no envía nada (el pago queda pendiente hasta
   * que se da por abandonado). Puede enviar la confirmación tarde y/o dos veces, o perderla.
   */
  async resolver(proceso: ProcesoSandbox, desenlace: Desenlace): Promise<void> {
    proceso.terminado = true;
    if (desenlace === 'demora') return;
    const c = CODIGOS[desenlace];
    const amount = montoBancard(proceso.monto);
    const operation: OperacionConfirmacion = {
      token: tokenConfirmacion(this.config.clavePrivada, proceso.id, amount),
      shop_process_id: proceso.id,
      response: 'S',
      response_details: c.texto,
      amount,
      currency: 'PYG',
      authorization_number: c.codigo === '00' ? String(randomInt(100000, 999999)) : null,
      ticket_number: String(randomInt(1e9, 9e9)),
      response_code: c.codigo,
      response_description: c.texto,
    };
    proceso.resultado = operation;
    if (this.config.perder > 0 && this.azar() < this.config.perder) return;
    const envio = () => this.entregar({ operation }).catch(() => undefined);
    if (this.azar() < this.config.tarde) this.diferir(envio);
    else await envio();
    if (this.azar() < this.config.duplicar) this.diferir(envio);
  }

  private diferir(f: () => Promise<void>): void {
    const t = setTimeout(
      () => {
        this.temporizadores.delete(t);
        void f();
      },
      Math.round(this.azar() * this.config.retrasoMs),
    );
    t.unref();
    this.temporizadores.add(t);
  }

  cerrar(): void {
    for (const t of this.temporizadores) clearTimeout(t);
    this.temporizadores.clear();
  }
}
