import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconMapPin, IconRoute, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nombreVisible } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { Logo } from '../../../shared/ui/logo';
import { useFichaTransportista } from '../api/driver-perfil.api';
import { EstadoTransportista } from './estado-transportista';

const VENTAJAS = [
  { icono: IconRoute, texto: 'Elija las rutas que le convienen: ve la tarifa antes de aceptar.' },
  { icono: IconMapPin, texto: 'Trabaje en las ciudades que usted elige.' },
  { icono: IconCash, texto: 'Vea sus ganancias por día y por semana.' },
] as const;

/** /driver/welcome: la entrada a la app del transportista según quién llega (§2, §4). */
export function BienvenidaTransportista() {
  const usuario = useUsuario();
  const ficha = useFichaTransportista(usuario?.transportista_id ?? null);

  let acciones;
  if (!usuario) {
    acciones = (
      <>
        <Button component={Link} to="/driver/login" size="lg">
          Ingresar
        </Button>
        <Button component={Link} to="/registro" variant="default" size="lg">
          Crear una cuenta
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Con su cuenta creada, regístrese como transportista con sus documentos.
        </Text>
      </>
    );
  } else if (usuario.transportista_id === null) {
    acciones = (
      <>
        <Text ta="center">
          Hola, {nombreVisible(usuario)}. Complete su registro con sus documentos.
        </Text>
        <Button component={Link} to="/driver/registro" size="lg">
          Registrarme como transportista
        </Button>
      </>
    );
  } else {
    acciones = (
      <>
        <Text ta="center">Hola, {nombreVisible(usuario)}.</Text>
        {ficha.data && (
          <Group justify="center">
            <EstadoTransportista ficha={ficha.data} />
          </Group>
        )}
        {ficha.data && !ficha.data.aprobado && (
          <Text size="sm" c="dimmed" ta="center">
            Recibimos sus documentos. Le avisaremos cuando un administrador apruebe su alta;
            mientras tanto puede cargar su vehículo.
          </Text>
        )}
        <Button component={Link} to="/driver/home" size="lg">
          Ir a mi inicio
        </Button>
        <Button component={Link} to="/driver/vehiculos" variant="default" size="lg">
          Mis vehículos
        </Button>
      </>
    );
  }

  return (
    <Stack component="main" maw={480} mx="auto" p="md" gap="lg" mih="100dvh" justify="center">
      <Stack align="center" gap="xs">
        <Logo tamano={56} />
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconTruckDelivery size={32} />
        </ThemeIcon>
        <Title order={1} ta="center">
          Ñemu para transportistas
        </Title>
      </Stack>
      <Card withBorder>
        <List spacing="sm" center>
          {VENTAJAS.map(({ icono: Icono, texto }) => (
            <List.Item key={texto} icon={<Icono size={20} aria-hidden />}>
              {texto}
            </List.Item>
          ))}
        </List>
      </Card>
      <Stack align="stretch">{acciones}</Stack>
    </Stack>
  );
}
