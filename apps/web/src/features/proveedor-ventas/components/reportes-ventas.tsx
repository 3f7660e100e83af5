import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  MENSAJES,
  filtroDeRango,
  formatoFecha,
  formatoGuaranies,
  rangoInvertido,
} from '@nemu/domain';
import { useState } from 'react';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import {
  useBalance,
  useEstadisticas,
  useResumen,
  useVentasProductos,
  type Rango,
} from '../api/ventas.api';

function useRango() {
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const rango: Rango = filtroDeRango(desde, hasta);
  const filtros = (
    <Group grow maw={420} align="start">
      <CampoFecha label="Desde" value={desde} onChange={setDesde} />
      <CampoFecha
        label="Hasta"
        value={hasta}
        onChange={setHasta}
        error={rangoInvertido(desde, hasta) ? MENSAJES.rangoFechasInvalido : undefined}
      />
    </Group>
  );
  return { rango, filtros };
}

function Dato({ titulo, valor }: { titulo: string; valor: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {titulo}
      </Text>
      <Text fw={700} fz="lg">
        {valor}
      </Text>
    </Card>
  );
}

export function ResumenVentas() {
  const { rango, filtros } = useRango();
  const resumen = useResumen(rango);
  const productos = useVentasProductos(rango);
  return (
    <Stack>
      <Title order={2}>Ventas</Title>
      {filtros}
      {resumen.isPending ? (
        <Loader role="status" aria-label="Cargando ventas" />
      ) : resumen.isError ? (
        <Alert color="red">No pudimos cargar el resumen.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Dato titulo="Vendido" valor={formatoGuaranies(resumen.data.vendido)} />
          <Dato titulo="Comisión" valor={formatoGuaranies(resumen.data.comision)} />
          <Dato titulo="Pedidos" valor={String(resumen.data.pedidos)} />
          <Dato titulo="Ticket promedio" valor={formatoGuaranies(resumen.data.ticket_promedio)} />
        </SimpleGrid>
      )}
      <Card withBorder>
        <Title order={4} mb="sm">
          Productos vendidos
        </Title>
        {(productos.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            Sin ventas en el período.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Tbody>
                {(productos.data ?? []).map((p) => (
                  <Table.Tr key={p.producto}>
                    <Table.Td>{p.nombre}</Table.Td>
                    <Table.Td ta="right">{p.unidades} u.</Table.Td>
                    <Table.Td ta="right">{formatoGuaranies(p.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

export function BalanceProveedor() {
  const { rango, filtros } = useRango();
  const balance = useBalance(rango);
  return (
    <Stack>
      <Title order={2}>Balance</Title>
      {filtros}
      {balance.isPending ? (
        <Loader role="status" aria-label="Cargando balance" />
      ) : balance.isError ? (
        <Alert color="red">No pudimos cargar el balance.</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Dato titulo="Vendido" valor={formatoGuaranies(balance.data.vendido)} />
            <Dato titulo="Comisión Ñemu" valor={formatoGuaranies(balance.data.comision)} />
            <Dato titulo="Pagado" valor={formatoGuaranies(balance.data.pagado)} />
            <Dato titulo="A cobrar" valor={formatoGuaranies(balance.data.a_pagar)} />
          </SimpleGrid>
          <Card withBorder>
            <Title order={4} mb="sm">
              Por categoría
            </Title>
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Categoría</Table.Th>
                    <Table.Th ta="right">Vendido</Table.Th>
                    <Table.Th ta="right">Comisión</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {balance.data.por_categoria.map((c) => (
                    <Table.Tr key={c.categoria ?? 0}>
                      <Table.Td>{c.nombre}</Table.Td>
                      <Table.Td ta="right">{formatoGuaranies(c.total)}</Table.Td>
                      <Table.Td ta="right">{formatoGuaranies(c.comision)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
    </Stack>
  );
}

export function EstadisticasVentas() {
  const { rango, filtros } = useRango();
  const e = useEstadisticas(rango);
  return (
    <Stack>
      <Title order={2}>Estadísticas</Title>
      {filtros}
      {e.isPending ? (
        <Loader role="status" aria-label="Cargando estadísticas" />
      ) : e.isError ? (
        <Alert color="red">No pudimos cargar las estadísticas.</Alert>
      ) : e.data.por_dia.length === 0 ? (
        <Text c="dimmed">Sin ventas en el período.</Text>
      ) : (
        <>
          <Card withBorder>
            <Title order={4} mb="sm">
              Ventas por día
            </Title>
            <LineChart
              h={240}
              data={e.data.por_dia.map((d) => ({ fecha: formatoFecha(d.fecha), total: d.total }))}
              dataKey="fecha"
              series={[{ name: 'total', label: 'Vendido', color: 'blue.6' }]}
              valueFormatter={formatoGuaranies}
            />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Title order={4} mb="sm">
                Productos más vendidos
              </Title>
              <BarChart
                h={260}
                data={e.data.por_producto}
                dataKey="nombre"
                series={[{ name: 'total', label: 'Vendido', color: 'teal.6' }]}
                valueFormatter={formatoGuaranies}
              />
            </Card>
            <Card withBorder>
              <Title order={4} mb="sm">
                Por categoría
              </Title>
              <BarChart
                h={260}
                data={e.data.por_categoria}
                dataKey="nombre"
                series={[{ name: 'total', label: 'Vendido', color: 'grape.6' }]}
                valueFormatter={formatoGuaranies}
              />
            </Card>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
