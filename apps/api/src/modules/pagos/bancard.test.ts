import { describe, expect, it } from 'vitest';
import {
  ProveedorBancard,
  resultadoCargo,
  solicitudCargo,
  solicitudSingleBuy,
  type SolicitudBancard,
} from './bancard.adapter.js';
import {
  montoBancard,
  tokenCardsNew,
  tokenCharge,
  tokenConfirmacion,
  tokenEliminarTarjeta,
  tokenGetConfirmation,
  tokenRollback,
  tokenSingleBuy,
  tokenUsersCards,
  tokensIguales,
} from './bancard.tokens.js';

const K = 'TEST_PRIVATE_KEY';
const config = { publicKey: 'PUBLICA', privateKey: K, baseUrl: 'https://vpos.example' };

describe('tokens MD5 de Bancard (vectores de dominio-paraguay §1.3)', () => {
  it('coinciden con los ejemplos registrados', () => {
    expect(montoBancard(150000)).toBe('150000.00');
    expect(tokenSingleBuy(K, '1001', '150000.00')).toBe('95f5c5efd7d4ac85b7c5b37f9677be3e');
    expect(tokenConfirmacion(K, '1001', '150000.00')).toBe('c63c8221a3b6c177cd4ba8f6cff9445f');
    expect(tokenGetConfirmation(K, '1001')).toBe('58d066866408463432dd8cdd2729cff5');
    expect(tokenRollback(K, '1001')).toBe('a33819092adc06c5ae61c0da8d694030');
    expect(tokenCardsNew(K, 7, 42)).toBe('39977ca1a12d9c81be46d30e295ec1b5');
    expect(tokenUsersCards(K, 42)).toBe('9f68a556b85efa0bbf9e343c35ed09bd');
    expect(tokenCharge(K, '1002', '150000.00', 'ALIAS123')).toBe(
      '8ab044358f87f9abc693ac4a87aab3ad',
    );
    expect(tokenEliminarTarjeta(K, 42, 'ALIAS123')).toBe('c244f7abf03b7aa617013770cf08fbe2');
  });

  it('compara tokens sin distinguir mayúsculas y rechaza largos distintos', () => {
    expect(tokensIguales('ABC', 'abc')).toBe(true);
    expect(tokensIguales('abc', 'abcd')).toBe(false);
  });

  it('rechaza montos no enteros', () => {
    expect(() => montoBancard(10.5)).toThrow(RangeError);
  });
});

describe('solicitudes vPOS', () => {
  it('single_buy: monto "NNN.00", descripción de 20 caracteres y token', () => {
    const s = solicitudSingleBuy(config, {
      idProceso: '1001',
      monto: 150000,
      descripcion: 'Pedido 1001 en Ñemu marketplace',
      urlRetorno: 'https://nemu.example/pedido',
    });
    expect(s).toEqual({
      metodo: 'POST',
      ruta: '/vpos/api/0.3/single_buy',
      cuerpo: {
        public_key: 'PUBLICA',
        operation: {
          token: '95f5c5efd7d4ac85b7c5b37f9677be3e',
          shop_process_id: '1001',
          amount: '150000.00',
          currency: 'PYG',
          description: 'Pedido 1001 en Ñemu ',
          return_url: 'https://nemu.example/pedido',
          cancel_url: 'https://nemu.example/pedido',
        },
      },
    });
  });

  it('Zimple agrega zimple "S" y el teléfono en formato local', () => {
    const s = solicitudSingleBuy(config, {
      idProceso: '1',
      monto: 1000,
      descripcion: 'x',
      urlRetorno: 'u',
      billetera: 'zimple',
      telefono: '595981123456',
    });
    expect(s.cuerpo.operation).toMatchObject({ zimple: 'S', additional_data: '0981123456' });
  });

  it('charge pide un alias_token nuevo antes de cada cobro', async () => {
    const enviadas: SolicitudBancard[] = [];
    let n = 0;
    const proveedor = new ProveedorBancard(config, (s) => {
      enviadas.push(s);
      if (s.ruta.endsWith('/cards')) {
        n += 1;
        return Promise.resolve({
          status: 'success',
          cards: [{ card_id: 7, alias_token: `ALIAS${n}`, card_masked_number: '5418****0014' }],
        });
      }
      return Promise.resolve({
        status: 'success',
        operation: { response_code: '00', authorization_number: '123456', ticket_number: '99' },
      });
    });
    const cobro = { idProceso: '1002', monto: 150000, descripcion: 'd', urlRetorno: 'u' };
    const r1 = await proveedor.cobrarTarjeta({ ...cobro, usuarioId: 42, cardId: 7 });
    await proveedor.cobrarTarjeta({ ...cobro, idProceso: '1003', usuarioId: 42, cardId: 7 });
    expect(r1.aprobado).toBe(true);
    expect(enviadas.map((s) => s.ruta)).toEqual([
      '/vpos/api/0.3/users/42/cards',
      '/vpos/api/0.3/charge',
      '/vpos/api/0.3/users/42/cards',
      '/vpos/api/0.3/charge',
    ]);
    expect(enviadas[1]?.cuerpo.operation.alias_token).toBe('ALIAS1');
    expect(enviadas[3]?.cuerpo.operation.alias_token).toBe('ALIAS2');
    expect(enviadas[1]?.cuerpo.operation.token).toBe(
      solicitudCargo(config, cobro, 'ALIAS1').cuerpo.operation.token,
    );
  });

  it('un cargo con código distinto de 00 no está aprobado', () => {
    expect(
      resultadoCargo('1', { status: 'success', confirmation: { response_code: '51' } }).aprobado,
    ).toBe(false);
  });
});
