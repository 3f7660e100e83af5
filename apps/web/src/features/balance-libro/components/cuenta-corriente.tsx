import {
  Alert,
  Card,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ETIQUETAS_CONCEPTO_LIBRO, formatoFecha, formatoGuaranies } from '@nemu/domain';
import { useState } from 'react';
import { useMovimientosPropios, useSaldoPropio } from '../api/balance-libro.api';

function Cifra({ titulo, valor, color }: { titulo: string; valor: number; color?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {titulo}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {formatoGuaranies(valor)}
      </Text>
    </Card>
  );
}

/**
 * Cuenta corriente con la plataforma: lo ganado, lo pagado, el saldo y cada movimiento del libro
 * (ventas, reembolsos, viajes, pagos). Para el proveedor (tipo 20) y el transportista (30).
 */
export function CuentaCorriente({ tipo, persona }: { tipo: 20 | 30; persona: number }) {
  const [pagina, setPagina] = useState(1);
  const saldo = useSaldoPropio(tipo, persona);
  const movimientos = useMovimientosPropios(tipo, persona, pagina);
  const paginas = Math.max(1, Math.ceil((movimientos.data?.count ?? 0) / 20));
  return (
    <Stack>
      <Title order={3}>Cuenta corriente con Ñemu</Title>
      {saldo.isPending ? (
        <Loader role="status" aria-label="Cargando saldo" />
      ) : saldo.isError ? (
        <Alert color="red">No pudimos cargar su saldo.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Cifra
            titulo={tipo === 20 ? 'Ganado (neto de comisión)' : 'Ganado en viajes'}
            valor={saldo.data.devengado}
          />
          <Cifra titulo="Pagado por Ñemu" valor={saldo.data.pagado} />
          <Cifra
            titulo="Saldo a cobrar"
            valor={saldo.data.saldo}
            color={saldo.data.saldo < 0 ? 'red' : 'teal'}
          />
        </SimpleGrid>
      )}
      <Card withBorder>
        <Title order={4} mb="sm">
          Movimientos
        </Title>
        {movimientos.isPending ? (
          <Loader role="status" aria-label="Cargando movimientos" />
        ) : movimientos.isError ? (
          <Alert color="red">No pudimos cargar los movimientos.</Alert>
        ) : movimientos.data.results.length === 0 ? (
          <Text c="dimmed">Todavía no hay movimientos.</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Fecha</Table.Th>
                    <Table.Th>Concepto</Table.Th>
                    <Table.Th ta="right">Monto</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {movimientos.data.results.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{formatoFecha(m.fecha)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{ETIQUETAS_CONCEPTO_LIBRO[m.concepto] ?? m.concepto}</Text>
                        {m.descripcion && (
                          <Text size="xs" c="dimmed">
                            {m.descripcion}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td
                        ta="right"
                        c={m.monto < 0 ? 'red' : undefined}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {formatoGuaranies(m.monto)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {paginas > 1 && (
              <Group justify="center" mt="sm">
                <Pagination total={paginas} value={pagina} onChange={setPagina} size="lg" />
              </Group>
            )}
          </>
        )}
      </Card>
    </Stack>
  );
}
