import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FormularioRegistro } from '../../../features/registro/components/formulario-registro';
import { Redireccion, useRedirigir } from '../../../shared/navegacion/redireccion';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarExito } from '../../../shared/ui/avisos';

/** `/registro`: alta de cliente (persona o empresa); al terminar queda con la sesión iniciada. */
export function RegistroPage() {
  const usuario = useUsuario();
  const redirigir = useRedirigir();
  if (usuario) return <Redireccion to="/" />;
  return (
    <Container size={560} px={0}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={24}>
              Crear una cuenta
            </Title>
            <Text c="dimmed" size="sm">
              ¿Ya tiene cuenta?{' '}
              <Anchor component={Link} to="/login">
                Ingrese aquí
              </Anchor>
              .
            </Text>
          </Stack>
          <FormularioRegistro
            alRegistrar={() => {
              avisarExito('¡Bienvenido a Ñemu! Su cuenta fue creada.');
              redirigir('/', { replace: true });
            }}
          />
          <Text size="xs" c="dimmed">
            Al registrarse acepta nuestra{' '}
            <Anchor component={Link} to="/privacidad" size="xs">
              política de privacidad
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
