import {
  calificacionGuardadaSchema,
  pedidoCalificacionSchema,
  type TipoCalificacion,
} from '@nemu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { enviar, pedir } from '../../../shared/api/consulta';

export const calificacionesKeys = {
  pendientes: (pedido: number) => ['calificaciones', 'pendientes', pedido] as const,
};

/** Lo que falta calificar de un pedido entregado (vacío mientras no se entregó). */
export const useCalificacionesPendientes = (pedido: number, entregado: boolean) =>
  useQuery({
    queryKey: calificacionesKeys.pendientes(pedido),
    enabled: entregado,
    queryFn: ({ signal }) =>
      pedir(z.array(pedidoCalificacionSchema), '/calificaciones-pendientes/', {
        parametros: { pedido_id: pedido },
        senal: signal,
      }),
  });

export interface NuevaCalificacion {
  tipo_calificacion: TipoCalificacion;
  id_calificar: number;
  calificacion: number;
  comentario?: string;
}

export const useCalificar = (pedido: number) => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (c: NuevaCalificacion) =>
      enviar(calificacionGuardadaSchema, '/calificar/', {
        metodo: 'POST',
        cuerpo: { pedido_id: pedido, ...c },
      }),
    onSettled: () => cliente.invalidateQueries({ queryKey: calificacionesKeys.pendientes(pedido) }),
  });
};
