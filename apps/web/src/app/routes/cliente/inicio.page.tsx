import { Container, Title } from '@mantine/core';
import { BuscadorInicio } from '../../../features/inicio/components/buscador-inicio';
import { InicioTienda } from '../../../features/inicio/components/inicio-tienda';
import { nombreVisible } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';

/**
 * `/`: la portada viaja en el trozo inicial (no es perezosa) para que el buscador aparezca
 * sin esperar otra descarga en la primera carga (issue #4, Performance).
 */
export function InicioPage() {
  const usuario = useUsuario();
  const saludo = usuario ? (
    <Title order={1} fz="h3">
      ¡Hola, {nombreVisible(usuario)}!
    </Title>
  ) : null;
  return (
    <Container size="xl" px={0}>
      <InicioTienda buscador={<BuscadorInicio />} saludo={saludo} />
    </Container>
  );
}
