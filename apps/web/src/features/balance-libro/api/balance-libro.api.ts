import { balancePersonaSchema, movimientoLibroSchema, paginaSchema } from '@nemu/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pedir } from '../../../shared/api/consulta';

// Saldo y movimientos del libro mayor de una persona (proveedor 20, transportista 30): la
// misma fuente que usa el administrador (ADR 019).
export const balanceLibroKeys = {
  saldo: (tipo: number, persona: number) => ['balance-libro', 'saldo', tipo, persona] as const,
  movimientos: (tipo: number, persona: number, pagina: number) =>
    ['balance-libro', 'movimientos', tipo, persona, pagina] as const,
};

export const useSaldoPropio = (tipo: number, persona: number) =>
  useQuery({
    queryKey: balanceLibroKeys.saldo(tipo, persona),
    queryFn: ({ signal }) =>
      pedir(balancePersonaSchema, `/balance/${tipo}/${persona}/`, { senal: signal }),
  });

export const useMovimientosPropios = (tipo: number, persona: number, pagina: number) =>
  useQuery({
    queryKey: balanceLibroKeys.movimientos(tipo, persona, pagina),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(movimientoLibroSchema), `/balance/${tipo}/${persona}/movimientos/`, {
        parametros: { page: pagina, page_size: 20 },
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });
