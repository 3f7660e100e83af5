import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatoGuaranies, plural, mensajeErrorAl } from '@nemu/domain';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  TAMANO_PAGINA,
  eliminarProducto,
  useAccionCatalogo,
  useProductos,
  type FilaProducto,
} from '../api/catalogo.api';

const FILTROS = [
  { value: 'todos', label: 'Todos' },
  { value: 'aprobados', label: 'Aprobados' },
  { value: 'pendientes', label: 'Pendientes' },
];

function Portada({ p }: { p: FilaProducto }) {
  return <Image src={p.portada ?? '/favicon.svg'} alt="" w={48} h={48} radius="sm" fit="cover" />;
}

/** Catálogo del proveedor con búsqueda, filtro de moderación y páginas. */
export function ListaCatalogo() {
  const [page, setPage] = useState(1);
  const [texto, setTexto] = useState('');
  const [filtro, setFiltro] = useState('todos');
  const [search] = useDebouncedValue(texto, 300);
  const moderado = filtro === 'todos' ? undefined : filtro === 'aprobados';
  const lista = useProductos({ page, search, moderado });
  const borrar = useAccionCatalogo(eliminarProducto);

  async function eliminar(p: FilaProducto) {
    if (
      !(await confirmar({
        mensaje: `¿Eliminar "${p.nombre}" del catálogo?`,
        textoConfirmar: 'Eliminar',
        peligro: true,
      }))
    )
      return;
    borrar.mutate(p.id, {
      onSuccess: (r) => {
        if (r?.kind === 'ok') avisarExito('Producto eliminado.');
        else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
      },
    });
  }

  const acciones = (p: FilaProducto) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={`/proveedor/catalogo/update/${p.id}/`}
        variant="subtle"
        aria-label={`Editar ${p.nombre}`}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        color="red"
        variant="subtle"
        onClick={() => void eliminar(p)}
        aria-label={`Eliminar ${p.nombre}`}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
  const estado = (p: FilaProducto) => (
    <Badge color={p.aprobado ? 'green' : 'yellow'} variant="light">
      {p.aprobado ? 'Aprobado' : 'Pendiente'}
    </Badge>
  );

  const filas = lista.data?.results ?? [];
  const paginas = Math.max(1, Math.ceil((lista.data?.count ?? 0) / TAMANO_PAGINA));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Catálogo</Title>
        <Button
          component={Link}
          to="/proveedor/catalogo/create/"
          leftSection={<IconPlus size={18} />}
        >
          Nuevo producto
        </Button>
      </Group>
      <Group grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          placeholder="Buscar por nombre o descripción"
          leftSection={<IconSearch size={16} />}
          value={texto}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            setPage(1);
          }}
          aria-label="Buscar productos"
          miw={220}
        />
        <SegmentedControl
          data={FILTROS}
          value={filtro}
          onChange={(v) => {
            setFiltro(v);
            setPage(1);
          }}
          aria-label="Filtrar por estado"
        />
      </Group>
      {lista.isPending ? (
        <Loader role="status" aria-label="Cargando productos" />
      ) : lista.isError ? (
        <Alert color="red" title="No pudimos cargar el catálogo">
          <Button variant="light" onClick={() => void lista.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : filas.length === 0 ? (
        <Card withBorder p="xl">
          <Stack align="center" gap="xs">
            <Text>
              {search || moderado !== undefined
                ? 'Ningún producto coincide con la búsqueda.'
                : 'Todavía no cargó productos.'}
            </Text>
            <Button component={Link} to="/proveedor/catalogo/create/" variant="light">
              Cargar el primero
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Stack hiddenFrom="sm" gap="xs">
            {filas.map((p) => (
              <Card key={p.id} withBorder padding="sm">
                <Group wrap="nowrap" align="flex-start">
                  <Portada p={p} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    {/* Entero: los productos de un mismo nombre se distinguen al final. */}
                    <Text fw={600} className="texto-entero">
                      {p.nombre}
                    </Text>
                    <Text size="sm">
                      {formatoGuaranies(p.precio)} · Stock {p.cantidad_disponible}
                    </Text>
                    {estado(p)}
                  </Stack>
                  {acciones(p)}
                </Group>
              </Card>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>Producto</Table.Th>
                  <Table.Th ta="right">Precio</Table.Th>
                  <Table.Th ta="right">Stock</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {filas.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td w={64}>
                      <Portada p={p} />
                    </Table.Td>
                    <Table.Td>
                      <Text fw={500}>{p.nombre}</Text>
                      {p.variantes > 0 && (
                        <Text size="xs" c="dimmed">
                          {plural(p.variantes, 'variante', 'variantes')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatoGuaranies(p.precio)}</Table.Td>
                    <Table.Td
                      ta="right"
                      c={p.cantidad_disponible <= p.stock_minimo ? 'red' : undefined}
                    >
                      {p.cantidad_disponible}
                    </Table.Td>
                    <Table.Td>{estado(p)}</Table.Td>
                    <Table.Td>{acciones(p)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {plural(lista.data?.count ?? 0, 'producto', 'productos')}
            </Text>
            <Pagination total={paginas} value={page} onChange={setPage} size="sm" />
          </Group>
        </>
      )}
    </Stack>
  );
}
