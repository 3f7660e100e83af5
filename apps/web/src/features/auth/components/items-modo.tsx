import { Menu } from '@mantine/core';
import { IconCheck, IconSwitchHorizontal } from '@tabler/icons-react';
import { MODOS, tieneRol, type Rol } from '../../../shared/sesion/roles';
import type { UsuarioSesion } from '../../../shared/sesion/usuario-sesion.schema';
import { useCambiarModo } from '../../../shared/sesion/use-cambiar-modo';

interface Props {
  usuario: UsuarioSesion;
  rolActual: Rol;
}

/** Opciones del menú de usuario para cambiar de modo; solo los modos de los roles que tiene. */
export function ItemsModo({ usuario, rolActual }: Props) {
  const cambio = useCambiarModo();
  const disponibles = MODOS.filter(({ rol }) => tieneRol(usuario, rol));
  if (disponibles.length < 2) return null;
  return (
    <>
      <Menu.Label>Cambiar de modo</Menu.Label>
      {disponibles.map(({ modo, rol, etiqueta }) => (
        <Menu.Item
          key={modo}
          disabled={cambio.isPending}
          leftSection={rol === rolActual ? <IconCheck size={16} /> : <IconSwitchHorizontal size={16} />}
          onClick={() => rol !== rolActual && cambio.mutate(modo)}
        >
          {etiqueta}
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}
