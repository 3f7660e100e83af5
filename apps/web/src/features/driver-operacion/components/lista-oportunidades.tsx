import { Alert, Button, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { TAMANO_PAGINA_OPERACION, useOportunidades } from '../api/operacion.api';
import { useTransportista } from '../estado/transportista.store';
import { useOperacionTransportista } from '../estado/use-operacion';
import { Cargando, ErrorCarga, Vacio } from './comunes';
import { TarjetaOportunidad } from './tarjeta-oportunidad';

/** Oportunidades abiertas (se refrescan cada 30 s); la que vence primero arriba. */
export function ListaOportunidades() {
  useOperacionTransportista();
  const [pagina, setPagina] = useState(1);
  const ops = useOportunidades(pagina);
  const conectado = useTransportista((e) => e.conectado);
  return (
    <Stack maw={720} mx="auto" w="100%">
      <Title order={1} size="h2">
        Oportunidades
      </Title>
      {conectado === false && (
        <Alert color="yellow">
          Está desconectado: conéctese en Inicio para recibir rutas nuevas.
        </Alert>
      )}
      {ops.isPending ? (
        <Cargando que="oportunidades" />
      ) : ops.isError ? (
        <ErrorCarga
          titulo="No se pudieron cargar las oportunidades"
          error={ops.error}
          reintentar={() => void ops.refetch()}
        />
      ) : ops.data.results.length === 0 ? (
        <Vacio icono={<IconInbox size={48} aria-hidden />}>
          <Text>No hay oportunidades por ahora.</Text>
          <Text size="sm" c="dimmed">
            Le avisaremos cuando haya una ruta para su vehículo en sus ciudades.
          </Text>
          <Button variant="light" onClick={() => void ops.refetch()} loading={ops.isFetching}>
            Buscar de nuevo
          </Button>
        </Vacio>
      ) : (
        <>
          {ops.data.results.map((o) => (
            <TarjetaOportunidad key={o.id} o={o} />
          ))}
          {ops.data.count > TAMANO_PAGINA_OPERACION && (
            <Pagination
              total={Math.ceil(ops.data.count / TAMANO_PAGINA_OPERACION)}
              value={pagina}
              onChange={setPagina}
              aria-label="Páginas de oportunidades"
            />
          )}
        </>
      )}
    </Stack>
  );
}
