// Entrada HTTP del checkout: /single-buy/ y /pedido/create/ comparten el mismo workflow.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { crearPedidoSchema, singleBuySchema } from '@nemu/domain';
import type { UsuarioAutenticado } from '../lib/acceso.js';
import { pagosDe } from '../modules/pagos/pagos.service.js';
import { checkout } from './checkout.workflow.js';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proveedor } = pagosDe(app);
  const cliente = { acceso: 'autenticado' } as const;
  const prueba = (admin: boolean) => app.config.demo || admin;

  const comprar = (
    request: FastifyRequest,
    usuario: UsuarioAutenticado,
    datos: Parameters<typeof checkout>[0]['datos'],
  ) =>
    checkout({
      db: app.db,
      proveedor,
      usuarioId: usuario.id,
      administrador: usuario.administrador,
      datos,
      pruebaPermitida: prueba(usuario.administrador),
      log: (e) => request.log.error(e),
    });

  app.post(
    '/single-buy/',
    {
      config: cliente,
      schema: { tags: ['pedidos'], summary: 'Compra con pago único', body: singleBuySchema },
    },
    (request) => comprar(request, request.usuario!, request.body),
  );

  app.post(
    '/pedido/create/',
    {
      config: cliente,
      schema: { tags: ['pedidos'], summary: 'Crear pedido', body: crearPedidoSchema },
    },
    (request) => comprar(request, request.usuario!, request.body),
  );
};
