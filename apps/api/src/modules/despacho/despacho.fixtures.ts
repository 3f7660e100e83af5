// Datos para las pruebas del despacho: proveedores con horario, pedidos pagados con su orden de
// venta, transportistas habilitados con su vehículo. Insertados directo en las tablas; la
// confirmación de la orden pasa por la API (POST /orden_venta/aprobar/).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { fechaAsuncion, sumarDias } from '@nemu/domain';
import { producto } from '../catalogo/catalogo.tables.js';
import { fabricante, puntoRetiro } from '../fabricantes/fabricantes.tables.js';
import { tipoVehiculo, vehiculo } from '../flota/flota.tables.js';
import { ordenVenta, ordenVentaItem, pedido, productoPedido } from '../pedidos/pedidos.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { unico } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';

export const manana = () => sumarDias(fechaAsuncion(new Date()), 1);

export interface Proveedor {
  usuario: UsuarioDePrueba;
  fabricanteId: number;
  puntoId: number;
}

/** Proveedor abierto todos los días de 07:00 a 19:00 con un punto de retiro en `lugar`. */
export async function crearProveedor(
  app: FastifyInstance,
  lugar: { lat: number; lng: number } = { lat: -25.3397, lng: -57.5088 },
): Promise<Proveedor> {
  const usuario = await crearUsuario(app, 'proveedor_propietario');
  const fabricanteId = usuario.fabricanteId!;
  await app.db
    .update(fabricante)
    .set({
      dias_apertura: ['1', '2', '3', '4', '5', '6', '7'],
      hora_apertura: '07:00',
      hora_cierre: '19:00',
      aprobado: true,
    })
    .where(eq(fabricante.id, fabricanteId));
  const [p] = await app.db
    .insert(puntoRetiro)
    .values({
      fabricante_id: fabricanteId,
      nombre: 'Depósito',
      calle_principal: 'Av. Eusebio Ayala',
      numero: '1500',
      ...lugar,
      default: true,
      nro_telefono: '0981000111',
    })
    .returning({ id: puntoRetiro.id });
  return { usuario, fabricanteId, puntoId: p!.id };
}

export interface OpcionesOrden {
  delivery?: boolean;
  lugar?: { lat: number; lng: number };
  pesoKg?: number;
  refrigeracion?: number;
  /** Franja programada "HH:MM" (mañana); sin ella, envío sin hora. */
  franja?: [string, string];
}

/** Pedido pagado de un cliente con una orden de venta (creada) del proveedor; devuelve su id. */
export async function crearOrdenPagada(
  app: FastifyInstance,
  clienteId: number,
  prov: Proveedor,
  o: OpcionesOrden = {},
): Promise<{ pedidoId: number; ordenId: number }> {
  const [prod] = await app.db
    .insert(producto)
    .values({
      fabricante_id: prov.fabricanteId,
      nombre: unico('Producto'),
      precio: 40_000,
      cantidad_disponible: 100,
      aprobado: true,
      peso_kg: o.pesoKg ?? 5,
      alto_cm: 30,
      ancho_cm: 30,
      profundidad_cm: 30,
      refrigeracion: o.refrigeracion ?? 0,
    })
    .returning({ id: producto.id });
  const lugar = o.lugar ?? { lat: -25.30066, lng: -57.63591 };
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: clienteId,
      estado: 10,
      medio_pago: 0,
      subtotal: 80_000,
      total: 80_000,
      delivery: o.delivery ?? true,
      direccion: 'Mcal. López 1234',
      ...lugar,
      ubicacion: `${lugar.lat},${lugar.lng}`,
      nro_telefono: '0981222333',
      contrasena_entrega: '1234',
      entrega_programada: o.franja !== undefined,
      fecha_entrega: o.franja ? manana() : null,
      hora_entrega_inicio: o.franja?.[0] ?? null,
      hora_entrega_fin: o.franja?.[1] ?? null,
    })
    .returning({ id: pedido.id });
  const [pp] = await app.db
    .insert(productoPedido)
    .values({
      pedido_id: p!.id,
      producto_id: prod!.id,
      fabricante_id: prov.fabricanteId,
      nombre: 'Producto',
      cantidad: 2,
      precio: 40_000,
      total: 80_000,
    })
    .returning({ id: productoPedido.id });
  const [ov] = await app.db
    .insert(ordenVenta)
    .values({ pedido_id: p!.id, fabricante_id: prov.fabricanteId, total: 80_000 })
    .returning({ id: ordenVenta.id });
  await app.db.insert(ordenVentaItem).values({
    orden_venta_id: ov!.id,
    producto_pedido_id: pp!.id,
    producto_id: prod!.id,
    cantidad: 2,
    precio: 40_000,
    total: 80_000,
  });
  return { pedidoId: p!.id, ordenId: ov!.id };
}

/** El proveedor confirma la orden por la API, con retiro mañana (u otra fecha YYYY-MM-DD). */
export async function confirmarOrden(
  app: FastifyInstance,
  prov: Proveedor,
  ordenId: number,
  fechaRetiro = manana(),
) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/orden_venta/aprobar/',
    headers: autorizacion(prov.usuario),
    payload: { orden_venta_id: ordenId, punto_retiro_id: prov.puntoId, fecha_retiro: fechaRetiro },
  });
  if (r.statusCode !== 200) throw new Error(`aprobar: ${r.statusCode} ${r.body}`);
  return r.json<{ estado: number; pedido_listo_para_ruteo: boolean }>();
}

export const TARIFA = {
  subida_bandera: 15_000,
  precio_km: 2_500,
  precio_minuto: 300,
  precio_parada: 2_000,
  precio_minimo: 30_000,
};

/** Transportista aprobado, con documentos al día y un vehículo aprobado y activo de un tipo nuevo. */
export async function crearTransportistaConVehiculo(
  app: FastifyInstance,
  o: { pesoMaximo?: number; refrigeracion?: number } = {},
) {
  const u = await crearUsuario(app, 'transportista');
  const [t] = await app.db
    .update(transportista)
    .set({
      aprobado: true,
      registro_vencimiento: '2099-12-31',
      antecedentesp: 'docs/p.pdf',
      antecedentesj: 'docs/j.pdf',
      constancia_ruc: 'docs/ruc.pdf',
    })
    .where(eq(transportista.usuario_id, u.id))
    .returning({ id: transportista.id });
  const [tipo] = await app.db
    .insert(tipoVehiculo)
    .values({ nombre: unico('Furgón'), ...TARIFA, peso_maximo_kg: o.pesoMaximo ?? 800 })
    .returning({ id: tipoVehiculo.id });
  const [v] = await app.db
    .insert(vehiculo)
    .values({
      transportista_id: t!.id,
      tipo_vehiculo_id: tipo!.id,
      marca: 'Toyota',
      modelo: 'Hiace',
      numero_chapa: unico('AAA').slice(0, 12),
      peso_maximo: o.pesoMaximo ?? 800,
      espacio_alto_cm: 150,
      espacio_ancho_cm: 150,
      espacio_largo_cm: 250,
      refrigeracion: o.refrigeracion ?? 0,
      aprobado: true,
      activo: true,
    })
    .returning({ id: vehiculo.id });
  return { usuario: u, transportistaId: t!.id, vehiculoId: v!.id, tipoId: tipo!.id };
}
