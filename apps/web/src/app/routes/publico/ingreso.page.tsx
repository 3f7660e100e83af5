import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BotonesSociales } from '../../../features/auth/components/botones-sociales';
import { FormularioIngreso } from '../../../features/auth/components/formulario-ingreso';
import { rutaInicio } from '../../../shared/sesion/roles';
import type { UsuarioSesion } from '../../../shared/sesion/usuario-sesion.schema';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { Logo } from '../../../shared/ui/logo';
import { Redireccion, useRedirigir } from '../../../shared/navegacion/redireccion';
import { destinoSeguro, PARAMETRO_SIGUIENTE } from '../../../shared/navegacion/destino-ingreso';

/**
 * `/login`: ingreso con usuario o correo y contraseña; al entrar vuelve a la página que pidió
 * la sesión (`?siguiente=`) o, si no hay, va al inicio de su rol.
 */
export function IngresoPage() {
  const usuario = useUsuario();
  const redirigir = useRedirigir();
  const siguiente = destinoSeguro(useSearchParams()[0].get(PARAMETRO_SIGUIENTE));
  const alIngresar = useCallback(
    (u: UsuarioSesion) => redirigir(siguiente ?? rutaInicio(u), { replace: true }),
    [redirigir, siguiente],
  );
  if (usuario) return <Redireccion to={siguiente ?? rutaInicio(usuario)} />;

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap="xs" align="center">
            <Logo tamano={44} />
            <Title order={1} fz={24} ta="center">
              Ingresar a su cuenta
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              Compre, venda y entregue en todo Paraguay.
            </Text>
          </Stack>
          <FormularioIngreso alIngresar={alIngresar} />
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/recuperar_cuenta" size="sm">
              ¿Olvidó su contraseña?
            </Anchor>
            <Anchor component={Link} to="/registro" size="sm">
              Crear una cuenta
            </Anchor>
          </Group>
          <BotonesSociales alIngresar={alIngresar} />
        </Stack>
      </Paper>
    </Center>
  );
}
