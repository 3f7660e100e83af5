import { ActionIcon, Badge } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCarrito } from '../../features/carrito/api/carrito.api';

/** Carrito de la cabecera de la tienda, con la cantidad de productos. */
export function CarritoCabecera() {
  const { data } = useCarrito();
  const cantidad = data?.totales.cantidadItems ?? 0;
  return (
    <ActionIcon
      component={Link}
      to="/carrito"
      size={44}
      variant="subtle"
      aria-label={cantidad === 1 ? 'Carrito, 1 producto' : `Carrito, ${cantidad} productos`}
      data-testid="carrito-cabecera"
      pos="relative"
    >
      <IconShoppingCart size={24} />
      {cantidad > 0 && (
        <Badge
          size="sm"
          circle={cantidad < 10}
          pos="absolute"
          top={0}
          right={-2}
          aria-hidden
          data-testid="cantidad-carrito"
        >
          {cantidad > 99 ? '99+' : cantidad}
        </Badge>
      )}
    </ActionIcon>
  );
}
