import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMessageCircle, IconPackage } from '@tabler/icons-react';
import { formatoFecha, formatoGuaranies } from '@nemu/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { textoMensajesNuevos, useNoLeidosChat } from '../../../shared/chat/no-leidos';
import { TAMANO_PAGINA_PEDIDOS, usePedidos } from '../api/pedidos.api';
import { EstadoPedidoBadge } from './estado-pedido';

/** Pedidos del cliente: los 2 primeros productos y la cantidad de ítems (§3). */
export function ListaPedidos() {
  const [pagina, setPagina] = useState(1);
  const pedidos = usePedidos(pagina);
  const noLeidos = useNoLeidosChat();
  if (pedidos.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Cargando pedidos" />
      </Group>
    );
  }
  if (pedidos.isError) {
    return (
      <Alert color="red" title="No pudimos cargar sus pedidos">
        {pedidos.error.message}
        <Button mt="sm" variant="light" onClick={() => void pedidos.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  const { results, count } = pedidos.data;
  return (
    <Stack maw={720} mx="auto">
      <Title order={2}>Mis pedidos</Title>
      {results.length === 0 && (
        <Stack align="center" py="xl">
          <IconPackage size={48} />
          <Text>Todavía no hizo ningún pedido.</Text>
          <Button component={Link} to="/">
            Ir a la tienda
          </Button>
        </Stack>
      )}
      {results.map((p) => {
        const nuevos = noLeidos.get(p.id) ?? 0;
        return (
          <Card
            key={p.id}
            withBorder
            component={Link}
            to={`/pedidos/${p.id}`}
            aria-label={`Pedido ${p.id}`}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text fw={600}>Pedido N.º {p.id}</Text>
                <Text size="sm" c="dimmed">
                  {formatoFecha(p.fecha)} · {p.cantidad_items}{' '}
                  {p.cantidad_items === 1 ? 'ítem' : 'ítems'}
                </Text>
                {p.productos.map((x) => (
                  <Text key={x.id} size="sm" className="texto-entero">
                    {x.cantidad} × {x.nombre}
                  </Text>
                ))}
                {nuevos > 0 && (
                  <Badge
                    color="red"
                    variant="light"
                    leftSection={<IconMessageCircle size={14} />}
                    style={{ alignSelf: 'flex-start' }}
                    data-testid="pedido-mensajes-nuevos"
                  >
                    {textoMensajesNuevos(nuevos)}
                  </Badge>
                )}
              </Stack>
              {/* El estado y el total no se achican: los nombres largos de la izquierda pasan de línea. */}
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <EstadoPedidoBadge estado={p.estado} nombre={p.estado_nombre} />
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatoGuaranies(p.total)}
                </Text>
              </Stack>
            </Group>
          </Card>
        );
      })}
      {count > TAMANO_PAGINA_PEDIDOS && (
        <Pagination
          total={Math.ceil(count / TAMANO_PAGINA_PEDIDOS)}
          value={pagina}
          onChange={setPagina}
        />
      )}
    </Stack>
  );
}
