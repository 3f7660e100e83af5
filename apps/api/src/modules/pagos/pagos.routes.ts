import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  telefonoSchema,
  actualizarTarjetaSchema,
  configuracionPagosSchema,
  idSchema,
  MedioPago,
  medioPagoSchema,
  MENSAJES,
  pagoOcasionalSchema,
} from '@nemu/domain';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { pedidoParaReintento } from '../pedidos/pedidos.service.js';
import { scriptCheckout } from './bancard.adapter.js';
import { pedidoPagopar } from './pagopar.adapter.js';
import { pagosDe } from './pagos.proveedor.js';
import { conciliar } from './pagos.jobs.js';
import { confirmar, confirmarPagopar, iniciarPago, verificarTransaccion } from './pagos.service.js';
import { efectivoDisponible } from './efectivo.service.js';
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
  nro_telefono: telefonoSchema.nullish(),
});

const notificacionPagoparSchema = z.object({
  respuesta: z.boolean().optional(),
  resultado: z.array(z.record(z.string(), z.unknown())).min(1).max(10),
});

// Pagos: confirmación del procesador, verificación, conciliación, tarjetas y reintentos.
export const pagosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proveedor, config, pagopar } = pagosDe(app);
  const pruebaPermitida = (admin: boolean) => app.config.demo || admin;

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

  app.post(
    '/pagos/conciliar/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['pagos'],
        summary: 'Consulta al procesador los pagos sin confirmación y cierra los abandonados',
      },
    },
    // La misma tarea que el programado pagos.conciliar (pagos.jobs.ts), sin esperar minutos.
    () => conciliar(app.db, { proveedor, config }, new Date(), 0),
  );

  app.get(
    '/pagos/configuracion/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['pagos'],
        summary: 'Procesador de tarjetas, su JS de checkout y si hay efectivo contra entrega',
        response: { 200: configuracionPagosSchema },
      },
    },
    async () => ({
      proveedor: proveedor.nombre,
      checkout_js:
        proveedor.nombre === 'bancard' && config.bancard ? scriptCheckout(config.bancard) : null,
      efectivo: await efectivoDisponible(app.db),
    }),
  );

  app.post(
    '/pagos/pagopar/respuesta/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['pagos'],
        summary: 'Notificación de pago de Pagopar (token sha1)',
        body: notificacionPagoparSchema,
      },
    },
    async (request) => {
      if (!pagopar) throw new NoEncontrado();
      for (const item of request.body.resultado) {
        const p = pedidoPagopar(item);
        if (!p) throw ErrorValidacion.campo('resultado', MENSAJES.valorInvalido);
        await confirmarPagopar(app.db, pagopar, p);
      }
      // Pagopar exige que se le devuelva el mismo `resultado` con HTTP 200.
      return request.body.resultado;
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
          transaccion_id: z.string().min(1).max(100),
          tipo: z.string().max(30).optional(),
        }),
      },
    },
    (request) =>
      verificarTransaccion(
        app.db,
        request.usuario!.id,
        request.query.transaccion_id,
        request.query.tipo,
      ),
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
      return iniciarPago(
        app.db,
        proveedor,
        {
          pedidoId: p.id,
          usuarioId: u.id,
          medioPago: request.body.medio_pago,
          monto: p.total,
          tarjetaId: t?.id ?? null,
          telefono: request.body.nro_telefono ?? null,
          pruebaPermitida: pruebaPermitida(u.administrador),
        },
        (e) => request.log.error(e),
      );
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
