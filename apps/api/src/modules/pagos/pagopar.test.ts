import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { testConfig } from '../../config.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearDireccion, crearProducto, stockDe } from '../pedidos/compra.fixtures.js';
import { pedido } from '../pedidos/pedidos.tables.js';
import {
  estadoPedidoPagopar,
  fechaPagopar,
  pedidoPagopar,
  ProcesadorPagopar,
  solicitudConsultaPagopar,
  solicitudIniciarPagopar,
  type SolicitudPagopar,
} from './pagopar.adapter.js';
import { configPagos } from './pagos.config.js';
import {
  tokenConsultaPagopar,
  tokenIniciarPagopar,
  tokenNotificacionPagopar,
} from './pagopar.tokens.js';

const K = 'TEST_PRIVATE_KEY';
const HASH = 'ad57c9c94f745fdd9bc9093bb409297607264af1a904e6300e71c24f15d6ggnn';
const config = {
  publicKey: 'PUBLICA',
  privateKey: K,
  apiUrl: 'https://api.pagopar.example',
  checkoutUrl: 'https://www.pagopar.example',
};

describe('tokens SHA-1 de Pagopar', () => {
  // Calculados a mano (sha1 de la concatenación) con la clave de prueba TEST_PRIVATE_KEY.
  it('coinciden con los ejemplos calculados', () => {
    // sha1("TEST_PRIVATE_KEY" + "1001" + "150000")
    expect(tokenIniciarPagopar(K, '1001', 150000)).toBe('ea348207266c4657b0d6dba2c4e38d9597971ec0');
    // sha1("TEST_PRIVATE_KEY" + hash_pedido del ejemplo de la documentación)
    expect(tokenNotificacionPagopar(K, HASH)).toBe('bfc6ad7b04ab60f938ffdb20f50c7c8f6f067a95');
    // sha1("TEST_PRIVATE_KEY" + "CONSULTA")
    expect(tokenConsultaPagopar(K)).toBe('2ef74bad115420e424df8e18e73efb4fa05d21aa');
  });
});

describe('solicitudes de Pagopar', () => {
  const cobro = {
    idProceso: '1001',
    monto: 150000,
    descripcion: 'Pedido 10 Ñemu',
    urlRetorno: '/pedido?transaccion_id=1001',
    billetera: 'tigo_money' as const,
    telefono: '595981123456',
    comprador: {
      email: 'ana@ejemplo.com.py',
      nombre: 'Ana Benítez',
      documento: '1234567',
      ruc: '',
      razonSocial: '',
    },
  };

  it('iniciar-transaccion con la forma de la documentación (montos enteros, +595…)', () => {
    const s = solicitudIniciarPagopar(config, cobro, new Date('2026-11-22T03:15:00Z'));
    expect(s).toEqual({
      ruta: '/api/comercios/2.0/iniciar-transaccion',
      cuerpo: {
        token: 'ea348207266c4657b0d6dba2c4e38d9597971ec0',
        public_key: 'PUBLICA',
        monto_total: 150000,
        tipo_pedido: 'VENTA-COMERCIO',
        id_pedido_comercio: '1001',
        descripcion_resumen: 'Pedido 10 Ñemu',
        fecha_maxima_pago: '2026-11-22 00:15:00',
        forma_pago: 10,
        comprador: {
          ruc: '',
          email: 'ana@ejemplo.com.py',
          ciudad: '1',
          nombre: 'Ana Benítez',
          telefono: '+595981123456',
          direccion: '',
          documento: '1234567',
          coordenadas: '',
          razon_social: '',
          tipo_documento: 'CI',
          direccion_referencia: '',
        },
        compras_items: [
          {
            ciudad: '1',
            nombre: 'Pedido 10 Ñemu',
            cantidad: 1,
            categoria: '909',
            public_key: 'PUBLICA',
            url_imagen: '',
            descripcion: 'Pedido 10 Ñemu',
            id_producto: 1001,
            precio_total: 150000,
            vendedor_telefono: '',
            vendedor_direccion: '',
            vendedor_direccion_referencia: '',
            vendedor_direccion_coordenadas: '',
          },
        ],
      },
    });
  });

  it('fecha_maxima_pago en hora de Asunción (UTC−3)', () => {
    expect(fechaPagopar(new Date('2026-01-01T02:30:05Z'))).toBe('2025-12-31 23:30:05');
  });

  it('consulta pedidos/1.1/traer con sha1(private_key + "CONSULTA")', () => {
    expect(solicitudConsultaPagopar(config, HASH)).toEqual({
      ruta: '/api/pedidos/1.1/traer',
      cuerpo: {
        hash_pedido: HASH,
        token: '2ef74bad115420e424df8e18e73efb4fa05d21aa',
        token_publico: 'PUBLICA',
      },
    });
  });

  it('iniciarCobro redirige a /pagos/{hash}?forma_pago=N y falla si Pagopar responde error', async () => {
    const enviadas: SolicitudPagopar[] = [];
    const p = new ProcesadorPagopar(config, 15, (s) => {
      enviadas.push(s);
      return Promise.resolve({ respuesta: true, resultado: [{ data: HASH, pedido: '1750' }] });
    });
    expect(await p.iniciarCobro({ ...cobro, billetera: 'billetera_personal' })).toEqual({
      url: `https://www.pagopar.example/pagos/${HASH}?forma_pago=12`,
      idExterno: HASH,
    });
    expect(enviadas[0]?.cuerpo.forma_pago).toBe(12);
    const error = new ProcesadorPagopar(config, 15, () =>
      Promise.resolve({ respuesta: false, resultado: 'Token no coincide.' }),
    );
    await expect(error.iniciarCobro(cobro)).rejects.toThrow('Token no coincide.');
  });
});

