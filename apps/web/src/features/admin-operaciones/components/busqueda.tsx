import { plural } from '@nemu/domain';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBusquedaDiferida, useFiltrosUrl } from '../../../shared/admin';
import { useBusquedaAdmin } from '../api/operaciones.api';

const GRUPOS = [
  { value: '', label: 'Todo' },
  { value: 'pedidos', label: 'Pedidos' },
  { value: 'clientes', label: 'Clientes' },
  { value: 'productos', label: 'Productos' },
  { value: 'proveedores', label: 'Proveedores' },
  { value: 'transportistas', label: 'Transportistas' },
];
const NOMBRE_GRUPO: Record<string, string> = {
  pedidos: 'Pedido',
  clientes: 'Cliente',
  productos: 'Producto',
  proveedores: 'Proveedor',
  transportistas: 'Transportista',
};

/** `/admin/busqueda`: pedidos, clientes, productos, proveedores y transportistas en un lugar. */
export function BusquedaAdmin() {
  const { filtros, cambiar } = useFiltrosUrl();
  const grupo = filtros.extra.grupo ?? '';
  const [texto, buscar] = useBusquedaDiferida(filtros.search, (v) => cambiar({ search: v }));
  const consulta = useBusquedaAdmin(filtros.search, grupo, filtros.page);
  const valido = filtros.search.trim().length >= 2 || /^\d+$/.test(filtros.search.trim());
  const paginas = Math.max(1, Math.ceil((consulta.data?.count ?? 0) / 20));

  return (
    <Stack>
      <Title order={2}>Búsqueda</Title>
      <TextInput
        label="Buscar en toda la plataforma"
        description="Número de pedido, nombre, correo, documento, RUC o producto"
        placeholder="Ej.: 1234, María González, yerba"
        leftSection={<IconSearch size={16} />}
        size="md"
        value={texto}
        onChange={(e) => buscar(e.currentTarget.value)}
        autoFocus
      />
      <SegmentedControl
        aria-label="Qué buscar"
        data={GRUPOS}
        value={grupo}
        onChange={(v) => cambiar({ grupo: v })}
        style={{ overflowX: 'auto' }}
      />
      {!valido ? (
        <Text c="dimmed">Escriba al menos 2 caracteres o un número de pedido.</Text>
      ) : consulta.isPending ? (
        <Loader role="status" aria-label="Buscando" />
      ) : consulta.isError ? (
        <Alert color="red">No pudimos buscar. Intente de nuevo.</Alert>
      ) : consulta.data.results.length === 0 ? (
        <Text c="dimmed">Sin resultados para «{filtros.search}».</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <Text size="sm" c="dimmed">
            {plural(consulta.data.count, 'resultado', 'resultados')}
          </Text>
          {consulta.data.results.map((r) => (
            <li key={`${r.grupo}-${r.id}`}>
              <Card withBorder padding="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Badge variant="light" miw={96}>
                    {NOMBRE_GRUPO[r.grupo]}
                  </Badge>
                  <Stack gap={0}>
                    <Anchor component={Link} to={r.enlace} fw={600} py={4}>
                      {r.titulo}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {r.detalle}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            </li>
          ))}
          {paginas > 1 && (
            <Pagination
              total={paginas}
              value={filtros.page}
              onChange={(p) => cambiar({ page: p }, false)}
              getControlProps={() => ({ style: { minWidth: 44, minHeight: 44 } })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
