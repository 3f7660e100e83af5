import { configuracionPagosSchema } from '@nemu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enviar, ErrorApi, pedir } from './consulta';

function responder(cuerpo: unknown): void {
  vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify(cuerpo), { status: 200 }));
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('pedir y enviar validan la respuesta con el esquema del dominio', () => {
  it('pedir devuelve los datos que cumplen el contrato (sin campos ajenos)', async () => {
    responder({ proveedor: 'sandbox', checkout_js: null, efectivo: true, sobrante: 1 });
    expect(await pedir(configuracionPagosSchema, '/pagos/configuracion/')).toEqual({
      proveedor: 'sandbox',
      checkout_js: null,
      efectivo: true,
    });
  });

  it('pedir lanza ErrorApi con bad-data si la respuesta no cumple el contrato', async () => {
    responder({ proveedor: 'otro', checkout_js: null });
    const error = await pedir(configuracionPagosSchema, '/pagos/configuracion/').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ErrorApi);
    expect((error as ErrorApi).fallo).toEqual({ kind: 'bad-data', errores: {} });
  });

  it('enviar devuelve bad-data si la respuesta no cumple el contrato', async () => {
    responder({ proveedor: 'sandbox' });
    expect(
      await enviar(configuracionPagosSchema, '/pagos/configuracion/', { metodo: 'POST' }),
    ).toEqual({ kind: 'bad-data', errores: {} });
  });
});
