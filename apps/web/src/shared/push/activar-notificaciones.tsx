import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { MENSAJES, mensajeErrorAl } from '@nemu/domain';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useUsuario } from '../sesion/sesion.store';
import { avisarError, avisarExito } from '../ui/avisos';
import { activarPush, estadoPermiso, registrarSuscripcion, type EstadoPush } from './push';

/**
 * Invitación a recibir avisos en este dispositivo. Se muestra donde tiene sentido (la lista de
 * notificaciones, el pedido recién completado), nunca al abrir la app. Con el permiso ya dado,
 * sólo se asegura de que el servidor tenga la suscripción de este navegador.
 */
export function ActivarNotificaciones() {
  const usuario = useUsuario();
  const [estado, setEstado] = useState<EstadoPush>(estadoPermiso);
  const [activando, setActivando] = useState(false);
  const usuarioId = usuario?.id;

  useEffect(() => {
    if (estado === 'activo' && usuarioId !== undefined) void registrarSuscripcion(usuarioId);
  }, [estado, usuarioId]);

  if (usuarioId === undefined || estado === 'no-disponible' || estado === 'activo') return null;
  if (estado === 'bloqueado') {
    return (
      <Alert color="gray" icon={<IconBellRinging size={18} />}>
        {MENSAJES.notificacionesBloqueadas}
      </Alert>
    );
  }
  const activar = async () => {
    setActivando(true);
    try {
      const nuevo = await activarPush(usuarioId);
      setEstado(nuevo);
      if (nuevo === 'activo') avisarExito(MENSAJES.notificacionesActivadas);
    } catch {
      avisarError(mensajeErrorAl('activar las notificaciones'));
    } finally {
      setActivando(false);
    }
  };
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} maw={480}>
          <Text fw={600}>{MENSAJES.notificacionesActivar}</Text>
          <Text size="sm" c="dimmed">
            {MENSAJES.notificacionesActivarTexto}
          </Text>
        </Stack>
        <Button
          leftSection={<IconBellRinging size={18} />}
          loading={activando}
          onClick={() => void activar()}
        >
          {MENSAJES.notificacionesActivar}
        </Button>
      </Group>
    </Card>
  );
}
