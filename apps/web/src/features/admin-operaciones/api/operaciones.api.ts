// Datos del panel de operaciones: tablero, búsqueda, pedidos, clientes, soporte, API, órdenes,
// hojas de ruta y staff. Listas paginadas en el servidor con los filtros de la URL.
import {
  clienteSchema,
  direccionSchema,
  errorAppSchema,
  estadoApiSchema,
  hojaRutaDetalleSchema,
  impresionOrdenSchema,
  incidenteResueltoSchema,
  ordenVentaDetalleSchema,
  ordenVentaSchema,
  paginaSchema,
  pedidoStaffDetalleSchema,
  resultadoApiConfigSchema,
  resultadoBusquedaAdminSchema,
  resumenErroresSchema,
  resumenHojaSchema,
  resumenLoteRuteoSchema,
  resumenPedidoSchema,
  tableroAdminSchema,
  usuarioStaffSchema,
} from '@nemu/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { enviar, pedir } from '../../../shared/api/consulta';
import { auditoriaKeys, parametrosApi, type FiltrosLista } from '../../../shared/admin';

export const operacionesKeys = {
  todo: ['admin', 'operaciones'] as const,
  lista: (recurso: string, f: FiltrosLista) =>
    [...operacionesKeys.todo, recurso, 'lista', f] as const,
  uno: (recurso: string, id: number) => [...operacionesKeys.todo, recurso, id] as const,
  tablero: () => [...operacionesKeys.todo, 'tablero'] as const,
  busqueda: (texto: string, grupo: string, page: number) =>
    [...operacionesKeys.todo, 'busqueda', texto, grupo, page] as const,
};

export const clienteAdminSchema = clienteSchema.extend({
  activo: z.boolean(),
  date_joined: z.string(),
});
export type ClienteAdmin = z.infer<typeof clienteAdminSchema>;
export type {
  ErrorApp,
  ResumenPedido,
  OrdenVenta,
  ResumenHoja,
  ResumenLoteRuteo,
  UsuarioStaff,
} from '@nemu/domain';

function useLista<T>(recurso: string, ruta: string, fila: z.ZodType<T>, f: FiltrosLista) {
  return useQuery({
    queryKey: operacionesKeys.lista(recurso, f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(fila), ruta, { parametros: parametrosApi(f), senal: signal }),
    placeholderData: keepPreviousData,
  });
}

function useUno<T>(recurso: string, id: number, ruta: string, esquema: z.ZodType<T>) {
  return useQuery({
    queryKey: operacionesKeys.uno(recurso, id),
    queryFn: ({ signal }) => pedir(esquema, ruta, { senal: signal }),
    enabled: id > 0,
  });
}

// ── Tablero y búsqueda ──
export const useTablero = () =>
  useQuery({
    queryKey: operacionesKeys.tablero(),
    queryFn: ({ signal }) => pedir(tableroAdminSchema, '/inicio-dashboard/', { senal: signal }),
    refetchInterval: 60_000,
  });

export const useBusquedaAdmin = (texto: string, grupo: string, page: number) =>
  useQuery({
    queryKey: operacionesKeys.busqueda(texto, grupo, page),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(resultadoBusquedaAdminSchema), '/busqueda/', {
        parametros: {
          ambito: 'admin',
          search: texto,
          grupo: grupo || undefined,
          page,
          page_size: 20,
        },
        senal: signal,
      }),
    enabled: texto.trim().length >= 2 || /^\d+$/.test(texto.trim()),
    placeholderData: keepPreviousData,
  });

// ── Pedidos ──
export const usePedidosStaff = (f: FiltrosLista) =>
  useLista('pedido', '/pedido_staff/', resumenPedidoSchema, f);
export const usePedidoStaff = (id: number) =>
  useUno('pedido', id, `/pedido_staff/${id}/`, pedidoStaffDetalleSchema);
/**
 * POST /resolver-incidente/: el pedido en 50 Incidente vuelve a En proceso y sus órdenes de venta
 * retiradas vuelven a despacho (la carga ya está de nuevo en el punto de retiro del proveedor).
 */
export const resolverIncidente = (pedido: number) =>
  enviar(incidenteResueltoSchema, '/resolver-incidente/', {
    metodo: 'POST',
    cuerpo: { pedido_id: pedido },
  });

// ── Clientes y direcciones ──
export const useClientes = (f: FiltrosLista) =>
  useLista('cliente', '/cliente/', clienteAdminSchema, f);
export const useCliente = (id: number) =>
  useUno('cliente', id, `/cliente/${id}/`, clienteAdminSchema);
export const crearCliente = (datos: FormData) =>
  enviar(clienteAdminSchema, '/cliente/', { metodo: 'POST', cuerpo: datos });
export const actualizarCliente = (id: number, datos: FormData) =>
  enviar(clienteAdminSchema, `/cliente/${id}/`, { metodo: 'PATCH', cuerpo: datos });
export const bajaCliente = (id: number) => solicitar(`/cliente/${id}/`, { metodo: 'DELETE' });
export const crearDireccion = (usuario: number, datos: Record<string, unknown>) =>
  enviar(direccionSchema, '/direccion/', { metodo: 'POST', cuerpo: { ...datos, usuario } });
