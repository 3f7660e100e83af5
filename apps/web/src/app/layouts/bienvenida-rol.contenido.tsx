import { Container } from '@mantine/core';
import { nombreVisible, ROLES, type Rol } from '../../shared/sesion/roles';
import { useUsuario } from '../../shared/sesion/sesion.store';
import { DatosUsuario } from '../../shared/ui/datos-usuario';
import { PanelBienvenida } from '../../shared/ui/panel-bienvenida';

/** Saludo, rol, fecha de hoy y datos de la cuenta (ver BienvenidaRol). */
export function ContenidoBienvenida({ rol, descripcion }: { rol: Rol; descripcion: string }) {
  const usuario = useUsuario();
  if (!usuario) return null;
  return (
    <Container size="lg" px={0}>
      <PanelBienvenida titulo={`¡Hola, ${nombreVisible(usuario)}!`} rol={ROLES[rol].nombre} descripcion={descripcion}>
        <DatosUsuario usuario={usuario} />
      </PanelBienvenida>
    </Container>
  );
}
