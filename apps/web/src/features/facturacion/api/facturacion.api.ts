import { consultaRucRespuestaSchema, datoFacturacionSchema } from '@nemu/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

export const facturacionKeys = {
  todo: ['datos-facturacion'] as const,
  lista: () => [...facturacionKeys.todo, 'lista'] as const,
};

export const datosFacturacionQueryOptions = () =>
  queryOptions({
    queryKey: facturacionKeys.lista(),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/datos-facturacion/', {
          esquema: z.array(datoFacturacionSchema),
          senal: signal,
        }),
      ),
  });

export interface DatosFacturacion {
  id?: number;
  razon_social: string;
  ruc: string;
  default: boolean;
}

/** §5: PATCH si el dato tiene id, si no POST. */
export const guardarDatoFacturacion = ({ id, ...datos }: DatosFacturacion) =>
  id
    ? solicitar(`/datos-facturacion/${id}/`, {
        metodo: 'PATCH',
        cuerpo: datos,
        esquema: datoFacturacionSchema,
      })
    : solicitar('/datos-facturacion/', {
        metodo: 'POST',
        cuerpo: datos,
        esquema: datoFacturacionSchema,
      });

export const eliminarDatoFacturacion = (id: number) =>
  solicitar(`/datos-facturacion/${id}/`, { metodo: 'DELETE' });

export const consultarRuc = (ruc: string) =>
  solicitar('/consulta-ruc/', {
    metodo: 'POST',
    cuerpo: { ruc },
    esquema: consultaRucRespuestaSchema,
  });

function useInvalidar() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: facturacionKeys.todo });
}

export function useGuardarDatoFacturacion() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: guardarDatoFacturacion, onSuccess: () => invalidar() });
}

export function useEliminarDatoFacturacion() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: eliminarDatoFacturacion, onSuccess: () => invalidar() });
}
