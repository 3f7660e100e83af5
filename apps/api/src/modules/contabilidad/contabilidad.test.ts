// Llamadas de contabilidad por HTTP sobre una base real: timbrados, rendición y facturas,
// PDF, pagos, balances, reembolsos con nota de crédito, efectivo y reportes.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MENSAJES_CONTABILIDAD,
  balanceEmpresaSchema,
  fechaAsuncion,
  balancePersonaSchema,
  cuentaFondoRespuestaSchema,
  detalleFacturaSchema,
  efectivoTransportistaSchema,
  facturaSchema,
  movimientoLibroSchema,
  pagoContableSchema,
  paginaSchema,
  pedidoStaffDetalleSchema,
  pendienteFacturarSchema,
  rendicionRespuestaSchema,
  sumarDias,
  timbradoRespuestaSchema,
  totalesPlataformaSchema,
} from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import {
  RUC_CLIENTE,
  RUC_PLATAFORMA,
  RUC_PROVEEDOR,
  crearCategoria,
  crearCuentaFondo,
  crearProductoEn,
  crearTimbradoPrueba,
  darRuc,
  pedidoPagado,
} from './contabilidad.fixtures.js';
import { cobrarEfectivo } from './libro.service.js';
import { documentoSifen, movimientoContable } from './contabilidad.tables.js';
import { enviarDocumento, envioSifen, usarAdaptadorSifen } from './sifen/sifen.service.js';
import { sifenSandbox } from './sifen/sifen.adapter.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let prov: UsuarioDePrueba;
let otroProv: UsuarioDePrueba;
let fondo: number;
let cat10: number;
let cat5: number;
let catExenta: number;

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  prov = await crearUsuario(app, 'proveedor_propietario');
  otroProv = await crearUsuario(app, 'proveedor');
  await darRuc(app, prov.fabricanteId!);
  fondo = await crearCuentaFondo(app);
  cat10 = await crearCategoria(app, 10, 10);
  cat5 = await crearCategoria(app, 8, 5);
  catExenta = await crearCategoria(app, 0, 0);
});
afterAll(() => app.close());

