import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { GrillaProductos } from '../../../shared/tienda/grilla-productos';
import { useFavoritos } from '../api/favoritos.api';

/** `/favoritos`: los productos marcados por el usuario. */
export function ListaFavoritos() {
  const { data, isPending, isError, refetch } = useFavoritos();
  return (
    <Stack>
      <Title order={1} fz="h2">
        Mis favoritos
      </Title>
      {isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title="No se pudieron cargar sus favoritos">
          <Button variant="light" size="xs" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <GrillaProductos
          productos={data?.map((f) => f.detalle)}
          cargando={isPending}
          vacio="Todavía no marcó productos como favoritos."
        />
      )}
    </Stack>
  );
}
