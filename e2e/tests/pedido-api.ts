// Compras y órdenes de venta preparadas por la API para las pruebas del despacho (seguimiento,
// chat, app del transportista): un cliente compra un producto simple del proveedor demo.
import { expect, type APIRequestContext } from '@playwright/test';
import { diaSemanaAsuncion, instanteAsuncion } from '@nemu/domain';
import { fechaEnAsuncion } from './ayudas.js';
import type { Cabeceras } from './transportista-nuevo.js';

interface Producto {
  id: number;
  precio: number;
  cantidad_disponible: number;
  variantes?: unknown[];
}

/** Producto de la portada (`/productos-inicio/`) con lo que hace falta para elegirlo. */
export interface ProductoInicio {
  id: number;
  fabricante: number;
  cantidad_disponible: number;
  no_apto_menores: boolean;
  tiene_variantes: boolean;
}

/**
 * ¿Va directo al carrito de cualquier cliente? Con stock, apto para menores y sin variantes (un
 * producto con variantes pide elegir una).
 */
export const vaAlCarrito = (p: ProductoInicio): boolean =>
  !p.no_apto_menores && p.cantidad_disponible > 5 && !p.tiene_variantes;

/** Productos de la portada del tipo pedido (`mas_vendidos`, `aleatorios`…). */
export async function productosInicio(
  request: APIRequestContext,
  tipo: string,
): Promise<ProductoInicio[]> {
  const r = await request.get(`/api/productos-inicio/?tipo=${tipo}&cantidad=30`);
  return (await r.json()) as ProductoInicio[];
}

export interface OrdenDeVenta {
  id: number;
  pedido: number;
  codigo_retiro: string | null;
}

/** El cliente compra a domicilio una unidad de un producto simple con stock; pagado en el sandbox. */
export async function comprarADomicilio(
  request: APIRequestContext,
  cliente: Cabeceras,
  proveedor: Cabeceras,
): Promise<number> {
  const catalogo = await (
    await request.get('/api/producto/?page_size=50&page=1&moderado=true', { headers: proveedor })
  ).json();
  const producto = (catalogo.results as Producto[]).find(
    (p) => p.cantidad_disponible > 5 && (p.variantes?.length ?? 0) === 0,
  );
  if (!producto) throw new Error('el proveedor demo no tiene un producto simple con stock');
  const [direccion] = (await (
    await request.get('/api/direccion/', { headers: cliente })
  ).json()) as { id: number }[];
  if (!direccion) throw new Error('el cliente no tiene dirección');
  const envio = await (
    await request.get(`/api/costo_envio/${direccion.id}/`, { headers: cliente })
  ).json();
  const compra = await request.post('/api/single-buy/', {
    headers: cliente,
    data: {
      medio_pago: -1,
      delivery: true,
      direccion: direccion.id,
      productos: [{ producto: producto.id, cantidad: 1 }],
      monto: producto.precio + (envio.costo_envio as number),
    },
  });
  expect(compra.ok(), await compra.text()).toBeTruthy();
  return ((await compra.json()) as { pedido_id: number }).pedido_id;
}

/** La orden de venta del proveedor para ese pedido (con su código de retiro, si ya lo tiene). */
export async function ordenDe(
  request: APIRequestContext,
  proveedor: Cabeceras,
  pedido: number,
): Promise<OrdenDeVenta> {
  const ordenes = await (
    await request.get('/api/orden_venta/?page_size=50', { headers: proveedor })
  ).json();
  const orden = (ordenes.results as OrdenDeVenta[]).find((o) => o.pedido === pedido);
  if (!orden) throw new Error('la compra no generó su orden de venta');
  return orden;
}

/**
 * El proveedor confirma la orden con su primer punto de retiro, para mañana (o dentro de `dias`
 * días): la fecha de retiro es un día, sin hora.
 */
export async function confirmarOrden(
  request: APIRequestContext,
  proveedor: Cabeceras,
  pedido: number,
  dias = 1,
): Promise<OrdenDeVenta> {
  const orden = await ordenDe(request, proveedor, pedido);
  const [punto] = (await (
    await request.get('/api/punto-retiro/', { headers: proveedor })
  ).json()) as { id: number }[];
  const retiro = fechaEnAsuncion(dias);
  await atenderElDia(request, proveedor, retiro);
  const aprobar = await request.post('/api/orden_venta/aprobar/', {
    headers: proveedor,
    data: {
      orden_venta_id: orden.id,
      punto_retiro_id: punto?.id,
      fecha_retiro: retiro,
    },
  });
  expect(aprobar.ok(), await aprobar.text()).toBeTruthy();
  return orden;
}

/**
 * El proveedor demo atiende de lunes a sábado y tiene feriados: para que el despacho rutee el retiro
 * sea cual sea el día en que corre la prueba (un sábado, «mañana» es domingo), atiende también ese día
 * de la semana y no tiene feriado en esa fecha.
 */
async function atenderElDia(
  request: APIRequestContext,
  proveedor: Cabeceras,
  fecha: string,
): Promise<void> {
  const { fabricante } = (await (
    await request.get('/api/inicio-fabricante/', { headers: proveedor })
  ).json()) as { fabricante: number };
  const perfil = (await (
    await request.get(`/api/fabricante/${fabricante}/`, { headers: proveedor })
  ).json()) as { dias_apertura: string[] };
  const dia = String(diaSemanaAsuncion(instanteAsuncion(fecha, '12:00')));
  if (!perfil.dias_apertura.includes(dia)) {
    const r = await request.patch(`/api/fabricante/${fabricante}/`, {
      headers: proveedor,
      multipart: { dias_apertura: [...perfil.dias_apertura, dia].join(',') },
    });
    expect(r.ok(), await r.text()).toBeTruthy();
  }
  const feriados = (await (
    await request.get('/api/fabricante_feriado/', { headers: proveedor })
  ).json()) as { id: number; fecha: string }[];
  for (const f of feriados.filter((x) => x.fecha === fecha)) {
    const r = await request.delete(`/api/fabricante_feriado/${f.id}/`, { headers: proveedor });
    expect(r.ok(), await r.text()).toBeTruthy();
  }
}
