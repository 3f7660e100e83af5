import { preguntaFrecuenteSchema } from '@nemu/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

export const usePreguntasFrecuentes = (search: string) =>
  useQuery({
    queryKey: ['ayuda', 'preguntas', search] as const,
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/preguntas-frecuentes/', {
          parametros: { search: search || null, destinatario: 10 },
          esquema: z.array(preguntaFrecuenteSchema),
          senal: signal,
        }),
      ),
  });

export type DatosContactoB2b = Record<
  'nombre' | 'empresa' | 'ruc' | 'email' | 'nro_telefono' | 'mensaje',
  string
>;

/**
 * Sin adjunto va como JSON; con adjunto, en multipart con el archivo en `archivo`. Los campos
 * opcionales vacíos no se envían (un teléfono vacío no es un teléfono inválido).
 */
export const useContactoB2b = () =>
  useMutation({
    mutationFn: ({ datos, archivo }: { datos: DatosContactoB2b; archivo: File | null }) => {
      const llenos = Object.entries(datos).filter(([, v]) => v.trim() !== '');
      let cuerpo: Record<string, string> | FormData = Object.fromEntries(llenos);
      if (archivo) {
        cuerpo = new FormData();
        for (const [k, v] of llenos) cuerpo.append(k, v);
        cuerpo.append('archivo', archivo);
      }
      return solicitar('/request-contact-b2b/', {
        metodo: 'POST',
        cuerpo,
        esquema: z.object({ id: z.number(), mensaje: z.string() }),
      });
    },
  });
