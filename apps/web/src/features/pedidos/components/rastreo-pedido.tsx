import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconCheck,
  IconClockHour4,
  IconListDetails,
  IconMessageCircle,
  IconRefresh,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  EstadoPedido,
  distanciaKm,
  formatoFechaHora,
  type RastreoPedido as DatosRastreo,
} from '@nemu/domain';
import { useMemo } from 'react';
import { Mapa, type LineaMapa, type MarcadorMapa } from '../../../shared/mapa';
import { usePinPedido, useRastreoEnVivo } from '../api/pedidos.api';
import { EstadoPedidoBadge } from './estado-pedido';

/** HH:mm (24 h) en Asunción. */
const hora = (iso: string) => formatoFechaHora(iso).slice(11);

interface Paso {
  clave: string;
  titulo: string;
  fecha: string | null;
  /** Texto bajo el paso cuando es el actual. */
  nota?: string | undefined;
}

/** Pasos que ve el cliente, con la hora de cada uno tomada del historial del pedido. */
function pasosDe(d: DatosRastreo): Paso[] {
  const cuando = (transicion: string) =>
    d.historial.findLast((h) => h.transicion === transicion)?.fecha ?? null;
  const eta = d.posicion_transportista?.eta;
  return [
    { clave: 'pagado', titulo: 'Pagado', fecha: cuando('pagar') },
    { clave: 'confirmado', titulo: 'Confirmado por el proveedor', fecha: cuando('procesar') },
    { clave: 'retirado', titulo: 'Retirado por el transportista', fecha: d.retirado_en },
    {
      clave: 'en_camino',
      titulo: 'En camino',
      fecha: cuando('enviar'),
      nota: eta ? `Llegada estimada: ${hora(eta)}` : undefined,
    },
    { clave: 'entregado', titulo: 'Entregado', fecha: cuando('entregar') },
  ];
}

