import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendar, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatoFecha } from '@nemu/domain';

interface Props {
  titulo: string;
  rol: string;
  descripcion: string;
  children?: ReactNode;
}

/** Portada de cada panel: saludo, rol y la fecha de hoy en Asunción. */
export function PanelBienvenida({ titulo, rol, descripcion, children }: Props) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconSparkles size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {titulo}
            </Title>
            <Text c="dimmed">{descripcion}</Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Badge size="lg" variant="light">
            {rol}
          </Badge>
          <Group gap={6} c="dimmed">
            <IconCalendar size={18} />
            <Text size="sm">Hoy es {formatoFecha(new Date())}</Text>
          </Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
