import { Alert, Anchor, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { direccionQueryOptions } from '../../../features/direcciones/api/direcciones.api';
import { FormularioDireccion } from '../../../features/direcciones/components/formulario-direccion';

const VOLVER = '/cliente?seccion=direcciones';

/** `/cliente/direccion/update[?id=N]`: alta o edición de una dirección de entrega. */
export function DireccionEditarPage() {
  const [parametros] = useSearchParams();
  const navegar = useNavigate();
  const id = Number(parametros.get('id') ?? '0');
  const existente = useQuery({ ...direccionQueryOptions(id), enabled: id > 0 });
  const volver = () => void navegar(VOLVER);
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to={VOLVER} size="sm">
          ← Mis direcciones
        </Anchor>
        <Title order={1} fz={26}>
          {id > 0 ? 'Editar dirección' : 'Nueva dirección'}
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          {id > 0 && existente.isLoading && (
            <Loader size="sm" role="status" aria-label="Cargando dirección" />
          )}
          {id > 0 && existente.isError && <Alert color="red">No se encontró la dirección.</Alert>}
          {id > 0 && existente.data && (
            <FormularioDireccion direccion={existente.data} alGuardar={volver} />
          )}
          {id === 0 && <FormularioDireccion alGuardar={volver} />}
        </Paper>
      </Stack>
    </Container>
  );
}
