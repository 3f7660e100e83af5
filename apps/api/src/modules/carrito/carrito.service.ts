import { randomUUID } from 'node:crypto';
import {
  MENSAJES,
  formatearMensaje,
  precioUnitarioAplicado,
  totalesCarrito,
  type ConsultaPaginada,
  type EntregaCarrito,
} from '@nemu/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion } from '../../lib/errores.js';
import { paginar } from '../../lib/paginacion.js';
import { IMAGEN_POR_DEFECTO, urlMedia } from '../catalogo/productos.lectura.js';
import { exigirEdad } from '../cuentas/edad.service.js';
import {
  actualizarCarrito,
  borrarCarrito,
  borrarLinea,
  buscarCarrito,
  cantidadEnLinea,
  guardarLinea,
  lineasCarrito,
  obtenerOCrearCarrito,
  productoParaCarrito,
  type Duenio,
  type FilaCarrito,
  type LineaCarrito,
} from './carrito.repository.js';

// Lo que el checkout y los envíos necesitan del carrito (ADR 010).
export {
  fabricantesDelCarrito,
  lineasConPrecioMejorado,
  restaurarCarrito,
  vaciarCarrito,
  type ItemCarritoGuardado,
} from './carrito.repository.js';

/** Cabecera con la clave del carrito de un visitante sin sesión (también cookie `nemu_carrito`). */
export const CABECERA_CARRITO = 'x-carrito';
const COOKIE_CARRITO = 'nemu_carrito';
const CLAVE_VALIDA = /^[A-Za-z0-9_-]{16,64}$/;

/** Clave anónima de la petición: cabecera `X-Carrito` o cookie `nemu_carrito`. */
export function claveDeCabeceras(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  const cabecera = headers[CABECERA_CARRITO];
  const cookie = typeof headers.cookie === 'string' ? headers.cookie : '';
  const deCookie = cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === COOKIE_CARRITO)?.[1];
  const clave = typeof cabecera === 'string' ? cabecera : deCookie;
  return clave !== undefined && CLAVE_VALIDA.test(clave) ? clave : null;
}

function duenioDe(usuario: UsuarioAutenticado | null, clave: string | null): Duenio | null {
  if (usuario) return { usuarioId: usuario.id };
  return clave ? { clave } : null;
}

/** Precio mayorista aplicable a una línea: pedido, ofrecido y con la cantidad mínima. */
function mayoristaAplicable(l: LineaCarrito, compraMejorada: boolean): number | null {
  const pedido = compraMejorada || l.precio_mejorado;
  const ofrecido = l.producto.compra_mejorada && l.producto.precio_mayorista !== null;
  return pedido && ofrecido && l.cantidad >= l.producto.cantidad
    ? l.producto.precio_mayorista
    : null;
}

function productoDeLinea(l: LineaCarrito, compraMejorada: boolean) {
  const variante =
    l.variante === null
      ? null
      : {
          id: l.variante.id,
          precio: l.variante.precio ?? l.producto.precio,
          color: l.variante.color,
          medida: l.variante.medida,
        };
  const item = {
    precio: l.producto.precio,
    precio_mayorista: mayoristaAplicable(l, compraMejorada),
    variante,
    cantidad: l.cantidad,
  };
  const precioAplicado = precioUnitarioAplicado(item, true);
  return {
    item,
    vista: {
      id: l.producto.id,
      linea: l.linea,
      fabricante: l.producto.fabricante_nombre,
      fabricante_id: l.producto.fabricante,
      nombre: l.producto.nombre,
      descripcion: l.producto.descripcion,
      precio: l.producto.precio,
      precio_mayorista: l.producto.precio_mayorista,
      cantidad_minima_mayorista: l.producto.cantidad,
      cantidad_disponible: l.variante?.cantidad_disponible ?? l.producto.cantidad_disponible,
      imagen: urlMedia(l.producto.portada) ?? IMAGEN_POR_DEFECTO,
      categoria: l.producto.categoria,
      no_apto_menores: l.producto.no_apto_menores,
      cantidad: l.cantidad,
      variante,
      precio_mejorado: l.precio_mejorado,
      precio_aplicado: precioAplicado,
      total: precioAplicado * l.cantidad,
    },
  };
}

