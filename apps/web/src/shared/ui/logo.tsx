import { Group, Text } from '@mantine/core';

/** Marca de Ñemu: el ícono de la app y el nombre. */
export function Logo({ tamano = 32 }: { tamano?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={tamano} height={tamano} />
      <Text fw={800} fz={tamano * 0.7} c="nemu.7" lh={1}>
        Ñemu
      </Text>
    </Group>
  );
}
