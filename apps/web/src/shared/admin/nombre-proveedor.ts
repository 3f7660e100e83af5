import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pedir } from '../api/consulta';

/**
 * Nombre de un proveedor por su id (GET /fabricante/{id}/), para las pantallas del panel que
 * sólo tienen el id: el selector de márgenes, el equipo de un usuario del staff.
 */
export const useNombreProveedor = (id: number | null, habilitado = true) =>
  useQuery({
    queryKey: ['admin', 'proveedor-nombre', id ?? 0] as const,
    queryFn: ({ signal }) =>
      pedir(z.object({ nombre: z.string() }), `/fabricante/${id}/`, { senal: signal }),
    enabled: habilitado && id !== null && id > 0,
    select: (f) => f.nombre,
    staleTime: Infinity,
  });
