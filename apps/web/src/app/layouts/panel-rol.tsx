import {
  ActionIcon,
  Anchor,
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
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { alternarSidebar, useInterfaz } from '../../shared/interfaz/interfaz.store';
import { rutaIngresoDesde } from '../../shared/navegacion/destino-ingreso';
import { nombreVisible, ROLES, type Rol } from '../../shared/sesion/roles';
import { useUsuario } from '../../shared/sesion/sesion.store';
import { conEstilos } from '../../shared/ui/estilos';
import { Logo } from '../../shared/ui/logo';
import { CabeceraCheckout } from './cabecera-checkout';
import clases from './panel-rol.module.css';
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

export interface EnlaceInformativo {
  etiqueta: string;
  ruta: string;
}

interface Props {
  rol: Rol;
  enlaces: readonly Enlace[];
  /** Acciones fijas de la cabecera antes del usuario (el carrito de la tienda). */
  acciones?: ReactNode;
  /** Buscador de la cabecera; no se muestra en las rutas que ya tienen el suyo. */
  buscador?: { caja: ReactNode; salvoEn: readonly string[] };
  /** Páginas informativas: pie de página en el escritorio, final del menú en el teléfono. */
  informacion?: readonly EnlaceInformativo[];
}

/** Armazón de cada rol: cabecera, menú lateral (hamburguesa en el teléfono) y contenido. */
export function PanelRol({ rol, enlaces, acciones, buscador, informacion = [] }: Props) {
  const usuario = useUsuario();
  const { pathname } = useLocation();
  const [abierto, { toggle, close }] = useDisclosure(false);
  const sidebarOculto = useInterfaz((estado) => estado.tipoSidebar === 'oculto');
  // Durante la compra (§2): sin menú, buscador ni carrito que inviten a salir.
  const enCheckout = useInterfaz((estado) => estado.headerCheckout);
  const confirmarSalida = useConfirmarSalida();
  const conBuscador = !enCheckout && buscador !== undefined && !buscador.salvoEn.includes(pathname);

  return (
    <AppShell
      header={{ height: conBuscador ? { base: 108, sm: 60 } : 60 }}
      navbar={
        enCheckout
          ? undefined
          : {
              width: 260,
              breakpoint: 'sm',
              collapsed: { mobile: !abierto, desktop: sidebarOculto },
            }
      }
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <div className={`${clases.cabecera} ${conBuscador ? clases.conBuscador : ''}`}>
          <Group gap="sm" wrap="nowrap" className={clases.izquierda}>
            {!enCheckout && (
              <>
                <Burger
                  opened={abierto}
                  onClick={toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label="Abrir el menú"
                />
                <ActionIcon
                  onClick={alternarSidebar}
                  visibleFrom="sm"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={sidebarOculto ? 'Mostrar el menú lateral' : 'Ocultar el menú lateral'}
                >
                  {sidebarOculto ? (
                    <IconLayoutSidebarLeftExpand />
                  ) : (
                    <IconLayoutSidebarLeftCollapse />
                  )}
                </ActionIcon>
              </>
            )}
            <UnstyledButton component={Link} to={ROLES[rol].inicio} aria-label="Ir al inicio">
              <Logo />
            </UnstyledButton>
            {usuario && !enCheckout && (
              <Badge variant="light" visibleFrom="xs">
                {ROLES[rol].nombre}
              </Badge>
            )}
          </Group>
          {conBuscador && <div className={clases.buscador}>{buscador.caja}</div>}
          {enCheckout ? (
            <CabeceraCheckout />
          ) : (
            <Group gap="xs" wrap="nowrap" className={clases.derecha}>
              {acciones}
              {usuario ? (
                <Suspense fallback={<Skeleton circle height={34} />}>
                  <MenuUsuario usuario={usuario} rol={rol} />
                </Suspense>
              ) : (
                <Button
                  component={Link}
                  to={rutaIngresoDesde(pathname)}
                  mih={44}
                  leftSection={<IconLogin size={18} />}
                >
                  Ingresar
                </Button>
              )}
            </Group>
          )}
        </div>
      </AppShell.Header>

      {!enCheckout && (
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
          {informacion.length > 0 && (
            <AppShell.Section hiddenFrom="sm" pt="xs" component="nav" aria-label="Información">
              {informacion.map(({ etiqueta, ruta }) => (
                <NavLink
                  key={ruta}
                  component={Link}
                  to={ruta}
                  active={pathname === ruta}
                  label={etiqueta}
                  onClick={close}
                />
              ))}
            </AppShell.Section>
          )}
          {usuario && (
            <AppShell.Section
              pt="md"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
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
      )}

      <AppShell.Main>
        <Outlet />
        {informacion.length > 0 && (
          <Group component="footer" visibleFrom="sm" gap="lg" className={clases.pie}>
            {informacion.map(({ etiqueta, ruta }) => (
              <Anchor key={ruta} component={Link} to={ruta} size="sm" c="dimmed">
                {etiqueta}
              </Anchor>
            ))}
          </Group>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