describe('estado de un pedido de Pagopar', () => {
  const intento = { idProceso: '1001', idExterno: HASH, monto: 100000 };
  // Forma del ejemplo "pedido pagado" de la documentación de la notificación.
  const pagado = pedidoPagopar({
    pagado: true,
    numero_comprobante_interno: '8230473',
    ultimo_mensaje_error: null,
    forma_pago: 'Tigo Money',
    fecha_pago: '2023-06-07 09:11:49.52895',
    monto: '100000.00',
    fecha_maxima_pago: '2023-06-14 09:11:32',
    hash_pedido: HASH,
    numero_pedido: '1746',
    cancelado: false,
    forma_pago_identificador: '10',
    token: 'bfc6ad7b04ab60f938ffdb20f50c7c8f6f067a95',
  })!;

  it('pagado, pendiente, cancelado y monto ajeno', () => {
    expect(estadoPedidoPagopar(intento, pagado)).toMatchObject({
      estado: 'resuelto',
      resultado: { aprobado: true, codigoRespuesta: '00', idExterno: HASH },
    });
    expect(estadoPedidoPagopar(intento, { ...pagado, pagado: false }).estado).toBe('pendiente');
    expect(
      estadoPedidoPagopar(intento, { ...pagado, pagado: false, cancelado: true }),
    ).toMatchObject({ estado: 'resuelto', resultado: { aprobado: false } });
    expect(estadoPedidoPagopar(intento, { ...pagado, monto: '1.00' }).estado).toBe('error');
  });
});

