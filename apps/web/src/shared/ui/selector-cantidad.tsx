import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

interface Props {
  /** Nombre accesible del campo ("Cantidad", "Cantidad de Yerba…"). */
  etiqueta: string;
  /** Muestra la etiqueta encima del campo; si no, sólo la leen los lectores de pantalla. */
  etiquetaVisible?: boolean;
  valor: number;
  min?: number;
  max: number;
  deshabilitado?: boolean;
  alCambiar: (cantidad: number) => void;
}

/** Cantidad con botones − y + de 44 × 44 px (objetivo táctil mínimo) a los lados del campo. */
export function SelectorCantidad({
  etiqueta,
  etiquetaVisible = false,
  valor,
  min = 1,
  max,
  deshabilitado = false,
  alCambiar,
}: Props) {
  const tope = Math.max(min, max);
  const fijar = (n: number) => alCambiar(Math.min(tope, Math.max(min, n)));
  const nombre = `${etiqueta.charAt(0).toLowerCase()}${etiqueta.slice(1)}`;
  return (
    <Group gap={4} wrap="nowrap" align="end">
      <ActionIcon
        size={44}
        variant="default"
        aria-label={`Restar uno a ${nombre}`}
        disabled={deshabilitado || valor <= min}
        onClick={() => fijar(valor - 1)}
      >
        <IconMinus size={18} />
      </ActionIcon>
      <NumberInput
        label={etiquetaVisible ? etiqueta : undefined}
        aria-label={etiquetaVisible ? undefined : etiqueta}
        hideControls
        size="md"
        w={72}
        min={min}
        max={tope}
        value={valor}
        allowDecimal={false}
        allowNegative={false}
        disabled={deshabilitado}
        styles={{ input: { textAlign: 'center', minHeight: 44 } }}
        onChange={(v) => {
          if (typeof v === 'number' && v >= min) fijar(v);
        }}
      />
      <ActionIcon
        size={44}
        variant="default"
        aria-label={`Sumar uno a ${nombre}`}
        disabled={deshabilitado || valor >= tope}
        onClick={() => fijar(valor + 1)}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