function carritoVacio(clave: string | null) {
  return {
    id: null,
    clave_anonima: clave,
    productos: [],
    compra_mejorada: false,
    envio_sin_hora: true,
    entregaDesde: null,
    entregaHasta: null,
    medioPago: null,
    tarjeta: null,
    metodoPago: 'tarjeta',
    totales: { subtotal: 0, total: 0, diferencia: 0, cantidadItems: 0 },
  };
}

async function armarCarrito(db: Db, fila: FilaCarrito) {
  // Un producto que dejó de publicarse no se cobra: queda fuera de la vista del carrito.
  const lineas = (await lineasCarrito(db, fila.id)).filter((l) => l.visible);
  const productos = lineas.map((l) => productoDeLinea(l, fila.compra_mejorada));
  const normal = totalesCarrito(
    productos.map((p) => ({ ...p.item, precio_mayorista: null })),
    false,
  );
  const aplicado = totalesCarrito(
    productos.map((p) => p.item),
    true,
  );
  return {
    id: fila.id,
    clave_anonima: fila.clave_anonima,
    productos: productos.map((p) => p.vista),
    compra_mejorada: fila.compra_mejorada,
    envio_sin_hora: fila.envio_sin_hora,
    entregaDesde: fila.entrega_desde?.toISOString() ?? null,
    entregaHasta: fila.entrega_hasta?.toISOString() ?? null,
    medioPago: fila.medio_pago,
    tarjeta: fila.tarjeta_id,
    metodoPago: 'tarjeta',
    totales: {
      subtotal: normal.subtotal,
      total: aplicado.total,
      diferencia: normal.subtotal - aplicado.total,
      cantidadItems: aplicado.cantidadItems,
    },
  };
}

export type VistaCarrito =
  Awaited<ReturnType<typeof armarCarrito>> | ReturnType<typeof carritoVacio>;

/** Carrito del usuario o del visitante (vacío si todavía no existe). */
export async function verCarrito(
  db: Db,
  usuario: UsuarioAutenticado | null,
  clave: string | null,
): Promise<VistaCarrito> {
  const duenio = duenioDe(usuario, clave);
  const fila = duenio ? await buscarCarrito(db, duenio) : null;
  return fila ? armarCarrito(db, fila) : carritoVacio(usuario ? null : clave);
}

/**
 * Carrito paginado (`page`/`page_size`): las líneas en formato DRF `{count, next, previous,
 * results}` junto a los datos del carrito; los totales siguen siendo los del carrito completo.
 */
export async function paginaCarrito(
  db: Db,
  request: FastifyRequest,
  usuario: UsuarioAutenticado | null,
  clave: string | null,
  consulta: ConsultaPaginada,
) {
  const { productos, ...carrito } = await verCarrito(db, usuario, clave);
  const lineas: (typeof productos)[number][] = productos;
  const pagina = await paginar(request, consulta, {
    contar: () => Promise.resolve(lineas.length),
    listar: (limit, offset) => Promise.resolve(lineas.slice(offset, offset + limit)),
  });
  return { ...carrito, ...pagina };
}

export interface CambioCarrito {
  producto_id: number;
  eliminar: boolean;
  cantidad: number;
  precio_mejorado: boolean;
  variante?: number | null | undefined;
}

/**
 * POST /carrito/: fija la cantidad de una línea (0 o `eliminar` la quita). Nunca por encima
 * del stock; los productos no aptos para menores exigen sesión y mayoría de edad (§5).
 * Sin sesión ni clave, crea un carrito anónimo y devuelve su clave.
 */
