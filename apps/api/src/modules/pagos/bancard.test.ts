import { describe, expect, it } from 'vitest';
import {
  estadoGetConfirmation,
  ProveedorBancard,
  resultadoCargo,
  scriptCheckout,
  solicitudCargo,
  solicitudGetConfirmation,
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
const config = {
  publicKey: 'PUBLICA',
  privateKey: K,
  baseUrl: 'https://vpos.example',
  urlPublica: 'https://nemu.example',
  versionCheckout: '4.0.0',
};

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

describe('get_confirmation (conciliación, dominio-paraguay §1.7)', () => {
  it('arma la solicitud con md5(private_key + shop_process_id + "get_confirmation")', () => {
    // Calculado a mano: md5("TEST_PRIVATE_KEY" + "1001" + "get_confirmation"), vector de §1.3.
    expect(solicitudGetConfirmation(config, '1001')).toEqual({
      metodo: 'POST',
      ruta: '/vpos/api/0.3/single_buy/confirmations',
      cuerpo: {
        public_key: 'PUBLICA',
        operation: { token: '58d066866408463432dd8cdd2729cff5', shop_process_id: '1001' },
      },
    });
  });

  const intento = { idProceso: '1001', idExterno: 'proc-1', monto: 150000 };
  // Respuestas grabadas a mano con la forma de la especificación (confirmation = callback).
  const aprobada = {
    status: 'success',
    confirmation: {
      token: 'c63c8221a3b6c177cd4ba8f6cff9445f',
      shop_process_id: 1001,
      response: 'S',
      response_details: 'Procesado Satisfactoriamente',
      amount: '150000.00',
      currency: 'PYG',
      authorization_number: '123456',
      ticket_number: '123456789123456',
      response_code: '00',
      response_description: 'Transacción aprobada',
      security_information: { customer_ip: '123.123.123.123', card_source: 'L', risk_index: 0 },
    },
    messages: [{ key: 'PaymentSuccess', level: 'success', dsc: 'Pago exitoso' }],
  };

  it('un pago aprobado se aplica como confirmación', () => {
    expect(estadoGetConfirmation(intento, aprobada)).toEqual({
      estado: 'resuelto',
      resultado: {
        idProceso: '1001',
        aprobado: true,
        codigoRespuesta: '00',
        codigoAutorizacion: '123456',
        idExterno: '123456789123456',
        mensaje: 'Transacción aprobada',
      },
    });
  });

  it('un rechazo (51) queda resuelto sin aprobar', () => {
    const r = estadoGetConfirmation(intento, {
      ...aprobada,
      confirmation: {
        ...aprobada.confirmation,
        authorization_number: null,
        response_code: '51',
        response_description: 'Fondos insuficientes',
      },
    });
    expect(r).toMatchObject({ estado: 'resuelto', resultado: { aprobado: false } });
  });

  it('PaymentNotFoundError = el comprador nunca pagó; otros errores no deciden nada', () => {
    const noPago = {
      status: 'error',
      messages: [{ key: 'PaymentNotFoundError', level: 'error', dsc: 'Pago no encontrado' }],
    };
    expect(estadoGetConfirmation(intento, noPago)).toEqual({ estado: 'sin_pago' });
    const token = {
      status: 'error',
      messages: [{ key: 'InvalidTokenError', level: 'error', dsc: 'Token inválido' }],
    };
    expect(estadoGetConfirmation(intento, token).estado).toBe('error');
  });

  it('un monto distinto del nuestro no se aplica', () => {
    const r = estadoGetConfirmation(intento, {
      ...aprobada,
      confirmation: { ...aprobada.confirmation, amount: '1000.00' },
    });
    expect(r.estado).toBe('error');
  });

  it('consultar() envía la solicitud y un fallo de red es "error"', async () => {
    const enviadas: SolicitudBancard[] = [];
    const ok = new ProveedorBancard(config, (s) => {
      enviadas.push(s);
      return Promise.resolve(aprobada);
    });
    expect((await ok.consultar(intento)).estado).toBe('resuelto');
    expect(enviadas[0]?.ruta).toBe('/vpos/api/0.3/single_buy/confirmations');
    const caido = new ProveedorBancard(config, () => Promise.reject(new Error('ECONNREFUSED')));
    expect(await caido.consultar(intento)).toEqual({ estado: 'error', mensaje: 'ECONNREFUSED' });
  });
});

describe('checkout y catastro en el navegador (dominio-paraguay §1.5)', () => {
  it('el JS de checkout sale del origen configurado (staging con :8888 o producción)', () => {
    expect(
      scriptCheckout({ baseUrl: 'https://vpos.infonet.com.py:8888', versionCheckout: '4.0.0' }),
    ).toBe('https://vpos.infonet.com.py:8888/checkout/javascript/dist/bancard-checkout-4.0.0.js');
    expect(
      scriptCheckout({ baseUrl: 'https://vpos.infonet.com.py/', versionCheckout: '4.0.0' }),
    ).toBe('https://vpos.infonet.com.py/checkout/javascript/dist/bancard-checkout-4.0.0.js');
  });

  it('single_buy manda al comprador a nuestra página /pago/:process_id con return_url absoluta', async () => {
    const enviadas: SolicitudBancard[] = [];
    const p = new ProveedorBancard(config, (s) => {
      enviadas.push(s);
      return Promise.resolve({ status: 'success', process_id: 'ab*12-cd' });
    });
    const tarjeta = await p.iniciarCobro({
      idProceso: '1001',
      monto: 150000,
      descripcion: 'Pedido 10',
      urlRetorno: '/pedido?transaccion_id=1001',
    });
    expect(tarjeta).toEqual({
      url: '/pago/ab*12-cd?transaccion_id=1001',
      idExterno: 'ab*12-cd',
    });
    expect(enviadas[0]?.cuerpo.operation.return_url).toBe(
      'https://nemu.example/pedido?transaccion_id=1001',
    );
    const zimple = await p.iniciarCobro({
      idProceso: '1002',
      monto: 150000,
      descripcion: 'Pedido 10',
      urlRetorno: '/pedido?transaccion_id=1002',
      billetera: 'zimple',
      telefono: '595981123456',
    });
    expect(zimple.url).toBe('/pago/ab*12-cd?transaccion_id=1002&formulario=zimple');
  });

  it('cards/new lleva a /tarjeta/agregar/:card_id/:process_id y vuelve a .../ok', async () => {
    const enviadas: SolicitudBancard[] = [];
    const p = new ProveedorBancard(config, (s) => {
      enviadas.push(s);
      return Promise.resolve({ status: 'success', process_id: 'xyz/9' });
    });
    const r = await p.registrarTarjeta({
      cardId: 7,
      usuarioId: 42,
      telefono: '0981123456',
      email: 'a@b.py',
      urlRetorno: '/tarjeta/agregar/7/ok',
    });
    expect(r).toEqual({ url: '/tarjeta/agregar/7/xyz%2F9', idExterno: 'xyz/9' });
    expect(enviadas[0]?.cuerpo.operation).toMatchObject({
      token: '39977ca1a12d9c81be46d30e295ec1b5',
      return_url: 'https://nemu.example/tarjeta/agregar/7/ok',
    });
  });
});
