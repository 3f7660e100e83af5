import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogin,
  IconLogout,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { alternarSidebar, useInterfaz } from '../../shared/interfaz/interfaz.store';
import { nombreVisible, ROLES, type Rol } from '../../shared/sesion/roles';
import { useUsuario } from '../../shared/sesion/sesion.store';
import { conEstilos } from '../../shared/ui/estilos';
import { Logo } from '../../shared/ui/logo';
import { useConfirmarSalida } from './use-confirmar-salida';

// El menú de usuario (cambio de modo) arrastra la API de sesión: sólo se descarga con sesión.
const MenuUsuario = lazy(() =>
  conEstilos(() => import('./menu-usuario'))().then((m) => ({ default: m.MenuUsuario })),
);

export interface Enlace {
  etiqueta: string;
  ruta: string;
  icono: Icon;
}

interface Props {
  rol: Rol;
  enlaces: readonly Enlace[];
}

/** Armazón de cada rol: cabecera, menú lateral (hamburguesa en el teléfono) y contenido. */
export function PanelRol({ rol, enlaces }: Props) {
  const usuario = useUsuario();
  const { pathname } = useLocation();
  const [abierto, { toggle, close }] = useDisclosure(false);
  const sidebarOculto = useInterfaz((estado) => estado.tipoSidebar === 'oculto');
  const confirmarSalida = useConfirmarSalida();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !abierto, desktop: sidebarOculto } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={abierto} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir el menú" />
            <ActionIcon
              onClick={alternarSidebar}
              visibleFrom="sm"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={sidebarOculto ? 'Mostrar el menú lateral' : 'Ocultar el menú lateral'}
            >
              {sidebarOculto ? <IconLayoutSidebarLeftExpand /> : <IconLayoutSidebarLeftCollapse />}
            </ActionIcon>
            <UnstyledButton component={Link} to={ROLES[rol].inicio} aria-label="Ir al inicio">
              <Logo />
            </UnstyledButton>
            {usuario && (
              <Badge variant="light" visibleFrom="xs">
                {ROLES[rol].nombre}
              </Badge>
            )}
          </Group>
          {usuario ? (
            <Suspense fallback={<Skeleton circle height={34} />}>
              <MenuUsuario usuario={usuario} rol={rol} />
            </Suspense>
          ) : (
            <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
              Ingresar
            </Button>
          )}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label="Menú principal">
        <AppShell.Section grow>
          {enlaces.map(({ etiqueta, ruta, icono: Icono }) => (
            <NavLink
              key={ruta}
              component={Link}
              to={ruta}
              active={pathname === ruta}
              label={etiqueta}
              leftSection={<Icono size={20} />}
              onClick={close}
            />
          ))}
        </AppShell.Section>
        {usuario && (
          <AppShell.Section pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap={4}>
              <Text fw={600} truncate>
                {nombreVisible(usuario)}
              </Text>
              <Text size="sm" c="dimmed">
                {ROLES[rol].nombre}
              </Text>
              <Button
                mt="xs"
                variant="light"
                color="red"
                leftSection={<IconLogout size={18} />}
                onClick={confirmarSalida}
              >
                Cerrar sesión
              </Button>
            </Stack>
          </AppShell.Section>
        )}
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