const pedir = (u: UsuarioDePrueba | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: u ? autorizacion(u) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Pedido pagado del cliente con líneas a 10 %, 5 % y exentas, y envío. */
async function pedidoMixto(
  opciones: { ruc?: string | null; estado?: number; efectivo?: boolean } = {},
) {
  const f = prov.fabricanteId!;
  const [a, b, c] = await Promise.all([
    crearProductoEn(app, f, cat10, 110_000),
    crearProductoEn(app, f, cat5, 52_500),
    crearProductoEn(app, f, catExenta, 30_000),
  ]);
  return pedidoPagado(
    app,
    cliente.id,
    [
      { fabricanteId: f, productoId: a, precio: 110_000, cantidad: 1, comision: 10, tipoIva: 10 },
      { fabricanteId: f, productoId: b, precio: 52_500, cantidad: 2, comision: 8, tipoIva: 5 },
      { fabricanteId: f, productoId: c, precio: 30_000, cantidad: 1, comision: 0, tipoIva: 0 },
    ],
    {
      costoEnvio: 22_000,
      ruc: opciones.ruc === undefined ? RUC_CLIENTE : opciones.ruc,
      ...(opciones.estado === undefined ? {} : { estado: opciones.estado }),
      ...(opciones.efectivo ? { efectivo: true } : {}),
    },
  );
}

/** Factura al cliente sus pedidos con un timbrado propio (POST /rendicion/ tipo 10). */
const rendir = (timbrado: string, ordenes: number[]) =>
  pedir(admin, 'POST', '/rendicion/', {
    timbrado,
    fecha: '2026-11-24',
    ordenes,
    tipo: 10,
    persona_id: cliente.id,
  });

/** Pedido mixto del cliente facturado con un timbrado propio nuevo. */
async function pedidoFacturado(timbrado: Parameters<typeof crearTimbradoPrueba>[1] = {}) {
  const t = await crearTimbradoPrueba(app, timbrado);
  const { pedidoId } = await pedidoMixto();
  const r = await rendir(t.numero, [pedidoId]);
  return { t, pedidoId, factura: rendicionRespuestaSchema.parse(r.json()).facturas[0]! };
}

describe('timbrados', () => {
  it('el admin carga uno (201); RUC con DV malo es 400; un no admin recibe 403', async () => {
    // Número al azar: la base de PostgreSQL se comparte entre corridas.
    const numero = String(randomInt(10_000_000, 99_999_999));
    const ok = await pedir(admin, 'POST', '/timbrado/', {
      numero,
      tipo_documento: 1,
      establecimiento: '002',
      punto_expedicion: '003',
      inicio: '2026-01-01',
      fin: '2026-12-31',
      emisor_ruc: RUC_PLATAFORMA,
      emisor_razon_social: 'Ñemu S.A.',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ ultimo_numero: 0, emisor_ruc: RUC_PLATAFORMA });
    const malo = await pedir(admin, 'POST', '/timbrado/', {
      numero: '1234',
      tipo_documento: 1,
      establecimiento: '002',
      punto_expedicion: '003',
      inicio: '2026-01-01',
      emisor_ruc: '80069563-2',
      emisor_razon_social: 'Ñemu S.A.',
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toHaveProperty('numero');
    const rucMalo = await pedir(admin, 'POST', '/timbrado/', {
      numero: '12345671',
      tipo_documento: 1,
      establecimiento: '002',
      punto_expedicion: '003',
      inicio: '2026-01-01',
      emisor_ruc: '80069563-2',
      emisor_razon_social: 'Ñemu S.A.',
    });
    expect(rucMalo.statusCode).toBe(400);
    expect(rucMalo.json()).toHaveProperty('emisor_ruc');
    const lista = await pedir(admin, 'GET', '/timbrado/');
    expect(lista.json<{ numero: string }[]>().some((t) => t.numero === numero)).toBe(true);
    expect((await pedir(prov, 'POST', '/timbrado/', {})).statusCode).toBe(403);
    expect((await pedir(prov, 'GET', '/timbrado/')).statusCode).toBe(403);
  });
});

describe('POST /rendicion/ tipo 10: factura al cliente', () => {
  it('numera 001-PPP-0000001 con IVA por categoría, detalle, PDF y listado', async () => {
    const t = await crearTimbradoPrueba(app);
    const { pedidoId } = await pedidoMixto();
    const pend = await pedir(admin, 'GET', `/rendicion/?tipo=10&persona_id=${cliente.id}`);
    expect(pend.json<{ pedido: number }[]>().map((p) => p.pedido)).toContain(pedidoId);
    const r = await rendir(t.numero, [pedidoId]);
    expect(r.statusCode).toBe(201);
    const [f] = r.json<{ facturas: Record<string, unknown>[] }>().facturas;
    expect(f).toMatchObject({
      numero: `001-${t.punto_expedicion}-0000001`,
      timbrado: t.numero,
      receptor_ruc: RUC_CLIENTE,
      subtotal_10: 132_000,
      subtotal_5: 105_000,
      subtotal_exenta: 30_000,
      iva_10: 12_000,
      iva_5: 5_000,
      total: 267_000,
    });
    const id = f!.id as number;
    const det = await pedir(admin, 'GET', `/factura/${id}/`);
    expect(det.json<{ items: unknown[] }>().items).toHaveLength(4);
    const lista = await pedir(admin, 'GET', `/factura/?tipo=10&persona_id=${cliente.id}`);
    expect(lista.json()).toMatchObject({ count: expect.any(Number), next: null });
    const buscada = await pedir(admin, 'GET', `/factura/?search=001-${t.punto_expedicion}-0000001`);
    expect(buscada.json<{ results: { id: number }[] }>().results.map((x) => x.id)).toContain(id);
    const otra = await pedir(admin, 'GET', '/factura/?search=no-existe-xyz');
    expect(otra.json()).toMatchObject({ count: 0 });
    // El cliente ve la suya; un proveedor no.
    expect((await pedir(cliente, 'GET', `/factura/${id}/`)).statusCode).toBe(200);
    expect((await pedir(prov, 'GET', `/factura/${id}/`)).statusCode).toBe(403);
    expect((await pedir(prov, 'GET', `/pdf_download/${id}/`)).statusCode).toBe(403);

    const pdf = await pedir(admin, 'GET', `/pdf_download/${id}/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text).toContain(`001-${t.punto_expedicion}-0000001`);
    expect(text).toContain(`Timbrado N° ${t.numero}`);
    expect(text).toContain(`RUC: ${RUC_PLATAFORMA}`);
    expect(text).toContain(RUC_CLIENTE);
    expect(text).toContain('Gs. 267.000');
    expect(text).toContain('Gs. 12.000');
    expect(text).toContain('Vigencia: 01/01/2020 al 31/12/2099');
  });

  it('400: pedido no pagado, ya facturado, ajeno, timbrado vencido; 403 sin ser admin', async () => {
    const t = await crearTimbradoPrueba(app);
    const noPagado = await pedidoMixto({ estado: 0 });
    const cuerpo = (ordenes: number[], extra: Record<string, unknown> = {}) => ({
      timbrado: t.numero,
      fecha: '2026-11-24',
      ordenes,
      tipo: 10,
      persona_id: cliente.id,
      ...extra,
    });
    const r1 = await pedir(admin, 'POST', '/rendicion/', cuerpo([noPagado.pedidoId]));
    expect(r1.statusCode).toBe(400);
    expect(r1.json()).toHaveProperty('ordenes');
    const { pedidoId } = await pedidoMixto();
    expect((await pedir(admin, 'POST', '/rendicion/', cuerpo([pedidoId]))).statusCode).toBe(201);
    expect((await pedir(admin, 'POST', '/rendicion/', cuerpo([pedidoId]))).statusCode).toBe(400);
    const otro = await crearUsuario(app, 'cliente');
    expect(
      (await pedir(admin, 'POST', '/rendicion/', cuerpo([pedidoId], { persona_id: otro.id })))
        .statusCode,
    ).toBe(400);
    const vencido = await crearTimbradoPrueba(app, { inicio: '2020-01-01', fin: '2021-01-01' });
    const r2 = await pedir(
      admin,
      'POST',
      '/rendicion/',
      cuerpo([pedidoId], { timbrado: vencido.numero }),
    );
    expect(r2.statusCode).toBe(400);
    expect(r2.json()).toHaveProperty('timbrado');
    expect((await pedir(admin, 'POST', '/rendicion/', { tipo: 10 })).statusCode).toBe(400);
    expect((await pedir(cliente, 'POST', '/rendicion/', cuerpo([pedidoId]))).statusCode).toBe(403);
    // Una factura fallida no consume número: la siguiente sigue la serie.
    const { pedidoId: p2 } = await pedidoMixto();
    const ok = await pedir(admin, 'POST', '/rendicion/', cuerpo([p2]));
    expect(ok.json<{ facturas: { numero: string }[] }>().facturas[0]!.numero).toBe(
      `001-${t.punto_expedicion}-0000002`,
    );
  });

  it('50 pedidos facturados en paralelo con un timbrado: 50 números distintos y consecutivos', async () => {
    const t = await crearTimbradoPrueba(app);
    const pedidos = [];
    for (let i = 0; i < 50; i++) pedidos.push((await pedidoMixto()).pedidoId);
    const respuestas = await Promise.all(pedidos.map((p) => rendir(t.numero, [p])));
    expect(respuestas.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numeros = respuestas
      .map((r) =>
        Number(r.json<{ facturas: { numero: string }[] }>().facturas[0]!.numero.slice(-7)),
      )
      .sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  }, 120_000);

  it('innominada: sin RUC hasta Gs. 7.000.000', async () => {
    const t = await crearTimbradoPrueba(app);
    const { pedidoId } = await pedidoMixto({ ruc: null });
    const r = await rendir(t.numero, [pedidoId]);
    expect(r.statusCode).toBe(201);
    expect(r.json<{ facturas: { receptor_ruc: null }[] }>().facturas[0]!.receptor_ruc).toBeNull();
    const grande = await pedidoPagado(app, cliente.id, [
      {
        fabricanteId: prov.fabricanteId!,
        productoId: await crearProductoEn(app, prov.fabricanteId!, cat10, 7_500_000),
        precio: 7_500_000,
        cantidad: 1,
        comision: 10,
      },
    ]);
    const r2 = await pedir(admin, 'POST', '/rendicion/', {
      timbrado: t.numero,
      fecha: '2026-11-24',
      ordenes: [grande.pedidoId],
      tipo: 10,
      persona_id: cliente.id,
    });
    expect(r2.statusCode).toBe(400);
  });

  it('factura electrónica: DE con CDC, KuDE con QR y envío al sandbox de SIFEN (acepta, rechaza, tarde)', async () => {
    const { t, factura: f } = await pedidoFacturado({ electronico: true });
    expect(f.cdc).toMatch(/^\d{44}$/);
    const [doc] = await app.db
      .select()
      .from(documentoSifen)
      .where(eq(documentoSifen.factura_id, f.id));
    expect(doc?.xml).toContain(`<DE Id="${f.cdc}">`);
    expect(doc?.estado).toBe('pendiente');
    await expect(enviarDocumento(app.db, doc!.id, sifenSandbox('tarde'))).rejects.toThrow();
    const rechazado = await enviarDocumento(app.db, doc!.id, sifenSandbox('rechaza'));
    expect(rechazado).toMatchObject({ estado: 'rechazado', codigo_respuesta: '1264', intentos: 2 });
    const pdf = await pedir(admin, 'GET', `/pdf_download/${f.id}/`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('KuDE de FACTURA ELECTRÓNICA');
    expect(text.replaceAll(' ', '')).toContain(f.cdc);
    const { pedidoId: p2 } = await pedidoMixto();
    const r2 = await rendir(t.numero, [p2]);
    const f2 = r2.json<{ facturas: { id: number }[] }>().facturas[0]!;
    const [doc2] = await app.db
      .select()
      .from(documentoSifen)
      .where(eq(documentoSifen.factura_id, f2.id));
    // El trabajo de la cola: si SIFEN no responde, falla (la cola reintenta); después aprueba.
    const ctx = { app, db: app.db, log: app.log, intento: 1 };
    usarAdaptadorSifen(sifenSandbox('tarde'));
    await expect(envioSifen.manejar({ documento: doc2!.id }, ctx)).rejects.toThrow();
    usarAdaptadorSifen(sifenSandbox('acepta'));
    await envioSifen.manejar({ documento: doc2!.id }, { ...ctx, intento: 2 });
    usarAdaptadorSifen(null);
    const [aprobado] = await app.db
      .select()
      .from(documentoSifen)
      .where(eq(documentoSifen.id, doc2!.id));
    expect(aprobado).toMatchObject({ estado: 'aprobado', codigo_respuesta: '0260', intentos: 2 });
    const detalle = await pedir(admin, 'GET', `/factura/${f2.id}/`);
    expect(detalle.json()).toMatchObject({ sifen: { estado: 'aprobado', codigo: '0260' } });
  });
});

describe('rendición del proveedor, pagos y balances', () => {
  it('el proveedor rinde su factura por sus órdenes; el pago nunca supera lo adeudado; el proveedor ve sólo su saldo', async () => {
    const { ordenes } = await pedidoMixto();
    const orden = ordenes.get(prov.fabricanteId!)!;
    const cuerpo = {
      timbrado: '87654321',
      numero_factura: `001-001-${String(orden).padStart(7, '0')}`,
      fecha: '2026-11-24',
      ordenes: [orden],
      tipo: 20,
      persona_id: prov.fabricanteId,
    };
    const sinNumero = await pedir(admin, 'POST', '/rendicion/', {
      ...cuerpo,
      numero_factura: undefined,
    });
    expect(sinNumero.statusCode).toBe(400);
    expect(sinNumero.json()).toHaveProperty('numero_factura');
    const ajena = await pedir(admin, 'POST', '/rendicion/', {
      ...cuerpo,
      persona_id: otroProv.fabricanteId,
    });
    expect(ajena.statusCode).toBe(400);
    const r = await pedir(admin, 'POST', '/rendicion/', cuerpo);
    expect(r.statusCode).toBe(201);
    const fac = r.json<{ facturas: { id: number; total: number; emisor_ruc: string }[] }>()
      .facturas[0]!;
    // Neto: 110.000 − 11.000 + 105.000 − 8.400 + 30.000 = 225.600
    expect(fac).toMatchObject({ total: 225_600, emisor_ruc: RUC_PROVEEDOR });
    expect((await pedir(admin, 'POST', '/rendicion/', cuerpo)).statusCode).toBe(400);

    const antes = await pedir(prov, 'GET', `/balance/20/${prov.fabricanteId}/`);
    expect(antes.statusCode).toBe(200);
    const saldo = antes.json<{ saldo: number }>().saldo;
    expect(saldo).toBeGreaterThanOrEqual(225_600);
    expect((await pedir(prov, 'GET', `/balance/20/${otroProv.fabricanteId}/`)).statusCode).toBe(
      403,
    );
    expect((await pedir(cliente, 'GET', `/balance/20/${prov.fabricanteId}/`)).statusCode).toBe(403);

    const pago = {
      tipo: 20,
      persona_id: prov.fabricanteId,
      fund_account: fondo,
      monto: 100_000,
      facturas: [fac.id],
      fecha: '2026-11-24',
    };
    expect((await pedir(prov, 'POST', '/registrar_pago/', pago)).statusCode).toBe(403);
    const excede = await pedir(admin, 'POST', '/registrar_pago/', {
      ...pago,
      monto: saldo + 1,
      facturas: [],
    });
    expect(excede.statusCode).toBe(400);
    expect(excede.json()).toHaveProperty('monto');
    expect(
      (await pedir(admin, 'POST', '/registrar_pago/', { ...pago, fund_account: 999_999 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await pedir(admin, 'POST', '/registrar_pago/', { ...pago, monto: -5 })).statusCode,
    ).toBe(400);
    const ok = await pedir(admin, 'POST', '/registrar_pago/', pago);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ monto: 100_000, facturas: [fac.id] });
    expect((await pedir(admin, 'GET', `/factura/${fac.id}/`)).json()).toMatchObject({
      cobrado: 100_000,
    });
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(eq(notificacion.usuario_id, prov.id));
    expect(avisos.map((a) => a.titulo)).toContain('Ñemu registró un pago a su favor');

    const despues = await pedir(prov, 'GET', `/balance/20/${prov.fabricanteId}/`);
    expect(despues.json()).toMatchObject({ saldo: saldo - 100_000, pagado: 100_000 });
    const movs = await pedir(prov, 'GET', `/balance/20/${prov.fabricanteId}/movimientos/`);
    expect(movs.json<{ results: { concepto: string }[] }>().results[0]!.concepto).toBe('pago');
    const pagosProv = await pedir(prov, 'GET', '/pago/');
    expect(
      pagosProv
        .json<{ results: { persona_id: number }[] }>()
        .results.every((p) => p.persona_id === prov.fabricanteId),
    ).toBe(true);
    expect((await pedir(cliente, 'GET', '/pago/')).statusCode).toBe(403);
    const lista = await pedir(admin, 'GET', '/balance/?tipo=20&cobrado=true');
    expect(lista.statusCode).toBe(200);
    expect(
      lista
        .json<{ results: { persona_id: number }[] }>()
        .results.some((b) => b.persona_id === prov.fabricanteId),
    ).toBe(true);
    expect((await pedir(admin, 'GET', '/balance/?tipo=99')).statusCode).toBe(400);
    expect((await pedir(prov, 'GET', '/balance/')).statusCode).toBe(403);
    const registrados = await pedir(
      admin,
      'GET',
      `/registrar_pago/?tipo=20&persona_id=${prov.fabricanteId}`,
    );
    expect(registrados.json()).toMatchObject({ count: 1 });
    expect((await pedir(prov, 'GET', '/registrar_pago/')).statusCode).toBe(403);
    const fondos = await pedir(admin, 'GET', '/fund-accounts/');
    expect(fondos.json<{ id: number }[]>().some((c) => c.id === fondo)).toBe(true);
    expect((await pedir(prov, 'GET', '/fund-accounts/')).statusCode).toBe(403);
  });

  it('dos pagos simultáneos por todo el saldo: uno gana', async () => {
    const p = await crearUsuario(app, 'proveedor');
    const prod = await crearProductoEn(app, p.fabricanteId!, cat10, 50_000);
    await pedidoPagado(app, cliente.id, [
      {
        fabricanteId: p.fabricanteId!,
        productoId: prod,
        precio: 50_000,
        cantidad: 1,
        comision: 10,
      },
    ]);
    const cuerpo = {
      tipo: 20,
      persona_id: p.fabricanteId,
      fund_account: fondo,
      monto: 45_000,
      fecha: '2026-11-24',
    };
    const [a, b] = await Promise.all([
      pedir(admin, 'POST', '/registrar_pago/', cuerpo),
      pedir(admin, 'POST', '/registrar_pago/', cuerpo),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
  });

  it('GET /balance/0/: totales de la plataforma con el libro en cero; 403 sin ser admin', async () => {
    const r = await pedir(admin, 'GET', '/balance/0/');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ control: 0 });
    expect(r.json<{ comision: number }>().comision).toBeGreaterThan(0);
    expect((await pedir(prov, 'GET', '/balance/0/')).statusCode).toBe(403);
  });
});

describe('reembolso, efectivo y reportes', () => {
  it('reembolso: revierte el reparto y emite la nota de crédito; repetirlo es 409', async () => {
    await crearTimbradoPrueba(app, { tipoDocumento: 5 });
    const { pedidoId, factura } = await pedidoFacturado();
    const facturaId = factura.id;
    const detalle = async (id: number) => {
      const d = await pedir(admin, 'GET', `/factura/${id}/`);
      expect(d.statusCode).toBe(200);
      return detalleFacturaSchema.parse(d.json());
    };
    expect((await detalle(facturaId)).reembolso).toBeNull();
    const antes = Date.now();
    const r = await pedir(admin, 'POST', '/reembolso/', {
      pedido: pedidoId,
      motivo: 'Producto dañado',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ nota_credito: { tipo_documento: 5, total: 267_000 } });
    const nota = detalleFacturaSchema.parse(r.json<{ nota_credito: unknown }>().nota_credito);
    // La factura original dice cuándo se reembolsó su pedido y con qué nota de crédito.
    const { reembolso } = await detalle(facturaId);
    expect(reembolso?.nota_credito).toEqual({ id: nota.id, numero: nota.numero });
    const en = Date.parse(reembolso?.fecha ?? '');
    expect(en).toBeGreaterThanOrEqual(antes - 1000);
    expect(en).toBeLessThanOrEqual(Date.now() + 1000);
    // La nota de crédito no es una factura reembolsable: no informa reembolso.
    expect((await detalle(nota.id)).reembolso).toBeNull();
    expect(
      (await pedir(admin, 'POST', '/reembolso/', { pedido: pedidoId, motivo: 'otra vez' }))
        .statusCode,
    ).toBe(409);
    expect((await pedir(admin, 'POST', '/reembolso/', { pedido: 'x' })).statusCode).toBe(400);
    expect(
      (await pedir(cliente, 'POST', '/reembolso/', { pedido: pedidoId, motivo: 'x' })).statusCode,
    ).toBe(403);
  });

  it('la nota de crédito de un reembolso a las 22:30 de Asunción lleva la fecha de ese día, no la de UTC', async () => {
    await crearTimbradoPrueba(app, { tipoDocumento: 5 });
    const { pedidoId } = await pedidoFacturado();
    // 22:30 del 10/12 en Asunción: en UTC ya es el 11/12.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-11T01:30:00Z') });
    try {
      const r = await pedir(admin, 'POST', '/reembolso/', { pedido: pedidoId, motivo: 'Tarde' });
      expect(r.statusCode).toBe(201);
      const nota = detalleFacturaSchema.parse(r.json<{ nota_credito: unknown }>().nota_credito);
      expect(fechaAsuncion(nota.fecha)).toBe('2026-12-10');
    } finally {
      vi.useRealTimers();
    }
  });

  it('el detalle del pedido para el personal dice si ya se reembolsó y cuándo', async () => {
    const { pedidoId } = await pedidoMixto({ efectivo: true });
    const detalle = async () => {
      const r = await pedir(admin, 'GET', `/pedido_staff/${pedidoId}/`);
      expect(r.statusCode).toBe(200);
      return pedidoStaffDetalleSchema.parse(r.json());
    };
    expect(await detalle()).toMatchObject({ reembolsado: false, reembolsado_en: null });
    const antes = Date.now();
    const r = await pedir(admin, 'POST', '/reembolso/', { pedido: pedidoId, motivo: 'Desistió' });
    expect(r.statusCode).toBe(201);
    const despues = await detalle();
    expect(despues.reembolsado).toBe(true);
    // El momento del asiento de reembolso (la base y el proceso comparten el reloj).
    const en = Date.parse(despues.reembolsado_en ?? '');
    expect(en).toBeGreaterThanOrEqual(antes - 1000);
    expect(en).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('efectivo: el transportista debe lo cobrado hasta el depósito del admin', async () => {
    const tu = await crearUsuario(app, 'transportista');
    const [t] = await app.db
      .select({ id: transportista.id })
      .from(transportista)
      .where(eq(transportista.usuario_id, tu.id));
    const { pedidoId, total } = await pedidoMixto({ efectivo: true });
    await app.db.transaction((tx) => cobrarEfectivo(tx, { pedidoId, transportistaId: t!.id }));
    const lista = await pedir(admin, 'GET', '/efectivo/');
    expect(lista.json<{ transportista: number; pendiente: number }[]>()).toContainEqual(
      expect.objectContaining({ transportista: t!.id, pendiente: total }),
    );
    const cuerpo = {
      transportista: t!.id,
      fund_account: fondo,
      monto: total + 1,
      fecha: '2026-11-24',
    };
    expect((await pedir(admin, 'POST', '/deposito-efectivo/', cuerpo)).statusCode).toBe(400);
    expect((await pedir(tu, 'POST', '/deposito-efectivo/', cuerpo)).statusCode).toBe(403);
    const ok = await pedir(admin, 'POST', '/deposito-efectivo/', { ...cuerpo, monto: total });
    expect(ok.json()).toMatchObject({ pendiente: 0 });
    const propio = await pedir(tu, 'GET', `/balance/30/${t!.id}/`);
    expect(propio.json()).toMatchObject({ saldo: 0 });
  });

  it('reembolso de un pedido en efectivo ya cobrado: el cliente tiene a favor lo cobrado hasta la devolución desde un fondo', async () => {
    const tu = await crearUsuario(app, 'transportista');
    const [t] = await app.db
      .select({ id: transportista.id })
      .from(transportista)
      .where(eq(transportista.usuario_id, tu.id));
    const comprador = await crearUsuario(app, 'cliente');
    const prod = await crearProductoEn(app, prov.fabricanteId!, cat10, 90_000);
    const { pedidoId, total } = await pedidoPagado(
      app,
      comprador.id,
      [
        {
          fabricanteId: prov.fabricanteId!,
          productoId: prod,
          precio: 90_000,
          cantidad: 2,
          comision: 10,
        },
      ],
      { costoEnvio: 20_000, efectivo: true },
    );
    expect(total).toBe(200_000);
    const saldoComprador = async () =>
      balancePersonaSchema.parse(
        (await pedir(admin, 'GET', `/balance/10/${comprador.id}/`)).json(),
      );
    expect((await saldoComprador()).saldo).toBe(-total);
    expect(
      await app.db.transaction((tx) => cobrarEfectivo(tx, { pedidoId, transportistaId: t!.id })),
    ).toBe(total);
    expect((await saldoComprador()).saldo).toBe(0);
    const aDevolverAntes = totalesPlataformaSchema.parse(
      (await pedir(admin, 'GET', '/balance/0/')).json(),
    ).a_devolver_clientes;

    const r = await pedir(admin, 'POST', '/reembolso/', { pedido: pedidoId, motivo: 'Devuelto' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ a_devolver: total });
    // La plataforma le debe el total al cliente; el transportista sigue debiendo el efectivo.
    expect(await saldoComprador()).toMatchObject({ saldo: total, devengado: 0, pagado: total });
    expect(
      totalesPlataformaSchema.parse((await pedir(admin, 'GET', '/balance/0/')).json())
        .a_devolver_clientes,
    ).toBeGreaterThanOrEqual(aDevolverAntes + total);
    const propio = await pedir(tu, 'GET', `/balance/30/${t!.id}/`);
    expect(propio.json()).toMatchObject({ efectivo_pendiente: total });

    // Nunca más de lo que se le debe; sólo el administrador; cuenta de fondos existente.
    const cuerpo = { pedido: pedidoId, fund_account: fondo, monto: total + 1, fecha: '2026-11-24' };
    const excedida = await pedir(admin, 'POST', '/devolucion-cliente/', cuerpo);
    expect(excedida.statusCode).toBe(400);
    expect(excedida.json().monto).toEqual([MENSAJES_CONTABILIDAD.devolucionExcedeSaldo]);
    expect(
      (await pedir(comprador, 'POST', '/devolucion-cliente/', { ...cuerpo, monto: 1 })).statusCode,
    ).toBe(403);
    expect(
      (
        await pedir(admin, 'POST', '/devolucion-cliente/', {
          ...cuerpo,
          monto: 1,
          fund_account: 999_999_999,
        })
      ).statusCode,
    ).toBe(400);
    // Dos transferencias: 150.000 y el resto.
    const primera = await pedir(admin, 'POST', '/devolucion-cliente/', {
      ...cuerpo,
      monto: 150_000,
      referencia: 'Transferencia 123',
    });
    expect(primera.statusCode).toBe(201);
    expect(primera.json()).toMatchObject({ devuelto: 150_000, a_devolver: 50_000 });
    const segunda = await pedir(admin, 'POST', '/devolucion-cliente/', {
      ...cuerpo,
      monto: 50_000,
    });
    expect(segunda.json()).toMatchObject({ a_devolver: 0 });
    expect(
      (await pedir(admin, 'POST', '/devolucion-cliente/', { ...cuerpo, monto: 1 })).statusCode,
    ).toBe(400);
    expect(await saldoComprador()).toMatchObject({ saldo: 0, pagado: 0 });
    // El cliente ve las devoluciones en sus movimientos; el pedido sigue sumando cero.
    const movs = z
      .object({ results: z.array(movimientoLibroSchema) })
      .parse((await pedir(admin, 'GET', `/balance/10/${comprador.id}/movimientos/`)).json());
    expect(
      movs.results
        .filter((m) => m.concepto === 'devolucion')
        .map((m) => m.monto)
        .sort(),
    ).toEqual([-150_000, -50_000]);
    const [suma] = await app.db
      .select({ s: sql<string>`sum(${movimientoContable.monto})` })
      .from(movimientoContable)
      .where(eq(movimientoContable.pedido_id, pedidoId));
    expect(Number(suma?.s)).toBe(0);
    // El reporte de efectivo lista el cobro del transportista y las devoluciones al cliente.
    const reporte = await pedir(admin, 'POST', '/exportar-reporte/', {
      tipo: 'efectivo',
      filtros: {},
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(reporte.rawPayload as unknown as ArrayBuffer);
    const hoja = wb.worksheets[0]!;
    expect(hoja.getRow(1).values).toContain('Pedido');
    const filas: { concepto: string; monto: number }[] = [];
    hoja.eachRow((fila, n) => {
      if (n === 1 || fila.getCell(5).value !== pedidoId) return;
      filas.push({ concepto: String(fila.getCell(3).value), monto: Number(fila.getCell(6).value) });
    });
    expect(filas).toEqual([
      { concepto: 'Efectivo cobrado', monto: -total },
      { concepto: 'Devolución', monto: -150_000 },
      { concepto: 'Devolución', monto: -50_000 },
    ]);
  });

  it('la empresa de transporte lee el saldo de sus transportistas; otros roles no', async () => {
    const empresa = await crearUsuario(app, 'adm_transportista');
    const r = await pedir(empresa, 'GET', '/balance/empresa/');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ saldo: 0, transportistas: [] });
    expect((await pedir(prov, 'GET', '/balance/empresa/')).statusCode).toBe(403);
    expect((await pedir(prov, 'GET', '/efectivo/')).statusCode).toBe(403);
  });

  it('reportes XLSX con encabezados en español y guaraníes; 400 con tipo desconocido; 403', async () => {
    const r = await pedir(admin, 'POST', '/exportar-reporte/', { tipo: 'facturas', filtros: {} });
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = wb.worksheets[0]!;
    expect(hoja.getRow(1).values).toContain('Número');
    expect(hoja.getColumn(11).numFmt).toContain('Gs.');
    expect(hoja.rowCount).toBeGreaterThan(1);
    for (const tipo of [
      'pedidos',
      'ventas_proveedor',
      'comisiones',
      'pagos',
      'ganancias_transportista',
      'efectivo',
    ]) {
      expect((await pedir(admin, 'POST', '/exportar-reporte/', { tipo })).statusCode).toBe(200);
    }
    const pedidos = await pedir(admin, 'POST', '/exportar-reporte-pedidos/', {
      fecha__gt: '2020-01-01',
    });
    expect(pedidos.statusCode).toBe(200);
    expect((await pedir(admin, 'POST', '/exportar-reporte/', { tipo: 'nada' })).statusCode).toBe(
      400,
    );
    expect((await pedir(prov, 'POST', '/exportar-reporte-pedidos/', {})).statusCode).toBe(403);
  });
});

describe('fecha__gt / fecha__lt: el día dado queda fuera, en días de Asunción', () => {
  it('listado de facturas, reporte de facturas y reporte de pedidos', async () => {
    const { pedidoId, factura: f } = await pedidoFacturado();
    const dia = fechaAsuncion(f.fecha);
    const rangos = {
      alrededor: { fecha__gt: sumarDias(dia, -1), fecha__lt: sumarDias(dia, 1) },
      desdeElDia: { fecha__gt: dia },
      hastaElDia: { fecha__lt: dia },
    };

    const listadas = async (rango: Record<string, string>) => {
      const q = new URLSearchParams({ persona_id: String(cliente.id), ...rango });
      const lista = await pedir(admin, 'GET', `/factura/?${q}`);
      return lista.json<{ results: { id: number }[] }>().results.map((x) => x.id);
    };
    expect(await listadas(rangos.alrededor)).toContain(f.id);
    expect(await listadas(rangos.desdeElDia)).not.toContain(f.id);
    expect(await listadas(rangos.hastaElDia)).not.toContain(f.id);

    /** Valores de una columna de un reporte XLSX. */
    const columna = async (n: number, ruta: string, cuerpo: object) => {
      const x = await pedir(admin, 'POST', ruta, cuerpo);
      expect(x.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
      return (wb.worksheets[0]!.getColumn(n).values as unknown[]).map(String);
    };
    const facturas = (filtros: object) =>
      columna(2, '/exportar-reporte/', { tipo: 'facturas', filtros });
    expect(await facturas(rangos.alrededor)).toContain(f.numero);
    expect(await facturas(rangos.desdeElDia)).not.toContain(f.numero);
    expect(await facturas(rangos.hastaElDia)).not.toContain(f.numero);

    const diaPedido = fechaAsuncion(
      (await pedir(admin, 'GET', `/pedido_staff/${pedidoId}/`)).json<{ fecha: string }>().fecha,
    );
    const pedidos = (filtros: object) => columna(1, '/exportar-reporte-pedidos/', filtros);
    expect(
      await pedidos({ fecha__gt: sumarDias(diaPedido, -1), fecha__lt: sumarDias(diaPedido, 1) }),
    ).toContain(String(pedidoId));
    expect(await pedidos({ fecha__gt: diaPedido })).not.toContain(String(pedidoId));
    expect(await pedidos({ fecha__lt: diaPedido })).not.toContain(String(pedidoId));
  });
});

describe('contrato: las respuestas cumplen los esquemas de domain que valida la web', () => {
  it('facturas, pagos, balances, libro, fondos, timbrados, efectivo y pendientes', async () => {
    const { factura } = await pedidoFacturado();
    const casos: [string, z.ZodType, UsuarioDePrueba][] = [
      ['/factura/', paginaSchema(facturaSchema), admin],
      [`/factura/${factura.id}/`, detalleFacturaSchema, admin],
      ['/pago/', paginaSchema(pagoContableSchema), admin],
      ['/balance/?tipo=20', paginaSchema(balancePersonaSchema), admin],
      ['/balance/0/', totalesPlataformaSchema, admin],
      [`/balance/20/${prov.fabricanteId}/`, balancePersonaSchema, prov],
      [`/balance/20/${prov.fabricanteId}/movimientos/`, paginaSchema(movimientoLibroSchema), prov],
      ['/fund-accounts/', z.array(cuentaFondoRespuestaSchema), admin],
      ['/timbrado/', z.array(timbradoRespuestaSchema), admin],
      ['/efectivo/', z.array(efectivoTransportistaSchema), admin],
      [
        `/rendicion/?tipo=20&persona_id=${prov.fabricanteId}`,
        z.array(pendienteFacturarSchema),
        admin,
      ],
    ];
    for (const [url, esquema, quien] of casos) {
      const res = await pedir(quien, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      const v = esquema.safeParse(res.json());
      expect(v.success, `${url}: ${v.error?.message ?? ''}`).toBe(true);
    }
    const empresa = await crearUsuario(app, 'adm_transportista');
    expect(
      balanceEmpresaSchema.safeParse((await pedir(empresa, 'GET', '/balance/empresa/')).json())
        .success,
    ).toBe(true);
  });
});
