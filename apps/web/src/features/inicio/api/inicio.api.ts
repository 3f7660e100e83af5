import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { useHaySesion } from '../../../shared/sesion/sesion.store';
import { tarjetaProductoSchema } from '../../../shared/tienda/tienda.schema';
import { vigilarBuildMinimo } from './build-minimo';

interface Categoria {
  id: number;
  nombre: string;
  tiene_productos: boolean;
  hijos: Categoria[];
}
const categoriaSchema: z.ZodType<Categoria> = z.lazy(() =>
  z.object({
    id: z.number(),
    nombre: z.string(),
    tiene_productos: z.boolean(),
    hijos: z.array(categoriaSchema),
  }),
);

export const inicioSchema = z.object({
  categorias: z.array(categoriaSchema),
  fabricantes: z.array(
    z.object({
      id: z.number(),
      nombre: z.string(),
      imagen_perfil: z.string().nullable(),
      abierto: z.boolean(),
    }),
  ),
  promocion: z.object({ imagen: z.string().nullable(), animacion: z.string() }),
  mas_vistos: z.array(tarjetaProductoSchema),
  mas_vendidos: z.array(tarjetaProductoSchema),
  prods_abi: z.array(tarjetaProductoSchema),
  compra_mejorada: z.string(),
  min_build: z.number(),
  timestamp: z.string(),
});
export type Inicio = z.infer<typeof inicioSchema>;

export const inicioKeys = { inicio: (conSesion: boolean) => ['inicio', conSesion] as const };

export const inicioQueryOptions = (conSesion: boolean) =>
  queryOptions({
    queryKey: inicioKeys.inicio(conSesion),
    queryFn: ({ signal }) =>
      datosDe(solicitar('/inicio/', { esquema: inicioSchema, senal: signal })).then((inicio) => {
        vigilarBuildMinimo(inicio.min_build);
        return inicio;
      }),
    staleTime: 60_000,
  });

export const useInicio = () => useQuery(inicioQueryOptions(useHaySesion()));
