import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  CloseButton,
  Grid,
  Group,
  Loader,
  Progress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import {
  ETIQUETAS_ESTADO_TRANSPORTISTA_TORRE,
  EstadoHojaRuta,
  formatoFechaHora,
  telefonoA09,
  type EstadoTransportistaTorre,
  type HojaTorre,
  type ParadaTorre,
  type TorreControl as DatosTorre,
  type TransportistaTorre,
  plural,
} from '@nemu/domain';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Mapa, type LineaMapa, type MarcadorMapa } from '../../../shared/mapa';
import { useTorreEnVivo, type PosicionesEnVivo } from '../api/torre.api';

export const COLOR_ESTADO_TRANSPORTISTA: Record<EstadoTransportistaTorre, string> = {
  en_ruta: '#0d5c9e',
  asignado: '#8a4fbf',
  libre: '#2f7d32',
  sin_senal: '#7a7a7a',
};
const ESTADOS = Object.keys(COLOR_ESTADO_TRANSPORTISTA) as EstadoTransportistaTorre[];

type Seleccion = { tipo: 'transportista' | 'hoja'; id: number } | null;

/** HH:mm (24 h) en Asunción. */
const hora = (iso: string | null) => (iso ? formatoFechaHora(iso).slice(11) : '—');

/** La posición más reciente: la de la foto o la que llegó en vivo después. */
function conPosicionViva(t: TransportistaTorre, vivas: PosicionesEnVivo): TransportistaTorre {
  const viva = vivas.get(t.id);
  if (!viva || (t.fecha !== null && new Date(viva.fecha) <= new Date(t.fecha))) return t;
  return { ...t, ubicacion: { lat: viva.lat, lng: viva.lng }, fecha: viva.fecha, ago: 0 };
}

