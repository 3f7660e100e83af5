// Pedidos: cotización en el servidor, reserva atómica de stock, pago (una sola vez), división
// en órdenes de venta por proveedor, liberación de stock y lecturas del cliente.
import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  aplicarTransicion,
  comisionDeLinea,
  costoEnvio,
  distanciaRecorrido,
  EstadoPedido,
  ETIQUETAS_ESTADO_PEDIDO,
  formatearMensaje,
  MedioPago,
  MENSAJES,
  precioUnitarioAplicado,
  TRANSICIONES_PEDIDO,
  type CrearPedido,
  type TransicionPedido,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { Conflicto, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { movimientoStock } from '../catalogo/catalogo.tables.js';
import { exigirEdad, type Comprador } from '../cuentas/edad.service.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { usuarioFabricante } from '../fabricantes/fabricantes.tables.js';
import {
  historialPedido,
  ordenVenta,
  ordenVentaItem,
  pedido,
  productoPedido,
} from './pedidos.tables.js';
import {
  categoriasDeProductos,
  productosParaCompra,
  puntosRetiroDe,
  variantesParaCompra,
} from './pedidos.repository.js';
import { margenesVigentes } from '../fabricantes/margenes.service.js';
import { lineasConPrecioMejorado } from '../carrito/carrito.service.js';
import { direccionDe } from '../direcciones/direcciones.lectura.js';
import { datoFacturacionDe } from '../facturacion/facturacion.lectura.js';
import { asentarVentaPagada } from '../contabilidad/libro.service.js';
import { tarifaMasEconomica } from '../flota/flota.lectura.js';

type DatosCompra = Omit<CrearPedido, 'tarjeta'> & { nro_telefono?: string | null | undefined };

export interface LineaCotizada {
  producto_id: number;
  variante_id: number | null;
  fabricante_id: number;
  nombre: string;
  cantidad: number;
  precio: number;
  total: number;
  tipo_iva: number;
  comision: number;
}

export interface Cotizacion {
  lineas: LineaCotizada[];
  subtotal: number;
  costo_envio: number;
  total: number;
  direccion: Awaited<ReturnType<typeof direccionDe>> | null;
  facturacion: Awaited<ReturnType<typeof datoFacturacionDe>> | null;
}

const esAjena = <T extends { usuario_id: number }>(fila: T | undefined, usuarioId: number) =>
  !fila || fila.usuario_id !== usuarioId;

/** Costo de envío de una dirección para productos de ciertos proveedores (fórmula en domain). */
export async function costoEnvioPara(
  db: Db,
  destino: { lat: number | null; lng: number | null } | null,
  fabricanteIds: number[],
): Promise<number> {
  const tarifa = await tarifaMasEconomica(db);
  const ids = [...new Set(fabricanteIds)];
  if (!destino || destino.lat === null || destino.lng === null || ids.length === 0) {
    return costoEnvio(tarifa, 0, ids.length + 1);
  }
  const puntos = await puntosRetiroDe(db, ids);
  const retiros = ids.flatMap((id) => {
    const propios = puntos.filter(
      (p) => p.fabricante_id === id && p.lat !== null && p.lng !== null,
    );
    const p = propios.find((x) => x.default) ?? propios[0];
    return p && p.lat !== null && p.lng !== null ? [{ lat: p.lat, lng: p.lng }] : [];
  });
  const km = distanciaRecorrido({ lat: destino.lat, lng: destino.lng }, retiros);
  return costoEnvio(tarifa, km, ids.length + 1);
}

/** Recalcula precios, envío y total con los datos del servidor; valida dueños y stock. */
export async function cotizar(
  db: Db,
  comprador: Comprador,
  datos: DatosCompra,
): Promise<Cotizacion> {
  const usuarioId = comprador.id;
  let dir: Cotizacion['direccion'] = null;
  if (datos.delivery && datos.direccion) {
    dir = (await direccionDe(db, datos.direccion)) ?? null;
    if (!dir) throw new NoEncontrado(MENSAJES.direccionAjena);
    if (esAjena(dir, usuarioId)) throw new SinPermiso(MENSAJES.direccionAjena);
  }
  let fact: Cotizacion['facturacion'] = null;
  if (datos.dato_facturacion) {
    fact = (await datoFacturacionDe(db, datos.dato_facturacion)) ?? null;
    if (!fact) throw new NoEncontrado(MENSAJES.datoFacturacionAjeno);
    if (esAjena(fact, usuarioId)) throw new SinPermiso(MENSAJES.datoFacturacionAjeno);
  }
  const productos = await productosParaCompra(db, [
    ...new Set(datos.productos.map((p) => p.producto)),
  ]);
  const variantes = await variantesParaCompra(
    db,
    datos.productos.flatMap((p) => (p.variante ? [p.variante] : [])),
  );
  const mejorados = await lineasConPrecioMejorado(db, usuarioId);
  const lineas: LineaCotizada[] = [];
  // La edad se verifica una vez, en la primera línea no apta para menores (una lectura).
  let edadVerificada = false;
  for (const l of datos.productos) {
    const p = productos.find((x) => x.id === l.producto);
    const v = l.variante
      ? variantes.find((x) => x.id === l.variante && x.producto_id === l.producto)
      : null;
    if (!p || !p.visible || (l.variante && (!v || !v.activo))) {
      throw new Conflicto(MENSAJES.productoNoDisponible, { producto: l.producto });
    }
    if (p.no_apto_menores && !edadVerificada) {
      await exigirEdad(db, comprador, true);
      edadVerificada = true;
    }
    const disponible = v ? v.cantidad_disponible : p.cantidad_disponible;
    if (disponible < l.cantidad) {
      throw new Conflicto(formatearMensaje(MENSAJES.sinStock, { producto: p.nombre, disponible }), {
        producto: p.id,
        disponible,
      });
    }
    // Precio mayorista como en el carrito: pedido (compra mejorada o la línea marcada), producto
    // que lo ofrece y cantidad mínima alcanzada.
    const pideMayorista = datos.compra_mejorada || mejorados.has(`${p.id}:${l.variante ?? 0}`);
    const mayorista =
      pideMayorista && p.compra_mejorada && l.cantidad >= p.cantidad_minima_mayorista
        ? p.precio_mayorista
        : null;
    const item = {
      precio: p.precio,
      precio_mayorista: mayorista,
      variante: v && v.precio !== null ? { precio: v.precio } : null,
      cantidad: l.cantidad,
    };
    const precio = precioUnitarioAplicado(item, true);
    lineas.push({
      producto_id: p.id,
      variante_id: v?.id ?? null,
      fabricante_id: p.fabricante_id,
      nombre: p.nombre,
      cantidad: l.cantidad,
      precio,
      total: precio * l.cantidad,
      tipo_iva: p.tipo_iva ?? 10,
      comision: p.comision ?? 0,
    });
  }
  const subtotal = lineas.reduce((s, l) => s + l.total, 0);
  const envio = datos.delivery
    ? await costoEnvioPara(
        db,
        dir,
        lineas.map((l) => l.fabricante_id),
      )
    : 0;
  return {
    lineas,
    subtotal,
    costo_envio: envio,
    total: subtotal + envio,
    direccion: dir,
    facturacion: fact,
  };
}

/** 409 con el total nuevo cuando el cliente vio otro monto. */
export function exigirMonto(cotizacion: Cotizacion, monto: number): void {
  if (cotizacion.total !== monto) {
    throw new Conflicto(MENSAJES.montoCambiado, {
      monto: cotizacion.total,
      subtotal: cotizacion.subtotal,
      costo_envio: cotizacion.costo_envio,
    });
  }
}

function esSinStock(e: unknown): boolean {
  const causa = (e as { cause?: { code?: string } }).cause;
  const codigo = (e as { code?: string }).code ?? causa?.code;
  return codigo === '23514';
}

/** Inserta los movimientos de stock (ordenados por producto para evitar bloqueos cruzados). */
async function moverStock(
  tx: Tx,
  pedidoId: number,
  lineas: { producto_id: number; variante_id: number | null; cantidad: number }[],
  signo: 1 | -1,
): Promise<void> {
  const ordenadas = [...lineas].sort(
    (a, b) => a.producto_id - b.producto_id || (a.variante_id ?? 0) - (b.variante_id ?? 0),
  );
  for (const l of ordenadas) {
    await tx.insert(movimientoStock).values({
      producto_id: l.producto_id,
      variante_id: l.variante_id,
      delta: signo * l.cantidad,
      motivo: signo < 0 ? 'venta' : 'cancelacion',
      referencia: `pedido:${pedidoId}`,
    });
  }
}

async function registrarHistorial(
  tx: Tx,
  pedidoId: number,
  estado: EstadoPedido,
  transicion: TransicionPedido | 'crear' | 'liberar_stock' | 'reservar_stock',
  detalle: string | null = null,
): Promise<void> {
  await tx.insert(historialPedido).values({ pedido_id: pedidoId, estado, transicion, detalle });
}

/** Crea el pedido en estado 0 y reserva el stock en la misma transacción. */
export async function crearPedidoConReserva(
  db: Db,
  usuarioId: number,
  cot: Cotizacion,
  datos: DatosCompra,
  tarjetaId: number | null,
): Promise<{ id: number; total: number }> {
  try {
    return await db.transaction(async (tx) => {
      const dir = cot.direccion;
      const [p] = await tx
        .insert(pedido)
        .values({
          usuario_id: usuarioId,
          medio_pago: datos.medio_pago,
          tarjeta_id: tarjetaId,
          subtotal: cot.subtotal,
          costo_envio: cot.costo_envio,
          total: cot.total,
          compra_mejorada: datos.compra_mejorada,
          delivery: datos.delivery,
          direccion_id: dir?.id ?? null,
          direccion: dir
            ? [dir.calle_principal, dir.numero, dir.calle_secundaria].filter(Boolean).join(' ')
            : null,
          direccion_referencia: dir?.referencia ?? null,
          ubicacion: dir?.ubicacion ?? null,
          lat: dir?.lat ?? null,
          lng: dir?.lng ?? null,
          ciudad_id: dir?.ciudad_id ?? null,
          ciudad_nombre: dir?.ciudad_nombre ?? null,
          nro_telefono: datos.nro_telefono ?? null,
          entrega_programada: datos.entrega_programada,
          fecha_entrega: datos.fecha_entrega ?? null,
          hora_entrega_inicio: datos.entrega_programada
            ? (datos.hora_entrega_inicio ?? null)
            : null,
          hora_entrega_fin: datos.entrega_programada ? (datos.hora_entrega_fin ?? null) : null,
          contrasena_entrega: String(randomInt(0, 10000)).padStart(4, '0'),
          dato_facturacion_id: cot.facturacion?.id ?? null,
          razon_social: cot.facturacion?.razon_social ?? null,
          ruc: cot.facturacion?.ruc ?? null,
        })
        .returning({ id: pedido.id, total: pedido.total });
      if (!p) throw new Error('no se creó el pedido');
      await tx.insert(productoPedido).values(
        cot.lineas.map((l) => ({
          pedido_id: p.id,
          producto_id: l.producto_id,
          variante_id: l.variante_id,
          fabricante_id: l.fabricante_id,
          nombre: l.nombre,
          compra_mejorada: datos.compra_mejorada,
          cantidad: l.cantidad,
          precio: l.precio,
          total: l.total,
          tipo_iva: l.tipo_iva,
          comision: l.comision,
        })),
      );
      await moverStock(tx, p.id, cot.lineas, -1);
      await registrarHistorial(tx, p.id, EstadoPedido.CREADO, 'crear');
      return p;
    });
  } catch (e) {
    if (esSinStock(e))
      throw new Conflicto(MENSAJES.conflicto, {
        detail: MENSAJES.productoNoDisponible,
        stock: true,
      });
    throw e;
  }
}

async function bloquearPedido(tx: Tx, id: number) {
  const [p] = await tx.select().from(pedido).where(eq(pedido.id, id)).for('update');
  if (!p) throw new NoEncontrado();
  return p;
}

async function lineasDe(tx: Tx, pedidoId: number) {
  return tx
    .select({
      id: productoPedido.id,
      producto_id: productoPedido.producto_id,
      variante_id: productoPedido.variante_id,
      fabricante_id: productoPedido.fabricante_id,
      cantidad: productoPedido.cantidad,
      precio: productoPedido.precio,
      total: productoPedido.total,
      comision: productoPedido.comision,
    })
    .from(productoPedido)
    .where(eq(productoPedido.pedido_id, pedidoId));
}

/** Devuelve el stock de un pedido impago (pago rechazado, abandonado o error). Idempotente. */
export async function liberarStock(
  db: Db | Tx,
  pedidoId: number,
  detalle: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const p = await bloquearPedido(tx, pedidoId);
    if (p.estado !== EstadoPedido.CREADO || p.stock_liberado_en !== null) return false;
    await moverStock(tx, p.id, await lineasDe(tx, p.id), 1);
    await tx.update(pedido).set({ stock_liberado_en: new Date() }).where(eq(pedido.id, p.id));
    await registrarHistorial(tx, p.id, p.estado as EstadoPedido, 'liberar_stock', detalle);
    return true;
  });
}

