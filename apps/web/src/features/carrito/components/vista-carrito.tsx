import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  Image,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { campoFechaHoraAsuncion, formatoGuaranies, instanteDeCampoFechaHora } from '@nemu/domain';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EstimacionEnvio } from '../../../shared/tienda/estimacion-envio';
import { rutaProducto } from '../../../shared/tienda/slug';
import { CampoFechaHora } from '../../../shared/ui/campo-fecha-hora';
import { SelectorCantidad } from '../../../shared/ui/selector-cantidad';
import { avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  useCambiarCarrito,
  useCarrito,
  useConfigurarEntrega,
  type Carrito,
  type LineaCarrito,
} from '../api/carrito.api';

function Linea({ linea }: { linea: LineaCarrito }) {
  const cambiar = useCambiarCarrito();
  const fijar = async (cantidad: number, eliminar = false) => {
    const r = await cambiar.mutateAsync({
      producto_id: linea.id,
      variante: linea.variante?.id ?? null,
      cantidad,
      eliminar,
      precio_mejorado: linea.precio_mejorado,
    });
    if (r && r.kind !== 'ok') avisarFallo(r, 'No se pudo actualizar el carrito');
  };
  const quitar = async () => {
    const ok = await confirmar({
      mensaje: `¿Quitar "${linea.nombre}" del carrito?`,
      textoConfirmar: 'Quitar',
      peligro: true,
    });
    if (ok) await fijar(0, true);
  };
  const variante = [linea.variante?.color, linea.variante?.medida].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="sm" data-testid="linea-carrito">
      <Group wrap="nowrap" align="start">
        <Image src={linea.imagen} alt="" w={64} h={64} fit="contain" bg="gray.0" radius="sm" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {/* El nombre completo y la variante: dos variantes no deben verse iguales. */}
          <Anchor component={Link} to={rutaProducto(linea)} fw={600} size="sm">
            {linea.nombre}
          </Anchor>
          {variante && (
            <Text size="sm" fw={500} data-testid="variante-linea">
              {variante}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {linea.fabricante}
          </Text>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <SelectorCantidad
              etiqueta={`Cantidad de ${linea.nombre}`}
              valor={linea.cantidad}
              max={linea.cantidad_disponible}
              alCambiar={(v) => {
                if (v !== linea.cantidad) void fijar(v);
              }}
            />
            <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="total-linea">
              {formatoGuaranies(linea.total)}
            </Text>
          </Group>
          {linea.precio_aplicado < (linea.variante?.precio ?? linea.precio) && (
            <Text size="xs" c="teal.9">
              Precio mayorista: {formatoGuaranies(linea.precio_aplicado)} c/u
            </Text>
          )}
        </Stack>
        <ActionIcon
          size={44}
          variant="subtle"
          color="red"
          aria-label={`Quitar ${linea.nombre}`}
          onClick={() => void quitar()}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}

function Entrega({ carrito }: { carrito: Carrito }) {
  const configurar = useConfigurarEntrega();
  // Los campos muestran la hora de Asunción; el carrito guarda instantes (UTC).
  const [desde, setDesde] = useState(campoFechaHoraAsuncion(carrito.entregaDesde ?? ''));
  const [hasta, setHasta] = useState(campoFechaHoraAsuncion(carrito.entregaHasta ?? ''));
  const [conHorario, setConHorario] = useState(!carrito.envio_sin_hora);
  const guardar = async (datos: Parameters<typeof configurar.mutateAsync>[0]) => {
    const r = await configurar.mutateAsync(datos);
    if (r && r.kind !== 'ok') avisarFallo(r);
  };
  const aIso = (campo: string) => instanteDeCampoFechaHora(campo)?.toISOString() ?? null;
  return (
    <Stack gap="xs">
      <Text fw={600}>Entrega</Text>
      <SegmentedControl
        value={conHorario ? 'con' : 'sin'}
        onChange={(v) => {
          setConHorario(v === 'con');
          if (v === 'sin') void guardar({ envio_sin_hora: true });
        }}
        data={[
          { value: 'sin', label: 'Sin horario' },
          { value: 'con', label: 'Con horario' },
        ]}
      />
      {conHorario && (
        <Group grow align="end" wrap="wrap">
          <CampoFechaHora label="Desde" value={desde} onChange={setDesde} miw={200} />
          <CampoFechaHora label="Hasta" value={hasta} onChange={setHasta} miw={200} />
          <Button
            variant="light"
            disabled={!desde || !hasta}
            loading={configurar.isPending}
            onClick={() => void guardar({ entrega_desde: aIso(desde), entrega_hasta: aIso(hasta) })}
          >
            Guardar horario
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** `/carrito`: líneas, cantidades, totales en guaraníes, compra mejorada y entrega. */
export function VistaCarrito() {
  const { data: carrito, isPending, isError, refetch } = useCarrito();
  const configurar = useConfigurarEntrega();

  if (isPending) return <Skeleton h={240} />;
  if (isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="No se pudo cargar el carrito">
        <Button variant="light" size="xs" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  if (carrito.productos.length === 0) {
    return (
      <Stack align="center" py="xl">
        <Text c="dimmed">Su carrito está vacío.</Text>
        <Button component={Link} to="/buscar">
          Buscar productos
        </Button>
      </Stack>
    );
  }
  const { totales } = carrito;
  const ofreceMayorista = carrito.productos.some((l) => l.precio_mayorista !== null);
  return (
    <Stack>
      <Title order={1} fz="h2">
        Carrito ({totales.cantidadItems})
      </Title>
      {carrito.productos.map((l) => (
        <Linea key={l.linea} linea={l} />
      ))}
      <Card withBorder>
        <Stack gap="sm">
          {ofreceMayorista && (
            <Switch
              label="Compra mejorada"
              description="Pague el precio mayorista en los productos que lo ofrecen al llevar al menos su cantidad mínima."
              checked={carrito.compra_mejorada}
              onChange={(e) =>
                void configurar.mutateAsync({ compra_mejorada: e.currentTarget.checked })
              }
            />
          )}
          <Entrega carrito={carrito} />
          <Divider />
          <Group justify="space-between">
            <Text>Subtotal</Text>
            <Text>{formatoGuaranies(totales.subtotal)}</Text>
          </Group>
          {totales.diferencia > 0 && (
            <Group justify="space-between" c="teal.9">
              <Text>Ahorro por precio mayorista</Text>
              <Text data-testid="diferencia">− {formatoGuaranies(totales.diferencia)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={700}>Total de productos</Text>
            <Text fw={700} data-testid="total-carrito" style={{ whiteSpace: 'nowrap' }}>
              {formatoGuaranies(totales.total)}
            </Text>
          </Group>
          <EstimacionEnvio fabricantes={carrito.productos.map((l) => l.fabricante_id)} />
          <Text size="xs" c="dimmed">
            El costo exacto del envío se calcula con su dirección al finalizar la compra.
          </Text>
          <Button component={Link} to="/checkout" size="md">
            Continuar con la compra
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
