// Panel de la empresa de transporte: perfil, inicio, balance y movimientos de su flota.
import {
  balanceEmpresaTransporteSchema,
  fichaVehiculoSchema,
  inicioEmpresaTransporteSchema,
  paginaMovimientosEmpresaSchema,
  perfilEmpresaTransporteSchema,
  type AsignarTransportistaVehiculo,
} from '@nemu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enviar, pedir } from '../../../shared/api/consulta';
import { flotaKeys } from '../../../shared/flota/flota.api';
import { useUsuario } from '../../../shared/sesion/sesion.store';

export type {
  InicioEmpresaTransporte,
  MovimientoEmpresaTransporte,
  PerfilEmpresaTransporte,
} from '@nemu/domain';

export const empresaKeys = {
  todo: ['empresa-transporte'] as const,
  perfil: (id: number) => [...empresaKeys.todo, 'perfil', id] as const,
  inicio: (id: number) => [...empresaKeys.todo, 'inicio', id] as const,
  balance: (id: number) => [...empresaKeys.todo, 'balance', id] as const,
  movimientos: (id: number, page: number) =>
    [...empresaKeys.todo, 'movimientos', id, page] as const,
};

/** La empresa de la sesión (el administrador de empresa tiene una). */
export const useIdEmpresa = (): number | null => useUsuario()?.empresa_transporte_id ?? null;

export function usePerfilEmpresa() {
  const id = useIdEmpresa();
  return useQuery({
    queryKey: empresaKeys.perfil(id ?? 0),
    queryFn: ({ signal }) =>
      pedir(perfilEmpresaTransporteSchema, `/empresa-transporte/${id}/`, { senal: signal }),
    enabled: id !== null,
  });
}

export function useInicioEmpresa() {
  const id = useIdEmpresa();
  return useQuery({
    queryKey: empresaKeys.inicio(id ?? 0),
    queryFn: ({ signal }) =>
      pedir(inicioEmpresaTransporteSchema, `/empresa-transporte/${id}/inicio/`, { senal: signal }),
    enabled: id !== null,
  });
}

export function useBalanceEmpresa() {
  const id = useIdEmpresa();
  return useQuery({
    queryKey: empresaKeys.balance(id ?? 0),
    queryFn: ({ signal }) =>
      pedir(balanceEmpresaTransporteSchema, `/empresa-transporte/${id}/balance/`, {
        senal: signal,
      }),
    enabled: id !== null,
  });
}

export function useMovimientosEmpresa(page: number) {
  const id = useIdEmpresa();
  return useQuery({
    queryKey: empresaKeys.movimientos(id ?? 0, page),
    queryFn: ({ signal }) =>
      pedir(paginaMovimientosEmpresaSchema, `/empresa-transporte/${id}/movimientos/`, {
        parametros: { page, page_size: 20 },
        senal: signal,
      }),
    enabled: id !== null,
    placeholderData: (previo) => previo,
  });
}

export function useEditarPerfilEmpresa() {
  const id = useIdEmpresa();
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (datos: Record<string, string | null>) =>
      enviar(perfilEmpresaTransporteSchema, `/empresa-transporte/${id}/`, {
        metodo: 'PATCH',
        cuerpo: datos,
      }),
    onSuccess: (r) => {
      if (r?.kind === 'ok') cliente.setQueryData(empresaKeys.perfil(r.data.id), r.data);
    },
  });
}

/** Asigna (o quita, con `transportista: null`) el transportista de un vehículo de la empresa. */
export function useAsignarTransportista(vehiculoId: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: AsignarTransportistaVehiculo) =>
      enviar(fichaVehiculoSchema, `/vehiculo/${vehiculoId}/transportista/`, {
        metodo: 'PUT',
        cuerpo,
      }),
    onSuccess: (r) => {
      if (r?.kind !== 'ok') return;
      cliente.setQueryData(flotaKeys.vehiculo(vehiculoId), r.data);
      void cliente.invalidateQueries({ queryKey: flotaKeys.todo });
      void cliente.invalidateQueries({ queryKey: empresaKeys.todo });
    },
  });
}
