import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EstadoVehiculo } from '../../../shared/flota/estado-vehiculo';
import { useVehiculos } from '../../../shared/flota/flota.api';

type Filtro = 'todos' | 'pendientes' | 'aprobados';

/** /adm_transportista/vehiculos: la flota de la empresa con su estado. */
export function VehiculosEmpresa() {
  const [filtro, setFiltro] = useState<Filtro>('todos');
  const [busqueda, setBusqueda] = useState('');
  const [buscar] = useDebouncedValue(busqueda.trim(), 300);
  const escritorio = useMediaQuery('(min-width: 48em)');
  const vehiculos = useVehiculos({
    ...(filtro === 'todos' ? {} : { moderado: filtro === 'aprobados' }),
    ...(buscar ? { search: buscar } : {}),
  });
  const lista = vehiculos.data?.results ?? [];
  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <Title order={2}>Vehículos</Title>
        <Button
          component={Link}
          to="/adm_transportista/vehiculo/create/"
          size="md"
          leftSection={<IconPlus size={18} />}
        >
          Agregar vehículo
        </Button>
      </Group>
      <Group align="flex-end">
        <SegmentedControl
          value={filtro}
          onChange={(v) => setFiltro(v as Filtro)}
          data={[
            { value: 'todos', label: 'Todos' },
            { value: 'pendientes', label: 'Pendientes' },
            { value: 'aprobados', label: 'Aprobados' },
          ]}
          aria-label="Filtrar por estado"
        />
        <TextInput
          label="Buscar"
          placeholder="Chapa, marca o modelo"
          leftSection={<IconSearch size={16} />}
          value={busqueda}
          onChange={(e) => setBusqueda(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      {vehiculos.isPending && <Skeleton h={200} />}
      {vehiculos.isError && (
        <Alert color="red" title="No se pudieron cargar los vehículos">
          <Button variant="light" size="sm" mt="xs" onClick={() => void vehiculos.refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {vehiculos.isSuccess && lista.length === 0 && (
        <Card withBorder>
          <Stack align="center" gap="xs" py="md">
            <IconTruck size={40} aria-hidden />
            <Text fw={600}>
              {filtro === 'todos' && !buscar
                ? 'Su empresa todavía no tiene vehículos'
                : 'Ningún vehículo coincide'}
            </Text>
          </Stack>
        </Card>
      )}
      {lista.length > 0 &&
        (escritorio ? (
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Chapa</Table.Th>
                <Table.Th>Vehículo</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Habilitación vence</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.map((v) => (
                <Table.Tr key={v.id} data-testid={`vehiculo-${v.numero_chapa}`}>
                  <Table.Td fw={600}>{v.numero_chapa}</Table.Td>
                  <Table.Td>
                    {v.marca} {v.modelo} {v.ano ? `(${v.ano})` : ''}
                  </Table.Td>
                  <Table.Td>{v.tipo_vehiculo_nombre}</Table.Td>
                  <Table.Td>
                    {v.habilitacion_vencimiento
                      ? v.habilitacion_vencimiento.split('-').reverse().join('/')
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    <EstadoVehiculo vehiculo={v} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={`/adm_transportista/vehiculo/${v.id}/`}
                      variant="subtle"
                      size="sm"
                    >
                      Ver
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          lista.map((v) => (
            <Card
              key={v.id}
              withBorder
              component={Link}
              to={`/adm_transportista/vehiculo/${v.id}/`}
              data-testid={`vehiculo-${v.numero_chapa}`}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>
                    {v.marca} {v.modelo}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Chapa {v.numero_chapa} · {v.tipo_vehiculo_nombre}
                  </Text>
                </div>
                <EstadoVehiculo vehiculo={v} />
              </Group>
            </Card>
          ))
        ))}
      {vehiculos.data && vehiculos.data.count > lista.length && (
        <Text size="sm" c="dimmed">
          Se muestran {lista.length} de {vehiculos.data.count}; use la búsqueda para encontrar
          otros.
        </Text>
      )}
    </Stack>
  );
}
