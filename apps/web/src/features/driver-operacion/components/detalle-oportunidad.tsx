import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import {
  ETIQUETAS_TIPO_PARADA,
  MENSAJES_DRIVER_OPERACION,
  TipoParada,
  formatoFecha,
  formatoFechaHora,
  formatoGuaranies,
  plural,
  type TipoParada as TTipoParada,
} from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { mensajeFallo } from '../../../shared/api/resultado';
import { useVolver } from '../../../shared/interfaz/use-volver';
import { aceptarRuta, useOportunidad, useRefrescarOperacion } from '../api/operacion.api';
import { useOperacionTransportista } from '../estado/use-operacion';
import { Cargando, ErrorCarga, formatoKm, formatoMinutos } from './comunes';
import { MapaHoja } from './mapa-hoja';

/** Vista previa de una oportunidad: mapa, paradas, km, tiempo y la tarifa antes de aceptar. */
export function DetalleOportunidad({ id }: { id: number }) {
  useOperacionTransportista();
  const op = useOportunidad(id);
  const navegar = useNavigate();
  const refrescar = useRefrescarOperacion();
  const volver = useVolver('/driver/oportunidades');
  const aceptar = useMutation({
    mutationFn: () => aceptarRuta(id),
    onSuccess: (r) => {
      if (r?.kind !== 'ok') return;
      void refrescar();
      void navegar('/driver/ruta');
    },
  });

  if (op.isPending) return <Cargando que="la oportunidad" />;
  if (op.isError)
    return (
      <ErrorCarga
        titulo="No se pudo cargar la oportunidad"
        error={op.error}
        reintentar={() => void op.refetch()}
      />
    );
  const h = op.data.hoja_ruta;
  if (!h) return <Alert color="yellow">La hoja de ruta de esta oportunidad ya no existe.</Alert>;
  const fallo = aceptar.data && aceptar.data.kind !== 'ok' ? aceptar.data : null;
  const tomada = fallo?.kind === 'rejected' && fallo.status === 409;

  return (
    <Stack maw={720} mx="auto" w="100%" gap="sm" pb={72}>
      <Group gap="xs">
        <Button
          component={Link}
          {...volver}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          mih={44}
        >
          Oportunidades
        </Button>
      </Group>
      <Title order={1} size="h2">
        Ruta del {formatoFecha(h.fecha)}
      </Title>
      <Card withBorder padding="md">
        <Text size="sm" c="dimmed">
          Usted gana por esta ruta
        </Text>
        <Text fw={800} fz={32} lh={1.2} data-testid="tarifa-oportunidad">
          {formatoGuaranies(h.tarifa_transportista)}
        </Text>
        <Group gap="md" mt={6}>
          <Text size="sm">{plural(h.cantidad_paradas, 'parada', 'paradas')}</Text>
          <Text size="sm">{formatoKm(h.kilometros_recorrido)}</Text>
          <Text size="sm">{formatoMinutos(h.minutos_trabajo)}</Text>
        </Group>
        {op.data.expira_en && (
          <Text size="xs" c="orange.8" mt={4}>
            Disponible hasta {formatoFechaHora(op.data.expira_en)}
          </Text>
        )}
      </Card>
      <MapaHoja hoja={h} alto={240} />
      <Title order={2} size="h4">
        Paradas en orden
      </Title>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {h.itinerarios.map((p) => (
          <Card key={p.id} withBorder padding="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {p.orden}.{' '}
                  {p.tipo === TipoParada.RETIRO ? (p.fabricante ?? 'Retiro') : 'Entrega a cliente'}
                </Text>
                {/* Entera: quien decide si acepta la ruta tiene que poder leer cada dirección. */}
                <Text size="sm" c="dimmed" className="texto-entero">
                  {[p.direccion, p.ciudad].filter(Boolean).join(' · ')}
                </Text>
                {p.fecha_hora_calculada_desde && (
                  <Text size="xs" c="dimmed">
                    Llegada estimada {formatoFechaHora(p.fecha_hora_calculada_desde)}
                  </Text>
                )}
              </Stack>
              <Badge
                color={p.tipo === TipoParada.RETIRO ? 'grape' : 'green'}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {ETIQUETAS_TIPO_PARADA[p.tipo as TTipoParada] ?? 'Parada'}
              </Badge>
            </Group>
          </Card>
        ))}
      </Stack>
      {fallo && (
        <Alert
          color={tomada ? 'orange' : 'red'}
          title={tomada ? 'Ruta ya no disponible' : 'No se pudo aceptar'}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {tomada
                ? (fallo.detalle ?? MENSAJES_DRIVER_OPERACION.rutaTomadaPorOtro)
                : mensajeFallo(fallo)}
            </Text>
            {tomada && (
              <Button component={Link} to="/driver/oportunidades" variant="light" mih={44}>
                Ver otras oportunidades
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {!tomada && (
        <Button
          size="lg"
          leftSection={<IconCheck />}
          loading={aceptar.isPending}
          onClick={() => aceptar.mutate()}
          style={{ position: 'sticky', bottom: 12 }}
        >
          Aceptar por {formatoGuaranies(h.tarifa_transportista)}
        </Button>
      )}
    </Stack>
  );
}
