import { Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useMedidas, type UnidadMedida } from '../api/catalogo.api';

const etiquetaUnidad = (u: UnidadMedida) =>
  u.abreviatura && u.abreviatura !== u.nombre ? `${u.nombre} (${u.abreviatura})` : u.nombre;

interface Props {
  value: string | null;
  onChange: (unidad: string | null) => void;
  error?: string | undefined;
}

/** Unidad de medida del producto en dos pasos: grupo (peso, volumen…) y luego la unidad. */
export function SelectorUnidad({ value, onChange, error }: Props) {
  const { grupos, unidades } = useMedidas();
  const [grupoElegido, setGrupoElegido] = useState<string | null>(null);
  const unidadActual = unidades.data?.find((u) => String(u.id) === value);
  const grupo = grupoElegido ?? (unidadActual ? String(unidadActual.grupo) : null);
  const falla = grupos.isError || unidades.isError;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select
        label="Grupo de medida"
        placeholder={grupos.isPending ? 'Cargando…' : 'Elegir grupo'}
        clearable
        disabled={grupos.isPending}
        data={(grupos.data ?? []).map((g) => ({ value: String(g.id), label: g.nombre }))}
        value={grupo}
        onChange={(g) => {
          setGrupoElegido(g);
          onChange(null);
        }}
        error={falla ? 'No pudimos cargar las unidades de medida.' : undefined}
      />
      <Select
        label="Unidad de medida"
        placeholder={grupo ? 'Elegir unidad' : 'Primero elija un grupo'}
        clearable
        disabled={!grupo || unidades.isPending}
        data={(unidades.data ?? [])
          .filter((u) => String(u.grupo) === grupo)
          .map((u) => ({ value: String(u.id), label: etiquetaUnidad(u) }))}
        value={value}
        onChange={onChange}
        error={error}
      />
    </SimpleGrid>
  );
}

/** Texto «Se vende por …» con la unidad guardada del producto (nada si no tiene). */
export function UnidadDelProducto({ unidad }: { unidad: number | null }) {
  const { unidades } = useMedidas();
  const u = unidades.data?.find((x) => x.id === unidad);
  if (!u) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="unidad-producto">
      Se vende por: {etiquetaUnidad(u)}
    </Text>
  );
}
