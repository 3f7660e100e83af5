import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useCerrarSesion } from '../../../features/auth/hooks/use-cerrar-sesion';
import { useRedirigir } from '../../../shared/navegacion/redireccion';

/** `/logout`: revoca el token, borra la sesión y vuelve al ingreso. */
export function SalidaPage() {
  const cerrarSesion = useCerrarSesion();
  const redirigir = useRedirigir();
  const iniciado = useRef(false);

  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    void cerrarSesion().then(() => redirigir('/login', { replace: true }));
  }, [cerrarSesion, redirigir]);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Cerrando sesión…</Text>
      </Stack>
    </Center>
  );
}
