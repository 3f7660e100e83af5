import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

type Props = Omit<DateTimePickerProps, 'value' | 'onChange' | 'valueFormat' | 'locale'> & {
  /** Fecha y hora "AAAA-MM-DDTHH:mm" (como un campo datetime-local) o vacío. */
  value?: string;
  onChange?: (valor: string) => void;
};

/** Fecha y hora que se muestran como DD/MM/AAAA HH:mm (24 h) y se guardan como "AAAA-MM-DDTHH:mm". */
export function CampoFechaHora({ value, onChange, ...resto }: Props) {
  return (
    <DateTimePicker
      {...resto}
      locale="es"
      valueFormat="DD/MM/YYYY HH:mm"
      placeholder="DD/MM/AAAA HH:mm"
      clearable
      clearButtonProps={{ 'aria-label': 'Borrar la fecha y hora' }}
      value={value ? `${value.replace('T', ' ').slice(0, 16)}:00` : null}
      onChange={(v) => onChange?.(v ? v.replace(' ', 'T').slice(0, 16) : '')}
    />
  );
}
