import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { rutaInicio } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { Logo } from '../../../shared/ui/logo';

/** Página 404. */
export function NoEncontradoPage() {
  const usuario = useUsuario();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Logo tamano={40} />
        <Title order={1}>Página no encontrada</Title>
        <Text c="dimmed">La dirección que buscó no existe o fue movida.</Text>
        <Button component={Link} to={usuario ? rutaInicio(usuario) : '/'}>
          Volver al inicio
        </Button>
      </Stack>
    </Center>
  );
}
