import {
  balanceProveedorSchema,
  estadisticasVentasSchema,
  listaPuntosRetiroSchema,
  ordenVentaDetalleSchema,
  ordenVentaSchema,
  paginaSchema,
  resumenVentasSchema,
  ventaProductoSchema,
  type FiltroFechasApi,
} from '@nemu/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { pedir } from '../../../shared/api/consulta';

/** Período de las lecturas de ventas: los filtros del API (`filtroDeRango`). */
export type Rango = FiltroFechasApi;

export const ventasKeys = {
  todo: ['proveedor', 'ventas'] as const,
  ordenes: (estado: number | undefined, page: number) =>
    [...ventasKeys.todo, 'ordenes', estado, page] as const,
  orden: (id: number) => [...ventasKeys.todo, 'orden', id] as const,
  resumen: (r: Rango) => [...ventasKeys.todo, 'resumen', r] as const,
  productos: (r: Rango) => [...ventasKeys.todo, 'productos', r] as const,
  balance: (r: Rango) => [...ventasKeys.todo, 'balance', r] as const,
  estadisticas: (r: Rango) => [...ventasKeys.todo, 'estadisticas', r] as const,
  puntos: ['proveedor', 'ventas', 'puntos'] as const,
};

export const TAMANO_PAGINA_ORDENES = 10;

export const useOrdenes = (estado: number | undefined, page: number) =>
  useQuery({
    queryKey: ventasKeys.ordenes(estado, page),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(ordenVentaSchema), '/orden_venta/', {
        parametros: { estado, page, page_size: TAMANO_PAGINA_ORDENES, ordering: '-fecha' },
        senal: signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
export const useOrden = (id: number) =>
  useQuery({
    queryKey: ventasKeys.orden(id),
    queryFn: ({ signal }) =>
      pedir(ordenVentaDetalleSchema, `/orden_venta/${id}/`, { senal: signal }),
  });
export const usePuntosRetiro = () =>
  useQuery({
    queryKey: ventasKeys.puntos,
    queryFn: ({ signal }) =>
      pedir(listaPuntosRetiroSchema, '/punto-retiro/', {
        senal: signal,
      }),
  });
export const useResumen = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.resumen(r),
    queryFn: ({ signal }) =>
      pedir(resumenVentasSchema, '/productos/ventas/resumen/', {
        parametros: { ...r },
        senal: signal,
      }),
  });
export const useVentasProductos = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.productos(r),
    queryFn: ({ signal }) =>
      pedir(z.array(ventaProductoSchema), '/productos/ventas/listado/', {
        parametros: { ...r },
        senal: signal,
      }),
  });
export const useBalance = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.balance(r),
    queryFn: ({ signal }) =>
      pedir(balanceProveedorSchema, '/productos/ventas/balance/', {
        parametros: { ...r },
        senal: signal,
      }),
  });
export const useEstadisticas = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.estadisticas(r),
    queryFn: ({ signal }) =>
      pedir(estadisticasVentasSchema, '/productos/ventas/estadisticas/', {
        parametros: { ...r },
        senal: signal,
      }),
  });

export function useAprobarOrden() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (datos: {
      orden_venta_id: number;
      punto_retiro_id: number;
      fecha_retiro: string;
    }) => solicitar('/orden_venta/aprobar/', { metodo: 'POST', cuerpo: datos }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ventasKeys.todo }),
  });
}
