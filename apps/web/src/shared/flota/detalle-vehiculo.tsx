import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatoFecha, formatoMiles, type FichaVehiculo } from '@nemu/domain';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { abrirDocumentoPrivado } from './documento-privado';
import { EstadoVehiculo } from './estado-vehiculo';

function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

const DOCUMENTOS = [
  ['habilitacion_frente', 'Habilitación (frente)'],
  ['habilitacion_dorso', 'Habilitación (dorso)'],
  ['poliza_seguro', 'Póliza de seguro'],
] as const;

/** Ficha de un vehículo con su estado y sus documentos privados; `acciones` va al pie. */
export function DetalleVehiculo({
  vehiculo: v,
  acciones,
}: {
  vehiculo: FichaVehiculo;
  acciones?: ReactNode;
}) {
  const kilometraje =
    v.kilometraje && /^\d+$/.test(v.kilometraje)
      ? `${formatoMiles(Number(v.kilometraje))} km`
      : v.kilometraje;
  return (
    <Stack maw={760}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>
            {v.marca} {v.modelo}
          </Title>
          <Text c="dimmed">
            Chapa {v.numero_chapa} · {v.tipo_vehiculo_nombre ?? 'Vehículo'}
          </Text>
        </div>
        <EstadoVehiculo vehiculo={v} />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Dato etiqueta="Año">{v.ano ?? '—'}</Dato>
          <Dato etiqueta="Color">{v.color ?? '—'}</Dato>
          <Dato etiqueta="Kilometraje">{kilometraje || '—'}</Dato>
          <Dato etiqueta="Chasis">{v.numero_chassis || '—'}</Dato>
          <Dato etiqueta="Peso máximo">
            {v.peso_maximo === null ? '—' : `${formatoMiles(v.peso_maximo)} kg`}
          </Dato>
          <Dato etiqueta="Espacio (alto × ancho × largo)">
            {v.espacio_alto_cm === null
              ? '—'
              : `${v.espacio_alto_cm} × ${v.espacio_ancho_cm ?? '—'} × ${v.espacio_largo_cm ?? '—'} cm`}
          </Dato>
          <Dato etiqueta="Agregado">{formatoFecha(v.fecha_agregado)}</Dato>
          <Dato etiqueta="Viajes">{v.cantidad_viajes}</Dato>
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={4}>Documentos</Title>
          {DOCUMENTOS.map(([campo, etiqueta]) => {
            const url = v[campo];
            const vence =
              campo === 'poliza_seguro' ? v.poliza_vencimiento : v.habilitacion_vencimiento;
            return (
              <Group key={campo} justify="space-between" wrap="nowrap" mih={44}>
                <div>
                  <Text size="sm">{etiqueta}</Text>
                  <Text size="xs" c="dimmed">
                    {vence ? `Vence el ${formatoFecha(vence)}` : 'Sin vencimiento cargado'}
                  </Text>
                </div>
                {url ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void abrirDocumentoPrivado(url)}
                  >
                    <Group gap={4} wrap="nowrap">
                      <IconFileText size={16} aria-hidden />
                      Ver
                    </Group>
                  </Anchor>
                ) : (
                  <Text size="sm" c="red">
                    Falta cargarlo
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      </Card>
      {acciones}
    </Stack>
  );
}
