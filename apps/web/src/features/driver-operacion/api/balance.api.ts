// Saldo del transportista en el libro mayor (ADR 021): ganado, pagado y efectivo a depositar.
import { balancePersonaSchema } from '@nemu/domain';
import { useQuery } from '@tanstack/react-query';
import { pedir } from '../../../shared/api/consulta';

export const useBalanceTransportista = () =>
  useQuery({
    queryKey: ['driver-operacion', 'balance'] as const,
    queryFn: ({ signal }) =>
      pedir(balancePersonaSchema, '/transportista/balance/', { senal: signal }),
  });
