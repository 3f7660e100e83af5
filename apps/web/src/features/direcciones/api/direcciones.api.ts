import { direccionSchema, infoCalleRespuestaSchema, listaCiudadesSchema } from '@nemu/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

export const direccionesKeys = {
  todo: ['direcciones'] as const,
  lista: () => [...direccionesKeys.todo, 'lista'] as const,
  una: (id: number) => [...direccionesKeys.todo, 'una', id] as const,
  ciudades: () => ['ciudades'] as const,
};

export const direccionesQueryOptions = () =>
  queryOptions({
    queryKey: direccionesKeys.lista(),
    queryFn: ({ signal }) =>
      datosDe(solicitar('/direccion/', { esquema: z.array(direccionSchema), senal: signal })),
  });

export const direccionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: direccionesKeys.una(id),
    queryFn: ({ signal }) =>
      datosDe(solicitar(`/direccion/${id}/`, { esquema: direccionSchema, senal: signal })),
  });

export const ciudadesQueryOptions = () =>
  queryOptions({
    queryKey: direccionesKeys.ciudades(),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/ciudad/', {
          esquema: listaCiudadesSchema,
          senal: signal,
        }),
      ),
    staleTime: Infinity,
  });

export interface DatosDireccion {
  nombre: string;
  calle_principal: string;
  calle_secundaria: string;
  numero: string;
  referencia: string;
  ubicacion: string;
  ciudad: number | null;
  icono: string;
  default: boolean;
}

export const guardarDireccion = ({ id, datos }: { id?: number; datos: DatosDireccion }) =>
  id
    ? solicitar(`/direccion/${id}/`, { metodo: 'PATCH', cuerpo: datos, esquema: direccionSchema })
    : solicitar('/direccion/', { metodo: 'POST', cuerpo: datos, esquema: direccionSchema });

export const eliminarDireccion = (id: number) =>
  solicitar(`/direccion/${id}/`, { metodo: 'DELETE' });

function useInvalidar() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: direccionesKeys.todo });
}

export function useGuardarDireccion() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: guardarDireccion, onSuccess: () => invalidar() });
}

export function useEliminarDireccion() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: eliminarDireccion, onSuccess: () => invalidar() });
}

/** /info-calle/: calle de un punto, o sugerencias de calles y lugares cerca de una ubicación. */
export const consultarCalle = (
  cuerpo: { lat: number; lon: number } | { search: string; ubicacion: string },
) => solicitar('/info-calle/', { metodo: 'POST', cuerpo, esquema: infoCalleRespuestaSchema });
