import { describe, expect, it } from 'vitest';
import { EstadoRuteo, MENSAJES_DESPACHO, instanteAsuncion } from '@nemu/domain';
import { checkPlan, haversineProvider, solve } from '@nemu/routing';
import { configDespacho } from './despacho.config.js';
import { cargaDe, construirProblema, holguraDeInicio, hojasDelPlan } from './adaptador.js';
import type { OrdenParaRutear } from './despacho.lectura.js';
import type { VehiculoElegible } from '../transportistas/elegibilidad.lectura.js';

const config = configDespacho({});
const hoy = '2026-11-23'; // lunes
const ctx = { hoy, ahoraMin: 9 * 60, config };

const orden = (id: number, o: Partial<OrdenParaRutear> = {}): OrdenParaRutear => ({
  id,
  pedido_id: id,
  total: 50_000,
  fabricante_id: 1,
  fabricante_nombre: 'Proveedor',
  fabricante_telefono: '021000',
  dias_apertura: ['1', '2', '3', '4', '5'],
  hora_apertura: '08:00',
  hora_cierre: '17:00',
  fecha_retiro: null,
  punto_lat: -25.34,
  punto_lng: -57.51,
  punto_direccion: 'Depósito',
  punto_ciudad_id: 1,
  punto_telefono: null,
  usuario_id: 9,
  entrega_lat: -25.3,
  entrega_lng: -57.63,
  entrega_direccion: 'Casa',
  entrega_referencia: null,
  entrega_ciudad_id: 2,
  entrega_telefono: '0981',
  entrega_programada: false,
  fecha_entrega: null,
  hora_entrega_inicio: null,
  hora_entrega_fin: null,
  contrasena_entrega: '4321',
  items: [],
  ...o,
});

const vehiculo = (id: number, o: Partial<VehiculoElegible> = {}): VehiculoElegible => ({
  vehiculo_id: id,
  transportista_id: id,
  usuario_id: id,
  conectado: true,
  tipo_vehiculo_id: 1,
  tipo_vehiculo_nombre: 'Moto',
  peso_maximo_kg: 30,
  alto_cm: 40,
  ancho_cm: 40,
  largo_cm: 40,
  refrigeracion: 0,
  tarifa: {
    subida_bandera: 5_000,
    precio_km: 1_000,
    precio_minuto: 100,
    precio_parada: 500,
    precio_minimo: 10_000,
  },
  ciudades: [],
  ...o,
});

