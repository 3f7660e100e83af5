import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCerrarSesion } from '../../../features/auth/hooks/use-cerrar-sesion';

/** `/logout`: revoca el token, borra la sesión y vuelve al ingreso. */
export function SalidaPage() {
  const cerrarSesion = useCerrarSesion();
  const navegar = useNavigate();
  const iniciado = useRef(false);

  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    void cerrarSesion().then(() => navegar('/login', { replace: true }));
  }, [cerrarSesion, navegar]);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Cerrando sesión…</Text>
      </Stack>
    </Center>
  );
}