/** Vuelve a reservar el stock de un pedido liberado (nuevo intento o pago tardío). */
export async function reservarDeNuevo(tx: Tx, pedidoId: number): Promise<boolean> {
  const p = await bloquearPedido(tx, pedidoId);
  if (p.stock_liberado_en === null) return true;
  try {
    await tx.transaction(async (sp) => {
      await moverStock(sp, p.id, await lineasDe(sp, p.id), -1);
      await sp.update(pedido).set({ stock_liberado_en: null }).where(eq(pedido.id, p.id));
      await registrarHistorial(sp, p.id, p.estado as EstadoPedido, 'reservar_stock');
    });
    return true;
  } catch (e) {
    if (esSinStock(e)) return false;
    throw e;
  }
}

/** Aplica una transición con nombre o responde 409. */
export function exigirTransicion(estado: number, t: TransicionPedido): EstadoPedido {
  const r = aplicarTransicion(TRANSICIONES_PEDIDO, estado as EstadoPedido, t);
  if (!r.permitida) {
    throw new Conflicto(
      formatearMensaje(MENSAJES.transicionInvalida, {
        transicion: t,
        estado: ETIQUETAS_ESTADO_PEDIDO[estado as EstadoPedido] ?? String(estado),
      }),
      { estado },
    );
  }
  return r.estado;
}

