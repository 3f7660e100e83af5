import { Card, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePersonas } from '../api/contabilidad.api';

export const TIPOS_PERSONA = [
  { value: '20', label: 'Proveedor' },
  { value: '30', label: 'Transportista' },
  { value: '10', label: 'Cliente' },
];

export const hoyIso = () =>
  new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Asuncion' });

/** Tarjeta con una cifra. */
export function Dato({ titulo, valor, color }: { titulo: string; valor: string; color?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {titulo}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {valor}
      </Text>
    </Card>
  );
}

/** Elegir un cliente, proveedor o transportista buscando por nombre. */
export function SelectorPersona({
  tipo,
  value,
  onChange,
  error,
}: {
  tipo: number;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}) {
  const [texto, setTexto] = useState('');
  const [buscar] = useDebouncedValue(texto, 300);
  // La opción elegida sigue en la lista aunque la búsqueda siguiente no la traiga: el campo
  // muestra su nombre, no un número.
  const [elegida, setElegida] = useState<{ value: string; label: string } | null>(null);
  const personas = usePersonas(tipo, buscar);
  const opciones = (personas.data?.results ?? []).map((p) => ({
    value: String(p.id),
    label: p.nombre,
  }));
  if (
    value !== null &&
    elegida?.value === String(value) &&
    !opciones.some((o) => o.value === elegida.value)
  ) {
    opciones.unshift(elegida);
  }
  const etiqueta = TIPOS_PERSONA.find((t) => t.value === String(tipo))?.label ?? 'Persona';
  return (
    <Select
      label={etiqueta}
      placeholder="Busque por nombre"
      searchable
      searchValue={texto}
      onSearchChange={setTexto}
      data={opciones}
      value={value === null ? null : String(value)}
      onChange={(v, opcion) => {
        setElegida(v ? opcion : null);
        onChange(v ? Number(v) : null);
      }}
      nothingFoundMessage={personas.isFetching ? 'Buscando…' : 'Sin resultados'}
      error={error}
      size="md"
      clearable
    />
  );
}
