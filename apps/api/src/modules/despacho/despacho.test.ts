import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import {
  EstadoRuteo,
  MENSAJES_DESPACHO,
  TipoParada,
  fechaAsuncion,
  formatoFecha,
  instanteAsuncion,
  resumenLoteRuteoSchema,
  sumarDias,
  tarifaTransportista,
} from '@nemu/domain';
import { appsConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { testConfig } from '../../config.js';
import { itinerario } from '../hojas-ruta/hojas-ruta.tables.js';
import { verificarPin } from '../hojas-ruta/hojas-ruta.service.js';
import { ordenVenta } from '../pedidos/pedidos.tables.js';
import { CLAVE_HORAS_CORTE, horaDeCortePendiente } from './despacho.service.js';
import { loteRuteo } from './despacho.tables.js';
import { configuracion } from '../configuracion/configuracion.tables.js';
import {
  TARIFA,
  confirmarOrden,
  crearOrdenPagada,
  crearProveedor,
  crearTransportistaConVehiculo,
  manana,
  type Proveedor,
} from './despacho.fixtures.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let prov: Proveedor;
let chofer: Awaited<ReturnType<typeof crearTransportistaConVehiculo>>;

const config = testConfig().despacho;

beforeAll(async () => {
  const r = await appsConBasePropia(1, {
    despacho: { ...config, limiteSolverMs: 800, diasHorizonte: 1 },
  });
  [app] = r.apps as [FastifyInstance];
  cerrar = r.cerrar;
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  prov = await crearProveedor(app);
  // Un solo vehículo, sin frío, de 800 kg.
  chofer = await crearTransportistaConVehiculo(app);
});

afterAll(async () => {
  await cerrar();
});

interface Resumen {
  lote_id: number;
  ordenes: number;
  hojas: number[];
  resultados: { id: number; estado: number; motivo: string | null }[];
  omitidas: { id: number; motivo: string }[];
}

const rutear = (ids: number[], quien: UsuarioDePrueba | null = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/ruteo-ordenes-venta/',
    ...(quien ? { headers: autorizacion(quien) } : {}),
    payload: { ordenes_venta: ids },
  });

/** Estado y motivo de ruteo que guardó la base para esas órdenes de venta. */
const ruteoGuardado = (ids: number[]) =>
  app.db
    .select({ id: ordenVenta.id, estado: ordenVenta.estado_ruteo, motivo: ordenVenta.motivo_ruteo })
    .from(ordenVenta)
    .where(inArray(ordenVenta.id, ids));