/**
 * Marca pagado (0 → 10) dentro de la transacción de la confirmación, divide el pedido en una
 * orden de venta por proveedor y avisa a cada uno. Devuelve false si ya no estaba en 0.
 */
export async function marcarPagado(tx: Tx, pedidoId: number, detalle: string): Promise<boolean> {
  const p = await bloquearPedido(tx, pedidoId);
  if (p.estado !== EstadoPedido.CREADO) return false;
  const estado = exigirTransicion(p.estado, 'pagar');
  await tx.update(pedido).set({ estado, actualizado_en: new Date() }).where(eq(pedido.id, p.id));
  await registrarHistorial(tx, p.id, estado, 'pagar', detalle);
  const lineas = await lineasDe(tx, p.id);
  // Comisión con los márgenes vigentes al pagar (por proveedor y categoría; si no, la comisión
  // de la categoría copiada al comprar): queda fija en la orden aunque el margen cambie después.
  const categorias = await categoriasDeProductos(
    tx,
    lineas.map((l) => l.producto_id),
  );
  const margenes = (
    await margenesVigentes(tx, [...new Set(lineas.map((l) => l.fabricante_id))])
  ).map((m) => ({ ...m, margen: Number(m.margen) }));
  const porFabricante = new Map<number, typeof lineas>();
  for (const l of lineas)
    porFabricante.set(l.fabricante_id, [...(porFabricante.get(l.fabricante_id) ?? []), l]);
  for (const [fabricanteId, items] of porFabricante) {
    const total = items.reduce((s, l) => s + l.total, 0);
    const comision = items.reduce(
      (s, l) =>
        s +
        comisionDeLinea(
          {
            fabricante_id: l.fabricante_id,
            categoria_id: categorias.get(l.producto_id) ?? null,
            cantidad: l.cantidad,
            total: l.total,
            comision: Number(l.comision),
          },
          margenes,
        ),
      0,
    );
    const [ov] = await tx
      .insert(ordenVenta)
      .values({
        pedido_id: p.id,
        fabricante_id: fabricanteId,
        total,
        comision,
        estado_ruteo: p.delivery ? 10 : 80,
      })
      .returning({ id: ordenVenta.id });
    if (!ov) throw new Error('no se creó la orden de venta');
    await tx.insert(ordenVentaItem).values(
      items.map((l) => ({
        orden_venta_id: ov.id,
        producto_pedido_id: l.id,
        producto_id: l.producto_id,
        variante_id: l.variante_id,
        cantidad: l.cantidad,
        precio: l.precio,
        total: l.total,
      })),
    );
    const destinatarios = await tx
      .select({ usuario_id: usuarioFabricante.usuario_id })
      .from(usuarioFabricante)
      .where(eq(usuarioFabricante.fabricante_id, fabricanteId));
    await notificar(
      tx,
      destinatarios.map((d) => d.usuario_id),
      'pedido',
      { orden_venta_id: ov.id, pedido_id: p.id },
    );
  }
  // Reparto contable del pedido pagado (proveedores, comisión, envío, cobro) en esta transacción.
  // En efectivo contra entrega el cliente queda debiendo hasta que el transportista cobre.
  await asentarVentaPagada(
    tx,
    p.id,
    p.medio_pago === MedioPago.EFECTIVO ? 'efectivo' : 'procesador',
  );
  return true;
}

export async function pedidoDelUsuario(db: Db, id: number, usuarioId: number) {
  const p = await db.query.pedido.findFirst({ where: eq(pedido.id, id) });
  if (!p) throw new NoEncontrado();
  if (p.usuario_id !== usuarioId) throw new SinPermiso();
  return p;
}

/** Pedido propio en estado 0 para un nuevo intento de pago (el último si no se indica). */
export async function pedidoParaReintento(db: Db, id: number | null, usuarioId: number) {
  if (id !== null) {
    const propio = await pedidoDelUsuario(db, id, usuarioId);
    exigirTransicion(propio.estado, 'pagar');
  }
  const [p] = await db
    .select()
    .from(pedido)
    .where(
      and(
        eq(pedido.usuario_id, usuarioId),
        eq(pedido.estado, EstadoPedido.CREADO),
        id === null ? undefined : eq(pedido.id, id),
      ),
    )
    .orderBy(desc(pedido.id))
    .limit(1);
  if (!p) throw new NoEncontrado();
  return p;
}
