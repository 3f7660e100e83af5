import { Text } from '@mantine/core';
import { textoProximaApertura } from '@nemu/domain';

/** "Abre mañana 07:00" bajo un proveedor cerrado; nada si está abierto o no abre pronto. */
export function ProximaApertura({
  proxima,
  size = 'xs',
}: {
  proxima: string | null | undefined;
  size?: 'xs' | 'sm';
}) {
  if (!proxima) return null;
  return (
    <Text size={size} c="dimmed" data-testid="proxima-apertura">
      {textoProximaApertura(proxima, Date.now())}
    </Text>
  );
}
