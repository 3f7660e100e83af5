import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useVolver } from '../interfaz/use-volver';
import { avisarExito } from '../ui/avisos';
import { FormularioVehiculo } from './formulario-vehiculo';

/** Enlace «← texto» al volver de una pantalla de la flota (atrás si se vino de `a`). */
export function VolverFlota({ a, texto }: { a: string; texto: string }) {
  const volver = useVolver(a);
  return (
    <Anchor component={Link} {...volver} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {texto}
      </Group>
    </Anchor>
  );
}

interface Props {
  /** Lista de vehículos a la que se vuelve al cancelar. */
  lista: string;
  textoVolver: string;
  aviso: string;
  /** Ficha del vehículo recién cargado. */
  detalleDe: (id: number) => string;
}

/** Alta de un vehículo (transportista o empresa): queda pendiente de aprobación. */
export function AltaVehiculo({ lista, textoVolver, aviso, detalleDe }: Props) {
  const navegar = useNavigate();
  return (
    <Stack>
      <VolverFlota a={lista} texto={textoVolver} />
      <Title order={2}>Agregar vehículo</Title>
      <Text c="dimmed" size="sm">
        {aviso}
      </Text>
      <FormularioVehiculo
        alGuardar={(v) => {
          avisarExito('Vehículo cargado: queda pendiente de aprobación.');
          void navegar(detalleDe(v.id), { replace: true });
        }}
        alCancelar={() => void navegar(lista)}
      />
    </Stack>
  );
}