describe('estados de ruteo al confirmar', () => {
  it('una orden con retiro en el local queda en 80 con su motivo; una con envío, en 20', async () => {
    const retiro = await crearOrdenPagada(app, cliente.id, prov, { delivery: false });
    await confirmarOrden(app, prov, retiro.ordenId);
    const det = await app.inject({
      method: 'GET',
      url: `/api/orden_venta/${retiro.ordenId}/`,
      headers: autorizacion(prov.usuario),
    });
    expect(det.json()).toMatchObject({
      estado_ruteo: EstadoRuteo.NO_ES_DELIVERY,
      estado_ruteo_nombre: 'No es delivery',
      motivo_ruteo: expect.stringContaining('retira'),
    });
    // Una orden de retiro no entra en un lote aunque el administrador la pida; el resumen dice por qué.
    const r = await rutear([retiro.ordenId]);
    expect(r.json<Resumen>()).toMatchObject({
      ordenes: 0,
      resultados: [],
      omitidas: [{ id: retiro.ordenId, motivo: MENSAJES_DESPACHO.ruteoNoEsDelivery }],
    });

    const envio = await crearOrdenPagada(app, cliente.id, prov);
    expect((await confirmarOrden(app, prov, envio.ordenId)).pedido_listo_para_ruteo).toBe(true);
    const lista = await app.inject({
      method: 'GET',
      url: '/api/orden_venta/?page=1',
      headers: autorizacion(prov.usuario),
    });
    const fila = lista
      .json<{ results: { id: number; estado_ruteo: number; motivo_ruteo: string | null }[] }>()
      .results.find((o) => o.id === envio.ordenId);
    expect(fila).toMatchObject({
      estado_ruteo: EstadoRuteo.ESPERANDO_HORA_PROCESO,
      motivo_ruteo: null,
    });

    // fecha__gt / fecha__lt excluyen el día dado, en días de Asunción (no a la medianoche de UTC).
    const dia = fechaAsuncion(
      lista
        .json<{ results: { id: number; fecha: string }[] }>()
        .results.find((o) => o.id === envio.ordenId)!.fecha,
    );
    const ids = async (rango: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/orden_venta/?page=1&page_size=100&${rango}`,
          headers: autorizacion(prov.usuario),
        })
      )
        .json<{ results: { id: number }[] }>()
        .results.map((o) => o.id);
    expect(await ids(`fecha__gt=${sumarDias(dia, -1)}&fecha__lt=${sumarDias(dia, 1)}`)).toContain(
      envio.ordenId,
    );
    expect(await ids(`fecha__gt=${dia}`)).not.toContain(envio.ordenId);
    expect(await ids(`fecha__lt=${dia}`)).not.toContain(envio.ordenId);
  });
});

describe('POST /ruteo-ordenes-venta/', () => {
  it('401 sin sesión, 403 para otros roles, 400 sin órdenes', async () => {
    expect((await rutear([1], null)).statusCode).toBe(401);
    expect((await rutear([1], cliente)).statusCode).toBe(403);
    expect((await rutear([1], prov.usuario)).statusCode).toBe(403);
    const vacio = await rutear([]);
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json()).toEqual({ ordenes_venta: [MENSAJES_DESPACHO.ordenesVentaRequeridas] });
    const sinCampo = await app.inject({
      method: 'POST',
      url: '/api/ruteo-ordenes-venta/',
      headers: autorizacion(admin),
      payload: { ordenes: [1] },
    });
    expect(sinCampo.statusCode).toBe(400);
    expect(sinCampo.body).toContain('ordenes_venta');
    expect((await rutear([0])).statusCode).toBe(400);
    const malo = await app.inject({
      method: 'POST',
      url: '/api/ruteo-ordenes-venta/',
      headers: autorizacion(admin),
      payload: { ordenes_venta: ['x'] },
    });
    expect(malo.statusCode).toBe(400);
  });

  it('rutea las factibles en una hoja con tarifa y deja las demás en 50, 60 y 70 con su motivo', async () => {
    const nuevas = async (o: Parameters<typeof crearOrdenPagada>[3] = {}) => {
      const x = await crearOrdenPagada(app, cliente.id, prov, o);
      await confirmarOrden(app, prov, x.ordenId);
      return x.ordenId;
    };
    const a = await nuevas({ lugar: { lat: -25.2905, lng: -57.6155 } });
    const b = await nuevas({ lugar: { lat: -25.3102, lng: -57.5902 } });
    const c = await nuevas({ lugar: { lat: -25.2801, lng: -57.5703 } });
    // Congelado: ningún vehículo tiene frío.
    const congelado = await nuevas({ refrigeracion: 20 });
    // Franja de entrega antes de que abra el proveedor: no hay ruta posible.
    const temprano = await nuevas({ franja: ['06:00', '06:30'] });
    // Dos entregas lejanas en la misma franja de 10 minutos: un solo vehículo llega a una.
    const f = await nuevas({ lugar: { lat: -25.3, lng: -57.64 }, franja: ['12:00', '12:10'] });
    const g = await nuevas({ lugar: { lat: -25.26, lng: -57.48 }, franja: ['12:00', '12:10'] });

    const r = await rutear([a, b, c, congelado, temprano, f, g]);
    expect(r.statusCode).toBe(200);
    const resumen = r.json<Resumen>();
    expect(resumen.ordenes).toBe(7);
    expect(resumen.hojas).toHaveLength(1);
    const estado = (id: number) => resumen.resultados.find((x) => x.id === id);
    for (const id of [a, b, c])
      expect(estado(id)).toEqual({ id, estado: EstadoRuteo.RUTEADO, motivo: null });
    expect(estado(congelado)).toMatchObject({
      estado: EstadoRuteo.SIN_VEHICULOS_VALIDOS,
      motivo: expect.any(String),
    });
    expect(estado(temprano)).toMatchObject({
      estado: EstadoRuteo.RUTA_NO_ENCONTRADA,
      motivo: expect.any(String),
    });
    expect([estado(f)?.estado, estado(g)?.estado].sort()).toEqual([
      EstadoRuteo.RUTEADO,
      EstadoRuteo.NO_RUTEABLE_REAGENDAR,
    ]);

    // La base guarda lo mismo que responde el lote.
    const filas = await ruteoGuardado([a, b, c, congelado, temprano, f, g]);
    for (const x of filas) expect(estado(x.id)).toEqual(x);

    // La hoja: paradas en orden, retiro antes que entrega, campos de §3 y la tarifa al día.
    const hojaId = resumen.hojas[0]!;
    const det = await app.inject({
      method: 'GET',
      url: `/api/hoja_ruta/${hojaId}/`,
      headers: autorizacion(admin),
    });
    expect(det.statusCode).toBe(200);
    const hoja = det.json<{
      tipo_vehiculo: number;
      transportista: number | null;
      tarifa_transportista: number;
      cantidad_retiros: number;
      cantidad_entregas: number;
      cantidad_paradas: number;
      minutos_trabajo: number;
      kilometros_recorrido: number;
      monto: number;
      inicio: string;
      fin: string;
      pedidos: number[];
      next: number | null;
      itinerarios: {
        id: number;
        tipo: number;
        orden: number;
        fecha_hora_calculada_desde: string;
        distancia: number;
        tiempo_en_transito: number;
        tiempo_parada_calculado: number;
        direccion: string | null;
        ubicacion: string;
        telefono_itinerario: string | null;
        pedidos: number[];
        ordenes_venta: number[];
      }[];
    }>();
    expect(hoja.tipo_vehiculo).toBe(chofer.tipoId);
    expect(hoja.transportista).toBeNull();
    expect(hoja.itinerarios.map((i) => i.orden)).toEqual(hoja.itinerarios.map((_, k) => k + 1));
    expect(hoja.cantidad_paradas).toBe(hoja.itinerarios.length);
    expect(hoja.cantidad_retiros).toBe(
      hoja.itinerarios.filter((i) => i.tipo === TipoParada.RETIRO).length,
    );
    expect(hoja.cantidad_entregas).toBe(4);
    expect(hoja.pedidos).toHaveLength(4);
    expect(hoja.next).toBe(hoja.itinerarios[0]!.id);
    expect(hoja.monto).toBe(4 * 80_000);
    expect(new Date(hoja.fin).getTime()).toBeGreaterThan(new Date(hoja.inicio).getTime());
    expect(hoja.tarifa_transportista).toBe(
      tarifaTransportista(TARIFA, {
        kilometros: hoja.kilometros_recorrido,
        minutos: hoja.minutos_trabajo,
        paradas: hoja.cantidad_paradas,
      }),
    );
    expect(hoja.tarifa_transportista).toBeGreaterThanOrEqual(TARIFA.precio_minimo);
    const rutadas = [a, b, c, estado(f)?.estado === EstadoRuteo.RUTEADO ? f : g];
    const vistas = new Map<number, number>();
    hoja.itinerarios.forEach((i, k) => {
      expect(i.pedidos.length).toBeGreaterThan(0);
      expect(i.ubicacion).toMatch(/^-25\.\d+,-57\.\d+$/);
      expect(i.tiempo_parada_calculado).toBeGreaterThan(0);
      if (k > 0) {
        expect(new Date(i.fecha_hora_calculada_desde).getTime()).toBeGreaterThanOrEqual(
          new Date(hoja.itinerarios[k - 1]!.fecha_hora_calculada_desde).getTime(),
        );
      }
      for (const ov of i.ordenes_venta) {
        if (i.tipo === TipoParada.RETIRO) vistas.set(ov, k);
        else expect(vistas.get(ov)).toBeLessThan(k);
      }
      if (i.tipo === TipoParada.RETIRO) expect(i.telefono_itinerario).toBe('0981000111');
      else expect(i.telefono_itinerario).toBe('0981222333');
    });
    expect([...vistas.keys()].sort()).toEqual(rutadas.sort());
    expect(hoja.itinerarios.slice(1).some((i) => i.distancia > 0 && i.tiempo_en_transito > 0)).toBe(
      true,
    );

    // Cada entrega guarda el hash del PIN del pedido, nunca el PIN.
    const pines = await app.db
      .select({ tipo: itinerario.tipo, pin: itinerario.pin_hash })
      .from(itinerario)
      .where(eq(itinerario.hoja_ruta_id, hojaId));
    for (const p of pines) {
      if (p.tipo === TipoParada.ENTREGA) {
        // El formato del hash, no la ausencia de «1234»: un hex de 64 cifras la contiene una vez de mil.
        expect(p.pin).toMatch(/^s256\$[0-9a-f]+\$[0-9a-f]{64}$/);
        expect(verificarPin('1234', p.pin)).toBe(true);
        expect(verificarPin('4321', p.pin)).toBe(false);
      } else expect(p.pin).toBeNull();
    }

    // Las ruteadas no vuelven a entrar en otro lote.
    const otra = (await rutear([a, b])).json<Resumen>();
    expect(otra.ordenes).toBe(0);
    expect(otra.omitidas).toEqual([
      { id: a, motivo: 'Ya está ruteada.' },
      { id: b, motivo: 'Ya está ruteada.' },
    ]);
  });

  it('rutea la que puede y explica cada pedida que no toma, sin cambiar su estado', async () => {
    const lista = await crearOrdenPagada(app, cliente.id, prov);
    await confirmarOrden(app, prov, lista.ordenId);
    // Retiro dentro de tres días: el horizonte de esta app es un día (hasta mañana).
    const lejos = await crearOrdenPagada(app, cliente.id, prov);
    const fechaLejos = sumarDias(manana(), 2);
    await confirmarOrden(app, prov, lejos.ordenId, fechaLejos);
    const sinConfirmar = await crearOrdenPagada(app, cliente.id, prov);
    const inexistente = 2_000_000_000;

    const r = await rutear([inexistente, lejos.ordenId, lista.ordenId, sinConfirmar.ordenId]);
    expect(r.statusCode).toBe(200);
    // La respuesta cumple el contrato que lee la web.
    const resumen = resumenLoteRuteoSchema.parse(r.json());
    expect(resumen.ordenes).toBe(1);
    expect(resumen.hojas).toHaveLength(1);
    expect(resumen.resultados).toEqual([
      { id: lista.ordenId, estado: EstadoRuteo.RUTEADO, motivo: null },
    ]);
    expect(resumen.omitidas).toEqual([
      {
        id: lejos.ordenId,
        motivo: `La fecha de retiro (${formatoFecha(fechaLejos)}) está fuera del horizonte de ruteo (hasta el ${formatoFecha(manana())}).`,
      },
      { id: sinConfirmar.ordenId, motivo: MENSAJES_DESPACHO.omitidaSinConfirmar },
      { id: inexistente, motivo: MENSAJES_DESPACHO.omitidaNoExiste },
    ]);

    // Las omitidas siguen como estaban: ni reclamadas ni con un motivo guardado.
    const filas = await ruteoGuardado([lejos.ordenId, sinConfirmar.ordenId]);
    expect(filas.sort((x, y) => x.id - y.id)).toEqual([
      { id: lejos.ordenId, estado: EstadoRuteo.ESPERANDO_HORA_PROCESO, motivo: null },
      { id: sinConfirmar.ordenId, estado: EstadoRuteo.ESPERANDO_ORDENES, motivo: null },
    ]);
  });
});

describe('GET /hoja_ruta/', () => {
  it('el administrador pagina y filtra; el transportista sólo ve las suyas; el cliente, 403', async () => {
    const todas = await app.inject({
      method: 'GET',
      url: '/api/hoja_ruta/?page=1&page_size=5&sin_transportista=true&estado=0',
      headers: autorizacion(admin),
    });
    expect(todas.statusCode).toBe(200);
    const pagina = todas.json<{
      count: number;
      results: { id: number; fecha: string; tarifa_transportista: number; ciudades: unknown[] }[];
    }>();
    expect(pagina.count).toBeGreaterThanOrEqual(1);
    expect(pagina.results[0]!.tarifa_transportista).toBeGreaterThan(0);
    const finalizadas = await app.inject({
      method: 'GET',
      url: `/api/hoja_ruta/?page=1&estado=30&tipo_vehiculo=${chofer.tipoId}`,
      headers: autorizacion(admin),
    });
    expect(finalizadas.json<{ count: number }>().count).toBe(0);
    // fecha__gt / fecha__lt excluyen el día dado.
    const hoja = pagina.results[0]!;
    const conFechas = async (rango: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/hoja_ruta/?page=1&page_size=100&${rango}`,
          headers: autorizacion(admin),
        })
      )
        .json<{ results: { id: number }[] }>()
        .results.map((h) => h.id);
    expect(
      await conFechas(
        `fecha__gt=${sumarDias(hoja.fecha, -1)}&fecha__lt=${sumarDias(hoja.fecha, 1)}`,
      ),
    ).toContain(hoja.id);
    expect(await conFechas(`fecha__gt=${hoja.fecha}`)).not.toContain(hoja.id);
    expect(await conFechas(`fecha__lt=${hoja.fecha}`)).not.toContain(hoja.id);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/hoja_ruta/?page=1&fecha__gt=ayer',
          headers: autorizacion(admin),
        })
      ).statusCode,
    ).toBe(400);

    const propias = await app.inject({
      method: 'GET',
      url: '/api/hoja_ruta/?page=1',
      headers: autorizacion(chofer.usuario),
    });
    expect(propias.json<{ count: number }>().count).toBe(0);
    const ajena = await app.inject({
      method: 'GET',
      url: `/api/hoja_ruta/${pagina.results[0]!.id}/`,
      headers: autorizacion(chofer.usuario),
    });
    expect(ajena.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/hoja_ruta/', headers: autorizacion(cliente) }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/hoja_ruta/' })).statusCode).toBe(401);
  });
});

describe('lote programado', () => {
  it('toca la última hora de corte ya pasada de hoy mientras su lote no exista', async () => {
    await app.db
      .insert(configuracion)
      .values({ clave: CLAVE_HORAS_CORTE, valor: '14:00, 08:00' })
      .onConflictDoUpdate({ target: configuracion.clave, set: { valor: '14:00, 08:00' } });
    // Una fecha propia (lejana) para no chocar con otros lotes de una base compartida.
    const fecha = sumarDias('2150-01-01', randomInt(0, 30_000));
    expect(await horaDeCortePendiente(app.db, instanteAsuncion(fecha, '07:59'))).toBeNull();
    expect(await horaDeCortePendiente(app.db, instanteAsuncion(fecha, '10:00'))).toBe('08:00');
    expect(await horaDeCortePendiente(app.db, instanteAsuncion(fecha, '14:00'))).toBe('14:00');
    await app.db.insert(loteRuteo).values({ fecha, hora_corte: '14:00' });
    expect(await horaDeCortePendiente(app.db, instanteAsuncion(fecha, '18:00'))).toBeNull();
  });
});