// Flujo completo por HTTP contra un Pagopar falso local (sin red): Tigo Money configurado
// por Pagopar, notificación firmada, eco del resultado y conciliación con la consulta.
describe('billetera por Pagopar (PAGOS_BILLETERA_TIGO_MONEY=pagopar)', () => {
  let app: FastifyInstance;
  let servidor: Server;
  let cliente: UsuarioDePrueba;
  let prov: UsuarioDePrueba;
  let dir: number;
  const pedidosFalsos = new Map<string, { monto: number; pagado: boolean }>();
  const recibidas: { url: string; cuerpo: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    servidor = createServer((req, res) => {
      let datos = '';
      req.on('data', (c: Buffer) => (datos += c.toString()));
      req.on('end', () => {
        const cuerpo = JSON.parse(datos) as Record<string, unknown>;
        recibidas.push({ url: req.url ?? '', cuerpo });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/api/comercios/2.0/iniciar-transaccion') {
          const hash = `hash${String(cuerpo.id_pedido_comercio)}`;
          pedidosFalsos.set(hash, { monto: Number(cuerpo.monto_total), pagado: false });
          res.end(JSON.stringify({ respuesta: true, resultado: [{ data: hash, pedido: '1' }] }));
          return;
        }
        const hash = String(cuerpo.hash_pedido);
        const p = pedidosFalsos.get(hash);
        res.end(
          JSON.stringify({
            respuesta: true,
            resultado: [
              {
                pagado: p?.pagado ?? false,
                forma_pago: 'Tigo Money',
                monto: `${p?.monto ?? 0}.00`,
                hash_pedido: hash,
                numero_pedido: '1',
                cancelado: false,
                token: tokenConsultaPagopar(K),
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const { port } = servidor.address() as AddressInfo;
    const base = testConfig();
    const pagos = configPagos(
      {
        ...process.env,
        PAGOPAR_PUBLIC_KEY: 'PUBLICA',
        PAGOPAR_PRIVATE_KEY: K,
        PAGOPAR_API_URL: `http://127.0.0.1:${port}`,
        PAGOPAR_CHECKOUT_URL: 'https://www.pagopar.example',
        PAGOS_BILLETERA_TIGO_MONEY: 'pagopar',
        SANDBOX_PAGOS_DUPLICAR: '0',
        SANDBOX_PAGOS_TARDE: '0',
      },
      base.publicUrl,
    );
    expect(pagos.billeteras).toEqual({
      tigo_money: 'pagopar',
      zimple: 'sandbox',
      billetera_personal: 'sandbox',
    });
    app = await appDePrueba({ pagos });
    cliente = await crearUsuario(app, 'cliente');
    prov = await crearUsuario(app, 'proveedor');
    dir = await crearDireccion(app, cliente.id);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((r) => servidor.close(r));
  });

  async function comprar(medio: number) {
    const producto = await crearProducto(app, prov.fabricanteId!, { precio: 20000, stock: 9 });
    const cuerpo = {
      direccion: dir,
      medio_pago: medio,
      nro_telefono: '0981123456',
      productos: [{ producto, cantidad: 2 }],
      monto: 0,
    };
    const cot = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: cuerpo,
    });
    const monto = cot.json<{ monto: number }>().monto;
    const r = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: { ...cuerpo, monto },
    });
    expect(r.statusCode).toBe(200);
    return {
      ...r.json<{ url: string; transaccion_id: string; pedido_id: number }>(),
      producto,
      monto,
    };
  }

  const notificar = (hash: string, monto: number, pagado: boolean, clave = K) =>
    app.inject({
      method: 'POST',
      url: '/api/pagos/pagopar/respuesta/',
      payload: {
        respuesta: true,
        resultado: [
          {
            pagado,
            numero_comprobante_interno: '8230473',
            ultimo_mensaje_error: null,
            forma_pago: 'Tigo Money',
            fecha_pago: pagado ? '2026-11-22 00:20:00' : null,
            monto: `${monto}.00`,
            fecha_maxima_pago: '2026-11-22 00:30:00',
            hash_pedido: hash,
            numero_pedido: '1',
            cancelado: false,
            forma_pago_identificador: '10',
            token: tokenNotificacionPagopar(clave, hash),
          },
        ],
      },
    });

  it('Tigo Money va a Pagopar; la notificación firmada paga una vez y se devuelve el eco', async () => {
    const c = await comprar(2);
    const hash = `hash${c.transaccion_id}`;
    expect(c.url).toBe(`https://www.pagopar.example/pagos/${hash}?forma_pago=10`);
    const inicio = recibidas.find((x) => x.cuerpo.id_pedido_comercio === c.transaccion_id);
    expect(inicio?.cuerpo).toMatchObject({
      monto_total: c.monto,
      forma_pago: 10,
      token: tokenIniciarPagopar(K, c.transaccion_id, c.monto),
      comprador: { telefono: '+595981123456', email: expect.stringContaining('@') as string },
    });

    expect((await notificar(hash, c.monto, true, 'otra-clave')).statusCode).toBe(403);
    expect((await notificar(hash, 1000, true)).statusCode).toBe(403);
    const ok = await notificar(hash, c.monto, true);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ hash_pedido: string }[]>()[0]?.hash_pedido).toBe(hash);
    expect((await notificar(hash, c.monto, true)).statusCode).toBe(200);
    const [p] = await app.db.select().from(pedido).where(eq(pedido.id, c.pedido_id));
    expect(p?.estado).toBe(10);
    expect(await stockDe(app, c.producto)).toBe(7);

    const v = await app.inject({
      method: 'GET',
      url: `/api/verificar-transaccion/?transaccion_id=${hash}&tipo=pagopar`,
      headers: autorizacion(cliente),
    });
    expect(v.json()).toMatchObject({
      transaccion_id: c.transaccion_id,
      estado: 'aprobada',
      exitoso: true,
    });
  });

  it('notificación perdida: la conciliación consulta pedidos/1.1/traer y paga', async () => {
    const c = await comprar(2);
    const hash = `hash${c.transaccion_id}`;
    pedidosFalsos.set(hash, { monto: c.monto, pagado: true });
    const admin = await crearUsuario(app, 'administrador');
    const r = await app.inject({
      method: 'POST',
      url: '/api/pagos/conciliar/',
      headers: autorizacion(admin),
    });
    expect(r.json()).toMatchObject({ pagados: 1 });
    const [p] = await app.db.select().from(pedido).where(eq(pedido.id, c.pedido_id));
    expect(p?.estado).toBe(10);
    expect(recibidas.some((x) => x.url === '/api/pedidos/1.1/traer')).toBe(true);
  });

  it('Zimple sigue en el sandbox', async () => {
    const c = await comprar(3);
    expect(c.url).toBe(`/sandbox-pagos/pagar/${c.transaccion_id}/`);
  });
});
