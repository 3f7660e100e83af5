import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Logo } from '../../../shared/ui/logo';

/** Se muestra si una pantalla falla al dibujarse. */
export function ErrorRutaPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Logo tamano={40} />
        <Title order={1}>Algo salió mal</Title>
        <Text c="dimmed">Ocurrió un error inesperado al mostrar esta pantalla.</Text>
        <Button onClick={() => window.location.reload()}>Volver a cargar</Button>
      </Stack>
    </Center>
  );
}