describe('construirProblema', () => {
  it('ventanas de hoy desde ahora más la anticipación; de mañana, corridas un día; franja programada del cliente', () => {
    const { problema, descartadas } = construirProblema(
      [
        orden(1),
        orden(2, { fecha_retiro: instanteAsuncion('2026-11-24', '12:00') }),
        orden(3, {
          entrega_programada: true,
          hora_entrega_inicio: '14:00:00',
          hora_entrega_fin: '16:00:00',
        }),
      ],
      [],
      [],
      [vehiculo(1), vehiculo(2)],
      ctx,
    );
    expect(descartadas).toEqual([]);
    const [t1, t2, t3] = problema.tasks;
    // Son las 09:00: con 60 min de anticipación, nada de hoy antes de las 10:00.
    expect(config.anticipacionMin).toBe(60);
    expect(t1!.pickup!.window).toEqual({ start: 600, end: 1020 });
    // La llegada planificada queda 10 min antes del fin de la franja (margen para atrasos).
    expect(config.margenFranjaMin).toBe(10);
    expect(t1!.delivery!.window).toEqual({ start: 600, end: 1190 });
    expect(t2!.pickup!.window).toEqual({ start: 1440 + 480, end: 1440 + 1020 });
    expect(t3!.delivery!.window).toEqual({ start: 840, end: 950 });
    // Dos vehículos iguales: un perfil con count 2, uno por cada día del lote.
    expect(problema.vehicles.map((v) => [v.shift, v.count])).toEqual([
      [{ start: 600, end: 1320 }, 2],
      [{ start: 1440 + 360, end: 1440 + 1320 }, 2],
    ]);
  });

  it('el margen antes del fin de la franja no la deja más corta que la entrega', () => {
    const corta = orden(1, {
      entrega_programada: true,
      hora_entrega_inicio: '12:00:00',
      hora_entrega_fin: '12:10:00',
    });
    const [t] = construirProblema([corta], [], [], [vehiculo(1)], ctx).problema.tasks;
    expect(t!.delivery!.window).toEqual({ start: 720, end: 725 });
  });

  it('la anticipación deja fuera de hoy la franja que ya no se alcanza', () => {
    const tarde = { ...ctx, ahoraMin: 13 * 60 + 30 };
    const franja = orden(1, {
      entrega_programada: true,
      hora_entrega_inicio: '13:00:00',
      hora_entrega_fin: '14:00:00',
    });
    // 13:30 + 60 min = 14:30: la franja de 13 a 14 ya no entra.
    expect(construirProblema([franja], [], [], [vehiculo(1)], tarde).descartadas).toEqual([
      {
        id: 1,
        estado: EstadoRuteo.RUTA_NO_ENCONTRADA,
        motivo: MENSAJES_DESPACHO.ruteoVentanaVencida,
      },
    ]);
    // Sin anticipación, todavía entraba.
    const sin = { ...tarde, config: { ...config, anticipacionMin: 0 } };
    expect(construirProblema([franja], [], [], [vehiculo(1)], sin).problema.tasks).toHaveLength(1);
    // Y sin anticipación a las 13:48 no: con el margen de 10 min, la llegada tenía que ser a las
    // 13:50 y no quedan los 5 min de la entrega.
    const justo = { ...sin, ahoraMin: 13 * 60 + 48 };
    expect(construirProblema([franja], [], [], [vehiculo(1)], justo).problema.tasks).toHaveLength(
      0,
    );
  });

  it('feriado con horario especial, feriado cerrado, pausa y falta de ubicación', () => {
    const { problema, descartadas } = construirProblema(
      [
        orden(1, { fabricante_id: 1 }),
        orden(2, { fabricante_id: 2 }),
        orden(3, { fabricante_id: 3 }),
        orden(4, { entrega_lat: null }),
      ],
      [{ fabricante_id: 3, desde: instanteAsuncion(hoy, '00:00'), hasta: null }],
      [
        { fabricante_id: 1, fecha: hoy, hora_apertura: '10:00:00', hora_cierre: '12:00:00' },
        { fabricante_id: 2, fecha: hoy, hora_apertura: null, hora_cierre: null },
      ],
      [vehiculo(1)],
      ctx,
    );
    expect(problema.tasks.map((t) => [t.id, t.pickup!.window])).toEqual([
      ['ov1', { start: 600, end: 720 }],
    ]);
    expect(descartadas).toEqual([
      {
        id: 2,
        estado: EstadoRuteo.NO_RUTEABLE_REAGENDAR,
        motivo: MENSAJES_DESPACHO.ruteoProveedorCerrado,
      },
      {
        id: 3,
        estado: EstadoRuteo.NO_RUTEABLE_REAGENDAR,
        motivo: MENSAJES_DESPACHO.ruteoProveedorCerrado,
      },
      {
        id: 4,
        estado: EstadoRuteo.RUTA_NO_ENCONTRADA,
        motivo: MENSAJES_DESPACHO.ruteoSinUbicacion,
      },
    ]);
  });
});

describe('cargaDe', () => {
  it('suma peso y volumen, conserva las dos medidas mayores del bulto más grande y toma el frío mayor', () => {
    const c = cargaDe(
      orden(1, {
        items: [
          {
            orden_venta_id: 1,
            cantidad: 2,
            peso_kg: 3,
            alto_cm: 10,
            ancho_cm: 20,
            profundidad_cm: 30,
            refrigeracion: 0,
          },
          {
            orden_venta_id: 1,
            cantidad: 1,
            peso_kg: 1.5,
            alto_cm: 5,
            ancho_cm: 5,
            profundidad_cm: 5,
            refrigeracion: 10,
          },
          {
            orden_venta_id: 1,
            cantidad: 1,
            peso_kg: null,
            alto_cm: null,
            ancho_cm: null,
            profundidad_cm: null,
            refrigeracion: 0,
          },
        ],
      }),
    );
    expect(c.peso).toBe(7.5);
    expect(c.frio).toBe(10);
    const volumen = 2 * 6000 + 125;
    expect(c.caja!.altoCm).toBe(30);
    expect(c.caja!.anchoCm).toBe(20);
    expect(c.caja!.altoCm * c.caja!.anchoCm * c.caja!.profundidadCm).toBeCloseTo(volumen, 6);
  });
});

