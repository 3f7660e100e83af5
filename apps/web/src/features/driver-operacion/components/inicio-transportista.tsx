import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCash, IconRoute } from '@tabler/icons-react';
import {
  formatoGuaranies,
  fechaAsuncion,
  instanteAsuncion,
  type OportunidadResumen,
} from '@nemu/domain';
import { Link } from 'react-router';
import { nombreVisible, ROLES } from '../../../shared/sesion/roles';
import { PanelBienvenida } from '../../../shared/ui/panel-bienvenida';
import { useMovimientos, useOportunidades, useTiempoActivoHoy } from '../api/operacion.api';
import { useOperacionTransportista } from '../estado/use-operacion';
import { gananciaDelDia } from '../logica/ganancias';
import { Cargando, ErrorCarga, formatoMinutos } from './comunes';
import { InterruptorConexion } from './interruptor-conexion';
import { TarjetaOportunidad } from './tarjeta-oportunidad';
import { VehiculoActivo } from './vehiculo-activo';

function GananciasHoy() {
  const movs = useMovimientos(1, 100);
  const tiempo = useTiempoActivoHoy(instanteAsuncion(fechaAsuncion(new Date())).toISOString());
  return (
    <Card withBorder padding="md">
      <Group gap="xs" wrap="nowrap">
        <IconCash aria-hidden />
        <Text fw={600}>Hoy</Text>
      </Group>
      {movs.isPending ? (
        <Cargando que="ganancias de hoy" />
      ) : movs.isError ? (
        <Text c="red" size="sm">
          No se pudieron cargar sus ganancias.
        </Text>
      ) : (
        <Text fw={800} fz={28} data-testid="ganancia-hoy">
          {formatoGuaranies(gananciaDelDia(movs.data.results))}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Tiempo conectado: {tiempo.data ? formatoMinutos(tiempo.data.minutos) : '—'}
      </Text>
      <Button
        component={Link}
        to="/driver/ganancia"
        variant="subtle"
        rightSection={<IconArrowRight size={16} />}
        mih={44}
        px={0}
      >
        Ver ganancias
      </Button>
    </Card>
  );
}

/** La más nueva (la de id mayor) de la primera página. */
const masNueva = (ops: readonly OportunidadResumen[]) =>
  ops.reduce<OportunidadResumen | null>((a, o) => (a === null || o.id > a.id ? o : a), null);

function OportunidadNueva() {
  const ops = useOportunidades(1);
  if (ops.isPending) return <Cargando que="oportunidades" />;
  if (ops.isError)
    return (
      <ErrorCarga
        titulo="No se pudieron cargar las oportunidades"
        error={ops.error}
        reintentar={() => void ops.refetch()}
      />
    );
  const o = masNueva(ops.data.results);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          Oportunidad más nueva
        </Title>
        {ops.data.count > 0 && (
          <Button
            component={Link}
            to="/driver/oportunidades"
            variant="subtle"
            mih={44}
            px="xs"
            style={{ flexShrink: 0 }}
          >
            Ver todas ({ops.data.count})
          </Button>
        )}
      </Group>
      {o ? (
        <TarjetaOportunidad o={o} />
      ) : (
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            No hay oportunidades ahora. Con la conexión activa le avisaremos cuando llegue una.
          </Text>
        </Card>
      )}
    </Stack>
  );
}

/** Inicio del transportista: conexión, ganancias de hoy, ruta activa y oportunidad más nueva. */
export function InicioTransportista() {
  const { usuario, hoja } = useOperacionTransportista();
  const h = hoja.data ?? null;
  const proxima = h?.itinerarios.find((p) => p.id === h.next);
  return (
    <Stack maw={1100} mx="auto" w="100%" gap="md">
      <PanelBienvenida
        titulo={`¡Hola, ${usuario ? nombreVisible(usuario) : ''}!`}
        rol={ROLES.transportista.nombre}
        descripcion="Conéctese para recibir oportunidades de rutas en sus ciudades."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <InterruptorConexion estadoHoja={h?.estado ?? null} />
          <Card withBorder padding="md">
            <Group gap="xs" wrap="nowrap">
              <IconRoute aria-hidden />
              <Text fw={600}>Ruta activa</Text>
            </Group>
            {hoja.isPending ? (
              <Cargando que="la ruta activa" />
            ) : h ? (
              <Stack gap={4} mt={4}>
                <Text>
                  Hoja N.º {h.id} · {h.estado_nombre} · {formatoGuaranies(h.tarifa_transportista)}
                </Text>
                {proxima && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    Próxima parada {proxima.orden}: {proxima.direccion ?? proxima.ciudad ?? ''}
                  </Text>
                )}
                <Button component={Link} to="/driver/ruta" mih={44} mt={4}>
                  Ir a la ruta
                </Button>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" mt={4}>
                No tiene una ruta activa.
              </Text>
            )}
          </Card>
          <GananciasHoy />
        </Stack>
        <Stack gap="md">
          <OportunidadNueva />
          <VehiculoActivo />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
