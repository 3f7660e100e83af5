import { describe, expect, it } from 'vitest';
import { MENSAJES, guardarDatoFacturacionSchema } from '@nemu/domain';
import { validarConZod } from './validar-con-zod';

describe('validarConZod', () => {
  const validar = validarConZod<{ ruc: string; razon_social: string; default: boolean }>(
    guardarDatoFacturacionSchema,
    { razon_social: 'Escriba la razón social.' },
  );

  it('sin errores devuelve un objeto vacío', () => {
    expect(validar({ ruc: '80028061-0', razon_social: 'EMPRESA S.A.', default: false })).toEqual(
      {},
    );
  });

  it('un mensaje por campo, del catálogo o el reemplazo pedido', () => {
    expect(validar({ ruc: '80028061-7', razon_social: '  ', default: false })).toEqual({
      ruc: MENSAJES.rucInvalido,
      razon_social: 'Escriba la razón social.',
    });
  });
});