function Resumen({ d, transportistas }: { d: DatosTorre; transportistas: TransportistaTorre[] }) {
  const enEspera = d.ordenes_en_espera.length;
  const tarjetas = [
    { titulo: 'Transportistas conectados', valor: transportistas.length, testId: 'conectados' },
    { titulo: 'Hojas activas', valor: d.hojas.length, testId: 'hojas-activas' },
    {
      titulo: 'Paradas atrasadas',
      valor: d.paradas_atrasadas.length,
      testId: 'atrasadas',
      alerta: d.paradas_atrasadas.length > 0,
    },
    { titulo: 'Órdenes esperando ruta', valor: enEspera, testId: 'en-espera' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {tarjetas.map((t) => (
        <Card key={t.testId} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {t.titulo}
          </Text>
          <Text
            fw={700}
            fz={28}
            c={t.alerta ? 'orange.8' : undefined}
            data-testid={`resumen-${t.testId}`}
          >
            {t.valor}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function DetalleTransportista({ t, alCerrar }: { t: TransportistaTorre; alCerrar: () => void }) {
  return (
    <Card withBorder padding="sm" data-testid="detalle-transportista">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t.nombre}</Text>
        <CloseButton aria-label="Cerrar el detalle" onClick={alCerrar} size="lg" />
      </Group>
      <Group gap="xs">
        <Badge color={COLOR_ESTADO_TRANSPORTISTA[t.estado]}>
          {ETIQUETAS_ESTADO_TRANSPORTISTA_TORRE[t.estado]}
        </Badge>
        {t.telefono && <Text size="sm">{telefonoA09(t.telefono)}</Text>}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        Última posición: {t.fecha ? formatoFechaHora(t.fecha) : 'sin datos'}
      </Text>
      <Group mt="xs">
        {t.hoja_ruta_id !== null && (
          <Button component={Link} to={`/admin/hoja_ruta/detail/${t.hoja_ruta_id}`} size="sm">
            Hoja N.º {t.hoja_ruta_id}
          </Button>
        )}
        <Button
          component={Link}
          to={`/admin/transportista/detail/${t.id}`}
          size="sm"
          variant="light"
        >
          Ficha del transportista
        </Button>
      </Group>
    </Card>
  );
}

function FilaHoja({
  h,
  elegida,
  alElegir,
}: {
  h: HojaTorre;
  elegida: boolean;
  alElegir: (id: number) => void;
}) {
  return (
    <Card
      withBorder
      padding="xs"
      bg={elegida ? 'var(--mantine-color-blue-light)' : undefined}
      data-testid={`hoja-${h.id}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => alElegir(h.id)}
          style={{ minHeight: 44 }}
        >
          Hoja N.º {h.id}
        </Anchor>
        <Badge variant="light" color={h.estado === EstadoHojaRuta.EN_CURSO ? 'blue' : 'grape'}>
          {h.estado_nombre}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {h.transportista_nombre ?? 'Sin transportista'} · {h.paradas_hechas}/{h.paradas_total}{' '}
        paradas
      </Text>
      <Progress
        value={h.progreso}
        color={h.paradas_atrasadas > 0 ? 'orange' : 'blue'}
        mt={4}
        aria-label={`Progreso de la hoja ${h.id}: ${h.progreso} %`}
      />
      <Group justify="space-between" mt={4}>
        {h.paradas_atrasadas > 0 ? (
          <Text size="xs" c="orange.8" fw={600}>
            {plural(h.paradas_atrasadas, 'parada atrasada', 'paradas atrasadas')}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            Sin atrasos
          </Text>
        )}
        <Anchor component={Link} to={`/admin/hoja_ruta/detail/${h.id}`} size="sm">
          Ver detalle
        </Anchor>
      </Group>
    </Card>
  );
}

function ListaAtrasadas({
  paradas,
  alElegirHoja,
}: {
  paradas: readonly ParadaTorre[];
  alElegirHoja: (id: number) => void;
}) {
  if (paradas.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        No hay paradas atrasadas.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {paradas.map((p) => (
        <Card
          key={p.id}
          withBorder
          padding="xs"
          bg="var(--mantine-color-orange-light)"
          data-testid={`atrasada-${p.id}`}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {p.tipo === 20 ? 'Retiro' : 'Entrega'} · hoja N.º {p.hoja_ruta_id}
            </Text>
            <Badge color="orange">{p.minutos_atraso} min</Badge>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {[p.direccion, p.ciudad].filter(Boolean).join(', ') || 'Sin dirección'} · ventana hasta{' '}
            {hora(p.fecha_hora_calculada_hasta)}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => alElegirHoja(p.hoja_ruta_id)}
            style={{ minHeight: 44 }}
          >
            Ver en el mapa
          </Anchor>
        </Card>
      ))}
    </Stack>
  );
}

function OrdenesEnEspera({ d }: { d: DatosTorre }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {d.ordenes_por_ruteo.map((o) => (
          <Badge
            key={o.estado_ruteo}
            variant="light"
            color={o.estado_ruteo >= 50 && o.estado_ruteo <= 70 ? 'red' : 'gray'}
            data-testid={`ruteo-${o.estado_ruteo}`}
          >
            {o.estado_nombre}: {o.cantidad}
          </Badge>
        ))}
        {d.hojas_sin_asignar > 0 && (
          <Badge variant="light" color="yellow">
            Hojas sin aceptar: {d.hojas_sin_asignar}
          </Badge>
        )}
      </Group>
      {d.ordenes_en_espera.length === 0 ? (
        <Text size="sm" c="dimmed">
          Ninguna orden espera ruta.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Orden</Table.Th>
                <Table.Th>Proveedor</Table.Th>
                <Table.Th>Estado de ruteo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.ordenes_en_espera.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/orden_venta/detail/${o.id}`}>
                      N.º {o.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{o.fabricante ?? '—'}</Table.Td>
                  <Table.Td>
                    {d.ordenes_por_ruteo.find((r) => r.estado_ruteo === o.estado_ruteo)
                      ?.estado_nombre ?? o.estado_ruteo}
                    {o.motivo_ruteo && (
                      <Text size="xs" c="dimmed">
                        {o.motivo_ruteo}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** `/admin/monitoreo`: la operación en vivo. */
export function TorreControl() {
  const { consulta, posiciones } = useTorreEnVivo();
  const [visibles, setVisibles] = useState<string[]>(ESTADOS);
  const [seleccion, setSeleccion] = useState<Seleccion>(null);

  const transportistas = useMemo(
    () => (consulta.data?.transportistas ?? []).map((t) => conPosicionViva(t, posiciones)),
    [consulta.data, posiciones],
  );
  const hojaElegida =
    seleccion?.tipo === 'hoja'
      ? consulta.data?.hojas.find((h) => h.id === seleccion.id)
      : seleccion?.tipo === 'transportista'
        ? consulta.data?.hojas.find(
            (h) => h.id === transportistas.find((t) => t.id === seleccion.id)?.hoja_ruta_id,
          )
        : undefined;

  const marcadores = useMemo(() => {
    const lista: MarcadorMapa[] = [];
    const elegidas = new Set(hojaElegida?.paradas.map((p) => p.id));
    for (const p of hojaElegida?.paradas ?? []) {
      if (!p.ubicacion) continue;
      lista.push({
        id: `p-${p.id}`,
        ...p.ubicacion,
        tipo: p.atrasada
          ? 'atrasada'
          : p.estado === 20
            ? 'hecha'
            : p.tipo === 20
              ? 'retiro'
              : 'entrega',
        etiqueta: `${p.orden}. ${p.tipo === 20 ? 'Retiro' : 'Entrega'}${p.atrasada ? ` (atrasada ${p.minutos_atraso} min)` : ''}`,
      });
    }
    for (const p of consulta.data?.paradas_atrasadas ?? []) {
      if (!p.ubicacion || elegidas.has(p.id)) continue;
      lista.push({
        id: `p-${p.id}`,
        ...p.ubicacion,
        tipo: 'atrasada',
        etiqueta: `Atrasada ${p.minutos_atraso} min · hoja N.º ${p.hoja_ruta_id}`,
      });
    }
    for (const t of transportistas) {
      if (!t.ubicacion || !visibles.includes(t.estado)) continue;
      lista.push({
        id: `t-${t.id}`,
        ...t.ubicacion,
        tipo: 'transportista',
        color: COLOR_ESTADO_TRANSPORTISTA[t.estado],
        etiqueta: `${t.nombre} · ${ETIQUETAS_ESTADO_TRANSPORTISTA_TORRE[t.estado]}`,
      });
    }
    return lista;
  }, [transportistas, visibles, hojaElegida, consulta.data?.paradas_atrasadas]);

  const lineas = useMemo<LineaMapa[]>(() => {
    if (!hojaElegida) return [];
    const puntos = hojaElegida.paradas
      .filter((p) => p.ubicacion)
      .map((p) => [p.ubicacion!.lat, p.ubicacion!.lng] as const);
    return puntos.length > 1 ? [{ id: `h-${hojaElegida.id}`, puntos, punteada: true }] : [];
  }, [hojaElegida]);

  const alElegir = useCallback((id: string) => {
    const [tipo, numero] = id.split('-');
    if (tipo === 't') setSeleccion({ tipo: 'transportista', id: Number(numero) });
  }, []);
  const elegirHoja = useCallback((id: number) => setSeleccion({ tipo: 'hoja', id }), []);

  if (consulta.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Cargando la torre de control" />
      </Group>
    );
  }
  if (consulta.isError) {
    return (
      <Alert color="red" title="No pudimos cargar la torre de control">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{consulta.error.message}</Text>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void consulta.refetch()}
          >
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  }
  const d = consulta.data;
  const elegido =
    seleccion?.tipo === 'transportista' ? transportistas.find((t) => t.id === seleccion.id) : null;
  const cuenta = (e: EstadoTransportistaTorre) =>
    transportistas.filter((t) => t.estado === e).length;
  // La clave de encuadre sólo cambia con la hoja elegida: moverse o llegar no reencuadra.
  const claveAjuste = `${hojaElegida?.id ?? 'todo'}-${transportistas.length > 0 ? 'con' : 'sin'}`;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Torre de control</Title>
        <Text size="sm" c="dimmed">
          En vivo · foto de las {hora(d.generado_en)}
        </Text>
      </Group>
      <Resumen d={d} transportistas={transportistas} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs">
            <Chip.Group multiple value={visibles} onChange={setVisibles}>
              <Group gap="xs" role="group" aria-label="Estados de transportista a mostrar">
                {ESTADOS.map((e) => (
                  <Chip key={e} value={e} color={COLOR_ESTADO_TRANSPORTISTA[e]} size="md">
                    {ETIQUETAS_ESTADO_TRANSPORTISTA_TORRE[e]} ({cuenta(e)})
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {transportistas.length === 0 && (
              <Alert color="gray" data-testid="torre-sin-transportistas">
                No hay transportistas conectados en este momento.
              </Alert>
            )}
            <Mapa
              alto="min(62vh, 560px)"
              etiqueta="Mapa de transportistas conectados y paradas"
              marcadores={marcadores}
              lineas={lineas}
              alElegir={alElegir}
              claveAjuste={claveAjuste}
              data-testid="mapa-torre"
            />
            {elegido && <DetalleTransportista t={elegido} alCerrar={() => setSeleccion(null)} />}
            {hojaElegida && seleccion?.tipo === 'hoja' && (
              <Group justify="space-between">
                <Text size="sm">
                  Mostrando las paradas de la hoja N.º {hojaElegida.id} (
                  {hojaElegida.transportista_nombre ?? 'sin transportista'})
                </Text>
                <Button size="sm" variant="subtle" onClick={() => setSeleccion(null)}>
                  Ver todo
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Tabs defaultValue={d.paradas_atrasadas.length > 0 ? 'atrasadas' : 'hojas'}>
            <Tabs.List grow>
              <Tabs.Tab value="hojas">Hojas ({d.hojas.length})</Tabs.Tab>
              <Tabs.Tab
                value="atrasadas"
                leftSection={
                  d.paradas_atrasadas.length > 0 ? <IconAlertTriangle size={14} /> : undefined
                }
              >
                Atrasadas ({d.paradas_atrasadas.length})
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="hojas" pt="xs">
              <ScrollArea.Autosize mah="min(62vh, 560px)">
                {d.hojas.length === 0 ? (
                  <Text size="sm" c="dimmed" p="sm">
                    No hay hojas aceptadas ni en curso.
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {d.hojas.map((h) => (
                      <FilaHoja
                        key={h.id}
                        h={h}
                        elegida={hojaElegida?.id === h.id}
                        alElegir={elegirHoja}
                      />
                    ))}
                  </Stack>
                )}
              </ScrollArea.Autosize>
            </Tabs.Panel>
            <Tabs.Panel value="atrasadas" pt="xs">
              <ScrollArea.Autosize mah="min(62vh, 560px)">
                <ListaAtrasadas paradas={d.paradas_atrasadas} alElegirHoja={elegirHoja} />
              </ScrollArea.Autosize>
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
      <Card withBorder>
        <Title order={3} fz="h4" mb="xs">
          Órdenes de venta por estado de ruteo
        </Title>
        <OrdenesEnEspera d={d} />
      </Card>
    </Stack>
  );
}
