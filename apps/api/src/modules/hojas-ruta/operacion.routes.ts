import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EVENTOS_TORRE,
  balancePersonaSchema,
  consultaPaginadaSchema,
  idSchema,
  pincodeSchema,
  tipoIncidenteSchema,
  ubicacionTextoSchema,
} from '@nemu/domain';
import { movimientosDe } from '../contabilidad/balance-transportista.service.js';
import { balanceDe } from '../contabilidad/liquidaciones.service.js';
import { hojaActivaDe, misRutas } from './hojas-ruta.lectura.js';
import {
  checkPin,
  desbloquearParada,
  ejecutarItinerario,
  empezarRuta,
  reportarIncidente,
} from './operacion.service.js';
import { aceptarRuta, detalleOportunidad, listarOportunidades } from './oportunidades.service.js';

const paramId = z.object({ id: idSchema });
const transportista = { acceso: ['transportista'] } as const;
const tags = ['operación'];

/** El transportista de la sesión (la ruta ya exige el rol). */
const tid = (request: FastifyRequest): number => request.usuario!.transportista_id!;

const pinSchema = z.object({ itinerario_id: idSchema, pincode: pincodeSchema });

// Operación del transportista: oportunidades, sus hojas, paradas, incidentes y balance.
export const operacionRoutes: FastifyPluginAsyncZod = async (app) => {
  // El cambio de estado de cada pedido llega en vivo a quien sigue su rastreo.
  const avisarEstados = async (cambios: readonly { pedido_id: number; estado: number }[]) => {
    for (const c of cambios) {
      await app.tiempoReal.emitirAPedido(c.pedido_id, { tipo: 'estado', datos: c });
    }
  };
  // La torre de control (administradores) vuelve a leer la hoja que cambió.
  const avisarTorre = (
    motivo: 'hoja' | 'parada',
    hojaRutaId: number | null,
    transportistaId: number,
  ) =>
    app.tiempoReal.emitirAAdministradores({
      tipo: EVENTOS_TORRE.cambio,
      datos: { motivo, hoja_ruta_id: hojaRutaId, transportista_id: transportistaId },
    });

  app.get(
    '/oportunidades/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Oportunidades abiertas del transportista, con la tarifa (paginado)',
        querystring: consultaPaginadaSchema,
      },
    },
    (request) => listarOportunidades(app.db, request, tid(request), request.query),
  );

  app.get(
    '/oportunidad/:id',
    {
      config: transportista,
      schema: { tags, summary: 'Oportunidad propia: hoja, paradas y tarifa', params: paramId },
    },
    (request) => detalleOportunidad(app.db, tid(request), request.params.id),
  );

  app.post(
    '/aceptar-ruta/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Acepta una oportunidad; si otro la tomó antes, 409',
        body: z.object({ oportunidad_id: idSchema }),
      },
    },
    async (request) => {
      const r = await aceptarRuta(app.db, tid(request), request.body.oportunidad_id);
      await avisarTorre('hoja', null, tid(request));
      return r;
    },
  );

  app.get(
    '/mis-rutas/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Hojas de ruta del transportista (paginado)',
        querystring: consultaPaginadaSchema,
      },
    },
    (request) => misRutas(app.db, request, tid(request), request.query),
  );

  app.get(
    '/hoja-ruta-activa/',
    {
      config: transportista,
      schema: { tags, summary: 'Hoja en curso o aceptada del transportista; 204 si no hay' },
    },
    async (request, reply: FastifyReply) => {
      const hoja = await hojaActivaDe(app.db, tid(request));
      if (!hoja) return reply.code(204).send();
      return hoja;
    },
  );

  app.post(
    '/empezar-ruta/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Empieza una hoja aceptada con un vehículo propio aprobado y activo',
        body: z.object({ ruta_id: idSchema, vehiculo_id: idSchema }),
      },
    },
    async (request) => {
      const r = await empezarRuta(
        app.db,
        tid(request),
        request.body.ruta_id,
        request.body.vehiculo_id,
      );
      await avisarTorre('hoja', request.body.ruta_id, tid(request));
      return r;
    },
  );

  app.post(
    '/check-pin/',
    {
      config: { ...transportista, sinSanitizar: ['pincode'] },
      schema: {
        tags,
        summary: 'Comprueba el PIN de entrega o el código de retiro (5 fallos bloquean la parada)',
        body: pinSchema,
      },
    },
    (request) => checkPin(app.db, tid(request), request.body.itinerario_id, request.body.pincode),
  );

  app.post(
    '/ejecutar-itinerario/',
    {
      config: { ...transportista, sinSanitizar: ['pincode'] },
      schema: {
        tags,
        summary: 'Completa la parada que toca con su PIN (entrega) o código del proveedor (retiro)',
        body: pinSchema,
      },
    },
    async (request) => {
      const r = await ejecutarItinerario(
        app.db,
        tid(request),
        request.body.itinerario_id,
        request.body.pincode,
      );
      await avisarEstados(r.cambios);
      await avisarTorre('parada', null, tid(request));
      return r.hoja;
    },
  );

  app.post(
    '/reportar-incidente/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Incidente (10 ruta, 20 falla mecánica, 30 personal): la hoja se cancela',
        body: z.object({
          tipo_incidente: z.coerce.number().pipe(tipoIncidenteSchema),
          hoja_ruta: idSchema,
          itinerario: idSchema.nullish(),
          vehiculo: idSchema.nullish(),
          ubicacion: ubicacionTextoSchema.nullish(),
        }),
      },
    },
    async (request) => {
      const r = await reportarIncidente(app.db, tid(request), {
        tipo_incidente: request.body.tipo_incidente,
        hoja_ruta: request.body.hoja_ruta,
        itinerario: request.body.itinerario ?? null,
        vehiculo: request.body.vehiculo ?? null,
        ubicacion: request.body.ubicacion ?? null,
      });
      await avisarEstados(r.pedidos_afectados.map((pedido_id) => ({ pedido_id, estado: 50 })));
      await avisarTorre('hoja', request.body.hoja_ruta, tid(request));
      return r;
    },
  );

  app.post(
    '/itinerario/:id/desbloquear-pin/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags,
        summary: 'Desbloquea una parada bloqueada por intentos fallidos',
        params: paramId,
      },
    },
    (request) => desbloquearParada(app.db, request.params.id),
  );

  app.get(
    '/transportista/movimientos/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Movimientos del balance del transportista (paginado)',
        querystring: consultaPaginadaSchema,
      },
    },
    (request) => movimientosDe(app.db, request, tid(request), request.query),
  );

  app.get(
    '/transportista/balance/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Saldo del transportista en el libro mayor: ganado, pagado y efectivo a depositar',
        response: { 200: balancePersonaSchema },
      },
    },
    (request) => balanceDe(app.db, 30, tid(request)),
  );
};
