import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  EstadoItinerario,
  EstadoPedido,
  fechaAsuncion,
  impresionOrdenSchema,
  paginaSchema,
  pedidoStaffDetalleSchema,
  resultadoBusquedaAdminSchema,
  tableroAdminSchema,
  type TableroAdmin,
} from '@nemu/domain';
import { appDePrueba, unico } from '../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';
import { exigeAdministrador, usuariosNoAdmin } from '../modules/auditoria/admin-de-prueba.js';
import { producto } from '../modules/catalogo/catalogo.tables.js';
import { historialPedido, ordenVenta, pedido } from '../modules/pedidos/pedidos.tables.js';
import { hojaRuta, itinerario } from '../modules/hojas-ruta/hojas-ruta.tables.js';
import { tipoVehiculo } from '../modules/flota/flota.tables.js';
import { crearProducto } from '../modules/pedidos/compra.fixtures.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];
let cliente: UsuarioDePrueba;
let proveedor: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
  cliente = await crearUsuario(app, 'cliente');
  proveedor = await crearUsuario(app, 'proveedor_propietario');
});
afterAll(async () => app.close());

/** Un pedido pagado hoy con su orden de venta (datos preparados como los deja el checkout). */
async function pedidoPagado(total: number, razonSocial: string) {
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: cliente.id,
      estado: EstadoPedido.PAGADO,
      medio_pago: 1,
      subtotal: total,
      total,
      razon_social: razonSocial,
      direccion: 'Mcal. López 1234',
      ciudad_nombre: 'Asunción',
      nro_telefono: '595981123456',
    })
    .returning({ id: pedido.id });
  if (!p) throw new Error('sin pedido');
  await app.db.insert(historialPedido).values([
    { pedido_id: p.id, estado: EstadoPedido.CREADO, transicion: 'crear' },
    { pedido_id: p.id, estado: EstadoPedido.PAGADO, transicion: 'pagar' },
  ]);
  const [o] = await app.db
    .insert(ordenVenta)
    .values({ pedido_id: p.id, fabricante_id: proveedor.fabricanteId!, total })
    .returning({ id: ordenVenta.id });
  if (!o) throw new Error('sin orden');
  return { pedidoId: p.id, ordenId: o.id };
}

const tablero = async () => {
  const r = await app.inject({ url: '/api/inicio-dashboard/', headers: autorizacion(admin) });
  expect(r.statusCode, r.body).toBe(200);
  // El contrato con el que la web valida la respuesta.
  return tableroAdminSchema.parse(r.json()) satisfies TableroAdmin;
};

describe('GET /inicio-dashboard/', () => {
  it('suma las ventas pagadas de hoy, cuenta estados, aprobaciones, atrasos y stock bajo', async () => {
    const antes = await tablero();
    expect(antes.ventas_7_dias).toHaveLength(7);
    expect(antes.ventas_7_dias.at(-1)?.fecha).toBe(fechaAsuncion(new Date()));

    await pedidoPagado(125_000, unico('Comercial'));
    // Un pedido sin pagar no es venta.
    await app.db.insert(pedido).values({
      usuario_id: cliente.id,
      estado: EstadoPedido.CREADO,
      medio_pago: 1,
      total: 999_000,
    });
    const escaso = await crearProducto(app, proveedor.fabricanteId!, {
      stock: 1,
      nombre: 'Yerba escasa',
    });
    await app.db.update(producto).set({ stock_minimo: 5 }).where(eq(producto.id, escaso));
    await app.db.insert(producto).values({
      fabricante_id: proveedor.fabricanteId!,
      nombre: 'Pendiente de moderar',
      precio: 1000,
    });
    const [tipo] = await app.db
      .insert(tipoVehiculo)
      .values({ nombre: unico('Moto') })
      .returning({ id: tipoVehiculo.id });
    const [hoja] = await app.db
      .insert(hojaRuta)
      .values({ fecha: fechaAsuncion(new Date()), tipo_vehiculo_id: tipo!.id })
      .returning({ id: hojaRuta.id });
    const [parada] = await app.db
      .insert(itinerario)
      .values({
        hoja_ruta_id: hoja!.id,
        tipo: 20,
        estado: EstadoItinerario.PENDIENTE,
        orden: 1,
        direccion: 'Palma 555',
        fecha_hora_calculada_hasta: new Date(Date.now() - 45 * 60_000),
      })
      .returning({ id: itinerario.id });

    const despues = await tablero();
    expect(despues.ventas_hoy.total - antes.ventas_hoy.total).toBeGreaterThanOrEqual(125_000);
    expect(despues.ventas_hoy.total - antes.ventas_hoy.total).toBeLessThan(999_000);
    expect(despues.ventas_hoy.pedidos).toBeGreaterThan(antes.ventas_hoy.pedidos);
    expect(despues.ventas_7_dias.at(-1)?.total).toBe(despues.ventas_hoy.total);
    const pagados = (t: TableroAdmin) =>
      t.pedidos_por_estado.find((e) => e.estado === EstadoPedido.PAGADO)?.cantidad ?? 0;
    expect(pagados(despues)).toBeGreaterThan(pagados(antes));
    expect(despues.aprobaciones_pendientes.productos).toBeGreaterThan(
      antes.aprobaciones_pendientes.productos,
    );
    expect(despues.alertas_stock.find((a) => a.producto === escaso)).toMatchObject({
      cantidad_disponible: 1,
      stock_minimo: 5,
    });
    const atraso = despues.entregas_atrasadas.find((e) => e.itinerario === parada!.id);
    expect(atraso?.minutos_atraso).toBeGreaterThanOrEqual(44);

    // La lista de hojas del administrador busca por número de hoja.
    const hojas = await app.inject({
      url: `/api/hoja_ruta/?page=1&search=${hoja!.id}`,
      headers: autorizacion(admin),
    });
    expect(hojas.statusCode, hojas.body).toBe(200);
    expect(hojas.json<{ results: { id: number }[] }>().results.map((h) => h.id)).toEqual([
      hoja!.id,
    ]);
  });

  it('sólo el administrador', async () => {
    await exigeAdministrador(app, noAdmin, { url: '/api/inicio-dashboard/' });
  });
});

