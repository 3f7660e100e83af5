import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { formatoGuaranies } from '@nemu/domain';
import { Link } from 'react-router';
import { ProximaApertura } from './proxima-apertura';
import { rutaProducto } from './slug';
import type { TarjetaProducto as Tarjeta } from './tienda.schema';

/** Tarjeta de producto de las listas de la tienda. */
export function TarjetaProducto({ producto }: { producto: Tarjeta }) {
  return (
    <Card
      component={Link}
      to={rutaProducto(producto)}
      withBorder
      padding="sm"
      radius="md"
      data-testid="tarjeta-producto"
      aria-label={producto.nombre}
    >
      <Card.Section>
        <Image
          src={producto.imagen}
          alt={producto.nombre}
          h={140}
          fit="contain"
          bg="gray.0"
          loading="lazy"
        />
      </Card.Section>
      <Stack gap={4} mt="xs">
        {/* Sin recortar: "… 500 g" y "… 1 kg" deben distinguirse también a 390 px. */}
        <Text fw={600} size="sm" data-testid="nombre-tarjeta">
          {producto.nombre}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {producto.fabricante_nombre}
        </Text>
        <Group justify="space-between" gap={4}>
          <Text fw={700} c="teal.9" style={{ whiteSpace: 'nowrap' }}>
            {formatoGuaranies(producto.precio)}
          </Text>
          {producto.fabricante_abierto === false && (
            <Badge size="xs" color="gray" variant="light">
              Cerrado
            </Badge>
          )}
        </Group>
        {producto.fabricante_abierto === false && (
          <ProximaApertura proxima={producto.proxima_apertura} />
        )}
        {producto.no_apto_menores && (
          <Badge size="xs" color="red" variant="light">
            +21
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
