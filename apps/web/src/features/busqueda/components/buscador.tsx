import {
  Alert,
  Button,
  Drawer,
  Group,
  NumberInput,
  Pagination,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconAlertCircle } from '@tabler/icons-react';
import { GrillaProductos } from '../../../shared/tienda/grilla-productos';
import {
  TAMANO_PAGINA,
  useBusqueda,
  useCategoriasFiltro,
  type FiltrosBusqueda,
} from '../api/busqueda.api';
import { CajaBusqueda } from '../../../shared/busqueda/caja-busqueda';
import { useParametrosUrl, type CambiosUrl } from '../../../shared/navegacion/parametros-url';

const numero = (v: string | null) =>
  v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v);

const ORDENES = [
  { value: '', label: 'Relevancia' },
  { value: 'precio', label: 'Menor precio' },
  { value: '-precio', label: 'Mayor precio' },
  { value: '-cantidad_vendida', label: 'Más vendidos' },
  { value: '-rating', label: 'Mejor calificados' },
];

/** `/buscar`: búsqueda no exacta con filtros, orden y páginas; el estado vive en la URL. */
export function Buscador() {
  const [params, cambiarParams] = useParametrosUrl();
  const [abierto, { open, close }] = useDisclosure(false);
  const escritorio = useMediaQuery('(min-width: 62em)');
  const filtros: FiltrosBusqueda = {
    // `?q=` también vale (enlaces externos); `search` es el nombre de la API.
    search: params.get('search') ?? params.get('q') ?? '',
    categoria: numero(params.get('categoria')),
    precioMin: numero(params.get('min')),
    precioMax: numero(params.get('max')),
    calificacion: numero(params.get('calificacion')),
    ordering: params.get('ordering') || null,
    page: numero(params.get('page')) ?? 1,
  };
  const { data, isPending, isError, isFetching, refetch } = useBusqueda(filtros);
  const categorias = useCategoriasFiltro();

  const fijar = (cambios: CambiosUrl) =>
    cambiarParams(cambios, { borrar: 'search' in cambios ? ['q'] : [] });

  const panelFiltros = (
    <Stack gap="sm">
      <Select
        label="Categoría"
        placeholder="Todas"
        clearable
        searchable
        value={filtros.categoria === null ? null : String(filtros.categoria)}
        onChange={(v) => fijar({ categoria: v })}
        data={(categorias.data ?? [])
          .filter((c) => c.tiene_productos)
          .map((c) => ({ value: String(c.id), label: c.nombre }))}
      />
      <Group grow>
        <NumberInput
          label="Precio desde"
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          value={filtros.precioMin ?? ''}
          onBlur={(e) => fijar({ min: numero(e.currentTarget.value.replace(/\./g, '')) })}
        />
        <NumberInput
          label="Precio hasta"
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          value={filtros.precioMax ?? ''}
          onBlur={(e) => fijar({ max: numero(e.currentTarget.value.replace(/\./g, '')) })}
        />
      </Group>
      <Select
        label="Calificación mínima"
        placeholder="Cualquiera"
        clearable
        value={filtros.calificacion === null ? null : String(filtros.calificacion)}
        onChange={(v) => fijar({ calificacion: v })}
        data={['1', '2', '3', '4'].map((v) => ({ value: v, label: `${v} estrellas o más` }))}
      />
      <Select
        label="Ordenar por"
        value={filtros.ordering ?? ''}
        onChange={(v) => fijar({ ordering: v })}
        data={ORDENES}
        allowDeselect={false}
      />
    </Stack>
  );

  const paginas = data ? Math.ceil(data.count / TAMANO_PAGINA) : 0;
  return (
    <Stack>
      <Title order={1} fz="h2">
        {filtros.search ? `Resultados para "${filtros.search}"` : 'Buscar productos'}
      </Title>
      <Group align="end" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <CajaBusqueda
            key={filtros.search}
            inicial={filtros.search}
            alBuscar={(texto) => fijar({ search: texto })}
          />
        </div>
        {!escritorio && (
          <Button variant="light" leftSection={<IconAdjustments size={18} />} onClick={open}>
            Filtros
          </Button>
        )}
      </Group>
      <Group align="start" wrap="nowrap" gap="lg">
        {escritorio && <div style={{ width: 260, flexShrink: 0 }}>{panelFiltros}</div>}
        <Stack style={{ flex: 1, minWidth: 0 }} gap="sm" aria-busy={isFetching}>
          {isError ? (
            <Alert color="red" icon={<IconAlertCircle />} title="No se pudo buscar">
              <Button variant="light" size="xs" onClick={() => void refetch()}>
                Reintentar
              </Button>
            </Alert>
          ) : (
            <>
              {data && (
                <Text size="sm" c="dimmed" data-testid="cantidad-resultados">
                  {data.count === 1 ? '1 producto' : `${data.count} productos`}
                  {isFetching ? ' · actualizando…' : ''}
                </Text>
              )}
              <GrillaProductos
                productos={data?.results}
                cargando={isPending}
                vacio="No encontramos productos. Pruebe con otras palabras o quite filtros."
              />
              {paginas > 1 && (
                <Pagination
                  total={paginas}
                  value={filtros.page}
                  onChange={(p) => fijar({ page: p })}
                />
              )}
            </>
          )}
        </Stack>
      </Group>
      <Drawer
        opened={abierto && !escritorio}
        onClose={close}
        title="Filtros"
        position="bottom"
        size="auto"
      >
        {panelFiltros}
        <Button fullWidth mt="md" onClick={close}>
          Ver resultados
        </Button>
      </Drawer>
    </Stack>
  );
}
