import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatoFecha, formatoGuaranies, formatoMiles } from '@nemu/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useBalanceEmpresa, useMovimientosEmpresa } from '../api/empresa-transporte.api';
import { nombreMes } from './inicio-empresa';

const POR_PAGINA = 20;

function Movimientos() {
  const [pagina, setPagina] = useState(1);
  const movimientos = useMovimientosEmpresa(pagina);
  const escritorio = useMediaQuery('(min-width: 48em)');
  if (movimientos.isPending) return <Skeleton h={160} />;
  if (movimientos.isError)
    return (
      <Alert color="red" title="No se pudieron cargar los movimientos">
        <Button variant="light" size="sm" mt="xs" onClick={() => void movimientos.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  const { results, count } = movimientos.data;
  if (count === 0)
    return (
      <Card withBorder>
        <Text size="sm" c="dimmed">
          Todavía no hay rutas terminadas con sus vehículos.
        </Text>
      </Card>
    );
  return (
    <Stack>
      {escritorio ? (
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Ruta</Table.Th>
              <Table.Th>Vehículo</Table.Th>
              <Table.Th>Chofer</Table.Th>
              <Table.Th ta="right">Paradas</Table.Th>
              <Table.Th ta="right">Km</Table.Th>
              <Table.Th ta="right">Ganancia</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((m) => (
              <Table.Tr key={m.hoja_ruta}>
                <Table.Td>{formatoFecha(m.fecha)}</Table.Td>
                <Table.Td>#{m.hoja_ruta}</Table.Td>
                <Table.Td>{m.numero_chapa}</Table.Td>
                <Table.Td>{m.transportista_nombre ?? '—'}</Table.Td>
                <Table.Td ta="right">{m.cantidad_paradas}</Table.Td>
                <Table.Td ta="right">{formatoMiles(Math.round(m.kilometros_recorrido))}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatoGuaranies(m.monto)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Card withBorder p={0}>
          {results.map((m) => (
            <Group key={m.hoja_ruta} justify="space-between" px="md" py="xs" wrap="nowrap">
              <div>
                <Text size="sm" fw={600}>
                  {formatoFecha(m.fecha)} · {m.numero_chapa}
                </Text>
                <Text size="xs" c="dimmed">
                  Ruta #{m.hoja_ruta} · {m.transportista_nombre ?? 'Sin chofer'} ·{' '}
                  {m.cantidad_paradas} paradas
                </Text>
              </div>
              <Text fw={600}>{formatoGuaranies(m.monto)}</Text>
            </Group>
          ))}
        </Card>
      )}
      {count > POR_PAGINA && (
        <Pagination
          total={Math.ceil(count / POR_PAGINA)}
          value={pagina}
          onChange={setPagina}
          size="lg"
          aria-label="Páginas de movimientos"
        />
      )}
    </Stack>
  );
}

/**
 * /adm_transportista/balance: lo que ganaron las rutas de sus vehículos (tarifas acreditadas en el
 * libro mayor), por mes y en detalle, lo que falta cobrar y el efectivo sin depositar.
 */
export function BalanceEmpresa() {
  const balance = useBalanceEmpresa();
  return (
    <Stack maw={1100}>
      <Title order={2}>Balance</Title>
      {balance.isPending && <Skeleton h={200} />}
      {balance.isError && (
        <Alert color="red" title="No se pudo cargar el balance">
          <Button variant="light" size="sm" mt="xs" onClick={() => void balance.refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {balance.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Ganancias del mes
              </Text>
              <Text fw={700} fz="lg" c="teal.9">
                {formatoGuaranies(balance.data.ganancias_mes)}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Rutas del mes
              </Text>
              <Text fw={700} fz="lg">
                {balance.data.rutas_mes}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Ganancias totales
              </Text>
              <Text fw={700} fz="lg">
                {formatoGuaranies(balance.data.ganancias_total)}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Rutas totales
              </Text>
              <Text fw={700} fz="lg">
                {balance.data.rutas_total}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Saldo a cobrar de sus choferes
              </Text>
              <Text fw={700} fz="lg" data-testid="saldo-empresa">
                {formatoGuaranies(balance.data.saldo + balance.data.efectivo_pendiente)}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Efectivo sin depositar
              </Text>
              <Text
                fw={700}
                fz="lg"
                c={balance.data.efectivo_pendiente > 0 ? 'orange.8' : undefined}
                data-testid="efectivo-empresa"
              >
                {formatoGuaranies(balance.data.efectivo_pendiente)}
              </Text>
            </Card>
          </SimpleGrid>
          {balance.data.por_mes.length > 0 && (
            <Card withBorder>
              <Text fw={600} mb="sm">
                Ganancias por mes (últimos 12)
              </Text>
              <BarChart
                h={220}
                dataKey="mes"
                data={[...balance.data.por_mes].reverse().map((m) => ({
                  mes: nombreMes(`${m.mes}-01`).replace(' de ', ' '),
                  Ganancias: m.ganancias,
                }))}
                series={[{ name: 'Ganancias', color: 'teal.6' }]}
                valueFormatter={formatoGuaranies}
                role="img"
                aria-label="Gráfico de ganancias por mes"
              />
            </Card>
          )}
        </>
      )}
      <Title order={4}>Movimientos</Title>
      <Movimientos />
    </Stack>
  );
}
