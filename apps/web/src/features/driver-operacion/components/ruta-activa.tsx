import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCircleCheck, IconRoute, IconWifiOff } from '@tabler/icons-react';
import {
  EstadoHojaRuta,
  EstadoItinerario,
  MENSAJES_DRIVER_OPERACION,
  TipoParada,
  formatoFecha,
  formatoGuaranies,
  type HojaRutaDetalle,
  type ParadaHoja,
} from '@nemu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { operacionKeys, useRefrescarOperacion } from '../api/operacion.api';
import { actualizarTransportista, useTransportista } from '../estado/transportista.store';
import { useOperacionTransportista } from '../estado/use-operacion';
import { Cargando, ErrorCarga, Vacio, formatoKm } from './comunes';
import { EmpezarRuta } from './empezar-ruta';
import { MapaHoja } from './mapa-hoja';
import { ReporteIncidente } from './reporte-incidente';
import { ParadaEnEspera, TarjetaParada } from './tarjeta-parada';

const hecha = (p: ParadaHoja) =>
  p.estado === EstadoItinerario.COMPLETADO || p.estado === EstadoItinerario.INCIDENTE;

const cerrarTerminada = () => actualizarTransportista({ rutaTerminada: null });

function RutaTerminada({ hoja }: { hoja: HojaRutaDetalle }) {
  return (
    <Card withBorder padding="lg" maw={720} mx="auto" w="100%">
      <Stack align="center" ta="center" gap="sm">
        <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={1} size="h2">
          ¡Ruta terminada!
        </Title>
        <Text>{MENSAJES_DRIVER_OPERACION.rutaTerminada}</Text>
        <Text fw={800} fz={28} data-testid="tarifa-ganada">
          {formatoGuaranies(hoja.tarifa_transportista)}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/driver/ganancia" mih={44} onClick={cerrarTerminada}>
            Ver mis ganancias
          </Button>
          <Button
            component={Link}
            to="/driver/oportunidades"
            variant="light"
            mih={44}
            onClick={cerrarTerminada}
          >
            Buscar otra ruta
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** La ruta activa: mapa, próxima parada, paradas en orden, empezar, incidente y fin. */
export function RutaActiva() {
  const { hoja } = useOperacionTransportista();
  const pins = useTransportista((e) => e.pinsPendientes);
  const rechazo = useTransportista((e) => e.pinRechazado);
  const { online } = useNetwork();
  const terminada = useTransportista((e) => e.rutaTerminada);
  const cliente = useQueryClient();
  const refrescar = useRefrescarOperacion();

  if (terminada) return <RutaTerminada hoja={terminada} />;
  if (hoja.isPending) return <Cargando que="la ruta activa" />;
  if (hoja.isError)
    return (
      <ErrorCarga
        titulo="No se pudo cargar su ruta"
        error={hoja.error}
        reintentar={() => void hoja.refetch()}
      />
    );
  const h = hoja.data;
  if (!h)
    return (
      <Vacio icono={<IconRoute size={48} aria-hidden />}>
        <Title order={1} size="h3">
          No tiene una ruta activa
        </Title>
        <Text c="dimmed">Acepte una oportunidad para empezar a trabajar.</Text>
        <Group justify="center">
          <Button component={Link} to="/driver/oportunidades" mih={44}>
            Ver oportunidades
          </Button>
          <Button component={Link} to="/driver/mis-rutas" variant="light" mih={44}>
            Mis rutas
          </Button>
        </Group>
      </Vacio>
    );

  const enEspera = new Set(pins.filter((p) => p.hoja_ruta_id === h.id).map((p) => p.itinerario_id));
  const pendientes = h.itinerarios.filter((p) => !hecha(p));
  const actual = pendientes.find((p) => !enEspera.has(p.id));
  const completadas = h.itinerarios.length - pendientes.length;
  const enCurso = h.estado === EstadoHojaRuta.EN_CURSO;

  const alCompletar = (nueva: HojaRutaDetalle | null) => {
    if (nueva?.estado === EstadoHojaRuta.FINALIZADA)
      actualizarTransportista({ rutaTerminada: nueva });
    else if (nueva) cliente.setQueryData(operacionKeys.hojaActiva, nueva);
    void refrescar();
  };

  return (
    <Stack maw={720} mx="auto" w="100%" gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            Hoja de ruta N.º {h.id}
          </Title>
          <Text size="sm" c="dimmed">
            {formatoFecha(h.fecha)} · {formatoKm(h.kilometros_recorrido)} · usted gana{' '}
            <strong>{formatoGuaranies(h.tarifa_transportista)}</strong>
          </Text>
        </Stack>
        <Badge size="lg" color={enCurso ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
          {h.estado_nombre}
        </Badge>
      </Group>
      {!online && (
        <Alert color="dark" icon={<IconWifiOff />} title="Sin señal">
          {MENSAJES_DRIVER_OPERACION.sinSenal}
        </Alert>
      )}
      {rechazo && (
        <Alert color="red" title="Un código guardado no se aceptó" withCloseButton={false}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{rechazo}</Text>
            <CloseButton
              aria-label="Cerrar el aviso"
              onClick={() => actualizarTransportista({ pinRechazado: null })}
            />
          </Group>
        </Alert>
      )}
      <Stack gap={4}>
        <Text size="sm">
          {completadas} de {h.itinerarios.length} paradas hechas
        </Text>
        <Progress
          value={h.itinerarios.length ? (completadas / h.itinerarios.length) * 100 : 0}
          aria-label="Avance de la ruta"
        />
      </Stack>
      <MapaHoja hoja={h} alto={220} conTransportista />
      {h.estado === EstadoHojaRuta.ACEPTADA && <EmpezarRuta hojaId={h.id} />}
      {enCurso &&
        h.itinerarios
          .filter((p) => enEspera.has(p.id) && !hecha(p))
          .map((p) => <ParadaEnEspera key={p.id} parada={p} />)}
      {enCurso && actual && (
        <TarjetaParada key={actual.id} parada={actual} hojaId={h.id} alCompletar={alCompletar} />
      )}
      <Title order={2} size="h4">
        Paradas en orden
      </Title>
      <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {h.itinerarios.map((p) => {
          const estado = hecha(p)
            ? {
                texto: p.estado === EstadoItinerario.INCIDENTE ? 'Incidente' : 'Hecha',
                color: 'gray',
              }
            : enEspera.has(p.id)
              ? { texto: 'Esperando señal', color: 'blue' }
              : p.id === actual?.id && enCurso
                ? { texto: 'Ahora', color: 'orange' }
                : { texto: 'Pendiente', color: 'yellow' };
          return (
            <Card key={p.id} withBorder padding="xs" component="li" opacity={hecha(p) ? 0.7 : 1}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {p.orden}.{' '}
                    {p.tipo === TipoParada.RETIRO
                      ? `Retiro${p.fabricante ? ` en ${p.fabricante}` : ''}`
                      : 'Entrega'}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {[p.direccion, p.ciudad].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Badge color={estado.color} variant="light" style={{ flexShrink: 0 }}>
                  {estado.texto}
                </Badge>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {enCurso && (
        <ReporteIncidente hojaRuta={h.id} itinerario={actual?.id ?? null} vehiculo={h.vehiculo} />
      )}
    </Stack>
  );
}
