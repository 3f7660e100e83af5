// Datos para las pruebas de compra: productos con stock, puntos de retiro y direcciones,
// insertados directamente (los módulos de catálogo y cuentas son de otros equipos).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { producto } from '../catalogo/catalogo.tables.js';
import { direccion } from '../direcciones/direcciones.tables.js';
import { fabricante, puntoRetiro } from '../fabricantes/fabricantes.tables.js';

export async function crearProducto(
  app: FastifyInstance,
  fabricanteId: number,
  opciones: { precio?: number; stock?: number; nombre?: string } = {},
): Promise<number> {
  // Sólo se compra lo que la tienda muestra: producto aprobado de un fabricante aprobado.
  await app.db.update(fabricante).set({ aprobado: true }).where(eq(fabricante.id, fabricanteId));
  const [p] = await app.db
    .insert(producto)
    .values({
      fabricante_id: fabricanteId,
      nombre: opciones.nombre ?? `Producto ${fabricanteId}`,
      precio: opciones.precio ?? 50000,
      cantidad_disponible: opciones.stock ?? 10,
      aprobado: true,
    })
    .returning({ id: producto.id });
  if (!p) throw new Error('no se creó el producto');
  return p.id;
}

export async function crearPuntoRetiro(
  app: FastifyInstance,
  fabricanteId: number,
): Promise<number> {
  const [p] = await app.db
    .insert(puntoRetiro)
    .values({
      fabricante_id: fabricanteId,
      nombre: 'Depósito',
      lat: -25.3397,
      lng: -57.5088,
      default: true,
    })
    .returning({ id: puntoRetiro.id });
  if (!p) throw new Error('no se creó el punto de retiro');
  return p.id;
}

export async function crearDireccion(app: FastifyInstance, usuarioId: number): Promise<number> {
  const [d] = await app.db
    .insert(direccion)
    .values({
      usuario_id: usuarioId,
      nombre: 'Casa',
      calle_principal: 'Mcal. López',
      numero: '1234',
      lat: -25.30066,
      lng: -57.63591,
    })
    .returning({ id: direccion.id });
  if (!d) throw new Error('no se creó la dirección');
  return d.id;
}

export async function stockDe(app: FastifyInstance, productoId: number): Promise<number> {
  const [p] = await app.db
    .select({ n: producto.cantidad_disponible })
    .from(producto)
    .where(eq(producto.id, productoId));
  return p?.n ?? -1;
}