describe('GET /busqueda/?ambito=admin', () => {
  it('encuentra un pedido por número y por razón social, y al cliente', async () => {
    const razon = unico('Ferretería Ñandutí');
    const { pedidoId } = await pedidoPagado(80_000, razon);
    const h = autorizacion(admin);
    const porNumero = await app.inject({
      url: `/api/busqueda/?ambito=admin&grupo=pedidos&page=1&search=${pedidoId}`,
      headers: h,
    });
    expect(porNumero.statusCode, porNumero.body).toBe(200);
    expect(porNumero.json<{ results: { id: number; enlace: string }[] }>().results).toContainEqual(
      expect.objectContaining({ id: pedidoId, enlace: `/admin/pedido/detail/${pedidoId}` }),
    );
    const porTexto = await app.inject({
      url: `/api/busqueda/?ambito=admin&page=1&page_size=10&search=${encodeURIComponent(razon.replace('Ñ', 'N'))}`,
      headers: h,
    });
    const r = paginaSchema(resultadoBusquedaAdminSchema).parse(porTexto.json());
    expect(r.results).toContainEqual(expect.objectContaining({ grupo: 'pedidos', id: pedidoId }));

    const clientes = await app.inject({
      url: `/api/busqueda/?ambito=admin&grupo=clientes&search=${cliente.username}`,
      headers: h,
    });
    expect(clientes.json<{ results: { id: number }[] }>().results[0]?.id).toBe(cliente.id);
  });

  it('texto corto es 400 en search; un grupo inválido nombra el campo; la tienda sigue pública', async () => {
    const h = autorizacion(admin);
    const corto = await app.inject({ url: '/api/busqueda/?ambito=admin&search=a', headers: h });
    expect(corto.statusCode).toBe(400);
    expect(corto.json()).toHaveProperty('search');
    const grupo = await app.inject({
      url: '/api/busqueda/?ambito=admin&grupo=otros&search=abc',
      headers: h,
    });
    expect(grupo.statusCode).toBe(400);
    expect(grupo.json()).toHaveProperty('grupo');
    expect((await app.inject({ url: '/api/busqueda/?search=yerba' })).statusCode).toBe(200);
    await exigeAdministrador(app, noAdmin, { url: '/api/busqueda/?ambito=admin&search=abc' });
  });
});

describe('pedido y orden de venta para el personal', () => {
  it('GET /pedido_staff/{id}/ trae cliente e historial; el proveedor ajeno no lo ve', async () => {
    const { pedidoId } = await pedidoPagado(60_000, unico('Almacén'));
    const r = await app.inject({
      url: `/api/pedido_staff/${pedidoId}/`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(pedidoStaffDetalleSchema.parse(r.json())).toMatchObject({
      id: pedidoId,
      cliente: { id: cliente.id },
      historial: [{ estado: EstadoPedido.CREADO }, { estado: EstadoPedido.PAGADO }],
    });
    const propio = await app.inject({
      url: `/api/pedido_staff/${pedidoId}/`,
      headers: autorizacion(proveedor),
    });
    expect(propio.statusCode).toBe(200);
    const ajeno = await crearUsuario(app, 'proveedor');
    expect(
      (await app.inject({ url: `/api/pedido_staff/${pedidoId}/`, headers: autorizacion(ajeno) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: `/api/pedido_staff/abc/`, headers: autorizacion(admin) })).json(),
    ).toHaveProperty('id');
    expect((await app.inject({ url: `/api/pedido_staff/${pedidoId}/` })).statusCode).toBe(401);
    for (const u of noAdmin.filter((x) => x.fabricanteId === null)) {
      const x = await app.inject({
        url: `/api/pedido_staff/${pedidoId}/`,
        headers: autorizacion(u),
      });
      expect(x.statusCode, u.username).toBe(403);
    }
  });

  it('GET /imprimir/{id}/ devuelve la orden con un QR SVG del pedido', async () => {
    const { pedidoId, ordenId } = await pedidoPagado(45_000, unico('Kiosco'));
    const r = await app.inject({ url: `/api/imprimir/${ordenId}/`, headers: autorizacion(admin) });
    expect(r.statusCode, r.body).toBe(200);
    const cuerpo = impresionOrdenSchema.parse(r.json());
    expect(cuerpo.pedido).toBe(pedidoId);
    expect(cuerpo.qr_contenido).toBe(`NEMU:PEDIDO:${pedidoId}:OV:${ordenId}`);
    expect(cuerpo.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const mal = await app.inject({ url: '/api/imprimir/0/', headers: autorizacion(admin) });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('id');
    const cli = await app.inject({
      url: `/api/imprimir/${ordenId}/`,
      headers: autorizacion(cliente),
    });
    expect(cli.statusCode).toBe(403);
  });

  it('GET /orden_venta/ filtra por proveedor y estado de ruteo para el administrador', async () => {
    const { ordenId } = await pedidoPagado(30_000, unico('Despensa'));
    const r = await app.inject({
      url: `/api/orden_venta/?page=1&fabricante=${proveedor.fabricanteId}&estado_ruteo=10`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.json<{ results: { id: number; fabricante: number }[] }>().results;
    expect(filas.map((f) => f.id)).toContain(ordenId);
    expect(filas.every((f) => f.fabricante === proveedor.fabricanteId)).toBe(true);
  });
});
