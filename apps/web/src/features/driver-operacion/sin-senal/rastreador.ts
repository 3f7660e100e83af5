// Rastreo mientras el transportista está conectado (§9): mira la posición, guarda sólo los
// movimientos de 20 m o más, los envía en lotes y, sin red, los conserva para reintentar.
import { UBICACION, debeReportarPosicion, type Punto } from '@nemu/domain';
import { agregarACola, esperaReintento, leerCola, type ResultadoEnvio } from '../logica/cola';

export interface PosicionPendiente extends Punto {
  precision?: number;
  velocidad?: number;
  rumbo?: number;
  en: number;
}

/** Cuántas posiciones se guardan como mucho sin señal (las más viejas se pierden). */
export const MAXIMO_POSICIONES_PENDIENTES = 500;
/** Posiciones por envío (un solo POST /rastreo-usuario/ con el lote). */
export const LOTE_POSICIONES = 20;

export interface EstadoRastreador {
  activo: boolean;
  error: 'sin-permiso' | 'no-disponible' | null;
  pendientes: number;
  ultima: (Punto & { en: number }) | null;
}

export interface DepsRastreador {
  geo: Pick<Geolocation, 'watchPosition' | 'clearWatch'> | undefined;
  /** Envía un lote en un solo pedido: llega, se reintenta o se descarta entero. */
  enviar: (lote: PosicionPendiente[]) => Promise<ResultadoEnvio>;
  leer: () => string | null;
  escribir: (texto: string) => void;
  alCambiar: (e: EstadoRastreador) => void;
  /** Cada cuánto se envía el lote (10 s, §9). */
  intervaloMs?: number;
  programar?: (fn: () => void, ms: number) => unknown;
  cancelar?: (id: unknown) => void;
}

const esPosicion = (x: unknown): x is PosicionPendiente =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as PosicionPendiente).lat === 'number' &&
  typeof (x as PosicionPendiente).lng === 'number' &&
  typeof (x as PosicionPendiente).en === 'number';

/** Un número finito dentro del rango, o nada (el GPS da null o NaN cuando no sabe). */
const acotado = (v: number | null | undefined, min: number, max: number) =>
  v === null || v === undefined || !Number.isFinite(v) || v < min || v > max ? undefined : v;

export function crearRastreador(deps: DepsRastreador) {
  const intervalo = deps.intervaloMs ?? UBICACION.intervaloMs;
  const programar = deps.programar ?? ((fn, ms) => setTimeout(fn, ms));
  const cancelar = deps.cancelar ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let cola = leerCola(deps.leer(), esPosicion);
  let watchId: number | null = null;
  let temporizador: unknown = null;
  let enviando = false;
  let fallos = 0;
  let ultimaReportada: Punto | null = null;
  let estado: EstadoRastreador = {
    activo: false,
    error: null,
    pendientes: cola.length,
    ultima: null,
  };

  const avisar = (cambio: Partial<EstadoRastreador>) => {
    estado = { ...estado, ...cambio, pendientes: cola.length };
    deps.alCambiar(estado);
  };
  const guardar = () => deps.escribir(JSON.stringify(cola));

  function agendar(ms: number) {
    if (temporizador !== null) return;
    temporizador = programar(() => {
      temporizador = null;
      void vaciar();
    }, ms);
  }

  async function vaciar(): Promise<void> {
    if (enviando || cola.length === 0) return;
    enviando = true;
    try {
      const lote = cola.slice(0, LOTE_POSICIONES);
      const r = await deps.enviar(lote);
      // Se quitan las del lote (lo que llegó mientras se enviaba queda en la cola).
      if (r !== 'reintentar') {
        const enviadas = new Set(lote);
        cola = cola.filter((p) => !enviadas.has(p));
      }
      guardar();
      avisar({});
      if (r === 'reintentar') {
        fallos += 1;
        agendar(esperaReintento(fallos));
      } else {
        fallos = 0;
        if (cola.length > 0) agendar(0);
      }
    } finally {
      enviando = false;
    }
  }

  function alPosicion(pos: GeolocationPosition) {
    const p = { lat: pos.coords.latitude, lng: pos.coords.longitude };
    avisar({ error: null, ultima: { ...p, en: pos.timestamp } });
    if (!debeReportarPosicion(ultimaReportada, p)) return;
    const primera = ultimaReportada === null;
    ultimaReportada = p;
    const precision = acotado(pos.coords.accuracy, 0, 100_000);
    const velocidad = acotado(pos.coords.speed, 0, 1000);
    const rumbo = acotado(pos.coords.heading, 0, 360);
    cola = agregarACola(
      cola,
      {
        ...p,
        ...(precision !== undefined && { precision }),
        ...(velocidad !== undefined && { velocidad }),
        ...(rumbo !== undefined && { rumbo }),
        en: pos.timestamp,
      },
      MAXIMO_POSICIONES_PENDIENTES,
    );
    guardar();
    avisar({});
    // La primera sale enseguida; después, en lotes cada 10 s.
    agendar(primera ? 0 : intervalo);
  }

  function alError(e: GeolocationPositionError) {
    avisar({ error: e.code === e.PERMISSION_DENIED ? 'sin-permiso' : 'no-disponible' });
  }

  return {
    iniciar() {
      if (watchId !== null) return;
      if (!deps.geo) {
        avisar({ activo: false, error: 'no-disponible' });
        return;
      }
      ultimaReportada = null;
      watchId = deps.geo.watchPosition(alPosicion, alError, {
        enableHighAccuracy: true,
        maximumAge: UBICACION.intervaloMasRapidoMs,
        timeout: 30_000,
      });
      avisar({ activo: true, error: null });
      if (cola.length > 0) agendar(0);
    },
    detener() {
      if (watchId !== null) deps.geo?.clearWatch(watchId);
      watchId = null;
      if (temporizador !== null) cancelar(temporizador);
      temporizador = null;
      avisar({ activo: false, error: null });
    },
    /** Reintenta ya (al volver la red). */
    vaciar,
    estado: () => estado,
  };
}

export type Rastreador = ReturnType<typeof crearRastreador>;
