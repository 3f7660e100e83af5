import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MENSAJES_CONTABILIDAD,
  consultaBalanceSchema,
  consultaFacturasSchema,
  consultaPaginadaSchema,
  depositoEfectivoSchema,
  detalleFacturaSchema,
  devolucionClienteSchema,
  exportarReportePedidosSchema,
  exportarReporteSchema,
  fechaSchema,
  idSchema,
  reembolsoSchema,
  registrarPagoSchema,
  rendicionSchema,
  rolBeneficiarioSchema,
  timbradoSchema,
  type RolBeneficiario,
} from '@nemu/domain';
import { usuarioDe, type UsuarioAutenticado } from '../../lib/acceso.js';
import { SinPermiso } from '../../lib/errores.js';
import { empresaDe } from './contabilidad.lectura.js';
import { facturaPdf } from './factura-pdf.js';
import {
  crearTimbrado,
  detalleFactura,
  listarFacturas,
  listarTimbrados,
  pendientesDeFacturar,
  reembolsarPedido,
  registrarRendicion,
} from './facturas.service.js';
import {
  balanceDe,
  efectivoPorTransportista,
  saldosDeEmpresa,
  listarBalances,
  listarCuentasFondo,
  listarPagos,
  movimientosDe,
  registrarDepositoEfectivo,
  registrarDevolucionCliente,
  registrarPago,
  totalesPlataforma,
} from './liquidaciones.service.js';
import { exportarReporte, reportePedidos } from './reportes.service.js';

