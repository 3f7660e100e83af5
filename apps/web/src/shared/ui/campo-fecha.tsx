import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DateInput, type DateInputProps } from '@mantine/dates';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale'> & {
  /** Fecha "AAAA-MM-DD" o vacío. */
  value?: string;
  onChange?: (valor: string) => void;
};

/** Fecha que se muestra y se escribe como DD/MM/AAAA y se guarda como "AAAA-MM-DD". */
export function CampoFecha({ value, onChange, ...resto }: Props) {
  return (
    <DateInput
      {...resto}
      locale="es"
      valueFormat="DD/MM/YYYY"
      placeholder="DD/MM/AAAA"
      clearable
      value={value ? value : null}
      onChange={(v) => onChange?.(v ?? '')}
    />
  );
}
