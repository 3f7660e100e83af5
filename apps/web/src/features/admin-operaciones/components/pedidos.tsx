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
  ETIQUETAS_ESTADO_ORDEN_VENTA,
  ETIQUETAS_ESTADO_PEDIDO,
  ETIQUETAS_ESTADO_RUTEO,
  EstadoOrdenVenta,
  EstadoPedido,
  EstadoRuteo,
  formatoFecha,
  formatoFechaHora,
  formatoGuaranies,
  plural,
  telefonoA09,
  opciones,
  mensajeErrorAl,
  type OrdenVentaDetalle,
  type PedidoStaffDetalle,
} from '@nemu/domain';
import { IconAlertTriangle, IconPrinter, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ListaAdmin,
  ReembolsarPedido,
  sePuedeReembolsar,
  type ColumnaAdmin,
} from '../../../shared/admin';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  resolverIncidente,
  useOrdenVenta,
  useOrdenesVenta,
  usePedidoStaff,
  usePedidosStaff,
  useRefrescarOperaciones,
  type OrdenVenta,
  type ResumenPedido,
} from '../api/operaciones.api';
import {
  MENSAJE_CONFIRMAR_RUTEO,
  ResumenRuteoManual,
  accionRutearAhora,
  useRuteoManual,
} from './ruteo-manual';

const COLOR_PEDIDO: Record<number, string> = {
  0: 'gray',
  10: 'blue',
  20: 'indigo',
  30: 'cyan',
  40: 'green',
  50: 'red',
};

export const BadgeEstadoPedido = ({ estado, nombre }: { estado: number; nombre: string }) => (
  <Badge color={COLOR_PEDIDO[estado] ?? 'gray'} variant="light">
    {nombre}
  </Badge>
);

/** `/admin/pedido`: todos los pedidos, con estado en la URL. */
export function ListaPedidosAdmin() {
  const columnas: ColumnaAdmin<ResumenPedido>[] = [
    {
      titulo: 'Pedido',
      orden: 'id',
      celda: (p) => (
        <Anchor component={Link} to={`/admin/pedido/detail/${p.id}`} fw={600}>
          #{p.id}
        </Anchor>
      ),
    },
    { titulo: 'Fecha', orden: 'fecha', celda: (p) => formatoFechaHora(p.fecha) },
    {
      titulo: 'Estado',
      celda: (p) => <BadgeEstadoPedido estado={p.estado} nombre={p.estado_nombre} />,
    },
    { titulo: 'Pago', celda: (p) => p.medio_pago_nombre },
    { titulo: 'Ítems', celda: (p) => p.cantidad_items },
    { titulo: 'Total', orden: 'total', celda: (p) => formatoGuaranies(p.total) },
  ];
  return (
    <ListaAdmin
      titulo="Pedidos"
      ordenPorDefecto="-fecha"
      useConsulta={usePedidosStaff}
      columnas={columnas}
      idDe={(p) => p.id}
      nombreDe={(p) => `Pedido ${p.id}`}
      etiquetaBusqueda="Buscar pedidos"
      vacio="No hay pedidos con esos filtros."
      enlaceDe={(p) => `/admin/pedido/detail/${p.id}`}
      filtrosOpciones={[
        {
          clave: 'estado',
          etiqueta: 'Estado',
          opciones: opciones(EstadoPedido, ETIQUETAS_ESTADO_PEDIDO),
        },
      ]}
    />
  );
}

function Dato({ etiqueta, valor }: { etiqueta: string; valor: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text size="sm">{valor || '—'}</Text>
    </div>
  );
}

/**
 * Pedido en 50 Incidente: qué pasó y «Resolver incidente y volver a despachar». Operaciones ya
 * devolvió la carga al punto de retiro del proveedor; la nueva hoja de ruta la retira allí.
 */
