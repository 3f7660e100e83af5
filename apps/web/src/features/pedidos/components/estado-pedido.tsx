import { Badge } from '@mantine/core';

const COLORES: Record<number, string> = {
  0: 'gray',
  10: 'green',
  20: 'blue',
  30: 'indigo',
  40: 'teal',
  50: 'red',
};

export function EstadoPedidoBadge({ estado, nombre }: { estado: number; nombre: string }) {
  return <Badge color={COLORES[estado] ?? 'gray'}>{nombre}</Badge>;
}
