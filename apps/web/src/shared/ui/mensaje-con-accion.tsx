import { Button, Group, Text } from '@mantine/core';

export interface AccionAviso {
  etiqueta: string;
  alElegir: () => void;
}

/** Texto de un aviso con un botón de acción al lado ("Ver carrito"). */
export function MensajeConAccion({
  mensaje,
  etiqueta,
  alElegir,
}: AccionAviso & { mensaje: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{mensaje}</Text>
      <Button variant="light" size="sm" mih={44} onClick={alElegir} style={{ flexShrink: 0 }}>
        {etiqueta}
      </Button>
    </Group>
  );
}
