import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  booleanoSchema,
  guardarPromocionSchema,
  guardarVarianteSchema,
  idSchema,
  imagenPortadaSchema,
  inventarioMasivoSchema,
  modificarVarianteSchema,
  preciosMasivosSchema,
} from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { NoAutenticado } from '../../lib/errores.js';
import { listado } from '../../lib/listado.js';
import { leerFormulario } from '../../lib/archivos-subidos.js';
import { importarProductos, plantillaImportacion } from './importacion.service.js';
import {
  gruposMedida,
  listadoProductosProveedor,
  unidadesMedida,
} from './productos-proveedor.repository.js';
import * as productos from './productos-proveedor.service.js';

const PROVEEDOR = ['proveedor', 'administrador'] as const;
const idParams = z.object({ id: idSchema });
const productoParams = z.object({ producto: idSchema });

// Catálogo del proveedor: alta y edición de productos, variantes, imágenes, precios, stock,
// importación y promociones. Cada proveedor sólo ve y toca lo suyo; el administrador, todo.
export const productosProveedorRoutes: FastifyPluginAsyncZod = async (app) => {
  const contexto = (request: FastifyRequest): productos.Contexto => {
    if (request.usuario === null) throw new NoAutenticado();
    return { db: app.db, storageDir: app.config.storageDir, usuario: request.usuario };
  };
  const opciones = (summary: string) =>
    ({
      config: { acceso: PROVEEDOR },
      schema: { tags: ['productos-proveedor'], summary },
    }) as const;

  app.get(
    '/producto/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Productos del proveedor (o todos, para administradores) con moderado y filtros',
        querystring: consultaListado({
          moderado: booleanoSchema.optional(),
          categoria: idSchema.optional(),
          bajo_stock: booleanoSchema.optional(),
          fabricante: idSchema.optional(),
        }),
      },
    },
    (request) => {
      const u = contexto(request).usuario;
      const q = request.query;
      return listado(
        request,
        q,
        listadoProductosProveedor(app.db, {
          fabricanteId: u.administrador ? (q.fabricante ?? null) : u.fabricante_id,
          moderado: q.moderado,
          categoria: q.categoria,
          bajoStock: q.bajo_stock,
        }),
      );
    },
  );

  app.post(
    '/producto/',
    opciones('Alta de producto (multipart: imagenes, video)'),
    async (request, reply) => {
      const ctx = contexto(request);
      reply.code(201);
      return productos.crearProducto(ctx, await leerFormulario(request));
    },
  );

  app.get(
    '/producto/:id/editar/',
    {
      ...opciones('Detalle del producto propio para editar'),
      schema: { tags: ['productos-proveedor'], params: idParams },
    },
    (request) => productos.detalleProducto(contexto(request), request.params.id),
  );

  app.patch(
    '/producto/:id/',
    {
      ...opciones('Edición parcial (multipart o JSON); vuelve a moderación'),
      schema: { tags: ['productos-proveedor'], params: idParams },
    },
    async (request) =>
      productos.actualizarProducto(
        contexto(request),
        request.params.id,
        await leerFormulario(request),
      ),
  );

  app.delete(
    '/producto/:id/',
    {
      ...opciones('Baja lógica del producto'),
      schema: { tags: ['productos-proveedor'], params: idParams },
    },
    async (request, reply) => {
      await productos.eliminarProducto(contexto(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/grupos-medidas/',
    {
      config: { acceso: 'publico' },
      schema: { tags: ['referencia'], summary: 'Grupos de medida' },
    },
    () => gruposMedida(app.db),
  );

  app.get(
    '/unidades-medidas/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['referencia'],
        summary: 'Unidades de medida (de un grupo con ?grupo)',
        querystring: z.object({ grupo: idSchema.optional() }),
      },
    },
    (request) => unidadesMedida(app.db, request.query.grupo),
  );

  app.get(
    '/variantes-productos/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Variantes de un producto',
        querystring: z.object({ id: idSchema }),
      },
    },
    (request) => productos.listarVariantes(contexto(request), request.query.id),
  );

  app.post(
    '/variantes-productos/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Alta de variante',
        body: guardarVarianteSchema,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return productos.crearVariante(contexto(request), request.body);
    },
  );

  app.delete(
    '/borrar-variantes-productos/:id',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags: ['productos-proveedor'], summary: 'Baja de variante', params: idParams },
    },
    async (request, reply) => {
      await productos.borrarVariante(contexto(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/modificar-variante/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Edición de variante',
        body: modificarVarianteSchema,
      },
    },
    (request) => productos.modificarVariante(contexto(request), request.body),
  );

  app.post(
    '/productos-imagen-portada/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Elige la portada',
        body: imagenPortadaSchema,
      },
    },
    (request) => productos.elegirPortada(contexto(request), request.body.imagen_id),
  );

  app.delete(
    '/imagen_producto/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags: ['productos-proveedor'], summary: 'Borra una imagen', params: idParams },
    },
    async (request, reply) => {
      await productos.borrarImagen(contexto(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/productos/precios/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Precios en bloque (todo o nada)',
        body: preciosMasivosSchema,
      },
    },
    (request) => productos.actualizarPrecios(contexto(request), request.body),
  );

  app.patch(
    '/productos/inventario/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Stock en bloque (todo o nada, en el libro de stock)',
        body: inventarioMasivoSchema,
      },
    },
    (request) => productos.actualizarInventario(contexto(request), request.body),
  );

  app.post(
    '/cargar-archivo/',
    opciones('Importa productos desde CSV o XLSX con reporte por fila'),
    async (request) => importarProductos(contexto(request), await leerFormulario(request)),
  );

  app.get(
    '/cargar-archivo/plantilla/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Plantilla de importación',
        querystring: z.object({ formato: z.enum(['xlsx', 'csv']).default('xlsx') }),
      },
    },
    async (request, reply) => {
      const formato = request.query.formato;
      const archivo = await plantillaImportacion(formato);
      return reply
        .header(
          'content-type',
          formato === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="plantilla-productos.${formato}"`)
        .send(archivo);
    },
  );

  app.post(
    '/producto/:producto/promocion/create/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Crea una promoción',
        params: productoParams,
        body: guardarPromocionSchema,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return productos.crearPromocion(contexto(request), request.params.producto, request.body);
    },
  );

  app.get(
    '/producto/:producto/promocion/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Promociones de un producto',
        params: productoParams,
      },
    },
    (request) => productos.listarPromociones(contexto(request), request.params.producto),
  );

  app.get(
    '/promocion/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags: ['productos-proveedor'], summary: 'Una promoción', params: idParams },
    },
    (request) => productos.obtenerPromocion(contexto(request), request.params.id),
  );

  app.patch(
    '/promocion/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags: ['productos-proveedor'],
        summary: 'Edita una promoción',
        params: idParams,
        body: guardarPromocionSchema,
      },
    },
    (request) => productos.actualizarPromocion(contexto(request), request.params.id, request.body),
  );

  app.delete(
    '/promocion/:id/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags: ['productos-proveedor'], summary: 'Borra una promoción', params: idParams },
    },
    async (request, reply) => {
      await productos.eliminarPromocion(contexto(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
