// Datos para las pruebas de contabilidad: pedidos pagados (con su reparto asentado como lo hace
// el pago), categorías con comisión e IVA, timbrados y cuentas de fondos.
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MedioPago } from '@nemu/domain';
import { unico } from '../../test/app-de-prueba.js';
import { categoria, producto } from '../catalogo/catalogo.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { ordenVenta, pedido, productoPedido } from '../pedidos/pedidos.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { cuentaFondo } from './contabilidad.tables.js';
import { crearTimbrado } from './facturas.service.js';
import { asentarVentaPagada } from './libro.service.js';

/** RUC válidos (con su dígito verificador) para emisores y receptores de prueba. */
export const RUC_PLATAFORMA = '80069563-1';
export const RUC_PROVEEDOR = '80028061-0';
export const RUC_CLIENTE = '4567890-1';

export async function crearCategoria(
  app: FastifyInstance,
  comision: number,
  tipoIva: 0 | 5 | 10 = 10,
): Promise<number> {
  const [c] = await app.db
    .insert(categoria)
    .values({ nombre: unico('Categoría'), comision, tipo_iva: tipoIva })
    .returning({ id: categoria.id });
  return c!.id;
}

export async function crearProductoEn(
  app: FastifyInstance,
  fabricanteId: number,
  categoriaId: number,
  precio: number,
): Promise<number> {
  // Sólo se compra lo que la tienda muestra: producto aprobado de un fabricante aprobado.
  await app.db.update(fabricante).set({ aprobado: true }).where(eq(fabricante.id, fabricanteId));
  const [p] = await app.db
    .insert(producto)
    .values({
      fabricante_id: fabricanteId,
      categoria_id: categoriaId,
      nombre: unico('Producto'),
      precio,
      cantidad_disponible: 1000,
      aprobado: true,
    })
    .returning({ id: producto.id });
  return p!.id;
}

export async function darRuc(app: FastifyInstance, fabricanteId: number, ruc = RUC_PROVEEDOR) {
  await app.db
    .update(fabricante)
    .set({ ruc, razon_social: 'Proveedor de Prueba S.A.' })
    .where(eq(fabricante.id, fabricanteId));
}

export async function darRucCliente(app: FastifyInstance, usuarioId: number, ruc = RUC_CLIENTE) {
  await app.db
    .update(usuario)
    .set({ ruc, razon_social: 'Cliente de Prueba' })
    .where(eq(usuario.id, usuarioId));
}

export interface LineaPrueba {
  fabricanteId: number;
  productoId: number;
  precio: number;
  cantidad: number;
  /** Comisión (%) de la categoría copiada al comprar. */
  comision: number;
  tipoIva?: 0 | 5 | 10;
}

/**
 * Pedido pagado con sus órdenes de venta y el reparto asentado en la misma transacción, como
 * lo deja la confirmación del pago (pagos → marcarPagado → asentarVentaPagada). Con `efectivo`,
 * como la compra en efectivo contra entrega: medio 5 y la venta sin cobro (el cliente debe).
 */
export async function pedidoPagado(
  app: FastifyInstance,
  clienteId: number,
  lineas: LineaPrueba[],
  opciones: { costoEnvio?: number; ruc?: string | null; estado?: number; efectivo?: boolean } = {},
): Promise<{ pedidoId: number; ordenes: Map<number, number>; total: number }> {
  const envio = opciones.costoEnvio ?? 0;
  const subtotal = lineas.reduce((s, l) => s + l.precio * l.cantidad, 0);
  return app.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(pedido)
      .values({
        usuario_id: clienteId,
        estado: opciones.estado ?? 10,
        medio_pago: opciones.efectivo ? MedioPago.EFECTIVO : 1,
        subtotal,
        costo_envio: envio,
        total: subtotal + envio,
        ruc: opciones.ruc ?? null,
        razon_social: opciones.ruc ? 'Cliente de Prueba' : null,
      })
      .returning({ id: pedido.id });
    const pedidoId = p!.id;
    await tx.insert(productoPedido).values(
      lineas.map((l) => ({
        pedido_id: pedidoId,
        producto_id: l.productoId,
        fabricante_id: l.fabricanteId,
        nombre: `Producto ${l.productoId}`,
        cantidad: l.cantidad,
        precio: l.precio,
        total: l.precio * l.cantidad,
        tipo_iva: l.tipoIva ?? 10,
        comision: l.comision,
      })),
    );
    const ordenes = new Map<number, number>();
    for (const fab of new Set(lineas.map((l) => l.fabricanteId))) {
      const propias = lineas.filter((l) => l.fabricanteId === fab);
      const [o] = await tx
        .insert(ordenVenta)
        .values({
          pedido_id: pedidoId,
          fabricante_id: fab,
          estado: 10,
          total: propias.reduce((s, l) => s + l.precio * l.cantidad, 0),
          comision: propias.reduce(
            (s, l) => s + Math.round((l.precio * l.cantidad * l.comision) / 100),
            0,
          ),
        })
        .returning({ id: ordenVenta.id });
      ordenes.set(fab, o!.id);
    }
    await asentarVentaPagada(tx, pedidoId, opciones.efectivo ? 'efectivo' : 'procesador');
    return { pedidoId, ordenes, total: subtotal + envio };
  });
}

/** Timbrado propio vigente con un número al azar (no choca entre archivos en PostgreSQL). */
export async function crearTimbradoPrueba(
  app: FastifyInstance,
  opciones: {
    tipoDocumento?: 1 | 5;
    electronico?: boolean;
    inicio?: string;
    fin?: string | null;
  } = {},
) {
  return crearTimbrado(app.db, {
    numero: String(randomInt(10_000_000, 99_999_999)),
    tipo_documento: opciones.tipoDocumento ?? 1,
    establecimiento: '001',
    punto_expedicion: String(randomInt(1, 999)).padStart(3, '0'),
    inicio: opciones.inicio ?? '2020-01-01',
    fin: opciones.fin === undefined ? '2099-12-31' : opciones.fin,
    emisor_ruc: RUC_PLATAFORMA,
    emisor_razon_social: 'Ñemu Marketplace S.A.',
    emisor_direccion: 'Avda. Mariscal López 1234',
    tipo_contribuyente: 2,
    electronico: opciones.electronico ?? false,
  });
}

export async function crearCuentaFondo(app: FastifyInstance): Promise<number> {
  const [c] = await app.db
    .insert(cuentaFondo)
    .values({ nombre: unico('Banco Itaú'), tipo: 'banco', banco: 'Itaú', numero_cuenta: '123' })
    .returning({ id: cuentaFondo.id });
  return c!.id;
}
