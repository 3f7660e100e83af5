import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCash, IconReceipt } from '@tabler/icons-react';
import { ETIQUETAS_CONCEPTO_LIBRO, formatoFechaHora, formatoGuaranies } from '@nemu/domain';
import { useState } from 'react';
import { useBalanceTransportista } from '../api/balance.api';
import { TAMANO_PAGINA_OPERACION, useMovimientos } from '../api/operacion.api';
import { useOperacionTransportista } from '../estado/use-operacion';
import { gananciaDelDia, gananciasPorDia, gananciasPorSemana } from '../logica/ganancias';
import { Cargando, ErrorCarga, Vacio } from './comunes';

const MOTIVOS: Record<string, string> = {
  ...ETIQUETAS_CONCEPTO_LIBRO,
  pago: 'Pago recibido',
  cobro_efectivo: 'Efectivo cobrado (a depositar)',
};

function Movimientos() {
  const [pagina, setPagina] = useState(1);
  const movs = useMovimientos(pagina);
  if (movs.isPending) return <Cargando que="movimientos" />;
  if (movs.isError)
    return (
      <ErrorCarga
        titulo="No se pudieron cargar sus movimientos"
        error={movs.error}
        reintentar={() => void movs.refetch()}
      />
    );
  if (movs.data.results.length === 0)
    return (
      <Vacio icono={<IconReceipt size={40} aria-hidden />}>
        <Text size="sm">
          Todavía no tiene movimientos. Cada ruta terminada suma su tarifa aquí.
        </Text>
      </Vacio>
    );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={340}>
        <Table striped verticalSpacing="xs" data-testid="movimientos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Detalle</Table.Th>
              <Table.Th ta="right">Monto</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {movs.data.results.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatoFechaHora(m.fecha)}</Table.Td>
                <Table.Td>
                  {MOTIVOS[m.motivo] ?? m.motivo}
                  {m.hoja_ruta ? ` · hoja ${m.hoja_ruta}` : ''}
                  {m.descripcion ? (
                    <Text size="xs" c="dimmed">
                      {m.descripcion}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td
                  ta="right"
                  style={{ whiteSpace: 'nowrap' }}
                  c={m.monto < 0 ? 'red.9' : 'teal.9'}
                  fw={600}
                >
                  {formatoGuaranies(m.monto)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {movs.data.count > TAMANO_PAGINA_OPERACION && (
        <Pagination
          total={Math.ceil(movs.data.count / TAMANO_PAGINA_OPERACION)}
          value={pagina}
          onChange={setPagina}
          aria-label="Páginas de movimientos"
        />
      )}
    </Stack>
  );
}

/** Ganancias por día y semana, saldo y movimientos del balance. */
export function Ganancias() {
  useOperacionTransportista();
  const [vista, setVista] = useState<'dia' | 'semana'>('dia');
  // Los últimos 100 movimientos alcanzan para el gráfico de las últimas semanas.
  const recientes = useMovimientos(1, 100);
  const datos = recientes.data?.results ?? [];
  // Del libro mayor: lo ganado menos lo pagado, y aparte el efectivo cobrado sin depositar.
  const balance = useBalanceTransportista();
  const efectivo = balance.data?.efectivo_pendiente ?? 0;
  const aCobrar = (balance.data?.saldo ?? 0) + efectivo;
  const fallo = recientes.error ?? balance.error;
  const barras = vista === 'dia' ? gananciasPorDia(datos, 7) : gananciasPorSemana(datos, 6);
  const totalPeriodo = barras.reduce((s, b) => s + b.monto, 0);

  return (
    <Stack maw={1000} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        Ganancias
      </Title>
      {recientes.isPending || balance.isPending ? (
        <Cargando que="ganancias" />
      ) : fallo ? (
        <ErrorCarga
          titulo="No se pudieron cargar sus ganancias"
          error={fallo}
          reintentar={() => {
            void recientes.refetch();
            void balance.refetch();
          }}
        />
      ) : (
        <>
          <SimpleGrid cols={2} spacing="sm" maw={640}>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Hoy
              </Text>
              <Text
                fw={800}
                size="lg"
                data-testid="ganancia-de-hoy"
                style={{ whiteSpace: 'nowrap' }}
              >
                {formatoGuaranies(gananciaDelDia(datos))}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                Saldo a cobrar
              </Text>
              <Text fw={800} size="lg" data-testid="saldo" style={{ whiteSpace: 'nowrap' }}>
                {formatoGuaranies(aCobrar)}
              </Text>
            </Card>
          </SimpleGrid>
          {efectivo > 0 && (
            <Alert
              color="orange"
              icon={<IconCash />}
              title={`Efectivo a depositar: ${formatoGuaranies(efectivo)}`}
              maw={640}
              data-testid="efectivo-a-depositar"
            >
              Es el efectivo que cobró en sus entregas. Deposítelo en la cuenta de Ñemu: con mucho
              efectivo sin depositar deja de recibir rutas con cobro en efectivo.
            </Alert>
          )}
          <Card withBorder padding="md">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Stack gap={0}>
                <Title order={2} size="h4">
                  {vista === 'dia' ? 'Últimos 7 días' : 'Últimas 6 semanas'}
                </Title>
                <Text fw={700}>{formatoGuaranies(totalPeriodo)}</Text>
              </Stack>
              <SegmentedControl
                value={vista}
                onChange={(v) => setVista(v === 'semana' ? 'semana' : 'dia')}
                data={[
                  { value: 'dia', label: 'Por día' },
                  { value: 'semana', label: 'Por semana' },
                ]}
                aria-label="Agrupar ganancias"
                size="md"
              />
            </Group>
            <BarChart
              h={220}
              data={barras}
              dataKey="etiqueta"
              series={[{ name: 'monto', label: 'Ganancia', color: 'teal.6' }]}
              valueFormatter={formatoGuaranies}
              yAxisProps={{ width: 100 }}
              role="img"
              aria-label={`Gráfico de ganancias ${vista === 'dia' ? 'por día' : 'por semana'}`}
            />
          </Card>
        </>
      )}
      <Title order={2} size="h4">
        Movimientos
      </Title>
      <Movimientos />
    </Stack>
  );
}
