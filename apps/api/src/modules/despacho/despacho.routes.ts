import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENTOS_TORRE, idSchema, MENSAJES_DESPACHO, resumenLoteRuteoSchema } from '@nemu/domain';
import { correrLote } from './despacho.service.js';

const tags = ['despacho'];

// Ruteo manual: el administrador rutea ya las órdenes de venta elegidas. El resumen dice cómo
// quedó cada una y, de las que el lote no tomó, por qué.
export const despachoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ruteo-ordenes-venta/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags,
        summary: 'Rutear ahora las órdenes de venta elegidas',
        body: z.object({
          ordenes_venta: z
            .array(idSchema)
            .min(1, MENSAJES_DESPACHO.ordenesVentaRequeridas)
            .max(1000),
        }),
        response: { 200: resumenLoteRuteoSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ordenes_venta)];
      const r = await correrLote(
        { db: app.db, config: app.config.despacho, log: request.log },
        { ids },
      );
      // La torre de control vuelve a leer las órdenes por estado de ruteo y las hojas nuevas.
      await app.tiempoReal.emitirAAdministradores({
        tipo: EVENTOS_TORRE.cambio,
        datos: { motivo: 'ruteo', hoja_ruta_id: null, transportista_id: null },
      });
      // Un lote manual nunca choca con la clave única (hora_corte NULL): siempre hay resumen.
      if (r === null) throw new Error('el lote manual no se pudo abrir');
      return r;
    },
  );
};
