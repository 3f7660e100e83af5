import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import type { ResultadoApi } from '../../../shared/api/resultado';

export interface Orden {
  id: number;
  pedido: number;
  estado: number;
  estado_nombre: string;
  estado_ruteo_nombre: string;
  total: number;
  comision: number;
  punto_retiro: number | null;
  fecha_retiro: string | null;
  fecha: string;
  cliente: string | null;
  direccion: string | null;
  delivery: boolean;
}

export interface OrdenDetalle extends Orden {
  productos: { id: number; nombre: string; cantidad: number; precio: number; total: number }[];
}

export interface Pagina<T> {
  count: number;
  results: T[];
}

export interface Rango {
  fecha__gt?: string;
  fecha__lt?: string;
}

export interface Resumen {
  vendido: number;
  comision: number;
  neto: number;
  pedidos: number;
  unidades: number;
  ticket_promedio: number;
  ordenes: { creadas: number; confirmadas: number; finalizadas: number };
}

export interface VentaProducto {
  producto: number;
  nombre: string;
  unidades: number;
  total: number;
}

export interface Balance {
  vendido: number;
  comision: number;
  neto: number;
  pagado: number;
  a_pagar: number;
  por_categoria: { categoria: number | null; nombre: string; total: number; comision: number }[];
}

export interface Estadisticas {
  por_dia: { fecha: string; total: number; unidades: number }[];
  por_producto: VentaProducto[];
  por_categoria: { nombre: string; total: number }[];
}

const pedir = <T>(ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, opciones)) as Promise<T>;

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
      pedir<Pagina<Orden>>('/orden_venta/', {
        parametros: { estado, page, page_size: TAMANO_PAGINA_ORDENES, ordering: '-fecha' },
        senal: signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
export const useOrden = (id: number) =>
  useQuery({
    queryKey: ventasKeys.orden(id),
    queryFn: ({ signal }) => pedir<OrdenDetalle>(`/orden_venta/${id}/`, { senal: signal }),
  });
export const usePuntosRetiro = () =>
  useQuery({
    queryKey: ventasKeys.puntos,
    queryFn: ({ signal }) =>
      pedir<{ id: number; nombre: string; default: boolean }[]>('/punto-retiro/', {
        senal: signal,
      }),
  });
export const useResumen = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.resumen(r),
    queryFn: ({ signal }) =>
      pedir<Resumen>('/productos/ventas/resumen/', { parametros: { ...r }, senal: signal }),
  });
export const useVentasProductos = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.productos(r),
    queryFn: ({ signal }) =>
      pedir<VentaProducto[]>('/productos/ventas/listado/', { parametros: { ...r }, senal: signal }),
  });
export const useBalance = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.balance(r),
    queryFn: ({ signal }) =>
      pedir<Balance>('/productos/ventas/balance/', { parametros: { ...r }, senal: signal }),
  });
export const useEstadisticas = (r: Rango) =>
  useQuery({
    queryKey: ventasKeys.estadisticas(r),
    queryFn: ({ signal }) =>
      pedir<Estadisticas>('/productos/ventas/estadisticas/', {
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
    }) =>
      solicitar('/orden_venta/aprobar/', {
        metodo: 'POST',
        cuerpo: datos,
      }) as Promise<ResultadoApi<unknown> | null>,
    onSuccess: () => cliente.invalidateQueries({ queryKey: ventasKeys.todo }),
  });
}
