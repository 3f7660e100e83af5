import { Badge, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { EstadoHojaRuta, formatoFecha, formatoGuaranies } from '@nemu/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { TAMANO_PAGINA_OPERACION, useMisRutas } from '../api/operacion.api';
import { useOperacionTransportista } from '../estado/use-operacion';
import { Cargando, ErrorCarga, Vacio, formatoKm } from './comunes';

const COLOR_ESTADO: Record<number, string> = {
  [EstadoHojaRuta.ACEPTADA]: 'blue',
  [EstadoHojaRuta.EN_CURSO]: 'orange',
  [EstadoHojaRuta.FINALIZADA]: 'green',
  [EstadoHojaRuta.CANCELADA]: 'red',
};

/** Hojas de ruta del transportista, las más recientes primero (paginado). */
export function MisRutas() {
  useOperacionTransportista();
  const [pagina, setPagina] = useState(1);
  const rutas = useMisRutas(pagina);
  return (
    <Stack maw={720} mx="auto" w="100%">
      <Title order={1} size="h2">
        Mis rutas
      </Title>
      {rutas.isPending ? (
        <Cargando que="sus rutas" />
      ) : rutas.isError ? (
        <ErrorCarga
          titulo="No se pudieron cargar sus rutas"
          error={rutas.error}
          reintentar={() => void rutas.refetch()}
        />
      ) : rutas.data.results.length === 0 ? (
        <Vacio icono={<IconRoute size={48} aria-hidden />}>
          <Text>Todavía no aceptó ninguna ruta.</Text>
          <Button component={Link} to="/driver/oportunidades" mih={44}>
            Ver oportunidades
          </Button>
        </Vacio>
      ) : (
        <>
          {rutas.data.results.map((h) => {
            const activa =
              h.estado === EstadoHojaRuta.ACEPTADA || h.estado === EstadoHojaRuta.EN_CURSO;
            return (
              <Card key={h.id} withBorder padding="md" data-testid="fila-mi-ruta">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>
                      Hoja N.º {h.id} · {formatoFecha(h.fecha)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {h.cantidad_paradas} paradas · {formatoKm(h.kilometros_recorrido)}
                      {h.ciudades.length > 0 ? ` · ${h.ciudades.join(', ')}` : ''}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <Badge color={COLOR_ESTADO[h.estado] ?? 'gray'} variant="light">
                      {h.estado_nombre}
                    </Badge>
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {formatoGuaranies(h.tarifa_transportista)}
                    </Text>
                  </Stack>
                </Group>
                {activa && (
                  <Button component={Link} to="/driver/ruta" mt="xs" mih={44} variant="light">
                    Ir a la ruta
                  </Button>
                )}
              </Card>
            );
          })}
          {rutas.data.count > TAMANO_PAGINA_OPERACION && (
            <Pagination
              total={Math.ceil(rutas.data.count / TAMANO_PAGINA_OPERACION)}
              value={pagina}
              onChange={setPagina}
              aria-label="Páginas de mis rutas"
            />
          )}
        </>
      )}
    </Stack>
  );
}