export async function cambiarCarrito(
  db: Db,
  usuario: UsuarioAutenticado | null,
  clave: string | null,
  cambio: CambioCarrito,
): Promise<VistaCarrito> {
  const duenio = duenioDe(usuario, clave) ?? { clave: randomUUID() };
  const varianteId = cambio.variante ?? null;
  const quitar = cambio.eliminar || cambio.cantidad === 0;
  const carrito = await obtenerOCrearCarrito(db, duenio);
  if (quitar) {
    await borrarLinea(db, carrito.id, cambio.producto_id, varianteId);
    return armarCarrito(db, carrito);
  }

  const p = await productoParaCarrito(db, cambio.producto_id);
  if (!p || !p.visible) throw ErrorValidacion.campo('producto_id', MENSAJES.productoNoDisponible);
  let disponible = p.cantidad_disponible;
  if (p.variantes.length > 0 || varianteId !== null) {
    const variante = p.variantes.find((v) => v.id === varianteId);
    if (varianteId === null) throw ErrorValidacion.campo('variante', MENSAJES.varianteRequerida);
    if (!variante) throw ErrorValidacion.campo('variante', MENSAJES.opcionInvalida);
    disponible = variante.cantidad_disponible;
  }
  await exigirEdad(db, usuario, p.no_apto_menores);
  if (cambio.cantidad > disponible) {
    throw new Conflicto(formatearMensaje(MENSAJES.stockInsuficiente, { disponible }), {
      cantidad: [formatearMensaje(MENSAJES.stockInsuficiente, { disponible })],
      cantidad_disponible: disponible,
    });
  }
  await guardarLinea(db, {
    carritoId: carrito.id,
    productoId: p.id,
    varianteId,
    cantidad: cambio.cantidad,
    precioMejorado: cambio.precio_mejorado,
  });
  return armarCarrito(db, carrito);
}

/** PATCH /carrito/: ventana de entrega y compra mejorada (§4 "Delivery times"). */
export async function configurarCarrito(
  db: Db,
  usuario: UsuarioAutenticado | null,
  clave: string | null,
  entrega: EntregaCarrito,
): Promise<VistaCarrito> {
  const duenio = duenioDe(usuario, clave) ?? { clave: randomUUID() };
  const carrito = await obtenerOCrearCarrito(db, duenio);
  const conHora = entrega.entrega_desde != null && entrega.entrega_hasta != null;
  const sinHora = entrega.envio_sin_hora === true || (!conHora && entrega.envio_sin_hora !== false);
  const tocaEntrega = entrega.envio_sin_hora !== undefined || conHora;
  await actualizarCarrito(db, carrito.id, {
    ...(entrega.compra_mejorada === undefined ? {} : { compra_mejorada: entrega.compra_mejorada }),
    ...(tocaEntrega
      ? sinHora
        ? { envio_sin_hora: true, entrega_desde: null, entrega_hasta: null }
        : {
            envio_sin_hora: false,
            entrega_desde: conHora ? new Date(entrega.entrega_desde ?? '') : null,
            entrega_hasta: conHora ? new Date(entrega.entrega_hasta ?? '') : null,
          }
      : {}),
  });
  const actualizado = await buscarCarrito(db, duenio);
  return actualizado ? armarCarrito(db, actualizado) : carritoVacio(null);
}

/**
 * Al iniciar sesión, las líneas del carrito anónimo pasan al del usuario (sumando cantidades,
 * sin superar el stock) y el carrito anónimo se borra.
 */
export async function fusionarCarrito(
  db: Db,
  usuarioId: number,
  clave: string | null,
): Promise<void> {
  if (!clave) return;
  const anonimo = await buscarCarrito(db, { clave });
  if (!anonimo) return;
  await db.transaction(async (tx) => {
    const destino = await obtenerOCrearCarrito(tx, { usuarioId });
    for (const l of await lineasCarrito(tx, anonimo.id)) {
      if (!l.visible) continue;
      const varianteId = l.variante?.id ?? null;
      const stock = l.variante?.cantidad_disponible ?? l.producto.cantidad_disponible;
      const previa = await cantidadEnLinea(tx, destino.id, l.producto.id, varianteId);
      const cantidad = Math.min(previa + l.cantidad, stock);
      if (cantidad <= 0) continue;
      await guardarLinea(tx, {
        carritoId: destino.id,
        productoId: l.producto.id,
        varianteId,
        cantidad,
        precioMejorado: l.precio_mejorado,
      });
    }
    await borrarCarrito(tx, anonimo.id);
  });
}

/** Ids de los productos en el carrito (para /inicio/). */
export async function productosDelCarrito(
  db: Db,
  usuario: UsuarioAutenticado | null,
  clave: string | null,
) {
  return (await verCarrito(db, usuario, clave)).productos;
}