const ADMIN = ['administrador'] as const;
const tags = ['contabilidad'];
const idParams = z.object({ id: idSchema });
const personaParams = z.object({
  tipo: z.coerce.number().pipe(rolBeneficiarioSchema),
  persona: idSchema,
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Quién es quien llama como persona contable: el administrador ve todo (null); un proveedor es
 * tipo 20 con su fabricante, un transportista tipo 30 y cualquier otro un cliente (tipo 10).
 */
function propio(u: UsuarioAutenticado): { tipo: RolBeneficiario; id: number } | null {
  if (u.administrador) return null;
  if (u.fabricante_id !== null) return { tipo: 20, id: u.fabricante_id };
  if (u.transportista_id !== null) return { tipo: 30, id: u.transportista_id };
  return { tipo: 10, id: u.id };
}

/** Sólo el administrador o la propia persona (403 si es de otro). */
function exigirPropio(request: FastifyRequest, tipo: number, persona: number) {
  const p = propio(usuarioDe(request));
  if (p !== null && (p.tipo !== tipo || p.id !== persona)) {
    throw new SinPermiso(MENSAJES_CONTABILIDAD.saldoAjeno);
  }
}

// Contabilidad (spec §7 Accounting and reports; ADR 019).
export const contabilidadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fund-accounts/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Cuentas de fondos activas (banco, caja, billetera, procesador)' },
    },
    () => listarCuentasFondo(app.db),
  );

  app.get(
    '/timbrado/',
    { config: { acceso: ADMIN }, schema: { tags, summary: 'Timbrados propios y su numeración' } },
    () => listarTimbrados(app.db),
  );
  app.post(
    '/timbrado/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Alta de un timbrado propio (factura o nota de crédito)',
        body: timbradoSchema,
      },
    },
    async (request, reply) => reply.code(201).send(await crearTimbrado(app.db, request.body)),
  );

  app.get(
    '/rendicion/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Pendiente de facturar de una persona: pedidos, órdenes de venta u hojas de ruta',
        querystring: z.object({
          tipo: z.coerce.number().pipe(rolBeneficiarioSchema),
          persona_id: idSchema,
        }),
      },
    },
    (request) => pendientesDeFacturar(app.db, request.query.tipo, request.query.persona_id),
  );
  app.post(
    '/rendicion/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary:
          'Factura al cliente sus pedidos (tipo 10, numeración del timbrado) o registra la factura de un proveedor o transportista (20/30)',
        body: rendicionSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registrarRendicion(app.db, request.body, usuarioDe(request).id)),
  );

  app.get(
    '/factura/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags,
        summary: 'Facturas (paginado); fuera del administrador, sólo las propias',
        querystring: consultaFacturasSchema,
      },
    },
    (request) => {
      const p = propio(usuarioDe(request));
      const q = p === null ? request.query : { ...request.query, tipo: p.tipo, persona_id: p.id };
      return listarFacturas(app.db, request, q);
    },
  );
  app.get(
    '/factura/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags,
        summary: 'Detalle de una factura con ítems, IVA y, si su pedido se reembolsó, cuándo',
        params: idParams,
        response: { 200: detalleFacturaSchema },
      },
    },
    async (request) => {
      const f = await detalleFactura(app.db, request.params.id);
      exigirPropio(request, f.tipo, f.persona_id ?? 0);
      return f;
    },
  );
  app.get(
    '/pdf_download/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: { tags, summary: 'PDF de la factura (KuDE si es electrónica)', params: idParams },
    },
    async (request, reply) => {
      const f = await detalleFactura(app.db, request.params.id);
      exigirPropio(request, f.tipo, f.persona_id ?? 0);
      const pdf = await facturaPdf(f);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="factura-${f.numero}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/reembolso/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Reembolso de un pedido: revierte el reparto y emite la nota de crédito',
        body: reembolsoSchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reembolsarPedido(app.db, request.body.pedido, request.body.motivo)),
  );

  const pagosDe = (request: FastifyRequest, query: z.output<typeof consultaFacturasSchema>) => {
    const p = propio(usuarioDe(request));
    const q = p === null ? query : { ...query, tipo: p.tipo, persona_id: p.id };
    return listarPagos(app.db, request, q);
  };
  app.get(
    '/registrar_pago/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Pagos registrados (paginado)',
        querystring: consultaFacturasSchema,
      },
    },
    (request) => pagosDe(request, request.query),
  );
  app.post(
    '/registrar_pago/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Pago a proveedor o transportista, o cobro a cliente (nunca más que lo adeudado)',
        body: registrarPagoSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registrarPago(app.db, request.body, usuarioDe(request).id)),
  );
  app.get(
    '/pago/',
    {
      config: { acceso: ['administrador', 'proveedor', 'transportista'] },
      schema: {
        tags,
        summary: 'Pagos (paginado); proveedor y transportista ven los suyos',
        querystring: consultaFacturasSchema,
      },
    },
    (request) => pagosDe(request, request.query),
  );

  app.get(
    '/balance/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Saldo por persona (tipo 10/20/30) con cobrado, facturado y fechas (paginado)',
        querystring: consultaBalanceSchema,
      },
    },
    (request) => listarBalances(app.db, request, request.query),
  );
  app.get(
    '/balance/0/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Totales de la plataforma: ventas, comisión, envío, adeudado, pagado, disponible',
        querystring: z.object({
          fecha__gt: fechaSchema.optional(),
          fecha__lt: fechaSchema.optional(),
        }),
      },
    },
    (request) => totalesPlataforma(app.db, request.query),
  );
  app.get(
    '/balance/empresa/',
    {
      config: { acceso: ['adm_transportista'] },
      schema: {
        tags,
        summary: 'Saldos de los transportistas que conducen vehículos de la empresa',
      },
    },
    async (request) => {
      const empresaId = usuarioDe(request).empresa_transporte_id!;
      const empresa = await empresaDe(app.db, empresaId);
      return { empresa: empresa?.nombre ?? '', ...(await saldosDeEmpresa(app.db, empresaId)) };
    },
  );
  app.get(
    '/balance/:tipo/:persona/',
    {
      config: { acceso: ['administrador', 'proveedor', 'transportista'] },
      schema: {
        tags,
        summary: 'Saldo de una persona: devengado, pagado, saldo y facturado (el propio o admin)',
        params: personaParams,
      },
    },
    (request) => {
      exigirPropio(request, request.params.tipo, request.params.persona);
      return balanceDe(app.db, request.params.tipo, request.params.persona);
    },
  );
  app.get(
    '/balance/:tipo/:persona/movimientos/',
    {
      config: { acceso: ['administrador', 'proveedor', 'transportista'] },
      schema: {
        tags,
        summary: 'Movimientos del libro de una persona, los más nuevos primero (paginado)',
        params: personaParams,
        querystring: consultaPaginadaSchema,
      },
    },
    (request) => {
      exigirPropio(request, request.params.tipo, request.params.persona);
      return movimientosDe(
        app.db,
        request,
        request.params.tipo,
        request.params.persona,
        request.query,
      );
    },
  );

  app.get(
    '/efectivo/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Efectivo contra entrega pendiente de depositar por transportista',
      },
    },
    () => efectivoPorTransportista(app.db),
  );
  app.post(
    '/deposito-efectivo/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Depósito del efectivo cobrado por un transportista (nunca más que lo pendiente)',
        body: depositoEfectivoSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registrarDepositoEfectivo(app.db, request.body)),
  );
  app.post(
    '/devolucion-cliente/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary:
          'Devolución al cliente de lo que se le debe por un pedido (efectivo cobrado de un pedido reembolsado)',
        body: devolucionClienteSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registrarDevolucionCliente(app.db, request.body)),
  );

  app.post(
    '/exportar-reporte/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Reporte XLSX por tipo con filtros', body: exportarReporteSchema },
    },
    async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="reporte-${request.body.tipo}.xlsx"`)
        .send(await exportarReporte(app.db, request.body)),
  );
  app.post(
    '/exportar-reporte-pedidos/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Reporte XLSX de pedidos', body: exportarReportePedidosSchema },
    },
    async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="reporte-pedidos.xlsx"')
        .send(await reportePedidos(app.db, request.body)),
  );
};
