// Entrada HTTP de la resolución de incidentes de ruta por el administrador.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTOS_TORRE, incidenteResueltoSchema, resolverIncidenteSchema } from '@nemu/domain';
import { resolverIncidente } from './resolver-incidente.workflow.js';

export const resolverIncidenteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resolver-incidente/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['operación'],
        summary:
          'Resuelve el incidente de un pedido en 50: vuelve a 20 En proceso y sus órdenes retiradas vuelven a despacho',
        description:
          'La carga vuelve al punto de retiro del proveedor y la próxima hoja de ruta la retira de nuevo (código de retiro nuevo). Marca resuelto el incidente de la hoja cuando ningún otro pedido suyo sigue en 50, avisa al cliente y queda en la auditoría del pedido. 409 si el pedido no está en 50 Incidente.',
        body: resolverIncidenteSchema,
        response: { 200: incidenteResueltoSchema },
      },
    },
    async (request) => {
      const r = await resolverIncidente(app.db, request.usuario!.id, request.body.pedido_id);
      // En vivo: el cliente que sigue su pedido y la torre de control.
      await app.tiempoReal.emitirAPedido(r.pedido_id, {
        tipo: 'estado',
        datos: { pedido_id: r.pedido_id, estado: r.estado },
      });
      await app.tiempoReal.emitirAAdministradores({
        tipo: EVENTOS_TORRE.cambio,
        datos: { motivo: 'ruteo', hoja_ruta_id: r.hoja_ruta, transportista_id: null },
      });
      return r;
    },
  );
};