describe('hojasDelPlan', () => {
  it('un plan verificado da hojas con paradas agrupadas por lugar, tarifa y estado 40', () => {
    // Dos órdenes del mismo pedido y del mismo proveedor: un retiro y una entrega en la hoja.
    const ordenes = [orden(1, { pedido_id: 7 }), orden(2, { pedido_id: 7 })];
    const lote = construirProblema(ordenes, [], [], [vehiculo(1, { peso_maximo_kg: null })], ctx);
    const proveedor = haversineProvider({
      circuity: config.circuidad,
      speedKmh: config.velocidadKmh,
    });
    const plan = solve(lote.problema, { timeLimitMs: 200, seed: 1, provider: proveedor });
    expect(checkPlan(lote.problema, plan, { provider: proveedor }).errors).toEqual([]);
    const { hojas, resultados } = hojasDelPlan(lote, plan, proveedor, instanteAsuncion(hoy), 5);
    expect(resultados).toEqual([
      { id: 1, estado: EstadoRuteo.RUTEADO, motivo: null },
      { id: 2, estado: EstadoRuteo.RUTEADO, motivo: null },
    ]);
    expect(hojas).toHaveLength(1);
    const h = hojas[0]!;
    expect(h.lote_ruteo_id).toBe(5);
    expect(h.paradas.map((p) => [p.tipo, p.pedidos.length])).toEqual([
      [20, 2],
      [10, 2],
    ]);
    expect(h.paradas[1]!.pin).toBe('4321');
    expect(h.paradas[1]!.distancia_m).toBeGreaterThan(0);
    expect(h.monto).toBe(100_000);
    expect(h.tarifa_transportista).toBeGreaterThanOrEqual(10_000);
  });
});

describe('holguraDeInicio', () => {
  it('el atraso que aguanta la primera parada: el fin de franja más justo, más las esperas previas', () => {
    // Parada 2 empieza 10 min antes del fin de su franja; parada 3, 5 min antes pero con 20 min
    // de espera prevista antes de ella (la parada 2 espera 0): la más justa es la 2.
    expect(
      holguraDeInicio([
        { waiting: 0, start: 600, windowEnd: 700 },
        { waiting: 0, start: 640, windowEnd: 650 },
        { waiting: 20, start: 700, windowEnd: 705 },
      ]),
    ).toBe(10);
    expect(
      holguraDeInicio([
        { waiting: 0, start: 600, windowEnd: null },
        { waiting: 0, start: 640, windowEnd: null },
      ]),
    ).toBe(Infinity);
    // Un plan ya en el límite no aguanta atraso (nunca negativo).
    expect(holguraDeInicio([{ waiting: 0, start: 600, windowEnd: 590 }])).toBe(0);
  });

  it('hojasDelPlan guarda inicio_limite: la primera parada más la holgura', () => {
    const ordenes = [orden(1)];
    const lote = construirProblema(ordenes, [], [], [vehiculo(1, { peso_maximo_kg: null })], ctx);
    const proveedor = haversineProvider({
      circuity: config.circuidad,
      speedKmh: config.velocidadKmh,
    });
    const plan = solve(lote.problema, { timeLimitMs: 200, seed: 1, provider: proveedor });
    const { hojas } = hojasDelPlan(lote, plan, proveedor, instanteAsuncion(hoy), 5);
    const h = hojas[0]!;
    const ruta = plan.routes[0]!;
    const tarea = lote.problema.tasks[0]!;
    const esperado = Math.min(
      tarea.pickup!.window!.end - ruta.stops[0]!.start,
      tarea.delivery!.window!.end - ruta.stops[1]!.start + ruta.stops[1]!.waiting,
    );
    expect(
      Math.abs(h.inicio_limite!.getTime() - h.inicio.getTime() - esperado * 60_000),
    ).toBeLessThanOrEqual(1);
    expect(h.inicio_limite!.getTime()).toBeGreaterThan(h.inicio.getTime());
  });
});
