import { preguntaFrecuenteSchema } from '@nemu/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { pedir } from '../../../shared/api/consulta';
import { actualizarUsuario } from '../../../shared/sesion/sesion.store';
import { usuarioSesionSchema } from '../../../shared/sesion/usuario-sesion.schema';

export const usePreguntasFrecuentes = (search: string) =>
  useQuery({
    queryKey: ['proveedor', 'preguntas', search],
    queryFn: ({ signal }) =>
      pedir(z.array(preguntaFrecuenteSchema), '/preguntas-frecuentes/', {
        parametros: { search: search || undefined },
        senal: signal,
      }),
  });

/** Cambia una preferencia del usuario y refresca la sesión guardada. */
export function usePreferencia() {
  return useMutation({
    mutationFn: async ({
      usuario,
      cambios,
    }: {
      usuario: number;
      cambios: Record<string, boolean>;
    }) => {
      const r = await solicitar(`/cliente/${usuario}/`, { metodo: 'PATCH', cuerpo: cambios });
      if (r?.kind === 'ok') {
        const sesion = await solicitar('/sesion/', { esquema: usuarioSesionSchema });
        if (sesion?.kind === 'ok') actualizarUsuario(sesion.data);
      }
      return r;
    },
  });
}

/** Reporte de error o sugerencia (queda en el registro de errores que revisa el administrador). */
export const useEnviarReporte = () =>
  useMutation({
    mutationFn: (datos: { archivo: string; mensaje: string }) =>
      solicitar('/guardar-error/', { metodo: 'POST', cuerpo: datos }),
  });

export const useBorrarCuenta = () =>
  useMutation({
    mutationFn: (borrarDatos: boolean) =>
      solicitar('/borrar-cuenta/', { metodo: 'POST', cuerpo: { borrarDatos } }),
  });
