import { Card, Group, Pagination, Rating, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { formatoDecimal, formatoFecha } from '@nemu/domain';
import { useState } from 'react';
import { TAMANO_PAGINA_OPERACION, useCalificacionesRecibidas } from '../api/operacion.api';
import { useOperacionTransportista } from '../estado/use-operacion';
import { Cargando, ErrorCarga, Vacio } from './comunes';

/** Lo que los clientes opinaron de sus entregas: promedio y cada calificación. */
export function CalificacionesRecibidas() {
  const { usuario } = useOperacionTransportista();
  const [pagina, setPagina] = useState(1);
  const cal = useCalificacionesRecibidas(usuario?.transportista_id ?? null, pagina);
  return (
    <Stack maw={720} mx="auto" w="100%">
      <Title order={1} size="h2">
        Mis calificaciones
      </Title>
      {cal.isPending ? (
        <Cargando que="calificaciones" />
      ) : cal.isError ? (
        <ErrorCarga
          titulo="No se pudieron cargar sus calificaciones"
          error={cal.error}
          reintentar={() => void cal.refetch()}
        />
      ) : (
        <>
          <Card withBorder padding="md">
            <Group gap="md" wrap="nowrap">
              <Text fw={800} fz={40} lh={1}>
                {formatoDecimal(cal.data.rating, 1)}
              </Text>
              <Stack gap={2}>
                <Rating
                  value={cal.data.rating}
                  fractions={10}
                  readOnly
                  role="img"
                  aria-label="Promedio"
                />
                <Text size="sm" c="dimmed">
                  {cal.data.ratings} {cal.data.ratings === 1 ? 'calificación' : 'calificaciones'}
                </Text>
              </Stack>
            </Group>
          </Card>
          {cal.data.results.length === 0 ? (
            <Vacio icono={<IconStar size={48} aria-hidden />}>
              <Text>Todavía no recibió calificaciones.</Text>
              <Text size="sm" c="dimmed">
                Los clientes califican después de cada entrega.
              </Text>
            </Vacio>
          ) : (
            cal.data.results.map((c) => (
              <Card key={c.id} withBorder padding="sm" data-testid="calificacion-recibida">
                <Group justify="space-between" wrap="nowrap">
                  <Rating
                    value={c.calificacion}
                    readOnly
                    role="img"
                    aria-label={`${c.calificacion} de 5`}
                  />
                  <Text size="sm" c="dimmed">
                    {formatoFecha(c.fecha)}
                  </Text>
                </Group>
                {c.comentario && <Text mt={4}>{c.comentario}</Text>}
              </Card>
            ))
          )}
          {cal.data.count > TAMANO_PAGINA_OPERACION && (
            <Pagination
              total={Math.ceil(cal.data.count / TAMANO_PAGINA_OPERACION)}
              value={pagina}
              onChange={setPagina}
              aria-label="Páginas de calificaciones"
            />
          )}
        </>
      )}
    </Stack>
  );
}
