import { clienteSchema } from '@nemu/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

/** Perfil de §3 Cliente con las preferencias que devuelve /cliente/{id}/. */
export const perfilSchema = clienteSchema.extend({
  email: z.string(),
  notificaciones_activas: z.boolean(),
  sonidos_activos: z.boolean(),
  recibir_ofertas_email: z.boolean().nullable(),
  recibir_ofertas_notificacion: z.boolean().nullable(),
});
export type Perfil = z.infer<typeof perfilSchema>;

export const cuentaKeys = {
  todo: ['cuenta'] as const,
  perfil: (id: number) => [...cuentaKeys.todo, 'perfil', id] as const,
};

export const perfilQueryOptions = (id: number) =>
  queryOptions({
    queryKey: cuentaKeys.perfil(id),
    queryFn: ({ signal }) =>
      datosDe(solicitar(`/cliente/${id}/`, { esquema: perfilSchema, senal: signal })),
  });

export const actualizarPerfil = ({
  id,
  datos,
}: {
  id: number;
  datos: FormData | Record<string, unknown>;
}) => solicitar(`/cliente/${id}/`, { metodo: 'PATCH', cuerpo: datos, esquema: perfilSchema });

export function useActualizarPerfil() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: actualizarPerfil,
    onSuccess: (resultado, { id }) => {
      if (resultado?.kind === 'ok') cliente.setQueryData(cuentaKeys.perfil(id), resultado.data);
    },
  });
}

export const borrarCuenta = (borrarDatos: boolean) =>
  solicitar('/borrar-cuenta/', { metodo: 'POST', cuerpo: { borrarDatos } });

export const useBorrarCuenta = () => useMutation({ mutationFn: borrarCuenta });
