import {
  Alert,
  Anchor,
  Breadcrumbs,
  Card,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { GrillaProductos } from '../../../shared/tienda/grilla-productos';
import { rutaCategoria } from '../../../shared/tienda/slug';
import {
  buscarEnArbol,
  useCategorias,
  useProductosDeCategoria,
  type NodoCategoria,
} from '../api/catalogo.api';

function TarjetasCategorias({ categorias }: { categorias: readonly NodoCategoria[] }) {
  const visibles = categorias.filter((c) => c.tiene_productos);
  if (visibles.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      {visibles.map((c) => (
        <Card key={c.id} component={Link} to={rutaCategoria(c)} withBorder padding="md" radius="md">
          <Text fw={600} size="sm">
            {c.nombre}
          </Text>
          {c.hijos.length > 0 && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {c.hijos.map((h) => h.nombre).join(', ')}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

const ErrorCarga = () => (
  <Alert color="red" icon={<IconAlertCircle />}>
    No se pudieron cargar las categorías. Vuelva a intentar en unos momentos.
  </Alert>
);

/** `/categorias`: las categorías principales con sus subcategorías. */
export function ListaCategorias() {
  const { data, isPending, isError } = useCategorias();
  return (
    <Stack>
      <Title order={1} fz="h2">
        Categorías
      </Title>
      {isPending && <Skeleton h={200} />}
      {isError && <ErrorCarga />}
      {data && <TarjetasCategorias categorias={data} />}
    </Stack>
  );
}

/** `/categoria/{id}-{nombre}`: subcategorías y productos de la rama. */
export function VistaCategoria({ id }: { id: number }) {
  const [pagina, setPagina] = useState(1);
  const categorias = useCategorias();
  const productos = useProductosDeCategoria(id, pagina);
  const camino = categorias.data ? buscarEnArbol(categorias.data, id) : null;
  const actual = camino?.at(-1);
  if (categorias.isError) return <ErrorCarga />;
  const paginas = productos.data ? Math.ceil(productos.data.count / 20) : 0;
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/categorias">
          Categorías
        </Anchor>
        {(camino ?? []).map((c) => (
          <Anchor key={c.id} component={Link} to={rutaCategoria(c)}>
            {c.nombre}
          </Anchor>
        ))}
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {actual?.nombre ?? 'Categoría'}
      </Title>
      {actual && <TarjetasCategorias categorias={actual.hijos} />}
      <GrillaProductos
        productos={productos.data?.results}
        cargando={productos.isPending}
        vacio="Esta categoría todavía no tiene productos."
      />
      {paginas > 1 && <Pagination total={paginas} value={pagina} onChange={setPagina} />}
    </Stack>
  );
}
