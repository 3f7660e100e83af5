// Contrato de respuestas: lo que devuelve la API a cada pantalla cumple el esquema de
// packages/domain con el que la web la valida (una respuesta que no cumple es `bad-data`).
import type { FastifyInstance } from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  favoritoSchema,
  infoCalleRespuestaSchema,
  inicioFabricanteSchema,
  categoriaPlanaSchema,
  filaProductoProveedorSchema,
  grupoMedidaSchema,
  productoEdicionSchema,
  promocionSchema,
  unidadMedidaSchema,
  balanceProveedorSchema,
  estadisticasVentasSchema,
  ordenVentaDetalleSchema,
  ordenVentaSchema,
  resumenVentasSchema,
  ventaProductoSchema,
  carritoRespuestaSchema,
  claveApiSchema,
  feriadoRespuestaSchema,
  listaCiudadesSchema,
  listaPuntosRetiroSchema,
  listaRubrosSchema,
  miembroStaffSchema,
  pausaRespuestaSchema,
  perfilFabricanteSchema,
  configuracionPagosSchema,
  contrasenaPedidoSchema,
  costoEnvioSchema,
  datoFacturacionSchema,
  detallePedidoSchema,
  direccionSchema,
  fechaEstimadaSchema,
  listaTarjetasSchema,
  paginaSchema,
  rastreoPedidoSchema,
  respuestaCompraSchema,
  resumenPedidoSchema,
  verificacionPagoSchema,
} from '@nemu/domain';
import { PASSWORD_DEMO, sembrar } from '../seed/index.js';
import { appDePrueba } from '../test/app-de-prueba.js';

let app: FastifyInstance;
const tokens = new Map<string, string>();
let fabricanteId = 0;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrar({ database: app.database, demo: true, storageDir: await mkdtemp(join(tmpdir(), 'contrato-')) });
  for (const usuario of ['cliente', 'proveedor']) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: usuario, password: PASSWORD_DEMO },
    });
    expect(r.statusCode).toBe(200);
    const sesion = r.json<{ token: string; fabricante_id: number | null }>();
    tokens.set(usuario, sesion.token);
    if (usuario === 'proveedor') fabricanteId = sesion.fabricante_id!;
  }
});
afterAll(() => app.close());

/** GET como `usuario`; la respuesta debe ser 200 y cumplir el esquema (sin campos de menos). */
async function leer<T extends z.ZodType>(
  usuario: string,
  url: string,
  esquema: T,
): Promise<z.output<T>> {
  const r = await app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: cabeceras(usuario),
  });
  expect(r.statusCode, `${url}: ${r.body.slice(0, 300)}`).toBe(200);
  const leido = esquema.safeParse(r.json());
  expect(leido.error?.issues ?? [], url).toEqual([]);
  return leido.data as z.output<T>;
}

const cabeceras = (usuario: string) => ({ authorization: `Token ${tokens.get(usuario)}` });

/** Compra del cliente de la demo (un producto sin variantes, tarjeta no registrada). */
async function comprar() {
  const productos = (await app.inject({ url: '/api/producto_buscador/?page_size=20' })).json<{
    results: { id: number; tiene_variantes: boolean }[];
  }>().results;
  const producto = productos.find((p) => !p.tiene_variantes)!;
  const [direccion] = (
    await app.inject({ url: '/api/direccion/', headers: cabeceras('cliente') })
  ).json<{ id: number }[]>();
  const cuerpo = {
    direccion: direccion!.id,
    medio_pago: 1,
    productos: [{ producto: producto.id, cantidad: 1 }],
    monto: 0,
  };
  const enviar = (monto: number) =>
    app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: cabeceras('cliente'),
      payload: { ...cuerpo, monto },
    });
  const cotizacion = await enviar(0);
  const r = await enviar(cotizacion.json<{ monto: number }>().monto);
  expect(r.statusCode, r.body).toBe(200);
  return respuestaCompraSchema.parse(r.json());
}

describe('contrato de respuestas: pedidos del cliente', () => {
  it('lista, detalle, PIN y rastreo', async () => {
    const compra = await comprar();
    await leer(
      'cliente',
      `/verificar-transaccion/?transaccion_id=${compra.transaccion_id}`,
      verificacionPagoSchema,
    );
    const pagina = await leer(
      'cliente',
      '/pedido/?page_size=50',
      paginaSchema(resumenPedidoSchema),
    );
    expect(pagina.results.length).toBeGreaterThan(0);
    const id = pagina.results[0]!.id;
    await leer('cliente', `/pedido/${id}/`, detallePedidoSchema);
    await leer('cliente', `/pedido-contrasena/?id_pedido=${id}`, contrasenaPedidoSchema);
    await leer('cliente', `/rastrear-pedido/${id}/`, rastreoPedidoSchema);
  });
});

