// Datos para las pruebas de la operación: transportistas habilitados con vehículo, un pedido
// pagado con su orden de venta confirmada y ruteada, y la hoja de ruta creada por el servicio
// de hojas-ruta (crearHojasDeRuta) con un retiro y una entrega.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { TipoParada } from '@nemu/domain';
import { unico } from '../../test/app-de-prueba.js';
import { crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { tipoVehiculo, vehiculo } from '../flota/flota.tables.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';
import { transportista, transportistaCiudad } from '../transportistas/transportistas.tables.js';
import { crearHojasDeRuta } from './hojas-ruta.service.js';
import { itinerario, oportunidad } from './hojas-ruta.tables.js';
import { ofrecerHoja } from './oportunidades.service.js';

export interface Conductor extends UsuarioDePrueba {
  transportistaId: number;
  vehiculoId: number;
}

/** Las ofertas de una hoja a un transportista (cualquier estado). */
export const ofertasDe = (app: FastifyInstance, hojaId: number, c: Conductor) =>
  app.db
    .select()
    .from(oportunidad)
    .where(
      and(
        eq(oportunidad.hoja_ruta_id, hojaId),
        eq(oportunidad.transportista_id, c.transportistaId),
      ),
    );

export const PIN_CLIENTE = '4821';

export async function crearCiudad(app: FastifyInstance): Promise<number> {
  const [c] = await app.db
    .insert(ciudad)
    .values({ nombre: unico('Ciudad'), departamento: 'Central', lat: -25.3, lng: -57.6 })
    .returning({ id: ciudad.id });
  if (!c) throw new Error('no se creó la ciudad');
  return c.id;
}

export async function crearTipoVehiculo(app: FastifyInstance, pesoMaximoKg = 500): Promise<number> {
  const [t] = await app.db
    .insert(tipoVehiculo)
    .values({
      nombre: unico('Furgón'),
      peso_maximo_kg: pesoMaximoKg,
      // Tarifa completa, como las sembradas: la base de PostgreSQL la comparten otros archivos.
      subida_bandera: 10_000,
      precio_minimo: 20_000,
      precio_km: 3_000,
      precio_minuto: 300,
      precio_parada: 2_000,
    })
    .returning({ id: tipoVehiculo.id });
  if (!t) throw new Error('no se creó el tipo de vehículo');
  return t.id;
}

/** Transportista aprobado, con documentos vigentes, conectado, en la ciudad y con vehículo activo. */
export async function crearConductor(
  app: FastifyInstance,
  ciudadId: number,
  tipoVehiculoId: number,
  opciones: { conectado?: boolean; pesoMaximo?: number; refrigeracion?: number } = {},
): Promise<Conductor> {
  const u = await crearUsuario(app, 'transportista');
  const [t] = await app.db
    .update(transportista)
    .set({
      aprobado: true,
      conectado: opciones.conectado ?? true,
      registro_vencimiento: '2099-12-31',
      antecedentesp: 'antecedente-policial.pdf',
      antecedentesj: 'antecedente-judicial.pdf',
      constancia_ruc: 'constancia-ruc.pdf',
    })
    .where(eq(transportista.usuario_id, u.id))
    .returning({ id: transportista.id });
  if (!t) throw new Error('no se habilitó el transportista');
  await app.db.insert(transportistaCiudad).values({ transportista_id: t.id, ciudad_id: ciudadId });
  const [v] = await app.db
    .insert(vehiculo)
    .values({
      transportista_id: t.id,
      tipo_vehiculo_id: tipoVehiculoId,
      marca: 'Toyota',
      modelo: 'Hiace',
      numero_chapa: unico('AB').toUpperCase(),
      peso_maximo: opciones.pesoMaximo ?? 800,
      refrigeracion: opciones.refrigeracion ?? 0,
      aprobado: true,
      activo: true,
    })
    .returning({ id: vehiculo.id });
  if (!v) throw new Error('no se creó el vehículo');
  return { ...u, transportistaId: t.id, vehiculoId: v.id };
}

export interface Escenario {
  hojaId: number;
  pedidoId: number;
  ordenVentaId: number;
  cliente: UsuarioDePrueba;
  proveedor: UsuarioDePrueba;
  retiroId: number;
  entregaId: number;
  /** Todos los pedidos, sus órdenes de venta y sus entregas, en orden (con `pedidos` > 1). */
  pedidoIds: number[];
  ordenVentaIds: number[];
  entregaIds: number[];
}

/**
 * Un pedido pagado (10) de un cliente con una orden de venta confirmada (10) y ruteada (40), y
 * su hoja de ruta sin transportista: parada 1 retiro en el proveedor, parada 2 entrega. Con
 * `pedidos` = n, n pedidos del mismo cliente y proveedor: un retiro con todos y n entregas.
 */
export async function crearHojaConPedido(
  app: FastifyInstance,
  ciudadId: number,
  tipoVehiculoId: number,
  opciones: { tarifa?: number; pesoKg?: number; ofrecer?: boolean; pedidos?: number } = {},
): Promise<Escenario> {
  const cliente = await crearUsuario(app, 'cliente');
  const proveedor = await crearUsuario(app, 'proveedor_propietario');
  const fabricanteId = proveedor.fabricanteId!;
  const pedidos: { pedidoId: number; ordenVentaId: number }[] = [];
  for (let i = 0; i < (opciones.pedidos ?? 1); i++) {
    pedidos.push(await crearPedidoRuteado(app, cliente.id, fabricanteId, ciudadId));
  }
  const ahora = Date.now();
  const parada = (minutos: number) => ({
    desde: new Date(ahora + minutos * 60_000),
    hasta: new Date(ahora + (minutos + 30) * 60_000),
    ciudad_id: ciudadId,
    telefono: '0981000000',
    referencia: null,
    distancia_m: 3000,
    transito_s: 600,
    tiempo_parada_s: 300,
    fabricante_id: fabricanteId,
  });
  const hojaId = await app.db.transaction(async (tx) => {
    const [id] = await crearHojasDeRuta(tx, [
      {
        fecha: new Date(ahora).toISOString().slice(0, 10),
        tipo_vehiculo_id: tipoVehiculoId,
        lote_ruteo_id: null,
        refrigeracion: 0,
        peso_carga_kg: opciones.pesoKg ?? 50,
        volumen_carga_cm3: 0,
        kilometros: 6,
        minutos: 40,
        tarifa_transportista: opciones.tarifa ?? 35_000,
        monto: 40_000,
        inicio: new Date(ahora),
        fin: new Date(ahora + 3_600_000),
        paradas: [
          {
            ...parada(10),
            tipo: TipoParada.RETIRO,
            usuario_id: null,
            lat: -25.34,
            lng: -57.51,
            direccion: 'Depósito',
            pin: null,
            pedidos: pedidos.map((x) => ({
              pedido_id: x.pedidoId,
              orden_venta_id: x.ordenVentaId,
            })),
          },
          ...pedidos.map((x, n) => ({
            ...parada(30 + 20 * n),
            tipo: TipoParada.ENTREGA,
            usuario_id: cliente.id,
            lat: -25.29,
            lng: -57.62,
            direccion: 'Mcal. López 1234',
            pin: PIN_CLIENTE,
            pedidos: [{ pedido_id: x.pedidoId, orden_venta_id: null }],
          })),
        ],
      },
    ]);
    if (id === undefined) throw new Error('no se creó la hoja');
    if (opciones.ofrecer ?? true) await ofrecerHoja(tx, id);
    return id;
  });
  const [retiro, ...entregas] = await app.db
    .select({ id: itinerario.id })
    .from(itinerario)
    .where(eq(itinerario.hoja_ruta_id, hojaId))
    .orderBy(asc(itinerario.orden));
  const [primero] = pedidos;
  if (!retiro || !entregas[0] || !primero) throw new Error('faltan paradas');
  return {
    hojaId,
    pedidoId: primero.pedidoId,
    ordenVentaId: primero.ordenVentaId,
    cliente,
    proveedor,
    retiroId: retiro.id,
    entregaId: entregas[0].id,
    pedidoIds: pedidos.map((x) => x.pedidoId),
    ordenVentaIds: pedidos.map((x) => x.ordenVentaId),
    entregaIds: entregas.map((x) => x.id),
  };
}

/** Pedido pagado (10) con su orden de venta confirmada (10) y ruteada (40). */
async function crearPedidoRuteado(
  app: FastifyInstance,
  clienteId: number,
  fabricanteId: number,
  ciudadId: number,
): Promise<{ pedidoId: number; ordenVentaId: number }> {
  const pedidoId = await crearPedidoPagado(app, clienteId, ciudadId);
  return { pedidoId, ordenVentaId: await crearOrdenRuteada(app, pedidoId, fabricanteId, 100_000) };
}

/** Orden de venta confirmada (10) y ruteada (40) de un proveedor dentro de un pedido. */
export async function crearOrdenRuteada(
  app: FastifyInstance,
  pedidoId: number,
  fabricanteId: number,
  total: number,
): Promise<number> {
  const [ov] = await app.db
    .insert(ordenVenta)
    .values({
      pedido_id: pedidoId,
      fabricante_id: fabricanteId,
      estado: 10,
      estado_ruteo: 40,
      total,
    })
    .returning({ id: ordenVenta.id });
  if (!ov) throw new Error('no se creó la orden de venta');
  return ov.id;
}

/** Pedido pagado (10) de un cliente, con el PIN de entrega PIN_CLIENTE, sin órdenes de venta. */
export async function crearPedidoPagado(
  app: FastifyInstance,
  clienteId: number,
  ciudadId: number,
): Promise<number> {
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: clienteId,
      estado: 10,
      medio_pago: 0,
      total: 100_000,
      subtotal: 100_000,
      lat: -25.29,
      lng: -57.62,
      ciudad_id: ciudadId,
      direccion: 'Mcal. López 1234',
      contrasena_entrega: PIN_CLIENTE,
    })
    .returning({ id: pedido.id });
  if (!p) throw new Error('no se creó el pedido');
  return p.id;
}

/** Código de retiro que el proveedor ve en su venta (se crea al aceptar la ruta). */
export async function codigoRetiroDe(app: FastifyInstance, ordenVentaId: number): Promise<string> {
  const [ov] = await app.db
    .select({ codigo: ordenVenta.codigo_retiro })
    .from(ordenVenta)
    .where(eq(ordenVenta.id, ordenVentaId));
  if (!ov?.codigo) throw new Error('la orden de venta no tiene código de retiro');
  return ov.codigo;
}
