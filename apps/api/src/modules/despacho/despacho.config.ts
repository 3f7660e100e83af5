// Configuración del despacho desde el entorno (arquitectura §8). Tiempos en minutos salvo el
// límite del optimizador (ms).
export interface ConfigDespacho {
  /** Servidor OSRM (`http://osrm:5000`); sin él, distancia en línea recta × circuidad. */
  osrmUrl: string | undefined;
  /** Distancia por calle sobre la distancia en línea recta (sin OSRM). */
  circuidad: number;
  /** Velocidad media en km/h (sin OSRM). */
  velocidadKmh: number;
  /** Tiempo máximo del optimizador en el worker, por lote. */
  limiteSolverMs: number;
  /** Días hacia adelante que toma un lote (0: sólo hoy; 1: también mañana). */
  diasHorizonte: number;
  /**
   * Minutos entre el lote y la primera parada que puede planificar hoy: ofrecer la hoja, que
   * alguien la acepte y llegue. Sin ella, un lote de las 14:00 arma hojas que empiezan a las
   * 14:00 y ningún transportista llega a tiempo.
   */
  anticipacionMin: number;
  /**
   * Minutos antes del fin de la franja de entrega en que el plan debe haber llegado: lo que el
   * tráfico y las esperas en las paradas atrasan a un transportista no lo sacan de la franja.
   */
  margenFranjaMin: number;
  /**
   * Lote de rescate (ADR 025): minutos mínimos desde el comienzo del último lote (de corte,
   * manual o de rescate) para correr uno de rescate con las órdenes devueltas a despacho. 0 lo
   * apaga.
   */
  rescateIntervaloMin: number;
  /** Tiempo máximo del optimizador en un lote de rescate (pocas órdenes), en ms. */
  rescateLimiteSolverMs: number;
  /** Jornada de los transportistas, minutos desde la medianoche de Asunción. */
  jornada: { desde: number; hasta: number };
  /** Tiempo de parada estimado de un retiro y de una entrega. */
  minutosRetiro: number;
  minutosEntrega: number;
}

const numero = (v: string | undefined, porDefecto: number) =>
  v === undefined || v === '' || Number.isNaN(Number(v)) ? porDefecto : Number(v);

function hora(v: string | undefined, porDefecto: number): number {
  const m = /^(\d{2}):(\d{2})$/.exec(v ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : porDefecto;
}

export function configDespacho(env: NodeJS.ProcessEnv): ConfigDespacho {
  return {
    osrmUrl: env.OSRM_URL?.replace(/\/+$/, '') || undefined,
    circuidad: numero(env.DESPACHO_CIRCUIDAD, 1.3),
    velocidadKmh: numero(env.DESPACHO_VELOCIDAD_KMH, 25),
    limiteSolverMs: numero(env.DESPACHO_LIMITE_SOLVER_MS, 20_000),
    diasHorizonte: numero(env.DESPACHO_DIAS_HORIZONTE, 1),
    anticipacionMin: numero(env.DESPACHO_ANTICIPACION_MIN, 60),
    margenFranjaMin: numero(env.DESPACHO_MARGEN_FRANJA_MIN, 10),
    rescateIntervaloMin: numero(env.DESPACHO_RESCATE_INTERVALO_MIN, 15),
    rescateLimiteSolverMs: numero(env.DESPACHO_RESCATE_LIMITE_SOLVER_MS, 3_000),
    jornada: {
      desde: hora(env.DESPACHO_JORNADA_DESDE, 6 * 60),
      hasta: hora(env.DESPACHO_JORNADA_HASTA, 22 * 60),
    },
    minutosRetiro: numero(env.DESPACHO_MINUTOS_RETIRO, 10),
    minutosEntrega: numero(env.DESPACHO_MINUTOS_ENTREGA, 5),
  };
}
