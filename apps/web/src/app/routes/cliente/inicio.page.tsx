import { Button, Container, Group } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { PanelBienvenida } from '../../../shared/ui/panel-bienvenida';
import { BienvenidaRol } from '../../layouts/bienvenida-rol';

/** `/`: inicio del cliente; sin sesión, invita a ingresar. */
export function ClienteInicioPage() {
  const usuario = useUsuario();
  if (usuario) {
    return <BienvenidaRol rol="cliente" descripcion="Compre en línea y reciba sus pedidos donde esté." />;
  }
  return (
    <Container size="lg" px={0}>
      <PanelBienvenida
        titulo="¡Le damos la bienvenida a Ñemu!"
        rol="Visitante"
        descripcion="Compre a proveedores de todo Paraguay y reciba sus pedidos en su casa."
      >
        <Group>
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            Ingresar
          </Button>
        </Group>
      </PanelBienvenida>
    </Container>
  );
}
