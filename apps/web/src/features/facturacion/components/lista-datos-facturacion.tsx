import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import type { DatoFacturacion } from '@nemu/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { datosFacturacionQueryOptions, useEliminarDatoFacturacion } from '../api/facturacion.api';
import { FormularioDatoFacturacion } from './formulario-dato-facturacion';

/** Datos de facturación del cliente; el de por defecto primero. */
export function ListaDatosFacturacion() {
  const { data, isLoading, isError } = useQuery(datosFacturacionQueryOptions());
  const eliminar = useEliminarDatoFacturacion();
  const [editando, setEditando] = useState<DatoFacturacion | 'nuevo' | null>(null);

  async function borrar(d: DatoFacturacion) {
    const ok = await confirmar({
      titulo: 'Eliminar datos de facturación',
      mensaje: `¿Eliminar «${d.razon_social}» (${d.ruc})?`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    const r = await eliminar.mutateAsync(d.id);
    if (r?.kind === 'ok') avisarExito('Los datos de facturación fueron eliminados.');
    else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
  }

  if (isLoading)
    return <Loader size="sm" role="status" aria-label="Cargando datos de facturación" />;
  if (isError) return <Alert color="red">No se pudieron cargar los datos de facturación.</Alert>;
  return (
    <Stack gap="sm">
      {(data ?? []).length === 0 && (
        <Text c="dimmed" size="sm">
          Sin datos de facturación: sus facturas saldrán sin nombre (innominadas).
        </Text>
      )}
      {(data ?? []).map((d) => (
        <Card key={d.id} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Group gap="xs">
                <Text fw={600} className="texto-entero">
                  {d.razon_social}
                </Text>
                {d.default && <Badge size="sm">Por defecto</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                RUC {d.ruc}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Editar ${d.razon_social}`}
                onClick={() => setEditando(d)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar ${d.razon_social}`}
                onClick={() => void borrar(d)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => setEditando('nuevo')}
      >
        Agregar datos de facturación
      </Button>
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'nuevo' ? 'Nuevos datos de facturación' : 'Editar datos de facturación'}
        centered
      >
        {editando !== null && (
          <FormularioDatoFacturacion
            {...(editando === 'nuevo' ? {} : { dato: editando })}
            alGuardar={() => setEditando(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
