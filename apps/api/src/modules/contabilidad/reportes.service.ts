// Reportes XLSX (exceljs) con encabezados en español, formato de guaraníes y fechas de Asunción.
import ExcelJS from 'exceljs';
import { and, asc, inArray, sql } from 'drizzle-orm';
import {
  ETIQUETAS_CONCEPTO_LIBRO,
  ETIQUETAS_ESTADO_PEDIDO,
  formatoFecha,
  numeroFactura,
  type ExportarReporte,
} from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { filtroDias, filtroInstantes } from '../../lib/filtro-fechas.js';
import { nombresDe, pedidosEntre } from './contabilidad.lectura.js';
import { factura, movimientoContable as mov, pago } from './contabilidad.tables.js';

const FORMATO_GS = '"Gs." #,##0;"Gs." -#,##0';

interface Columna {
  titulo: string;
  clave: string;
  ancho?: number;
  dinero?: boolean;
}

async function libro(nombre: string, columnas: Columna[], filas: Record<string, unknown>[]) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ñemu';
  wb.created = new Date();
  const hoja = wb.addWorksheet(nombre);
  hoja.columns = columnas.map((c) => ({
    header: c.titulo,
    key: c.clave,
    width: c.ancho ?? (c.dinero ? 18 : 16),
    style: c.dinero ? { numFmt: FORMATO_GS } : {},
  }));
  hoja.getRow(1).font = { bold: true };
  hoja.views = [{ state: 'frozen', ySplit: 1 }];
  for (const f of filas) hoja.addRow(f);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reporte de pedidos (POST /exportar-reporte-pedidos/ y tipo 'pedidos'). */
export async function reportePedidos(
  db: Db,
  f: {
    fecha__gt?: string | undefined;
    fecha__lt?: string | undefined;
    estado?: number | undefined;
  },
) {
  const filas = await pedidosEntre(db, f, f.estado);
  return libro(
    'Pedidos',
    [
      { titulo: 'Pedido', clave: 'id', ancho: 10 },
      { titulo: 'Fecha', clave: 'fecha', ancho: 12 },
      { titulo: 'Cliente', clave: 'cliente', ancho: 28 },
      { titulo: 'RUC', clave: 'ruc', ancho: 14 },
      { titulo: 'Estado', clave: 'estado', ancho: 14 },
      { titulo: 'Subtotal', clave: 'subtotal', dinero: true },
      { titulo: 'Envío', clave: 'costo_envio', dinero: true },
      { titulo: 'Total', clave: 'total', dinero: true },
    ],
    filas.map((p) => ({
      id: p.id,
      fecha: formatoFecha(p.fecha),
      cliente: `${p.cliente} ${p.cliente_apellido}`.trim(),
      ruc: p.ruc ?? '',
      estado: ETIQUETAS_ESTADO_PEDIDO[p.estado as keyof typeof ETIQUETAS_ESTADO_PEDIDO] ?? p.estado,
      subtotal: p.subtotal,
      costo_envio: p.costo_envio,
      total: p.total,
    })),
  );
}

function rangoLibro(f: ExportarReporte['filtros']) {
  return filtroInstantes(mov.creado_en, f ?? {});
}

