import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actualizarTarjetaSchema,
  idSchema,
  MedioPago,
  medioPagoSchema,
  MENSAJES,
  pagoOcasionalSchema,
} from '@nemu/domain';
import { NoEncontrado } from '../../lib/errores.js';
import { pedidoParaReintento } from '../pedidos/pedidos.service.js';
import { pagosDe } from './pagos.proveedor.js';
import {
  confirmar,
  iniciarPago,
  liberarAbandonados,
  verificarTransaccion,
} from './pagos.service.js';
import {
  eliminarTarjeta,
  listarTarjetas,
  nuevaTarjeta,
  predeterminarTarjeta,
  tarjetaParaCobro,
} from './tarjetas.service.js';

const confirmacionSchema = z.object({
  operation: z.object({
    token: z.string().max(64),
    shop_process_id: z.coerce.string().max(30),
    response: z.enum(['S', 'N']).default('S'),
    response_details: z.string().default(''),
    amount: z.string().max(30),
    currency: z.string().max(5).default('PYG'),
    authorization_number: z.string().nullable().default(null),
    ticket_number: z.coerce.string().nullable().default(null),
    response_code: z.string().max(4),
    response_description: z.string().default(''),
  }),
});

const paramTarjeta = z.object({ card_id: z.coerce.number().int().positive() });

const reintentoSchema = z.object({
  pedido_id: idSchema,
  medio_pago: z.coerce.number().pipe(medioPagoSchema),
  tarjeta: z.string().max(64).nullish(),
  nro_telefono: z.string().max(20).nullish(),
});

// Pagos: confirmación del procesador, verificación, tarjetas y reintentos de pago.
export const pagosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proveedor, config } = pagosDe(app);
  const pruebaPermitida = (admin: boolean) => app.config.demo || admin;

  const temporizador = setInterval(() => {
    void liberarAbandonados(app.db, proveedor, new Date(), config.minutosAbandono).catch(
      (e: unknown) => app.log.error(e),
    );
  }, 60_000);
  temporizador.unref();
  app.addHook('onClose', async () => clearInterval(temporizador));

  app.post(
    '/pagos/confirmacion/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['pagos'],
        summary: 'Confirmación del procesador (firmada)',
        body: confirmacionSchema,
      },
    },
    async (request) => {
      await confirmar(app.db, proveedor, request.body.operation);
      return { status: 'success' };
    },
  );

  app.get(
    '/verificar-transaccion/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['pagos'],
        summary: 'Estado de una transacción',
        querystring: z.object({
          transaccion_id: z.string().min(1).max(30),
          tipo: z.string().max(30).optional(),
        }),
      },
    },
    (request) => verificarTransaccion(app.db, request.usuario!.id, request.query.transaccion_id),
  );

  app.post(
    '/crear-orden-pago/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['pagos'],
        summary: 'Nuevo intento de pago de un pedido impago',
        body: reintentoSchema,
      },
    },
    async (request) => {
      const u = request.usuario!;
      const p = await pedidoParaReintento(app.db, request.body.pedido_id, u.id);
      const t =
        request.body.medio_pago === MedioPago.TARJETA_REGISTRADA
          ? await tarjetaParaCobro(app.db, proveedor.nombre, u.id, request.body.tarjeta ?? '')
          : null;
      return iniciarPago(app.db, proveedor, {
        pedidoId: p.id,
        usuarioId: u.id,
        medioPago: request.body.medio_pago,
        monto: p.total,
        tarjetaId: t?.id ?? null,
        telefono: request.body.nro_telefono ?? null,
        pruebaPermitida: pruebaPermitida(u.administrador),
      });
    },
  );

  app.post(
    '/pago-ocasional/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['pagos'],
        summary: 'Pago ocasional (tarjeta no registrada) del último pedido impago',
        body: pagoOcasionalSchema.extend({ pedido_id: idSchema.optional() }),
      },
    },
    async (request) => {
      const u = request.usuario!;
      const p = await pedidoParaReintento(app.db, request.body.pedido_id ?? null, u.id);
      return iniciarPago(app.db, proveedor, {
        pedidoId: p.id,
        usuarioId: u.id,
        medioPago: MedioPago.TARJETA_NO_REGISTRADA,
        monto: p.total,
        tarjetaId: null,
        telefono: request.body.phoneNumber,
        pruebaPermitida: false,
      });
    },
  );

  for (const nombre of ['sandbox', 'bancard'] as const) {
    const exigir = () => {
      if (proveedor.nombre !== nombre) throw new NoEncontrado(MENSAJES.medioPagoNoPermitido);
    };
    const base = `/${nombre}/tarjeta/`;
    app.post(
      base,
      {
        config: { acceso: 'autenticado' },
        schema: { tags: ['tarjetas'], summary: 'Registrar una tarjeta' },
      },
      async (request, reply) => {
        exigir();
        return reply.code(201).send(await nuevaTarjeta(app.db, proveedor, request.usuario!.id));
      },
    );
    app.get(
      base,
      {
        config: { acceso: 'autenticado' },
        schema: { tags: ['tarjetas'], summary: 'Tarjetas del usuario' },
      },
      async (request) => {
        exigir();
        return { tarjetas: await listarTarjetas(app.db, proveedor, request.usuario!.id) };
      },
    );
    app.patch(
      `${base}:card_id/`,
      {
        config: { acceso: 'autenticado' },
        schema: {
          tags: ['tarjetas'],
          summary: 'Tarjeta predeterminada',
          params: paramTarjeta,
          body: actualizarTarjetaSchema,
        },
      },
      async (request) => {
        exigir();
        return predeterminarTarjeta(app.db, proveedor, request.usuario!.id, request.params.card_id);
      },
    );
    app.delete(
      `${base}:card_id/`,
      {
        config: { acceso: 'autenticado' },
        schema: { tags: ['tarjetas'], summary: 'Eliminar tarjeta', params: paramTarjeta },
      },
      async (request, reply) => {
        exigir();
        await eliminarTarjeta(app.db, proveedor, request.usuario!.id, request.params.card_id);
        return reply.code(204).send();
      },
    );
  }
};
