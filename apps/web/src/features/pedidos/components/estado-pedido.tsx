import { Badge } from '@mantine/core';

const COLORES: Record<number, string> = {
  0: 'gray',
  10: 'green',
  20: 'blue',
  30: 'indigo',
  40: 'teal',
  50: 'red',
};

/** Estado del pedido; variante clara: su texto llega al contraste 4,5:1 en todos los colores. */
export function EstadoPedidoBadge({ estado, nombre }: { estado: number; nombre: string }) {
  return (
    <Badge variant="light" color={COLORES[estado] ?? 'gray'}>
      {nombre}
    </Badge>
  );
}
