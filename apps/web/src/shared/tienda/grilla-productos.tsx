import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { TarjetaProducto } from './tarjeta-producto';
import type { TarjetaProducto as Tarjeta } from './tienda.schema';

interface Props {
  productos: readonly Tarjeta[] | undefined;
  cargando?: boolean;
  vacio?: string;
}

/** Grilla de tarjetas: 2 columnas en el teléfono, hasta 5 en el escritorio. */
export function GrillaProductos({
  productos,
  cargando = false,
  vacio = 'No hay productos para mostrar.',
}: Props) {
  const columnas = { base: 2, sm: 3, md: 4, lg: 5 };
  if (cargando) {
    return (
      <SimpleGrid cols={columnas} spacing="sm">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={240} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!productos || productos.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {vacio}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={columnas} spacing="sm">
      {productos.map((p) => (
        <TarjetaProducto key={p.id} producto={p} />
      ))}
    </SimpleGrid>
  );
}
