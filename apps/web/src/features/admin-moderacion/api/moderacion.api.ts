import {
  fichaTransportistaSchema,
  fichaVehiculoSchema,
  fabricanteSchema,
  filaProductoProveedorSchema,
  paginaSchema,
  perfilFabricanteSchema,
  productoEdicionSchema,
  puntoRetiroSchema,
  transportistaFilaSchema,
} from '@nemu/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { enviar, pedir } from '../../../shared/api/consulta';
import { auditoriaKeys, parametrosApi, type FiltrosLista } from '../../../shared/admin';

/** `{estado}` de las rutas del admin: pendiente = sin aprobar, moderado = aprobado. */
export type EstadoModeracion = 'pendiente' | 'moderado';
export const esEstadoModeracion = (v: string | undefined): v is EstadoModeracion =>
  v === 'pendiente' || v === 'moderado';
export const moderadoDe = (estado: EstadoModeracion) => (estado === 'moderado' ? 'true' : 'false');

export const filaProductoAdminSchema = filaProductoProveedorSchema.extend({
  fabricante_nombre: z.string(),
  motivo_rechazo: z.string().nullable().optional(),
});
export type FilaProductoAdmin = z.infer<typeof filaProductoAdminSchema>;

export const filaProveedorAdminSchema = fabricanteSchema.pick({
  id: true,
  nombre: true,
  imagen_perfil: true,
  aprobado: true,
  activo: true,
  fecha_agregado: true,
  nro_telefono: true,
  ruc: true,
  razon_social: true,
});
export type FilaProveedorAdmin = z.infer<typeof filaProveedorAdminSchema>;
export type FilaTransportistaAdmin = z.infer<typeof transportistaFilaSchema>;
export type FichaVehiculoAdmin = z.infer<typeof fichaVehiculoSchema>;

export const comentarioAdminSchema = z.object({
  id: z.number().int(),
  producto: z.number().int(),
  producto_nombre: z.string(),
  usuario: z.number().int().nullable(),
  comentario: z.string().nullable(),
  calificacion: z.number().nullable(),
  visible: z.boolean(),
  fecha: z.string(),
});
export type ComentarioAdmin = z.infer<typeof comentarioAdminSchema>;

export const moderacionKeys = {
  todo: ['admin', 'moderacion'] as const,
  lista: (recurso: string, f: FiltrosLista) =>
    [...moderacionKeys.todo, recurso, 'lista', f] as const,
  uno: (recurso: string, id: number) => [...moderacionKeys.todo, recurso, id] as const,
};

function useLista<T>(recurso: string, ruta: string, fila: z.ZodType<T>, f: FiltrosLista) {
  return useQuery({
    queryKey: moderacionKeys.lista(recurso, f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(fila), ruta, { parametros: parametrosApi(f), senal: signal }),
    placeholderData: keepPreviousData,
  });
}

export const useProductosAdmin = (f: FiltrosLista) =>
  useLista('producto', '/producto/', filaProductoAdminSchema, f);
export const useProveedoresAdmin = (f: FiltrosLista) =>
  useLista('proveedor', '/fabricante/', filaProveedorAdminSchema, f);
export const useTransportistasAdmin = (f: FiltrosLista) =>
  useLista('transportista', '/transportista/', transportistaFilaSchema, f);
export const useVehiculosAdmin = (f: FiltrosLista) =>
  useLista('vehiculo', '/vehiculo/', fichaVehiculoSchema, f);
export const useComentariosAdmin = (f: FiltrosLista) =>
  useLista('comentario', '/comentario-producto/', comentarioAdminSchema, f);

export const productoAdminSchema = productoEdicionSchema.extend({
  motivo_rechazo: z.string().nullable().optional(),
});

export const useProductoAdmin = (id: number) =>
  useQuery({
    queryKey: moderacionKeys.uno('producto', id),
    queryFn: ({ signal }) =>
      pedir(productoAdminSchema, `/producto/${id}/editar/`, { senal: signal }),
  });
export const useProveedorAdmin = (id: number) =>
  useQuery({
    queryKey: moderacionKeys.uno('proveedor', id),
    queryFn: ({ signal }) => pedir(perfilFabricanteSchema, `/fabricante/${id}/`, { senal: signal }),
  });
export const puntoRetiroAdminSchema = puntoRetiroSchema.extend({ fabricante: z.number().int() });
export const usePuntoRetiroAdmin = (id: number) =>
  useQuery({
    queryKey: moderacionKeys.uno('punto-retiro', id),
    queryFn: ({ signal }) =>
      pedir(puntoRetiroAdminSchema, `/punto-retiro/${id}/`, { senal: signal }),
  });
export const useTransportistaAdmin = (id: number) =>
  useQuery({
    queryKey: moderacionKeys.uno('transportista', id),
    queryFn: ({ signal }) =>
      pedir(fichaTransportistaSchema, `/transportista/${id}/`, { senal: signal }),
    enabled: id > 0,
  });
export const useVehiculoAdmin = (id: number) =>
  useQuery({
    queryKey: moderacionKeys.uno('vehiculo', id),
    queryFn: ({ signal }) => pedir(fichaVehiculoSchema, `/vehiculo/${id}/`, { senal: signal }),
  });
export const useVehiculosDeTransportista = (transportistaId: number) =>
  useQuery({
    queryKey: [...moderacionKeys.todo, 'vehiculo', 'de', transportistaId],
    queryFn: ({ signal }) =>
      pedir(paginaSchema(fichaVehiculoSchema), '/vehiculo/', {
        parametros: { transportista: transportistaId, page_size: 50 },
        senal: signal,
      }),
  });

const sinCuerpo = z.unknown();

export const aprobarProducto = (id: number) =>
  enviar(sinCuerpo, '/aprobar-producto/', { metodo: 'POST', cuerpo: { producto_id: id } });
export const rechazarProducto = (id: number, motivo: string) =>
  enviar(sinCuerpo, '/rechazar-producto/', {
    metodo: 'POST',
    cuerpo: { producto_id: id, motivo },
  });
export const aprobarProveedor = (id: number) =>
  enviar(sinCuerpo, '/aprobar-fabricante/', { metodo: 'POST', cuerpo: { fabricante_id: id } });
export const bajaProveedor = (id: number) => solicitar(`/fabricante/${id}/`, { metodo: 'DELETE' });
export const aprobarTransportista = (id: number) =>
  enviar(sinCuerpo, '/aprobar-transportista/', {
    metodo: 'POST',
    cuerpo: { transportista_id: id },
  });
export const aprobarVehiculo = (id: number) =>
  enviar(sinCuerpo, '/aprobar-vehiculo/', { metodo: 'POST', cuerpo: { vehiculo_id: id } });
export const quitarComentario = (id: number) =>
  solicitar(`/comentario-producto/${id}/`, { metodo: 'DELETE' });

/** Tras una acción: refresca las listas, el detalle y su historial. */
export function useRefrescarModeracion() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: moderacionKeys.todo });
    void qc.invalidateQueries({ queryKey: auditoriaKeys.todo });
  };
}
