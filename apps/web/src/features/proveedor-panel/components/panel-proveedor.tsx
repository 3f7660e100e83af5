import { formatoFecha, mensajeErrorAl } from '@nemu/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconBuildingStore,
  IconMessage,
  IconPackage,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorApi } from '../../../shared/api/consulta';
import { nombreVisible } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarError, avisarExito } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { useCambiarApertura, useInicioFabricante } from '../api/panel.api';

function Contador({
  titulo,
  valor,
  icono,
  enlace,
}: {
  titulo: string;
  valor: number;
  icono: ReactNode;
  enlace: string;
}) {
  return (
    <Card withBorder padding="md" component={Link} to={enlace} aria-label={`${titulo}: ${valor}`}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {titulo}
          </Text>
          <Text
            fz={28}
            fw={700}
            data-testid={`contador-${titulo.toLowerCase().replaceAll(' ', '-')}`}
          >
            {valor}
          </Text>
        </Stack>
        {icono}
      </Group>
    </Card>
  );
}

/** Panel del proveedor (§9: se actualiza solo cada 30 s). */
export function PanelProveedor() {
  const usuario = useUsuario();
  const inicio = useInicioFabricante();
  const apertura = useCambiarApertura();
  const saludo = (
    <Group gap="sm" align="center">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        ¡Hola, {usuario ? nombreVisible(usuario) : ''}!
      </Title>
      <Badge variant="light">Proveedor</Badge>
      <Text size="sm" c="dimmed" w="100%">
        Hoy es {formatoFecha(new Date())}
      </Text>
    </Group>
  );

  if (inicio.isPending) {
    return (
      <Stack>
        {saludo}
        <Loader role="status" aria-label="Cargando el panel" />
      </Stack>
    );
  }
  if (inicio.isError) {
    return (
      <Stack>
        {saludo}
        <Alert color="red" title="No pudimos cargar el panel">
          {inicio.error instanceof ErrorApi
            ? inicio.error.message
            : 'Vuelva a intentar en unos momentos.'}
          <Button mt="sm" variant="light" onClick={() => void inicio.refetch()}>
            Reintentar
          </Button>
        </Alert>
      </Stack>
    );
  }
  const d = inicio.data;

  async function alternar(abrir: boolean) {
    if (
      !abrir &&
      !(await confirmar({
        mensaje: 'Su empresa dejará de recibir pedidos hasta que vuelva a abrir. ¿Continuar?',
      }))
    )
      return;
    apertura.mutate(abrir, {
      onSuccess: () =>
        avisarExito(abrir ? 'Su empresa vuelve a recibir pedidos.' : 'Su empresa quedó cerrada.'),
      onError: () => avisarError(mensajeErrorAl(abrir ? 'abrir la empresa' : 'cerrar la empresa')),
    });
  }

  return (
    <Stack gap="lg">
      {saludo}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{d.nombre}</Title>
          <Group gap="xs">
            <Badge color={d.abierto ? 'green' : 'gray'} size="lg">
              {d.abierto ? 'Abierto' : 'Cerrado'}
            </Badge>
            <Text size="sm" c="dimmed">
              {d.estado_apertura}
            </Text>
          </Group>
        </Stack>
        <Switch
          size="lg"
          label={d.pausado ? 'Cerrado manualmente' : 'Recibiendo pedidos'}
          checked={!d.pausado}
          disabled={apertura.isPending}
          onChange={(e) => void alternar(e.currentTarget.checked)}
        />
      </Group>

      {!d.aprobado && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle />}
          title="Su empresa está pendiente de aprobación"
        >
          Puede preparar su catálogo; nada será visible en la tienda hasta que un administrador
          apruebe su empresa.
          {!d.contrato_aceptado && (
            <Button
              component={Link}
              to="/proveedor/documentos"
              variant="light"
              size="xs"
              mt="xs"
              display="block"
            >
              Leer y aceptar el contrato
            </Button>
          )}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Contador
          titulo="Pendientes"
          valor={d.pendientes}
          enlace="/proveedor/pedidos/pendiente"
          icono={<IconPackage size={32} />}
        />
        <Contador
          titulo="Para retiro"
          valor={d.retiro}
          enlace="/proveedor/pedidos/retiro"
          icono={<IconTruckDelivery size={32} />}
        />
        <Contador
          titulo="Mensajes"
          valor={d.mensajes}
          enlace="/proveedor/ventas"
          icono={<IconMessage size={32} />}
        />
        <Contador
          titulo="Notificaciones"
          valor={d.notificaciones}
          enlace="/proveedor/notificaciones"
          icono={<IconBell size={32} />}
        />
      </SimpleGrid>

      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={4}>Alertas de stock</Title>
          <Button component={Link} to="/proveedor/inventario" variant="subtle" size="xs">
            Ir al inventario
          </Button>
        </Group>
        {d.alertas_stock.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconBuildingStore size={18} />
            <Text size="sm">Ningún producto está por debajo de su stock mínimo.</Text>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Producto</Table.Th>
                  <Table.Th ta="right">Disponible</Table.Th>
                  <Table.Th ta="right">Mínimo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.alertas_stock.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Link to={`/proveedor/catalogo/update/${a.id}/`}>{a.nombre}</Link>
                    </Table.Td>
                    <Table.Td ta="right" c={a.cantidad_disponible === 0 ? 'red' : undefined}>
                      {a.cantidad_disponible}
                    </Table.Td>
                    <Table.Td ta="right">{a.stock_minimo}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Text size="xs" c="dimmed">
        El panel se actualiza automáticamente cada 30 segundos.
      </Text>
    </Stack>
  );
}
