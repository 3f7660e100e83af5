import {
  mensajeChatSchema,
  mensajePredeterminadoSchema,
  paginaMensajesChatSchema,
  type TipoMensajeChat,
} from '@nemu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { refrescarNoLeidos } from '../../../shared/chat/no-leidos';

export const chatKeys = {
  mensajes: (pedido: number, tipo: TipoMensajeChat) => ['chat', 'mensajes', pedido, tipo] as const,
  predeterminados: (tipo: TipoMensajeChat) => ['chat', 'predeterminados', tipo] as const,
};

/**
 * Los 30 mensajes más recientes del pedido. Leerlos los marca como leídos: después se vuelven a
 * pedir los no leídos que muestran la lista de pedidos y la parada del transportista.
 */
export const useMensajesChat = (pedido: number, tipo: TipoMensajeChat) => {
  const cliente = useQueryClient();
  return useQuery({
    queryKey: chatKeys.mensajes(pedido, tipo),
    queryFn: async ({ signal }) => {
      const pagina = await datosDe(
        solicitar(`/chat/mensajes/${pedido}/${tipo}/1/`, {
          esquema: paginaMensajesChatSchema,
          senal: signal,
        }),
      );
      void refrescarNoLeidos(cliente);
      return pagina;
    },
  });
};

export const usePredeterminados = (tipo: TipoMensajeChat) =>
  useQuery({
    queryKey: chatKeys.predeterminados(tipo),
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/chat/mensajes/predeterminados/', {
          esquema: z.array(mensajePredeterminadoSchema),
          parametros: { tipo },
          senal: signal,
        }),
      ),
  });

export const useEnviarMensaje = (pedido: number, tipo: TipoMensajeChat) => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (m: { mensaje: string } | { mensaje_predeterminado: number }) =>
      datosDe(
        solicitar('/enviar-mensaje/', {
          metodo: 'POST',
          cuerpo: { data: { pedido, tipo, ...m } },
          esquema: mensajeChatSchema,
        }),
      ),
    onSuccess: () => cliente.invalidateQueries({ queryKey: chatKeys.mensajes(pedido, tipo) }),
  });
};
