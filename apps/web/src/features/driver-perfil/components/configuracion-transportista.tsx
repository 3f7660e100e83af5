import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ModoUsoApp } from '@nemu/domain';
import {
  IconChevronRight,
  IconFileCertificate,
  IconLogout,
  IconTruck,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCambiarModo } from '../../../shared/sesion/use-cambiar-modo';

const ENLACES = [
  {
    ruta: '/driver/perfil/configuracion/documentos',
    etiqueta: 'Documentos',
    detalle: 'Estado, vencimientos y renovación',
    icono: IconFileCertificate,
  },
  {
    ruta: '/driver/vehiculos',
    etiqueta: 'Vehículos',
    detalle: 'Agregar y activar',
    icono: IconTruck,
  },
  {
    ruta: '/cliente',
    etiqueta: 'Mi cuenta',
    detalle: 'Datos personales, notificaciones y contraseña',
    icono: IconUser,
  },
] as const;

/** /driver/perfil/configuracion: documentos, vehículos, cuenta y cambio de modo (§4). */
export function ConfiguracionTransportista() {
  const cambiarModo = useCambiarModo();
  return (
    <Stack maw={640}>
      <Title order={2}>Configuración</Title>
      <Card withBorder p={0}>
        {ENLACES.map(({ ruta, etiqueta, detalle, icono: Icono }) => (
          <Anchor key={ruta} component={Link} to={ruta} underline="never" c="inherit">
            <Group justify="space-between" px="md" py="xs" mih={56} wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Icono size={22} aria-hidden />
                <div>
                  <Text>{etiqueta}</Text>
                  <Text size="xs" c="dimmed">
                    {detalle}
                  </Text>
                </div>
              </Group>
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </Anchor>
        ))}
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Text fw={600}>Modo de uso</Text>
          <Text size="sm" c="dimmed">
            Al pasar a modo cliente deja de compartir su ubicación y no recibe oportunidades.
          </Text>
          <Button
            variant="default"
            size="md"
            loading={cambiarModo.isPending}
            onClick={() => cambiarModo.mutate(ModoUsoApp.CLIENTE)}
          >
            Cambiar a modo cliente
          </Button>
          <Button
            component={Link}
            to="/logout"
            variant="subtle"
            color="red"
            size="md"
            leftSection={<IconLogout size={18} />}
          >
            Cerrar sesión
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
