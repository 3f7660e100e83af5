// Simulador de la demo (issue #13, «Demo data»): sólo con DEMO activo, mueve a los
// transportistas simulados a lo largo de sus hojas en curso a través de la API (posiciones por
// POST /rastreo-usuario/, que el rastreo emite en vivo al pedido y a la torre de control), completa
// retiros y entregas al llegar y, cuando una hoja termina, crea un pedido demo nuevo con su hoja
// y la acepta, para que el seguimiento y la torre muestren movimiento siempre.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  EstadoHojaRuta,
  distanciaKm,
  hojaRutaDetalleSchema,
  paginaOportunidadesSchema,
} from '@nemu/domain';
import type { Config } from '../config.js';
import { emitirSesion } from '../modules/cuentas/cuentas.service.js';
import { ultimaUbicacion } from '../modules/transportistas/operacion.service.js';
import {
  codigoDeParada,
  contextoDemo,
  crearHojaDemo,
  crearPedidoDemo,
  puntoDe,
  type ConductorDemo,
  type ContextoDemo,
} from './demo-operacion.seed.js';

/** Cada cuánto se mueve cada transportista y cuántos metros avanza por vez. */
export const SIMULADOR_DEMO = { tickMs: 3_000, pasoM: 120 } as const;

interface Punto {
  lat: number;
  lng: number;
}

interface Simulado {
  c: ConductorDemo;
  token: string;
  posicion: Punto | null;
  /** Ticks que faltan para poder crear otra hoja (si la anterior no le llegó, no insiste). */
  espera: number;
}

/** Ticks entre dos hojas creadas para el mismo transportista sin que haya tomado la anterior. */
const TICKS_ENTRE_HOJAS = 10;

export interface SimuladorDemo {
  /** Un paso para cada transportista simulado (el intervalo lo llama; los tests, a mano). */
  tick(): Promise<void>;
  /** Hojas creadas por el simulador (sólo acepta esas). */
  readonly hojas: ReadonlySet<number>;
}

const texto = (p: Punto) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/** Avanza `pasoM` metros de `a` hacia `b` (o llega). */
export function avanzar(a: Punto, b: Punto, pasoM: number): { punto: Punto; llego: boolean } {
  const m = distanciaKm(a, b) * 1000;
  if (m <= pasoM) return { punto: b, llego: true };
  const f = pasoM / m;
  return {
    punto: { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f },
    llego: false,
  };
}

