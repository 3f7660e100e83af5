import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMotorbike } from '@tabler/icons-react';
import { mensajeErrorAl, type FichaVehiculo } from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { avisarFallo } from '../../../shared/ui/avisos';
import {
  activarVehiculo,
  useRefrescarOperacion,
  useVehiculosAprobados,
} from '../api/operacion.api';
import { Cargando, ErrorCarga } from './comunes';

export const nombreVehiculo = (v: FichaVehiculo) =>
  `${v.marca} ${v.modelo} · ${v.numero_chapa}${v.tipo_vehiculo_nombre ? ` (${v.tipo_vehiculo_nombre})` : ''}`;

/** Vehículos aprobados y no suspendidos: los únicos con los que se puede trabajar. */
export const vehiculosUsables = (vs: readonly FichaVehiculo[]) =>
  vs.filter((v) => v.aprobado && !v.suspendido);

/** El vehículo activo (el que recibe oportunidades) y cómo cambiarlo. */
export function VehiculoActivo() {
  const vehiculos = useVehiculosAprobados();
  const refrescar = useRefrescarOperacion();
  const activar = useMutation({
    mutationFn: activarVehiculo,
    onSuccess: (r) => {
      if (!r) return;
      if (r.kind !== 'ok') return avisarFallo(r, mensajeErrorAl('cambiar el vehículo'));
      void refrescar();
    },
  });

  if (vehiculos.isPending) return <Cargando que="vehículos" />;
  if (vehiculos.isError)
    return (
      <ErrorCarga
        titulo="No se pudieron cargar sus vehículos"
        error={vehiculos.error}
        reintentar={() => void vehiculos.refetch()}
      />
    );
  const usables = vehiculosUsables(vehiculos.data.results);
  const activo = usables.find((v) => v.activo);
  const inactivos = usables.filter((v) => !v.activo);

  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconMotorbike aria-hidden />
          <Text fw={600}>Vehículo activo</Text>
        </Group>
        {activo ? (
          <Text data-testid="vehiculo-activo">{nombreVehiculo(activo)}</Text>
        ) : usables.length === 0 ? (
          <Alert color="yellow" p="xs">
            No tiene vehículos aprobados.{' '}
            <Link to="/driver/vehiculos">Agregue uno o revise su estado</Link>.
          </Alert>
        ) : (
          <Text size="sm" c="orange.8">
            Sin vehículo activo no recibe oportunidades. Active uno.
          </Text>
        )}
        {inactivos.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {activo ? 'Cambiar a otro vehículo' : 'Vehículos aprobados'}
            </Text>
            {inactivos.map((v) => (
              <Group key={v.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ minWidth: 0 }}>
                  {nombreVehiculo(v)}
                </Text>
                <Button
                  variant="light"
                  mih={44}
                  style={{ flexShrink: 0 }}
                  loading={activar.isPending && activar.variables === v.id}
                  disabled={activar.isPending}
                  onClick={() => activar.mutate(v.id)}
                  aria-label={`Activar ${nombreVehiculo(v)}`}
                >
                  Activar
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
