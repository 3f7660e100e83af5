import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  ETIQUETAS_ESTADO_HOJA_RUTA,
  ETIQUETAS_ESTADO_ITINERARIO,
  ETIQUETAS_TIPO_PARADA,
  EstadoHojaRuta,
  formatoFecha,
  formatoFechaHora,
  formatoGuaranies,
  opciones,
  plural,
  mensajeErrorAl,
  type EstadoItinerario,
  type ParadaHoja,
  type TipoParada,
} from '@nemu/domain';
import { IconLockOpen, IconRoute } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ListaAdmin, type ColumnaAdmin } from '../../../shared/admin';
import { seleccionarAdmin } from '../../../shared/interfaz/interfaz.store';
import { useFilaSeleccionada } from '../../../shared/interfaz/use-fila-seleccionada';
import { useVolver } from '../../../shared/interfaz/use-volver';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  desbloquearPin,
  useHojaRuta,
  useHojasRuta,
  useRefrescarOperaciones,
  type ResumenHoja,
} from '../api/operaciones.api';

/** `/admin/hoja_ruta`: hojas de ruta con estado y fechas en la URL. */
export function ListaHojasAdmin() {
  const columnas: ColumnaAdmin<ResumenHoja>[] = [
    {
      titulo: 'Hoja',
      orden: 'id',
      celda: (h) => (
        <Anchor component={Link} to={`/admin/hoja_ruta/detail/${h.id}`} fw={600}>
          #{h.id}
        </Anchor>
      ),
    },
    { titulo: 'Fecha', orden: 'fecha', celda: (h) => formatoFecha(h.fecha) },
    { titulo: 'Estado', celda: (h) => <Badge variant="light">{h.estado_nombre}</Badge> },
    {
      titulo: 'Paradas',
      celda: (h) =>
        `${plural(h.cantidad_retiros, 'retiro', 'retiros')} · ${plural(h.cantidad_entregas, 'entrega', 'entregas')}`,
    },
    { titulo: 'Ciudades', celda: (h) => h.ciudades.join(', ') || '—' },
    {
      titulo: 'Transportista',
      celda: (h) =>
        h.transportista ? (h.transportista_nombre ?? `#${h.transportista}`) : 'Sin asignar',
    },
    {
      titulo: 'Tarifa',
      orden: 'tarifa_transportista',
      celda: (h) => formatoGuaranies(h.tarifa_transportista),
    },
  ];
  return (
    <ListaAdmin
      titulo="Hojas de ruta"
      ordenPorDefecto="-fecha"
      useConsulta={useHojasRuta}
      columnas={columnas}
      idDe={(h) => h.id}
      nombreDe={(h) => `Hoja ${h.id}`}
      etiquetaBusqueda="Buscar hojas"
      vacio="No hay hojas de ruta con esos filtros."
      enlaceDe={(h) => `/admin/hoja_ruta/detail/${h.id}`}
      filtrosOpciones={[
        {
          clave: 'estado',
          etiqueta: 'Estado',
          opciones: opciones(EstadoHojaRuta, ETIQUETAS_ESTADO_HOJA_RUTA),
        },
      ]}
    />
  );
}

