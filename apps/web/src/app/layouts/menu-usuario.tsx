import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { ItemsModo } from '../../features/auth/components/items-modo';
import { nombreVisible, ROLES, type Rol } from '../../shared/sesion/roles';
import type { UsuarioSesion } from '../../shared/sesion/usuario-sesion.schema';
import { useConfirmarSalida } from './use-confirmar-salida';
import { urlMedia } from '../../shared/api/media';

interface Props {
  usuario: UsuarioSesion;
  rol: Rol;
}

/** Menú de la cabecera con el nombre del usuario, el cambio de modo y la salida. */
export function MenuUsuario({ usuario, rol }: Props) {
  const confirmarSalida = useConfirmarSalida();
  const nombre = nombreVisible(usuario);
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Menú de usuario">
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={urlMedia(usuario.imagen_perfil)}
              alt=""
              name={nombre}
              color="initials"
              size={34}
            />
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {nombre}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {nombre} · {ROLES[rol].nombre}
        </Menu.Label>
        <ItemsModo usuario={usuario} rolActual={rol} />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={confirmarSalida}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
