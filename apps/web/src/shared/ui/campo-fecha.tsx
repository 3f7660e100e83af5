import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { esFechaValida, FORMATO_FECHA } from '@nemu/domain';

type Props = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'locale' | 'dateParser'
> & {
  /** Fecha "AAAA-MM-DD" o vacío. */
  value?: string;
  onChange?: (valor: string) => void;
};

/**
 * Lo escrito en el campo como "AAAA-MM-DD": DD/MM/AAAA (también con guiones o puntos) o ya
 * AAAA-MM-DD; null si no es una fecha real. Nunca se lee como MM/DD (el 05/12 es diciembre).
 */
export function leerFechaEscrita(texto: string): string | null {
  const t = texto.trim();
  const dma = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const fecha = dma
    ? `${dma[3]}-${dma[2]!.padStart(2, '0')}-${dma[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(t)
      ? t
      : null;
  return fecha && esFechaValida(fecha) ? fecha : null;
}

/** Fecha que se muestra y se escribe como DD/MM/AAAA y se guarda como "AAAA-MM-DD". */
export function CampoFecha({ value, onChange, ...resto }: Props) {
  return (
    <DateInput
      {...resto}
      dateParser={leerFechaEscrita}
      locale="es"
      valueFormat={FORMATO_FECHA}
      placeholder="DD/MM/AAAA"
      clearable
      clearButtonProps={{ 'aria-label': 'Borrar la fecha' }}
      value={value ? value : null}
      onChange={(v) => onChange?.(v ?? '')}
    />
  );
}
