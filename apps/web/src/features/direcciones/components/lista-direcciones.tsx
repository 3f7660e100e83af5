import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { ETIQUETAS_ICONO_DIRECCION, mensajeErrorAl, type Direccion } from '@nemu/domain';
import {
  IconBriefcase,
  IconBuilding,
  IconHeart,
  IconHome,
  IconMapPin,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mensajeFallo } from '../../../shared/api/resultado';
import { ErrorApi } from '../../../shared/api/consulta';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { direccionesQueryOptions, useEliminarDireccion } from '../api/direcciones.api';

const ICONOS = {
  casa: IconHome,
  empresa: IconBuilding,
  maletin: IconBriefcase,
  alfiler: IconMapPin,
  corazon: IconHeart,
} as const;

const RUTA_EDITAR = '/cliente/direccion/update';

/** Direcciones del cliente con la principal primero; alta, edición y borrado con confirmación. */
export function ListaDirecciones() {
  const { data, isLoading, error } = useQuery(direccionesQueryOptions());
  const eliminar = useEliminarDireccion();

  async function borrar(d: Direccion) {
    const ok = await confirmar({
      titulo: 'Eliminar dirección',
      mensaje: `¿Eliminar la dirección «${d.nombre}»?`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    const r = await eliminar.mutateAsync(d.id);
    if (r?.kind === 'ok') avisarExito('La dirección fue eliminada.');
    else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
  }

  if (isLoading) return <Loader size="sm" role="status" aria-label="Cargando direcciones" />;
  if (error) {
    const fallo = error instanceof ErrorApi ? error.fallo : null;
    return (
      <Alert color="red">
        {fallo ? mensajeFallo(fallo) : 'No se pudieron cargar las direcciones.'}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {(data ?? []).length === 0 && (
        <Text c="dimmed" size="sm">
          Todavía no cargó ninguna dirección de entrega.
        </Text>
      )}
      {(data ?? []).map((d) => {
        const Icono = ICONOS[d.icono];
        return (
          <Card key={d.id} withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                <Icono size={22} aria-label={ETIQUETAS_ICONO_DIRECCION[d.icono]} />
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={600}>{d.nombre}</Text>
                    {d.default && <Badge size="sm">Principal</Badge>}
                  </Group>
                  <Text size="sm" className="texto-entero">
                    {[d.calle_principal, d.numero, d.calle_secundaria && `c/ ${d.calle_secundaria}`]
                      .filter(Boolean)
                      .join(' ')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {d.ciudad_nombre}
                    {d.referencia ? ` · ${d.referencia}` : ''}
                  </Text>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={`${RUTA_EDITAR}?id=${d.id}`}
                  variant="subtle"
                  aria-label={`Editar ${d.nombre}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Eliminar ${d.nombre}`}
                  onClick={() => void borrar(d)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        );
      })}
      <Button
        component={Link}
        to={RUTA_EDITAR}
        variant="light"
        leftSection={<IconPlus size={16} />}
      >
        Agregar dirección
      </Button>
    </Stack>
  );
}