function Pasos({ d }: { d: DatosRastreo }) {
  const pasos = pasosDe(d);
  const activo = pasos.reduce((ultimo, p, i) => (p.fecha ? i : ultimo), -1);
  return (
    <Timeline active={activo} bulletSize={24} lineWidth={3} aria-label="Pasos del pedido">
      {pasos.map((p, i) => (
        <Timeline.Item
          key={p.clave}
          title={p.titulo}
          bullet={i <= activo ? <IconCheck size={14} /> : undefined}
          data-testid={`paso-${p.clave}`}
          data-hecho={i <= activo}
        >
          <Text size="sm" c="dimmed">
            {p.fecha ? formatoFechaHora(p.fecha) : 'Pendiente'}
          </Text>
          {i === activo && p.nota && (
            <Text size="sm" fw={600}>
              {p.nota}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function MapaEnCamino({ d }: { d: DatosRastreo }) {
  const pos = d.posicion_transportista;
  const ubicacion = pos?.ubicacion ?? null;
  const destino = pos?.destino ?? null;
  const marcadores = useMemo(() => {
    const lista: MarcadorMapa[] = [];
    if (destino) {
      lista.push({ id: 'destino', tipo: 'destino', ...destino, etiqueta: 'Su dirección' });
    }
    if (ubicacion) {
      lista.push({
        id: 'transportista',
        tipo: 'transportista',
        ...ubicacion,
        etiqueta: 'Transportista',
        etiquetaFija: true,
      });
    }
    return lista;
  }, [ubicacion, destino]);
  const lineas = useMemo<LineaMapa[]>(
    () =>
      ubicacion && destino
        ? [
            {
              id: 'falta',
              puntos: [
                [ubicacion.lat, ubicacion.lng],
                [destino.lat, destino.lng],
              ],
              punteada: true,
            },
          ]
        : [],
    [ubicacion, destino],
  );
  if (!pos) return null;
  const km = ubicacion && destino ? distanciaKm(ubicacion, destino) : null;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed">
            Llegada estimada
          </Text>
          <Text fw={700} fz="xl" data-testid="eta">
            {pos.eta ? hora(pos.eta) : 'Calculando…'}
          </Text>
        </Card>
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed">
            Distancia a su dirección
          </Text>
          <Text fw={700} fz="xl" data-testid="distancia">
            {km === null ? '—' : `${km.toLocaleString('es-PY', { maximumFractionDigits: 1 })} km`}
          </Text>
        </Card>
      </SimpleGrid>
      {ubicacion ? (
        <Mapa
          alto="min(55vh, 420px)"
          etiqueta="Mapa con el transportista y su dirección"
          marcadores={marcadores}
          lineas={lineas}
          claveAjuste="inicio"
          seguir="transportista"
          data-testid="mapa-rastreo"
        />
      ) : (
        <Alert color="gray" icon={<IconClockHour4 />}>
          Esperando la primera ubicación del transportista.
        </Alert>
      )}
      {pos.fecha && (
        <Text size="xs" c="dimmed" data-testid="ubicacion-actualizada">
          Ubicación del {formatoFechaHora(pos.fecha)}
        </Text>
      )}
    </Stack>
  );
}

function Aviso({ d }: { d: DatosRastreo }) {
  if (d.estado === EstadoPedido.ENTREGADO) {
    return (
      <Alert color="teal" title="Pedido entregado" icon={<IconCheck />}>
        ¡Gracias por su compra! Puede calificar el pedido desde su detalle.
      </Alert>
    );
  }
  if (d.estado === EstadoPedido.INCIDENTE) {
    return (
      <Alert color="orange" title="Hubo un inconveniente con la entrega">
        El transportista reportó un problema. Estamos reprogramando la entrega y le avisaremos;
        puede escribirnos por el chat del pedido.
      </Alert>
    );
  }
  if (d.estado === EstadoPedido.CREADO) {
    return (
      <Alert color="gray" title="Pago pendiente">
        El pedido todavía no fue pagado. Cuando se confirme el pago podrá seguirlo desde aquí.
      </Alert>
    );
  }
  if (d.estado < EstadoPedido.ENVIADO) {
    return (
      <Alert color="blue" title="Su pedido aún no está en camino" data-testid="aun-no-en-camino">
        {d.estado === EstadoPedido.PAGADO
          ? 'Los proveedores están preparando su pedido. '
          : 'Un transportista pasará a retirar sus productos. '}
        Cuando salga hacia su dirección verá aquí su ubicación en el mapa y la hora estimada de
        llegada.
      </Alert>
    );
  }
  return null;
}

/** `/pedido/rastreo/:id`: el transportista en vivo en el mapa, la llegada estimada, el PIN y los pasos. */
export function RastreoPedido({ id }: { id: number }) {
  const r = useRastreoEnVivo(id);
  const enCurso =
    r.data !== undefined &&
    r.data.estado >= EstadoPedido.PAGADO &&
    r.data.estado < EstadoPedido.ENTREGADO;
  const pin = usePinPedido(id, enCurso);
  if (r.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Cargando el seguimiento" />
      </Group>
    );
  }
  if (r.isError) {
    return (
      <Alert color="red" title="No pudimos cargar el seguimiento">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{r.error.message}</Text>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void r.refetch()}
          >
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  }
  const d = r.data;
  return (
    <Stack maw={640} mx="auto" w="100%" gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          Seguimiento del pedido N.º {d.id}
        </Title>
        {/* El estado no se recorta: el título cede lugar. */}
        <div style={{ flexShrink: 0 }}>
          <EstadoPedidoBadge estado={d.estado} nombre={d.estado_nombre} />
        </div>
      </Group>
      <Aviso d={d} />
      {d.estado === EstadoPedido.ENVIADO && <MapaEnCamino d={d} />}
      {enCurso && pin.data?.contrasena && (
        <Card withBorder padding="sm" bg="var(--mantine-color-green-light)">
          <Text size="sm">Dicte este PIN al transportista cuando reciba su pedido:</Text>
          <Text fw={800} fz={32} lh={1.2} data-testid="pin-entrega" style={{ letterSpacing: 4 }}>
            {pin.data.contrasena}
          </Text>
        </Card>
      )}
      <Card withBorder>
        <Pasos d={d} />
      </Card>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          component={Link}
          to={`/pedidos/${d.id}/chat`}
          leftSection={<IconMessageCircle size={18} />}
          h={44}
        >
          Chat del pedido
        </Button>
        <Button
          variant="light"
          component={Link}
          to={`/pedidos/${d.id}`}
          leftSection={<IconListDetails size={18} />}
          h={44}
        >
          Ver detalle
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
