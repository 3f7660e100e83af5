import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rutaProducto } from '../tienda/slug';
import { useSugerencias } from './sugerencias.api';

/** Caja de búsqueda con sugerencias mientras se escribe; Enter busca en /buscar. */
export function CajaBusqueda({
  inicial = '',
  alBuscar,
}: {
  inicial?: string;
  alBuscar?: (texto: string) => void;
}) {
  const [texto, setTexto] = useState(inicial);
  const [demorado] = useDebouncedValue(texto, 250);
  const navegar = useNavigate();
  const { data } = useSugerencias(demorado);
  const sugerencias = (data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }));

  const buscar = (valor: string) => {
    if (alBuscar) alBuscar(valor.trim());
    else void navegar(`/buscar?search=${encodeURIComponent(valor.trim())}`);
  };
  return (
    <Autocomplete
      aria-label="Buscar productos"
      placeholder="Buscar productos, marcas…"
      leftSection={<IconSearch size={16} />}
      value={texto}
      onChange={setTexto}
      data={sugerencias}
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        const p = data?.find((s) => String(s.id) === id);
        if (p) void navegar(rutaProducto(p));
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) buscar(e.currentTarget.value);
      }}
      renderOption={({ option }) => {
        const p = data?.find((s) => String(s.id) === option.value);
        return <span>{p?.nombre ?? option.value}</span>;
      }}
    />
  );
}
