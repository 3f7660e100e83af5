import { useMutation } from '@tanstack/react-query';
import { solicitar } from '../../../shared/api/cliente-api';
import { loginRespuestaSchema } from '../../../shared/sesion/usuario-sesion.schema';

/** POST /registro-cliente/ (multipart): crea la cuenta y devuelve la sesión iniciada. */
export const registrarCliente = (formulario: FormData) =>
  solicitar('/registro-cliente/', {
    metodo: 'POST',
    cuerpo: formulario,
    esquema: loginRespuestaSchema,
  });

export const useRegistrarCliente = () => useMutation({ mutationFn: registrarCliente });
