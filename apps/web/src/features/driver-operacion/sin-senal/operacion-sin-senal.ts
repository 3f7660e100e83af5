// Lo que sigue funcionando sin señal en la app del transportista: el rastreo (posiciones en
// cola) y los PIN ingresados sin conexión, guardados en el teléfono y enviados al volver.
import {
  EstadoHojaRuta,
  esResultadoTemporal,
  MENSAJES_DRIVER_OPERACION,
  ModoUsoApp,
  formatearMensaje,
  ubicacionComoTexto,
} from '@nemu/domain';
import { mensajeFallo, type ResultadoApi } from '../../../shared/api/resultado';
import { alCambiarSesion } from '../../../shared/sesion/sesion.store';
import { ejecutarItinerario, enviarPosiciones } from '../api/operacion.api';
import {
  actualizarTransportista,
  transportistaStore,
  type PinPendiente,
} from '../estado/transportista.store';
import {
  agregarUnicoPorClave,
  enviarEnOrden,
  esperaReintento,
  leerCola,
  type ResultadoEnvio,
} from '../logica/cola';
import { crearRastreador, type Rastreador } from './rastreador';

const clavePosiciones = (usuario: number) => `nemu.driver.posiciones.${usuario}`;
const clavePins = (usuario: number) => `nemu.driver.pins.${usuario}`;

/** Sin red, tiempo agotado, un 502–504 o error del servidor: vale la pena reintentar. */
export function esFalloTemporal(r: ResultadoApi<unknown> | null): boolean {
  return r === null || r.kind === 'server' || esResultadoTemporal(r.kind);
}

const aEnvio = (r: ResultadoApi<unknown> | null): ResultadoEnvio =>
  r?.kind === 'ok' ? 'enviado' : esFalloTemporal(r) ? 'reintentar' : 'descartar';

const esPin = (x: unknown): x is PinPendiente =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as PinPendiente).itinerario_id === 'number' &&
  typeof (x as PinPendiente).pincode === 'string';

let usuarioId: number | null = null;
let enModoTransportista = false;
let rastreador: Rastreador | null = null;
let enviandoPins = false;
let fallosPins = 0;
let reintentoPins: ReturnType<typeof setTimeout> | null = null;
const oyentesCompletado = new Set<() => void>();

function guardarPins(pins: readonly PinPendiente[]) {
  if (usuarioId !== null) localStorage.setItem(clavePins(usuarioId), JSON.stringify(pins));
  actualizarTransportista({ pinsPendientes: pins });
}

/** Prepara la operación del usuario (una vez por usuario): cola de posiciones y PIN guardados. */
export function prepararOperacion(id: number, modo: number): void {
  enModoTransportista = modo === ModoUsoApp.TRANSPORTISTA;
  if (usuarioId === id) return;
  rastreador?.detener();
  usuarioId = id;
  rastreador = crearRastreador({
    geo: typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
    enviar: async (lote) => {
      const r = await enviarPosiciones(
        lote.map((p) => ({
          ubicacion: ubicacionComoTexto(p),
          ...(p.precision !== undefined && { precision: p.precision }),
          ...(p.velocidad !== undefined && { velocidad: p.velocidad }),
          ...(p.rumbo !== undefined && { rumbo: p.rumbo }),
          fecha: new Date(p.en).toISOString(),
        })),
      );
      return aEnvio(r);
    },
    leer: () => localStorage.getItem(clavePosiciones(id)),
    escribir: (t) => localStorage.setItem(clavePosiciones(id), t),
    alCambiar: (e) =>
      actualizarTransportista({
        rastreo: e.error ?? (e.activo ? 'activo' : 'apagado'),
        posicionesPendientes: e.pendientes,
        ultimaUbicacion: e.ultima,
      }),
  });
  const pins = leerCola(localStorage.getItem(clavePins(id)), esPin);
  actualizarTransportista({ pinsPendientes: pins, pinRechazado: null });
  if (pins.length > 0) void enviarPinsPendientes();
  sincronizarRastreo();
}

/** Rastrea sólo conectado y en modo transportista (§4: salir del modo detiene el rastreo). */
export function sincronizarRastreo(): void {
  const { conectado } = transportistaStore.obtener();
  if (conectado === true && enModoTransportista) rastreador?.iniciar();
  else rastreador?.detener();
}

/** Guarda un PIN ingresado sin señal; se envía solo al volver la conexión. */
export function encolarPin(pin: Omit<PinPendiente, 'encolado_en'>): void {
  const pins = agregarUnicoPorClave(
    transportistaStore.obtener().pinsPendientes,
    { ...pin, encolado_en: Date.now() },
    (p) => p.itinerario_id,
  );
  guardarPins(pins);
  programarReintentoPins();
}

function programarReintentoPins() {
  if (reintentoPins !== null) return;
  reintentoPins = setTimeout(
    () => {
      reintentoPins = null;
      void enviarPinsPendientes();
    },
    esperaReintento(Math.max(1, fallosPins)),
  );
}

/** Envía en orden los PIN guardados; un rechazo definitivo se muestra y se quita de la cola. */
export async function enviarPinsPendientes(): Promise<void> {
  const pins = transportistaStore.obtener().pinsPendientes;
  if (enviandoPins || pins.length === 0) return;
  enviandoPins = true;
  let rechazo: string | null = null;
  try {
    const ronda = await enviarEnOrden(pins, async (p) => {
      const r = await ejecutarItinerario(p.itinerario_id, p.pincode);
      if (r && r.kind !== 'ok' && !esFalloTemporal(r)) rechazo = mensajeFallo(r);
      if (r?.kind === 'ok' && r.data?.estado === EstadoHojaRuta.FINALIZADA)
        actualizarTransportista({ rutaTerminada: r.data });
      return aEnvio(r);
    });
    const nuevos = transportistaStore.obtener().pinsPendientes.filter((p) => !pins.includes(p));
    guardarPins([...ronda.restantes, ...nuevos]);
    if (rechazo !== null)
      actualizarTransportista({
        pinRechazado: formatearMensaje(MENSAJES_DRIVER_OPERACION.pinPendienteRechazado, {
          motivo: rechazo,
        }),
      });
    if (ronda.enviados.length > 0 || ronda.descartados.length > 0)
      oyentesCompletado.forEach((f) => f());
    if (ronda.cortada) {
      fallosPins += 1;
      programarReintentoPins();
    } else fallosPins = 0;
  } finally {
    enviandoPins = false;
  }
}

/** Avisa cuando algo guardado sin señal llegó (o fue rechazado): la pantalla relee la ruta. */
export function alEnviarPendientes(oyente: () => void): () => void {
  oyentesCompletado.add(oyente);
  return () => oyentesCompletado.delete(oyente);
}

// Al volver la red se vacía todo lo pendiente.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    fallosPins = 0;
    void rastreador?.vaciar();
    void enviarPinsPendientes();
  });
}

// Cerrar sesión o salir del modo transportista detiene el rastreo.
alCambiarSesion(({ token, usuario }) => {
  if (!token || !usuario) {
    rastreador?.detener();
    rastreador = null;
    usuarioId = null;
    enModoTransportista = false;
    actualizarTransportista({
      conectado: null,
      hojaActivaId: null,
      pinsPendientes: [],
      rutaTerminada: null,
    });
    return;
  }
  enModoTransportista = usuario.modo_uso_app === ModoUsoApp.TRANSPORTISTA;
  sincronizarRastreo();
});

// La conexión cambia en el store (interruptor o lectura del servidor): el rastreo la sigue.
transportistaStore.suscribir(sincronizarRastreo);