export const actualizarDireccion = (id: number, datos: Record<string, unknown>) =>
  enviar(direccionSchema, '/direccion/', { metodo: 'PATCH', cuerpo: { ...datos, id } });

// ── Soporte: errores, reportes y sugerencias ──
export const useErrores = (f: FiltrosLista) => useLista('error', '/errores/', errorAppSchema, f);
export const useResumenErrores = () =>
  useQuery({
    queryKey: [...operacionesKeys.todo, 'errores', 'resumen'],
    queryFn: ({ signal }) => pedir(resumenErroresSchema, '/all-errores/', { senal: signal }),
  });
export const useErrorApp = (id: number) =>
  useQuery({
    queryKey: operacionesKeys.uno('error', id),
    queryFn: ({ signal }) =>
      pedir(errorAppSchema, '/obtener-error/', { parametros: { id }, senal: signal }),
    enabled: id > 0,
  });
export const controlarError = (id: number) =>
  enviar(errorAppSchema, '/controlar-error/', { metodo: 'POST', cuerpo: { id } });

// ── API de socios ──
export const useEstadoApi = (f: FiltrosLista) =>
  useQuery({
    queryKey: operacionesKeys.lista('api', f),
    queryFn: ({ signal }) =>
      pedir(estadoApiSchema, '/api-status/', { parametros: parametrosApi(f), senal: signal }),
    placeholderData: keepPreviousData,
  });
/** El registro de peticiones de /api-status/ como página (la misma consulta, sólo esa parte). */
export const useRegistroApi = (f: FiltrosLista) =>
  useQuery({
    queryKey: operacionesKeys.lista('api', f),
    queryFn: ({ signal }) =>
      pedir(estadoApiSchema, '/api-status/', { parametros: parametrosApi(f), senal: signal }),
    select: (d) => d.registro,
    placeholderData: keepPreviousData,
  });
export const configurarApi = (accion: string, datos: Record<string, unknown>) =>
  enviar(resultadoApiConfigSchema, '/api-config/', { metodo: 'POST', cuerpo: { accion, datos } });

// ── Órdenes de venta e impresión ──
export const useOrdenesVenta = (f: FiltrosLista) =>
  useLista('orden', '/orden_venta/', ordenVentaSchema, f);
export const useOrdenVenta = (id: number) =>
  useUno('orden', id, `/orden_venta/${id}/`, ordenVentaDetalleSchema);
/**
 * POST /ruteo-ordenes-venta/: rutea ya las órdenes elegidas en un solo lote (tarda lo que el
 * optimizador) y devuelve cómo quedó cada una y por qué no se tomaron las demás.
 */
export const rutearOrdenes = (ids: readonly number[]) =>
  enviar(resumenLoteRuteoSchema, '/ruteo-ordenes-venta/', {
    metodo: 'POST',
    cuerpo: { ordenes_venta: ids },
  });
export const useImpresion = (id: number) =>
  useUno('impresion', id, `/imprimir/${id}/`, impresionOrdenSchema);

// ── Hojas de ruta ──
export const useHojasRuta = (f: FiltrosLista) =>
  useLista('hoja', '/hoja_ruta/', resumenHojaSchema, f);
export const useHojaRuta = (id: number) =>
  useUno('hoja', id, `/hoja_ruta/${id}/`, hojaRutaDetalleSchema);
export const desbloquearPin = (itinerario: number) =>
  enviar(z.unknown(), `/itinerario/${itinerario}/desbloquear-pin/`, { metodo: 'POST', cuerpo: {} });

// ── Staff ──
export const useStaff = (f: FiltrosLista) =>
  useLista('staff', '/usuario_staff/', usuarioStaffSchema, f);
/** Un usuario del staff por su id (con `fabricante` si es del staff de un proveedor). */
export const useUsuarioStaff = (id: number, fabricante?: number) =>
  useQuery({
    queryKey: [...operacionesKeys.uno('staff', id), fabricante ?? null],
    queryFn: ({ signal }) =>
      pedir(usuarioStaffSchema, `/usuario_staff/${id}/`, {
        parametros: fabricante ? { fabricante_id: fabricante } : undefined,
        senal: signal,
      }),
    enabled: id > 0,
  });
export const guardarStaff = (id: number | null, datos: FormData, fabricante?: number) => {
  const parametros = fabricante ? { fabricante_id: fabricante } : undefined;
  return id === null
    ? enviar(usuarioStaffSchema, '/usuario_staff/', { metodo: 'POST', cuerpo: datos, parametros })
    : enviar(usuarioStaffSchema, `/usuario_staff/${id}/`, {
        metodo: 'PATCH',
        cuerpo: datos,
        parametros,
      });
};
export const quitarStaff = (id: number, fabricante?: number) =>
  solicitar(`/usuario_staff/${id}/`, {
    metodo: 'DELETE',
    parametros: fabricante ? { fabricante_id: fabricante } : undefined,
  });

/** Tras una acción: refresca las listas y detalles del panel, y los historiales. */
export function useRefrescarOperaciones() {
  const cliente = useQueryClient();
  return () => {
    void cliente.invalidateQueries({ queryKey: operacionesKeys.todo });
    void cliente.invalidateQueries({ queryKey: auditoriaKeys.todo });
  };
}
