import { REFRESCO_PANEL_PROVEEDOR_MS } from '@nemu/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

export interface AlertaStock {
  id: number;
  nombre: string;
  cantidad_disponible: number;
  stock_minimo: number;
}

export interface InicioFabricante {
  fabricante: number;
  nombre: string;
  aprobado: boolean;
  contrato_aceptado: boolean;
  abierto: boolean;
  estado_apertura: string;
  pausado: boolean;
  pendientes: number;
  retiro: number;
  ultima_orden: number | null;
  mensajes: number;
  notificaciones: number;
  alertas_stock: AlertaStock[];
}

/** Datos de un `ok` con el tipo que promete la API del proveedor. */
const pedir = <T>(ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, opciones)) as Promise<T>;

export const panelKeys = { inicio: ['proveedor', 'inicio'] as const };

/** Panel del proveedor: se refresca cada 30 s (§9) mientras la pestaña está visible. */
export const inicioQueryOptions = () =>
  queryOptions({
    queryKey: panelKeys.inicio,
    queryFn: ({ signal }) => pedir<InicioFabricante>('/inicio-fabricante/', { senal: signal }),
    refetchInterval: REFRESCO_PANEL_PROVEEDOR_MS,
  });

export const useInicioFabricante = () => useQuery(inicioQueryOptions());

export function useCambiarApertura() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (abierto: boolean) =>
      pedir<InicioFabricante>('/fabricante-abierto/', { metodo: 'POST', cuerpo: { abierto } }),
    onSuccess: (datos) => cliente.setQueryData(panelKeys.inicio, datos),
  });
}
