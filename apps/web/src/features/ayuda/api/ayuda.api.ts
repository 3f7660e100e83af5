import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

const preguntaSchema = z.object({ id: z.number(), pregunta: z.string(), respuesta: z.string() });

export const usePreguntasFrecuentes = (search: string) =>
  useQuery({
    queryKey: ['ayuda', 'preguntas', search] as const,
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/preguntas-frecuentes/', {
          parametros: { search: search || null, destinatario: 10 },
          esquema: z.array(preguntaSchema),
          senal: signal,
        }),
      ),
  });

export const useContactoB2b = () =>
  useMutation({
    mutationFn: (
      datos: Record<'nombre' | 'empresa' | 'ruc' | 'email' | 'nro_telefono' | 'mensaje', string>,
    ) =>
      solicitar('/request-contact-b2b/', {
        metodo: 'POST',
        cuerpo: datos,
        esquema: z.object({ id: z.number(), mensaje: z.string() }),
      }),
  });