/** Crea el simulador sobre la demo sembrada; null si faltan sus cuentas. No arranca ningún reloj. */
export async function crearSimuladorDemo(
  app: FastifyInstance,
  opciones: { pasoM?: number } = {},
): Promise<SimuladorDemo | null> {
  const encontrado = await contextoDemo(app.db);
  if (!encontrado || encontrado.simulados.length === 0) return null;
  const ctx: ContextoDemo = encontrado;
  const pasoM = opciones.pasoM ?? SIMULADOR_DEMO.pasoM;
  const simulados: Simulado[] = [];
  for (const c of ctx.simulados) {
    const sesion = await emitirSesion(app.db, c.usuarioId, 'simulador-demo', 'simulador');
    const ultima = (await ultimaUbicacion(app.db, c.transportistaId))?.last_known_location ?? null;
    simulados.push({
      c,
      token: sesion.token,
      posicion: ultima && { lat: ultima.lat, lng: ultima.lng },
      espera: 0,
    });
  }
  const hojas = new Set<number>();
  let siguientePedido = 0;
  let corriendo = false;

  const api = (
    s: Simulado,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Token ${s.token}`, 'x-app-version': 'simulador-demo' },
      ...(payload && { payload }),
    });

  const reportar = async (s: Simulado, p: Punto) => {
    s.posicion = p;
    await api(s, 'POST', '/rastreo-usuario/', { ubicacion: texto(p) });
  };

  /** Sin hoja: acepta una oferta del simulador o crea un pedido demo con su hoja y la acepta. */
  async function tomarNueva(s: Simulado): Promise<void> {
    const propia = async () => {
      const r = await api(s, 'GET', '/oportunidades/?page=1&page_size=50');
      if (r.statusCode !== 200) return null;
      const lista = paginaOportunidadesSchema.parse(r.json());
      return lista.results.find((o) => hojas.has(o.hoja_ruta.id)) ?? null;
    };
    let oferta = await propia();
    if (!oferta && s.espera > 0) {
      s.espera--;
      return;
    }
    if (!oferta) {
      s.espera = TICKS_ENTRE_HOJAS;
      // Proveedores distintos del demo: su cuenta no se llena de avisos de ventas simuladas.
      const otros = ctx.proveedores.length - 1;
      const n = otros > 0 ? 1 + (siguientePedido++ % otros) : 0;
      const pedido = await crearPedidoDemo(ctx, n, { confirmar: true });
      if (!pedido) return;
      const hoja = await crearHojaDemo(
        ctx,
        [pedido.ordenVentaId],
        s.c.tipoVehiculoId,
        s.c.transportistaId,
      );
      if (hoja === null) return;
      hojas.add(hoja);
      oferta = await propia();
    }
    if (oferta) await api(s, 'POST', '/aceptar-ruta/', { oportunidad_id: oferta.id });
  }

  async function paso(s: Simulado): Promise<void> {
    const activa = await api(s, 'GET', '/hoja-ruta-activa/');
    if (activa.statusCode === 204) return tomarNueva(s);
    if (activa.statusCode !== 200) return;
    const hoja = hojaRutaDetalleSchema.parse(activa.json());
    if (hoja.estado === EstadoHojaRuta.ACEPTADA) {
      await api(s, 'POST', '/empezar-ruta/', { ruta_id: hoja.id, vehiculo_id: s.c.vehiculoId });
      return;
    }
    const parada = hoja.itinerarios.find((p) => p.id === hoja.next);
    const destino = puntoDe(parada?.ubicacion ?? null);
    if (!parada || !destino) return;
    // Sin posición conocida arranca a ~1 km de la parada.
    const desde = s.posicion ?? { lat: destino.lat + 0.009, lng: destino.lng };
    const { punto, llego } = avanzar(desde, destino, pasoM);
    await reportar(s, punto);
    if (!llego) return;
    const codigo = await codigoDeParada(app.db, parada);
    if (codigo !== null) {
      await api(s, 'POST', '/ejecutar-itinerario/', { itinerario_id: parada.id, pincode: codigo });
    }
  }

  const sim: SimuladorDemo = {
    hojas,
    async tick() {
      if (corriendo) return;
      corriendo = true;
      try {
        for (const s of simulados) {
          try {
            await paso(s);
          } catch (error) {
            app.log.warn({ err: error, transportista: s.c.transportistaId }, 'simulador demo');
          }
        }
      } finally {
        corriendo = false;
      }
    },
  };
  for (const s of simulados) {
    await api(s, 'POST', '/conexion-transportista/', {
      conectado: true,
      ...(s.posicion && { ubicacion: texto(s.posicion) }),
    });
  }
  return sim;
}

/**
 * Arranca el simulador sólo en modo demo (`DEMO` activo); con `DEMO=off` (o `SIMULADOR_DEMO=off`),
 * y en los tests, no hace nada y devuelve null.
 */
export async function iniciarSimuladorDemo(
  app: FastifyInstance,
  config: Pick<Config, 'demo' | 'simuladorDemo'>,
): Promise<(SimuladorDemo & { detener(): void }) | null> {
  if (!config.demo || !config.simuladorDemo) return null;
  const sim = await crearSimuladorDemo(app);
  if (!sim) return null;
  const temporizador = setInterval(() => void sim.tick(), SIMULADOR_DEMO.tickMs);
  temporizador.unref();
  return { hojas: sim.hojas, tick: () => sim.tick(), detener: () => clearInterval(temporizador) };
}
