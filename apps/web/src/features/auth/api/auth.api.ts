import {
  loginSocialConfigSchema,
  type Login,
  type RestablecerContrasena,
} from '@nemu/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { idDispositivo } from '../../../shared/sesion/dispositivo';
import { actualizarUsuario } from '../../../shared/sesion/sesion.store';
import {
  loginRespuestaSchema,
  usuarioSesionSchema,
} from '../../../shared/sesion/usuario-sesion.schema';

export const authKeys = {
  todo: ['auth'] as const,
  sesion: () => [...authKeys.todo, 'sesion'] as const,
};

export const ingresar = (credenciales: Login) =>
  solicitar('/login/', { metodo: 'POST', cuerpo: credenciales, esquema: loginRespuestaSchema });

export const useIngresar = () => useMutation({ mutationFn: ingresar });

/** Revoca el token de este dispositivo en el servidor. */
export const salir = () =>
  solicitar('/logout/', { metodo: 'POST', cuerpo: { device_id: idDispositivo() } });

/** Usuario de la sesión según el servidor; al llegar, reemplaza al guardado. */
export const sesionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.sesion(),
    queryFn: async ({ signal }) => {
      const usuario = await datosDe(
        solicitar('/sesion/', { esquema: usuarioSesionSchema, senal: signal }),
      );
      actualizarUsuario(usuario);
      return usuario;
    },
    staleTime: Infinity,
  });

export const recuperarContrasena = (email: string) =>
  solicitar('/recuperar-contrasena/', { metodo: 'POST', cuerpo: { email } });

export const useRecuperarContrasena = () => useMutation({ mutationFn: recuperarContrasena });

export const restablecerContrasena = (datos: RestablecerContrasena) =>
  solicitar('/restablecer-contrasena/', { metodo: 'POST', cuerpo: datos });

export const useRestablecerContrasena = () => useMutation({ mutationFn: restablecerContrasena });

/** Botones de ingreso social que el servidor tiene configurados. */
export const loginSocialQueryOptions = () =>
  queryOptions({
    queryKey: [...authKeys.todo, 'login-social'],
    queryFn: ({ signal }) =>
      datosDe(solicitar('/login-social/', { esquema: loginSocialConfigSchema, senal: signal })),
    staleTime: Infinity,
  });
