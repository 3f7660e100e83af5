// Card presentation (spec §3 Tarjeta): brand colour, last 4 digits, number in groups of 4.

export type ColorTarjeta = 'blue' | 'black' | 'grey';

export const COLORES_TARJETA: Readonly<Record<ColorTarjeta, string>> = {
  blue: '#1A3E8C',
  black: '#1A1A1A',
  grey: '#6B7280',
};

export interface PresentacionTarjeta {
  color: ColorTarjeta;
  colorHex: string;
  ultimos4: string;
  numeroEnGrupos: string;
}

export function colorTarjeta(marca: string | null | undefined): ColorTarjeta {
  const m = (marca ?? '').toLowerCase();
  if (m.includes('master')) return 'blue';
  if (m.includes('visa')) return 'black';
  return 'grey';
}

/** "541863******1234" → { ultimos4: "1234", numeroEnGrupos: "**** **** **** 1234" }. */
export function presentacionTarjeta(tarjeta: {
  card_brand: string | null | undefined;
  card_masked_number: string | null | undefined;
}): PresentacionTarjeta {
  const color = colorTarjeta(tarjeta.card_brand);
  const final = /(\d{4})\D*$/.exec(tarjeta.card_masked_number ?? '');
  const ultimos4 = final?.[1] ?? '';
  return {
    color,
    colorHex: COLORES_TARJETA[color],
    ultimos4,
    numeroEnGrupos: `**** **** **** ${ultimos4 || '****'}`,
  };
}