/** POST /exportar-reporte/ {tipo, filtros}. */
export async function exportarReporte(db: Db, r: ExportarReporte): Promise<Buffer> {
  const f = r.filtros;
  switch (r.tipo) {
    case 'pedidos':
      return reportePedidos(db, f ?? {});
    case 'ventas_proveedor':
    case 'comisiones': {
      const filas = await db
        .select({
          fabricante: mov.fabricante_id,
          neto: sql<string>`sum(${mov.monto})`,
          ordenes: sql<string>`count(distinct ${mov.orden_venta_id})`,
        })
        .from(mov)
        .where(
          and(
            sql`${mov.cuenta} = 'proveedor'`,
            inArray(mov.concepto, ['venta', 'reembolso']),
            rangoLibro(f),
          ),
        )
        .groupBy(mov.fabricante_id);
      const comisiones = await db
        .select({ pedido: mov.pedido_id, monto: mov.monto, fecha: mov.creado_en })
        .from(mov)
        .where(and(sql`${mov.cuenta} = 'comision'`, rangoLibro(f)))
        .orderBy(asc(mov.creado_en));
      if (r.tipo === 'comisiones') {
        return libro(
          'Comisiones',
          [
            { titulo: 'Fecha', clave: 'fecha', ancho: 12 },
            { titulo: 'Pedido', clave: 'pedido', ancho: 10 },
            { titulo: 'Comisión', clave: 'monto', dinero: true },
          ],
          comisiones.map((c) => ({
            fecha: formatoFecha(c.fecha),
            pedido: c.pedido,
            monto: c.monto,
          })),
        );
      }
      const nombres = await nombresDe(
        db,
        20,
        filas.flatMap((x) => (x.fabricante === null ? [] : [x.fabricante])),
      );
      return libro(
        'Ventas por proveedor',
        [
          { titulo: 'Proveedor', clave: 'nombre', ancho: 32 },
          { titulo: 'Órdenes', clave: 'ordenes', ancho: 10 },
          { titulo: 'A pagar (neto)', clave: 'neto', dinero: true },
        ],
        filas.map((x) => ({
          nombre: nombres.get(x.fabricante ?? 0) ?? '',
          ordenes: Number(x.ordenes),
          neto: Number(x.neto),
        })),
      );
    }
    case 'pagos': {
      const filas = await db
        .select()
        .from(pago)
        .where(filtroDias(pago.fecha, f ?? {}))
        .orderBy(asc(pago.fecha));
      return libro(
        'Pagos',
        [
          { titulo: 'Fecha', clave: 'fecha', ancho: 12 },
          { titulo: 'Tipo', clave: 'tipo', ancho: 14 },
          { titulo: 'Persona', clave: 'persona', ancho: 10 },
          { titulo: 'Monto', clave: 'monto', dinero: true },
          { titulo: 'Referencia', clave: 'referencia', ancho: 20 },
        ],
        filas.map((p) => ({
          fecha: formatoFecha(`${p.fecha}T12:00:00-03:00`),
          tipo: p.tipo === 10 ? 'Cliente' : p.tipo === 20 ? 'Proveedor' : 'Transportista',
          persona: p.fabricante_id ?? p.transportista_id ?? p.usuario_id,
          monto: p.monto,
          referencia: p.referencia ?? '',
        })),
      );
    }
    case 'facturas': {
      const filas = await db
        .select()
        .from(factura)
        .where(filtroInstantes(factura.fecha, f ?? {}))
        .orderBy(asc(factura.fecha));
      return libro(
        'Facturas',
        [
          { titulo: 'Fecha', clave: 'fecha', ancho: 12 },
          { titulo: 'Número', clave: 'numero', ancho: 18 },
          { titulo: 'Timbrado', clave: 'timbrado', ancho: 12 },
          { titulo: 'Emisor', clave: 'emisor', ancho: 14 },
          { titulo: 'Receptor', clave: 'receptor', ancho: 14 },
          { titulo: 'Exentas', clave: 'exenta', dinero: true },
          { titulo: 'Gravadas 5 %', clave: 's5', dinero: true },
          { titulo: 'Gravadas 10 %', clave: 's10', dinero: true },
          { titulo: 'IVA 5 %', clave: 'i5', dinero: true },
          { titulo: 'IVA 10 %', clave: 'i10', dinero: true },
          { titulo: 'Total', clave: 'total', dinero: true },
        ],
        filas.map((x) => ({
          fecha: formatoFecha(x.fecha),
          numero: numeroFactura(x.establecimiento, x.punto_expedicion, x.numero),
          timbrado: x.timbrado,
          emisor: x.emisor_ruc,
          receptor: x.receptor_ruc ?? 'Innominada',
          exenta: x.subtotal_exenta,
          s5: x.subtotal_5,
          s10: x.subtotal_10,
          i5: x.iva_5,
          i10: x.iva_10,
          total: x.total,
        })),
      );
    }
    case 'ganancias_transportista':
    case 'efectivo': {
      const efectivo = r.tipo === 'efectivo';
      const conceptos = efectivo ? ['cobro_efectivo', 'deposito_efectivo'] : ['viaje', 'pago'];
      const delTransportista = and(
        sql`${mov.cuenta} = 'transportista'`,
        inArray(mov.concepto, conceptos),
        f?.persona_id ? sql`${mov.transportista_id} = ${f.persona_id}` : undefined,
      );
      // Efectivo: también las devoluciones al cliente de lo cobrado en pedidos reembolsados
      // (asientos devolucion:<pedido>:<n>, ADR 026), salvo si se filtra por transportista.
      const devoluciones =
        efectivo && !f?.persona_id
          ? sql`${mov.cuenta} = 'cliente' and ${mov.concepto} = 'devolucion' and ${mov.asiento} like 'devolucion:%:%'`
          : undefined;
      const filas = await db
        .select()
        .from(mov)
        .where(
          and(
            devoluciones ? sql`(${delTransportista}) or (${devoluciones})` : delTransportista,
            rangoLibro(f),
          ),
        )
        .orderBy(asc(mov.creado_en), asc(mov.id));
      const nombres = await nombresDe(db, 30, [
        ...new Set(filas.flatMap((m) => (m.transportista_id === null ? [] : [m.transportista_id]))),
      ]);
      const clientes = await nombresDe(db, 10, [
        ...new Set(filas.flatMap((m) => (m.usuario_id === null ? [] : [m.usuario_id]))),
      ]);
      return libro(
        efectivo ? 'Efectivo contra entrega' : 'Ganancias de transportistas',
        [
          { titulo: 'Fecha', clave: 'fecha', ancho: 12 },
          {
            titulo: efectivo ? 'Transportista o cliente' : 'Transportista',
            clave: 'nombre',
            ancho: 28,
          },
          { titulo: 'Concepto', clave: 'concepto', ancho: 18 },
          { titulo: 'Hoja de ruta', clave: 'hoja', ancho: 12 },
          ...(efectivo ? [{ titulo: 'Pedido', clave: 'pedido', ancho: 10 }] : []),
          { titulo: 'Monto', clave: 'monto', dinero: true },
        ],
        filas.map((m) => ({
          fecha: formatoFecha(m.creado_en),
          nombre:
            m.transportista_id !== null
              ? (nombres.get(m.transportista_id) ?? '')
              : (clientes.get(m.usuario_id ?? 0) ?? ''),
          concepto: ETIQUETAS_CONCEPTO_LIBRO[m.concepto] ?? m.concepto,
          hoja: m.hoja_ruta_id ?? '',
          pedido: m.pedido_id ?? '',
          monto: m.monto,
        })),
      );
    }
  }
}