describe('contrato de respuestas: carrito y checkout', () => {
  it('configuración de pagos, tarjetas, carrito, direcciones, facturación, envío y fecha', async () => {
    const config = await leer('cliente', '/pagos/configuracion/', configuracionPagosSchema);
    await leer('cliente', `/${config.proveedor}/tarjeta/`, listaTarjetasSchema);
    const buscados = (await app.inject({ url: '/api/producto_buscador/?page_size=5' })).json<{
      results: { id: number }[];
    }>().results;
    const agregado = await app.inject({
      method: 'POST',
      url: '/api/carrito/',
      headers: cabeceras('cliente'),
      payload: { producto_id: buscados[0]!.id, cantidad: 1 },
    });
    expect(agregado.statusCode, agregado.body).toBe(200);
    expect(carritoRespuestaSchema.safeParse(agregado.json()).error?.issues ?? []).toEqual([]);
    const carrito = await leer('cliente', '/carrito/', carritoRespuestaSchema);
    const favorito = await app.inject({
      method: 'POST',
      url: '/api/favorito/',
      headers: cabeceras('cliente'),
      payload: { producto: buscados[0]!.id },
    });
    expect(favorito.statusCode, favorito.body).toBeLessThan(300);
    const favoritos = await leer(
      'cliente',
      '/favorito/',
      z.array(favoritoSchema.pick({ id: true, producto: true, activo: true })),
    );
    expect(favoritos.length).toBeGreaterThan(0);
    expect(carrito.productos.length).toBeGreaterThan(0);
    const direcciones = await leer('cliente', '/direccion/', z.array(direccionSchema));
    await leer('cliente', '/datos-facturacion/', z.array(datoFacturacionSchema));
    await leer('cliente', `/costo_envio/${direcciones[0]!.id}/`, costoEnvioSchema);
    await leer('cliente', '/fecha-estimada/', fechaEstimadaSchema);
    const calle = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      headers: cabeceras('cliente'),
      payload: { lat: -25.2865, lon: -57.647 },
    });
    expect(calle.statusCode, calle.body).toBe(200);
    expect(infoCalleRespuestaSchema.safeParse(calle.json()).error?.issues ?? []).toEqual([]);
  });
});

describe('contrato de respuestas: portal del proveedor', () => {
  it('perfil, puntos de retiro, staff, pausas, feriados, claves y referencias', async () => {
    await leer('proveedor', '/inicio-fabricante/', inicioFabricanteSchema);
    const perfil = await leer('proveedor', `/fabricante/${fabricanteId}/`, perfilFabricanteSchema);
    expect(perfil.puntos_retiro.length).toBeGreaterThan(0);
    await leer('proveedor', '/punto-retiro/', listaPuntosRetiroSchema);
    const staff = await leer('proveedor', '/usuario_staff/', z.array(miembroStaffSchema));
    expect(staff.length).toBeGreaterThan(0);
    const pausa = await app.inject({
      method: 'POST',
      url: '/api/pausas_fabricantes/',
      headers: cabeceras('proveedor'),
      payload: {
        fabricante: fabricanteId,
        desde: '2030-01-01T10:00:00-03:00',
        hasta: '2030-01-02T10:00:00-03:00',
      },
    });
    expect(pausa.statusCode, pausa.body).toBeLessThan(300);
    expect(
      (await leer('proveedor', '/pausas_fabricantes/', z.array(pausaRespuestaSchema))).length,
    ).toBeGreaterThan(0);
    const feriado = await app.inject({
      method: 'POST',
      url: '/api/fabricante_feriado/',
      headers: cabeceras('proveedor'),
      payload: { fabricante: fabricanteId, desde: '2030-05-14', hasta: '2030-05-15' },
    });
    expect(feriado.statusCode, feriado.body).toBeLessThan(300);
    expect(
      (await leer('proveedor', '/fabricante_feriado/', z.array(feriadoRespuestaSchema))).length,
    ).toBeGreaterThan(0);
    const clave = await app.inject({
      method: 'POST',
      url: '/api/claves-api/',
      headers: cabeceras('proveedor'),
      payload: { nombre: 'Contrato' },
    });
    expect(claveApiSchema.safeParse(clave.json()).error?.issues ?? []).toEqual([]);
    await leer('proveedor', '/claves-api/', z.array(claveApiSchema));
    await leer('proveedor', '/ciudad/', listaCiudadesSchema);
    await leer('proveedor', '/rubro/', listaRubrosSchema);
  });
});

describe('contrato de respuestas: ventas del proveedor', () => {
  it('órdenes de venta y reportes', async () => {
    const ordenes = await leer(
      'proveedor',
      '/orden_venta/?page_size=50',
      paginaSchema(ordenVentaSchema),
    );
    for (const o of ordenes.results.slice(0, 3)) {
      await leer('proveedor', `/orden_venta/${o.id}/`, ordenVentaDetalleSchema);
    }
    await leer('proveedor', '/productos/ventas/resumen/', resumenVentasSchema);
    await leer('proveedor', '/productos/ventas/listado/', z.array(ventaProductoSchema));
    await leer('proveedor', '/productos/ventas/balance/', balanceProveedorSchema);
    await leer('proveedor', '/productos/ventas/estadisticas/', estadisticasVentasSchema);
  });
});

describe('contrato de respuestas: catálogo del proveedor', () => {
  it('productos propios, edición, promociones, categorías y medidas', async () => {
    const pagina = await leer(
      'proveedor',
      '/producto/?page=1&page_size=12',
      paginaSchema(filaProductoProveedorSchema),
    );
    expect(pagina.results.length).toBeGreaterThan(0);
    const todos = await leer(
      'proveedor',
      '/producto/?ordering=nombre',
      z.array(filaProductoProveedorSchema),
    );
    for (const p of todos.slice(0, 5)) {
      const producto = await leer('proveedor', `/producto/${p.id}/editar/`, productoEdicionSchema);
      for (const promo of producto.promociones.slice(0, 1)) {
        await leer('proveedor', `/promocion/${promo.id}/`, promocionSchema);
      }
    }
    await leer('proveedor', '/categoria/', z.array(categoriaPlanaSchema));
    await leer('proveedor', '/grupos-medidas/', z.array(grupoMedidaSchema));
    await leer('proveedor', '/unidades-medidas/', z.array(unidadMedidaSchema));
  });
});
