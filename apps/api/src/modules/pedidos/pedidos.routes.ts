import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aprobarOrdenVentaSchema,
  booleanoSchema,
  idSchema,
  pedidoStaffDetalleSchema,
} from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import {
  contrasenaPedido,
  detallePedido,
  pedidosConChat,
  pedidosDelCliente,
  pedidosStaff,
  rastrearPedido,
} from './pedidos-lectura.service.js';
import { aprobarOrden, detalleOrden, listarOrdenes } from './ordenes-venta.service.js';
import { detallePedidoStaff, impresionOrden } from './pedidos-admin.service.js';

const paramId = z.object({ id: z.coerce.number().int().positive() });
const consultaPedidos = consultaListado({ estado: z.coerce.number().int().optional() });
const consultaPedidosChat = consultaListado({
  estado: z.coerce.number().int().optional(),
  no_leidos: booleanoSchema.optional(),
});
const consultaOrdenes = consultaListado({
  estado: z.coerce.number().int().optional(),
  estado_ruteo: z.coerce.number().int().optional(),
  fabricante: idSchema.optional(),
  fecha__gt: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  fecha__lt: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});

// Pedidos del cliente, vista del personal y órdenes de venta del proveedor.
export const pedidosRoutes: FastifyPluginAsyncZod = async (app) => {
  const cliente = { acceso: 'autenticado' } as const;
  const personal = { acceso: ['proveedor', 'administrador'] } as const;

  app.get(
    '/pedido/',
    {
      config: cliente,
      schema: { tags: ['pedidos'], summary: 'Pedidos del cliente', querystring: consultaPedidos },
    },
    (request) => pedidosDelCliente(app.db, request, request.usuario!.id, request.query),
  );

  app.get(
    '/pedido/:id/',
    {
      config: cliente,
      schema: { tags: ['pedidos'], summary: 'Detalle de pedido', params: paramId },
    },
    (request) => detallePedido(app.db, request.params.id, request.usuario!),
  );

  app.get(
    '/pedido-contrasena/',
    {
      config: cliente,
      schema: {
        tags: ['pedidos'],
        summary: 'PIN de entrega',
        querystring: z.object({ id_pedido: idSchema }),
      },
    },
    (request) => contrasenaPedido(app.db, request.query.id_pedido, request.usuario!.id),
  );

  app.get(
    '/pedidos-chat/',
    {
      config: cliente,
      schema: {
        tags: ['pedidos'],
        summary: 'Pedidos con conversación: último mensaje, su fecha y no leídos (paginado)',
        description:
          'El cliente ve los suyos; el transportista, los que tiene asignados; los administradores, todos. Orden por defecto: último mensaje más reciente primero (`ordering=ultimo_mensaje` para invertir). Con `no_leidos=true`, sólo los que tienen mensajes sin leer.',
        querystring: consultaPedidosChat,
      },
    },
    (request) => pedidosConChat(app.db, request, request.usuario!, request.query),
  );

  app.get(
    '/pedido_staff/',
    {
      config: personal,
      schema: { tags: ['pedidos'], summary: 'Pedidos (personal)', querystring: consultaPedidos },
    },
    (request) => pedidosStaff(app.db, request, request.usuario!, request.query),
  );

  app.get(
    '/pedido_staff/:id/',
    {
      config: personal,
      schema: {
        tags: ['pedidos'],
        summary:
          'Detalle de un pedido para el personal: cliente, órdenes de venta, historial y si ya se reembolsó',
        params: paramId,
        response: { 200: pedidoStaffDetalleSchema },
      },
    },
    (request) => detallePedidoStaff(app.db, request.params.id, request.usuario!),
  );

  app.get(
    '/imprimir/:id/',
    {
      config: personal,
      schema: {
        tags: ['ordenes-venta'],
        summary: 'Orden de venta imprimible (etiqueta del paquete) con el QR del pedido',
        params: paramId,
      },
    },
    (request) => impresionOrden(app.db, request.params.id, request.usuario!),
  );

  app.get(
    '/rastrear-pedido/:id/',
    {
      config: cliente,
      schema: { tags: ['pedidos'], summary: 'Rastreo del pedido', params: paramId },
    },
    (request) => rastrearPedido(app.db, request.params.id, request.usuario!),
  );

  app.get(
    '/orden_venta/',
    {
      config: personal,
      schema: {
        tags: ['ordenes-venta'],
        summary: 'Órdenes de venta',
        querystring: consultaOrdenes,
      },
    },
    (request) => listarOrdenes(app.db, request, request.usuario!, request.query),
  );

  app.get(
    '/orden_venta/:id/',
    {
      config: personal,
      schema: { tags: ['ordenes-venta'], summary: 'Detalle de orden de venta', params: paramId },
    },
    (request) => detalleOrden(app.db, request.params.id, request.usuario!),
  );

  app.post(
    '/orden_venta/aprobar/',
    {
      config: personal,
      schema: {
        tags: ['ordenes-venta'],
        summary: 'Confirmar orden de venta',
        body: aprobarOrdenVentaSchema,
      },
    },
    // El pedido confirmado llega en vivo a quien sigue su rastreo.
    (request) =>
      aprobarOrden(app.db, request.usuario!, request.body, (c) =>
        app.tiempoReal.emitirAPedido(c.pedido_id, { tipo: 'estado', datos: c }),
      ),
  );
};
