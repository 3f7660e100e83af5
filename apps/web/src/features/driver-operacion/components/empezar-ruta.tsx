import { Alert, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { MENSAJES_DRIVER_OPERACION } from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { mensajeFallo, type Fallo } from '../../../shared/api/resultado';
import {
  activarVehiculo,
  empezarRuta,
  useRefrescarOperacion,
  useVehiculosAprobados,
} from '../api/operacion.api';
import { Cargando, ErrorCarga } from './comunes';
import { nombreVehiculo, vehiculosUsables } from './vehiculo-activo';

/** Ruta aceptada: elegir el vehículo (se activa si hace falta) y empezar. */
export function EmpezarRuta({ hojaId }: { hojaId: number }) {
  const vehiculos = useVehiculosAprobados();
  const refrescar = useRefrescarOperacion();
  const [elegido, setElegido] = useState<string | null>(null);
  const [fallo, setFallo] = useState<Fallo | null>(null);
  const empezar = useMutation({
    mutationFn: async ({ id, activo }: { id: number; activo: boolean }) => {
      if (!activo) {
        const r = await activarVehiculo(id);
        if (r?.kind !== 'ok') return r;
      }
      return empezarRuta(hojaId, id);
    },
    onSuccess: (r) => {
      if (!r) return;
      if (r.kind !== 'ok') return setFallo(r);
      setFallo(null);
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
  const porDefecto = usables.find((v) => v.activo) ?? usables[0];
  const valor = elegido ?? (porDefecto ? String(porDefecto.id) : null);
  const vehiculo = usables.find((v) => String(v.id) === valor);

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Text fw={700}>Empezar la ruta</Text>
        {usables.length === 0 ? (
          <Alert color="yellow">
            No tiene vehículos aprobados. <Link to="/driver/vehiculos">Revise sus vehículos</Link>.
          </Alert>
        ) : (
          <Radio.Group
            label="Vehículo"
            description={MENSAJES_DRIVER_OPERACION.eligirVehiculo}
            value={valor}
            onChange={setElegido}
          >
            <Stack gap={6} mt="xs">
              {usables.map((v) => (
                <Radio.Card key={v.id} value={String(v.id)} p="sm" radius="md" mih={44}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text size="sm">
                      {nombreVehiculo(v)}
                      {v.activo ? ' — activo' : ''}
                    </Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {fallo && (
          <Alert color="red" title="No se pudo empezar">
            {mensajeFallo(fallo)}
            {fallo.kind === 'bad-data' &&
              Object.values(fallo.errores)
                .flat()
                .map((m) => <div key={m}>{m}</div>)}
          </Alert>
        )}
        <Button
          size="lg"
          leftSection={<IconPlayerPlay />}
          disabled={!vehiculo}
          loading={empezar.isPending}
          onClick={() => vehiculo && empezar.mutate({ id: vehiculo.id, activo: vehiculo.activo })}
        >
          Empezar ruta
        </Button>
      </Stack>
    </Card>
  );
}
