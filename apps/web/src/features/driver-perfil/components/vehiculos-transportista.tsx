import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import type { FichaVehiculo } from '@nemu/domain';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EstadoVehiculo } from '../../../shared/flota/estado-vehiculo';
import { activarVehiculo, useAccionFlota, useVehiculos } from '../../../shared/flota/flota.api';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';

/** Botón para activar (sólo aprobado) o dejar de usar un vehículo: uno activo a la vez. */
export function BotonActivar({ vehiculo: v }: { vehiculo: FichaVehiculo }) {
  const accion = useAccionFlota(activarVehiculo);
  if (!v.aprobado) return null;
  return (
    <Button
      size="md"
      variant={v.activo ? 'default' : 'filled'}
      loading={accion.isPending}
      onClick={() =>
        accion.mutate(
          { id: v.id, activar: !v.activo },
          {
            onSuccess: (r) => {
              if (r?.kind === 'ok')
                avisarExito(
                  r.data.activo
                    ? `Ahora maneja el ${v.marca} ${v.modelo}.`
                    : 'Vehículo desactivado.',
                );
              else if (r) avisarFallo(r, mensajeErrorAl(v.activo ? 'desactivar' : 'activar'));
            },
          },
        )
      }
    >
      {v.activo ? 'Desactivar' : 'Activar'}
    </Button>
  );
}

/** /driver/vehiculos: sus vehículos con su estado; el activo es el que usa en las rutas. */
export function VehiculosTransportista() {
  const vehiculos = useVehiculos();
  return (
    <Stack maw={760}>
      <Group justify="space-between">
        <Title order={2}>Mis vehículos</Title>
        <Button
          component={Link}
          to="/driver/vehiculos/create"
          size="md"
          leftSection={<IconPlus size={18} />}
        >
          Agregar
        </Button>
      </Group>
      {vehiculos.isPending && <Skeleton h={120} />}
      {vehiculos.isError && (
        <Alert color="red" title="No se pudieron cargar sus vehículos">
          <Button variant="light" size="sm" mt="xs" onClick={() => void vehiculos.refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {vehiculos.data?.results.length === 0 && (
        <Card withBorder>
          <Stack align="center" gap="xs" py="md">
            <IconTruck size={40} aria-hidden />
            <Text fw={600}>Todavía no cargó ningún vehículo</Text>
            <Text size="sm" c="dimmed" ta="center">
              Agregue su vehículo con la habilitación y la póliza; cuando se apruebe podrá activarlo
              y recibir oportunidades.
            </Text>
          </Stack>
        </Card>
      )}
      {vehiculos.data?.results.map((v) => (
        <Card key={v.id} withBorder data-testid={`vehiculo-${v.numero_chapa}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>
                  {v.marca} {v.modelo}
                </Text>
                <Text size="sm" c="dimmed">
                  Chapa {v.numero_chapa} · {v.tipo_vehiculo_nombre ?? 'Vehículo'}
                </Text>
              </div>
              <EstadoVehiculo vehiculo={v} />
            </Group>
            {!v.aprobado && !v.suspendido && (
              <Text size="xs" c="dimmed">
                Lo revisamos y le avisamos cuando esté aprobado.
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button
                component={Link}
                to={`/driver/vehiculos/detail?id=${v.id}`}
                variant="subtle"
                size="md"
              >
                Ver detalle
              </Button>
              <BotonActivar vehiculo={v} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