function IncidentePedido({
  pedido,
  alResolver,
}: {
  pedido: PedidoStaffDetalle;
  alResolver: () => void;
}) {
  const [enviando, setEnviando] = useState(false);
  const inc = pedido.incidente_abierto;

  async function resolver() {
    const ok = await confirmar({
      titulo: `Resolver el incidente del pedido #${pedido.id}`,
      mensaje:
        'El pedido vuelve a «En proceso» y sus órdenes de venta retiradas vuelven a despacho: la próxima hoja de ruta retira la carga de nuevo en el punto de retiro del proveedor, con un código de retiro nuevo. Se avisa al cliente.',
      textoConfirmar: 'Resolver y volver a despachar',
    });
    if (!ok) return;
    setEnviando(true);
    const r = await resolverIncidente(pedido.id);
    setEnviando(false);
    if (r?.kind === 'ok') {
      const n = r.data.ordenes_venta.length;
      avisarExito(
        n === 0
          ? 'Incidente resuelto: el pedido volvió a En proceso.'
          : `Incidente resuelto: ${plural(n, 'orden de venta vuelve', 'órdenes de venta vuelven')} a despacho.`,
      );
      alResolver();
    } else if (r) avisarFallo(r, mensajeErrorAl('resolver el incidente'));
  }

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title="Incidente en la ruta de entrega"
      data-testid="pedido-incidente"
    >
      <Stack gap="xs">
        <Text size="sm">
          {inc
            ? `El transportista reportó «${inc.tipo_nombre}» el ${formatoFechaHora(inc.fecha)} con la carga a bordo${inc.hoja_ruta ? ` (hoja de ruta #${inc.hoja_ruta})` : ''}.`
            : 'El transportista reportó un incidente con la carga a bordo.'}{' '}
          El pedido no avanza hasta que se resuelva.
        </Text>
        <Text size="sm">
          Resuélvalo cuando operaciones haya devuelto la carga al punto de retiro del proveedor: las
          órdenes de venta vuelven a despacho y una nueva hoja de ruta la retira allí de nuevo.
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            color="red"
            size="md"
            leftSection={<IconRoute size={18} />}
            loading={enviando}
            onClick={() => void resolver()}
          >
            Resolver incidente y volver a despachar
          </Button>
          {inc?.hoja_ruta && (
            <Anchor component={Link} to={`/admin/hoja_ruta/detail/${inc.hoja_ruta}`} size="sm">
              Ver la hoja de ruta #{inc.hoja_ruta}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * `/admin/pedido/detail/{id}`: cliente, entrega, productos, órdenes de venta e historial; el
 * reembolso de un pedido pagado (con o sin factura, también en efectivo contra entrega) o, si ya
 * se reembolsó, cuándo; en 50 Incidente, la resolución que lo vuelve a despachar.
 */
export function DetallePedidoAdmin({ id }: { id: number }) {
  const consulta = usePedidoStaff(id);
  const refrescar = useRefrescarOperaciones();
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando el pedido" />;
  if (consulta.isError) return <Alert color="red">No pudimos cargar el pedido #{id}.</Alert>;
  const p = consulta.data;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Pedido #{p.id}</Title>
        <Group wrap="wrap">
          <BadgeEstadoPedido estado={p.estado} nombre={p.estado_nombre} />
          {p.reembolsado ? (
            <Badge color="orange" variant="light" data-testid="pedido-reembolsado">
              Reembolsado{p.reembolsado_en ? ` el ${formatoFecha(p.reembolsado_en)}` : ''}
            </Badge>
          ) : (
            sePuedeReembolsar(p.estado) && (
              <ReembolsarPedido pedido={p.id} alReembolsar={refrescar} />
            )
          )}
        </Group>
      </Group>
      {p.estado === EstadoPedido.INCIDENTE && <IncidentePedido pedido={p} alResolver={refrescar} />}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Title order={4} mb="xs">
            Cliente
          </Title>
          <Stack gap={6}>
            <Anchor component={Link} to={`/admin/cliente/${p.cliente.id}`} fw={600}>
              {p.cliente.nombre}
            </Anchor>
            <Dato etiqueta="Correo" valor={p.cliente.email} />
            <Dato
              etiqueta="Teléfono de entrega"
              valor={p.nro_telefono ? telefonoA09(p.nro_telefono) : null}
            />
            <Dato
              etiqueta="Facturación"
              valor={[p.razon_social, p.ruc].filter(Boolean).join(' · ')}
            />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={4} mb="xs">
            Entrega
          </Title>
          <Stack gap={6}>
            <Dato etiqueta="Modalidad" valor={p.delivery ? 'Envío a domicilio' : 'Retiro'} />
            <Dato etiqueta="Dirección" valor={[p.direccion, p.ciudad].filter(Boolean).join(', ')} />
            <Dato etiqueta="Referencia" valor={p.direccion_referencia} />
            <Dato
              etiqueta="Fecha de entrega"
              valor={
                p.fecha_entrega
                  ? `${formatoFecha(p.fecha_entrega)} ${p.hora_entrega_inicio?.slice(0, 5) ?? ''}–${p.hora_entrega_fin?.slice(0, 5) ?? ''}`
                  : null
              }
            />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={4} mb="xs">
            Pago
          </Title>
          <Stack gap={6}>
            <Dato etiqueta="Medio" valor={p.medio_pago_nombre} />
            <Dato etiqueta="Subtotal" valor={formatoGuaranies(p.subtotal)} />
            <Dato etiqueta="Envío" valor={formatoGuaranies(p.costo_envio)} />
            <Text fw={700}>Total {formatoGuaranies(p.total)}</Text>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={4} mb="xs">
          Productos
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Producto</Table.Th>
                <Table.Th>Cantidad</Table.Th>
                <Table.Th>Precio</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.productos.map((l, i) => (
                <Table.Tr key={`${l.producto}-${i}`}>
                  <Table.Td>{l.nombre}</Table.Td>
                  <Table.Td>{l.cantidad}</Table.Td>
                  <Table.Td>{formatoGuaranies(l.precio)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={4} mb="xs">
            Órdenes de venta
          </Title>
          {p.ordenes_venta.length === 0 ? (
            <Text c="dimmed">Sin órdenes de venta.</Text>
          ) : (
            <Stack gap="xs">
              {p.ordenes_venta.map((o) => (
                <Group key={o.id} justify="space-between" wrap="wrap">
                  <Anchor component={Link} to={`/admin/orden_venta/detail/${o.id}`}>
                    #{o.id} · {o.fabricante_nombre}
                  </Anchor>
                  <Group gap={6}>
                    <Badge variant="light">{o.estado_nombre}</Badge>
                    <Badge variant="outline">{o.estado_ruteo_nombre}</Badge>
                    <Text size="sm">{formatoGuaranies(o.total)}</Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
        <Card withBorder>
          <Title order={4} mb="xs">
            Historial
          </Title>
          {p.historial.length === 0 ? (
            <Text c="dimmed">Sin cambios de estado registrados.</Text>
          ) : (
            <Timeline active={p.historial.length - 1} bulletSize={16} lineWidth={2}>
              {p.historial.map((h, i) => (
                <Timeline.Item key={i} title={h.estado_nombre}>
                  <Text size="xs" c="dimmed">
                    {formatoFechaHora(h.fecha)}
                  </Text>
                  {h.detalle && <Text size="sm">{h.detalle}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * `/admin/orden_venta/`: órdenes de venta de todos los proveedores; las elegidas se rutean ya
 * («Rutear ahora») y el resumen del lote queda arriba de la lista.
 */
export function ListaOrdenesAdmin() {
  const ruteo = useRuteoManual();
  const columnas: ColumnaAdmin<OrdenVenta>[] = [
    {
      titulo: 'Orden',
      orden: 'id',
      celda: (o) => (
        <Anchor component={Link} to={`/admin/orden_venta/detail/${o.id}`} fw={600}>
          #{o.id}
        </Anchor>
      ),
    },
    {
      titulo: 'Pedido',
      celda: (o) => (
        <Anchor component={Link} to={`/admin/pedido/detail/${o.pedido}`}>
          #{o.pedido}
        </Anchor>
      ),
    },
    { titulo: 'Fecha', orden: 'fecha', celda: (o) => formatoFechaHora(o.fecha) },
    { titulo: 'Cliente', celda: (o) => o.cliente ?? '—' },
    { titulo: 'Estado', celda: (o) => <Badge variant="light">{o.estado_nombre}</Badge> },
    { titulo: 'Ruteo', celda: (o) => <Badge variant="outline">{o.estado_ruteo_nombre}</Badge> },
    { titulo: 'Total', orden: 'total', celda: (o) => formatoGuaranies(o.total) },
  ];
  return (
    <ListaAdmin
      titulo="Órdenes de venta"
      ordenPorDefecto="-fecha"
      useConsulta={useOrdenesVenta}
      columnas={columnas}
      idDe={(o) => o.id}
      nombreDe={(o) => `Orden ${o.id}`}
      etiquetaBusqueda="Buscar por cliente o dirección"
      vacio="No hay órdenes de venta con esos filtros."
      enlaceDe={(o) => `/admin/orden_venta/detail/${o.id}`}
      accionesMasivas={[accionRutearAhora(ruteo.rutear)]}
      barra={() => (
        <ResumenRuteoManual estado={ruteo.estado} alCerrar={ruteo.cerrar} enlazarOrdenes />
      )}
      filtrosOpciones={[
        {
          clave: 'estado',
          etiqueta: 'Estado',
          opciones: opciones(EstadoOrdenVenta, ETIQUETAS_ESTADO_ORDEN_VENTA),
        },
        {
          clave: 'estado_ruteo',
          etiqueta: 'Ruteo',
          opciones: opciones(EstadoRuteo, ETIQUETAS_ESTADO_RUTEO),
        },
      ]}
    />
  );
}

/**
 * ¿Tiene sentido ofrecer «Rutear ahora»? Una orden confirmada, con envío y todavía sin hoja de
 * ruta. Si aun así el lote no la toma (fecha fuera del horizonte, otro lote), el resumen dice por qué.
 */
const sePuedeRutear = (o: OrdenVentaDetalle): boolean =>
  o.estado === EstadoOrdenVenta.CONFIRMADO &&
  o.delivery &&
  o.estado_ruteo !== EstadoRuteo.RUTEADO &&
  o.estado_ruteo !== EstadoRuteo.NO_ES_DELIVERY;

/**
 * `/admin/orden_venta/detail/{id}`: la orden con sus productos, el acceso a imprimir y, si se
 * puede, «Rutear ahora» con el resumen del lote.
 */
export function DetalleOrdenAdmin({ id }: { id: number }) {
  const consulta = useOrdenVenta(id);
  const ruteo = useRuteoManual();
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando la orden" />;
  if (consulta.isError) return <Alert color="red">No pudimos cargar la orden #{id}.</Alert>;
  const o = consulta.data;

  async function rutearAhora() {
    const ok = await confirmar({
      titulo: `Rutear la orden #${id}`,
      mensaje: MENSAJE_CONFIRMAR_RUTEO,
      textoConfirmar: 'Rutear ahora',
    });
    if (ok) await ruteo.rutear([id]);
  }

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Orden de venta #{o.id}</Title>
        <Group gap="sm" wrap="wrap">
          {sePuedeRutear(o) && (
            <Button
              variant="light"
              leftSection={<IconRoute size={18} />}
              size="md"
              loading={ruteo.estado?.tipo === 'ruteando'}
              onClick={() => void rutearAhora()}
            >
              Rutear ahora
            </Button>
          )}
          <Button
            component={Link}
            to={`/admin/imprimir/${o.id}`}
            leftSection={<IconPrinter size={18} />}
            size="md"
          >
            Imprimir etiqueta
          </Button>
        </Group>
      </Group>
      <ResumenRuteoManual estado={ruteo.estado} alCerrar={ruteo.cerrar} />
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Dato
            etiqueta="Pedido"
            valor={
              <Anchor component={Link} to={`/admin/pedido/detail/${o.pedido}`}>
                #{o.pedido}
              </Anchor>
            }
          />
          <Dato etiqueta="Estado" valor={o.estado_nombre} />
          <Dato etiqueta="Ruteo" valor={o.estado_ruteo_nombre} />
          <Dato etiqueta="Motivo de ruteo" valor={o.motivo_ruteo} />
          <Dato etiqueta="Cliente" valor={o.cliente} />
          <Dato etiqueta="Dirección" valor={o.direccion} />
          {/* El retiro es un día (el proveedor no elige hora): la hora guardada no se muestra. */}
          <Dato etiqueta="Retiro" valor={formatoFecha(o.fecha_retiro)} />
          <Dato etiqueta="Comisión" valor={formatoGuaranies(o.comision)} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={4} mb="xs">
          Productos
        </Title>
        {o.productos.length === 0 ? (
          <Text c="dimmed">Sin productos.</Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Producto</Table.Th>
                  <Table.Th>Cantidad</Table.Th>
                  <Table.Th>Precio</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.productos.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.nombre}</Table.Td>
                    <Table.Td>{l.cantidad}</Table.Td>
                    <Table.Td>{formatoGuaranies(l.precio)}</Table.Td>
                    <Table.Td>{formatoGuaranies(l.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text fw={700} ta="right" mt="sm">
          Total {formatoGuaranies(o.total)}
        </Text>
      </Card>
    </Stack>
  );
}