/** `/admin/hoja_ruta/detail/{id}`: resumen, carga, tiempos y tarifa mostrada vs recalculada. */
export function DetalleHojaAdmin({ id }: { id: number }) {
  const consulta = useHojaRuta(id);
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando la hoja de ruta" />;
  if (consulta.isError) return <Alert color="red">No pudimos cargar la hoja #{id}.</Alert>;
  const h = consulta.data;
  const c = h.conciliacion ?? null;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>Hoja de ruta #{h.id}</Title>
          <Badge variant="light">{h.estado_nombre}</Badge>
        </Group>
        <Button
          component={Link}
          to={`/admin/hoja_ruta/itinerario/${h.id}`}
          leftSection={<IconRoute size={18} />}
          size="md"
        >
          Ver itinerario
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Fecha
          </Text>
          <Text fw={600}>{formatoFecha(h.fecha)}</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Paradas
          </Text>
          <Text fw={600}>
            {plural(h.cantidad_retiros, 'retiro', 'retiros')} ·{' '}
            {plural(h.cantidad_entregas, 'entrega', 'entregas')}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Recorrido planificado
          </Text>
          <Text fw={600}>
            {h.kilometros_recorrido.toLocaleString('es-PY', { maximumFractionDigits: 1 })} km ·{' '}
            {h.minutos_trabajo} min
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Transportista
          </Text>
          <Text fw={600}>
            {h.transportista ? (
              <Anchor component={Link} to={`/admin/transportista/detail/${h.transportista}`}>
                {h.transportista_nombre ?? `#${h.transportista}`}
              </Anchor>
            ) : (
              'Sin asignar'
            )}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={4} mb="sm">
          Tarifa del transportista
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Mostrada al aceptar (se acredita)</Table.Td>
                <Table.Td fw={700}>{formatoGuaranies(h.tarifa_transportista)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Recalculada con el recorrido real</Table.Td>
                <Table.Td>
                  {c === null
                    ? 'Se calcula al terminar la hoja'
                    : c.tarifa_recalculada === null
                      ? 'Sin rastreo suficiente'
                      : formatoGuaranies(c.tarifa_recalculada)}
                </Table.Td>
              </Table.Tr>
              {c?.diferencia != null && (
                <Table.Tr>
                  <Table.Td>Diferencia</Table.Td>
                  <Table.Td>
                    <Badge
                      color={Math.abs(c.diferencia_pct ?? 0) > 15 ? 'orange' : 'gray'}
                      variant="light"
                    >
                      {c.diferencia > 0 ? '+' : ''}
                      {formatoGuaranies(c.diferencia)} ({(c.diferencia_pct ?? 0).toFixed(1)} %)
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              )}
              {c && (
                <Table.Tr>
                  <Table.Td>Recorrido real</Table.Td>
                  <Table.Td>
                    {c.kilometros_reales === null
                      ? '—'
                      : `${c.kilometros_reales.toLocaleString('es-PY', { maximumFractionDigits: 1 })} km`}{' '}
                    · {c.minutos_reales} min
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Card withBorder>
        <Text size="sm">
          <b>Inicio:</b> {h.inicio ? formatoFechaHora(h.inicio) : '—'} · <b>Fin:</b>{' '}
          {h.fin ? formatoFechaHora(h.fin) : '—'} · <b>Ciudades:</b> {h.ciudades.join(', ') || '—'}
        </Text>
        <Text size="sm" mt={4}>
          <b>Pedidos:</b>{' '}
          {h.pedidos.length === 0
            ? '—'
            : h.pedidos.map((p, i) => (
                <span key={p}>
                  {i > 0 && ', '}
                  <Anchor component={Link} to={`/admin/pedido/detail/${p}`}>
                    #{p}
                  </Anchor>
                </span>
              ))}
        </Text>
      </Card>
    </Stack>
  );
}

function Parada({ p, hoja }: { p: ParadaHoja; hoja: number }) {
  const refrescar = useRefrescarOperaciones();
  const fila = useFilaSeleccionada('itinerario');
  const desbloquear = async () => {
    const ok = await confirmar({
      titulo: 'Desbloquear el PIN',
      mensaje:
        'La parada se bloqueó por intentos fallidos del PIN. ¿Permitir que el transportista vuelva a intentarlo?',
      textoConfirmar: 'Desbloquear',
    });
    if (!ok) return;
    seleccionarAdmin('itinerario', p.id);
    const r = await desbloquearPin(p.id);
    if (r?.kind === 'ok') {
      avisarExito('PIN desbloqueado.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('desbloquear el PIN'));
  };
  return (
    <Stack gap={4} id={`parada-${p.id}`} p="xs" {...fila(p.id)}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{ETIQUETAS_TIPO_PARADA[p.tipo as TipoParada] ?? 'Parada'}</Badge>
        <Badge variant="outline">{ETIQUETAS_ESTADO_ITINERARIO[p.estado as EstadoItinerario]}</Badge>
        {p.bloqueado && (
          <Badge color="red" variant="filled">
            PIN bloqueado
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {p.fabricante ? `${p.fabricante} · ` : ''}
        {p.direccion ?? '—'}
      </Text>
      <Text size="xs" c="dimmed">
        Ventana{' '}
        {p.fecha_hora_calculada_desde ? formatoFechaHora(p.fecha_hora_calculada_desde) : '—'} –{' '}
        {p.fecha_hora_calculada_hasta
          ? formatoFechaHora(p.fecha_hora_calculada_hasta).slice(11)
          : '—'}
        {p.ejecutado_en ? ` · hecha ${formatoFechaHora(p.ejecutado_en)}` : ''}
      </Text>
      {p.pedidos.length > 0 && (
        <Text size="xs">
          Pedidos:{' '}
          {p.pedidos.map((x, i) => (
            <span key={x}>
              {i > 0 && ', '}
              <Anchor component={Link} to={`/admin/pedido/detail/${x}`} size="xs">
                #{x}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
      {p.bloqueado && (
        <Button
          variant="light"
          color="red"
          w="fit-content"
          leftSection={<IconLockOpen size={16} />}
          onClick={() => void desbloquear()}
          aria-label={`Desbloquear PIN de la parada ${p.orden} de la hoja ${hoja}`}
        >
          Desbloquear PIN
        </Button>
      )}
    </Stack>
  );
}

/** `/admin/hoja_ruta/itinerario/{id}`: las paradas de la hoja en orden, con desbloqueo de PIN. */
export function ItinerarioHojaAdmin({ id }: { id: number }) {
  const consulta = useHojaRuta(id);
  const { hash } = useLocation();
  const volver = useVolver(`/admin/hoja_ruta/detail/${id}`);
  useEffect(() => {
    if (!consulta.data || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [consulta.data, hash]);
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando el itinerario" />;
  if (consulta.isError)
    return <Alert color="red">No pudimos cargar el itinerario de la hoja #{id}.</Alert>;
  const h = consulta.data;
  const hechas = h.itinerarios.filter((p) => p.ejecutado_en !== null).length;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Itinerario de la hoja #{h.id}</Title>
        <Anchor component={Link} {...volver}>
          Volver a la hoja
        </Anchor>
      </Group>
      <Text c="dimmed">
        {hechas} de {h.itinerarios.length} paradas hechas · {h.estado_nombre}
      </Text>
      {h.itinerarios.length === 0 ? (
        <Text c="dimmed">La hoja no tiene paradas.</Text>
      ) : (
        <Card withBorder>
          <Timeline active={hechas - 1} bulletSize={22} lineWidth={2}>
            {h.itinerarios.map((p) => (
              <Timeline.Item key={p.id} bullet={<Text size="xs">{p.orden}</Text>}>
                <Parada p={p} hoja={h.id} />
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      )}
    </Stack>
  );
}
