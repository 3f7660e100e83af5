import { describe, expect, it } from 'vitest';
import { COLORES_TARJETA, presentacionTarjeta } from './tarjeta.rules.js';

describe('presentacionTarjeta', () => {
  it('colours by brand', () => {
    expect(
      presentacionTarjeta({ card_brand: 'Mastercard', card_masked_number: '5418 63** **** 1234' })
        .color,
    ).toBe('blue');
    expect(presentacionTarjeta({ card_brand: 'VISA', card_masked_number: '4' }).color).toBe(
      'black',
    );
    expect(presentacionTarjeta({ card_brand: 'Bancard', card_masked_number: null }).color).toBe(
      'grey',
    );
    expect(presentacionTarjeta({ card_brand: null, card_masked_number: null }).colorHex).toBe(
      COLORES_TARJETA.grey,
    );
  });

  it('shows the last 4 digits in groups', () => {
    expect(
      presentacionTarjeta({ card_brand: 'Visa', card_masked_number: '541863******1234' }),
    ).toEqual({
      color: 'black',
      colorHex: COLORES_TARJETA.black,
      ultimos4: '1234',
      numeroEnGrupos: '**** **** **** 1234',
    });
    expect(
      presentacionTarjeta({ card_brand: 'Visa', card_masked_number: 'XXXX-XXXX-XXXX-9876' })
        .ultimos4,
    ).toBe('9876');
  });

  it('masks everything when the digits are unknown', () => {
    const p = presentacionTarjeta({ card_brand: 'Visa', card_masked_number: '************' });
    expect(p.ultimos4).toBe('');
    expect(p.numeroEnGrupos).toBe('**** **** **** ****');
  });
});
