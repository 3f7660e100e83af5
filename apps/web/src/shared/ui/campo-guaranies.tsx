import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Campo de un monto en guaraníes: entero, no negativo, con punto de miles (1.234.567). */
export function CampoGuaranies(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      {...props}
    />
  );
}
