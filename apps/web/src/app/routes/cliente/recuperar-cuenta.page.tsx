import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FormularioRecuperar } from '../../../features/auth/components/formulario-recuperar';
import { FormularioRestablecer } from '../../../features/auth/components/formulario-restablecer';
import { useRedirigir } from '../../../shared/navegacion/redireccion';

function Tarjeta({
  titulo,
  descripcion,
  children,
}: {
  titulo: string;
  descripcion: string;
  children: React.ReactNode;
}) {
  return (
    <Container size={460} px={0}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={24}>
              {titulo}
            </Title>
            <Text c="dimmed" size="sm">
              {descripcion}
            </Text>
          </Stack>
          {children}
          <Anchor component={Link} to="/login" size="sm">
            Volver al ingreso
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

/** `/recuperar_cuenta`: pide el enlace de recuperación por correo. */
export function RecuperarCuentaPage() {
  return (
    <Tarjeta
      titulo="Recuperar su cuenta"
      descripcion="Escriba el correo de su cuenta y le enviaremos un enlace para crear una nueva contraseña."
    >
      <FormularioRecuperar />
    </Tarjeta>
  );
}

/** `/recuperar_cuenta/nueva?token=…`: la página del enlace, que fija la nueva contraseña. */
export function RestablecerContrasenaPage() {
  const [parametros] = useSearchParams();
  const redirigir = useRedirigir();
  const token = parametros.get('token') ?? '';
  return (
    <Tarjeta titulo="Nueva contraseña" descripcion="Elija una contraseña nueva para su cuenta.">
      <FormularioRestablecer
        token={token}
        alTerminar={() => redirigir('/login', { replace: true })}
      />
    </Tarjeta>
  );
}
