import { SegmentedControl } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

interface Props {
  /** Ruta base, p. ej. `/admin/producto`; cada opción es `{base}/{valor}`. */
  base: string;
  valor: string;
  opciones: readonly { value: string; label: string }[];
}

/** Pestañas de estado (`pendiente` | `moderado`) que cambian la ruta y conservan la búsqueda. */
export function PestanasEstado({ base, valor, opciones }: Props) {
  const navegar = useNavigate();
  const { search } = useLocation();
  const sinPagina = new URLSearchParams(search);
  sinPagina.delete('page');
  const resto = sinPagina.toString();
  return (
    <SegmentedControl
      aria-label="Estado"
      data={[...opciones]}
      value={valor}
      size="md"
      onChange={(v) => void navegar(`${base}/${v}${resto ? `?${resto}` : ''}`)}
    />
  );
}

export const OPCIONES_MODERACION = [
  { value: 'pendiente', label: 'Pendientes' },
  { value: 'moderado', label: 'Aprobados' },
] as const;
