// Reglas puras de contabilidad: reparto de una venta, IVA incluido, numeración de facturas y CDC.
import { digitoVerificadorRuc } from './ruc.rules.js';

/** Margen del proveedor: tipo 10 porcentaje sobre el precio, 20 monto fijo por unidad. */
export interface MargenProveedor {
  fabricante_id: number;
  categoria_id: number | null;
  tipo: number;
  margen: number;
}

export interface LineaVenta {
  fabricante_id: number;
  categoria_id: number | null;
  cantidad: number;
  total: number;
  /** Comisión (%) de la categoría copiada al comprar. */
  comision: number;
}

/**
 * Comisión de la plataforma en una línea: el margen del proveedor en esa categoría, si no su
 * margen general, si no la comisión de la categoría. Nunca más que la línea ni menos que cero.
 */
export function comisionDeLinea(linea: LineaVenta, margenes: readonly MargenProveedor[]): number {
  const propios = margenes.filter((m) => m.fabricante_id === linea.fabricante_id);
  const m =
    propios.find((x) => x.categoria_id !== null && x.categoria_id === linea.categoria_id) ??
    propios.find((x) => x.categoria_id === null);
  const bruta = m
    ? m.tipo === 20
      ? m.margen * linea.cantidad
      : (linea.total * m.margen) / 100
    : (linea.total * linea.comision) / 100;
  return Math.min(linea.total, Math.max(0, Math.round(bruta)));
}

export interface RepartoVenta {
  proveedores: { fabricante_id: number; bruto: number; comision: number; neto: number }[];
  comision: number;
  envio: number;
  total: number;
}

/** Reparto de un pedido pagado: a pagar a cada proveedor, comisión y envío. Suma = total. */
export function repartirVenta(
  lineas: readonly LineaVenta[],
  costoEnvio: number,
  margenes: readonly MargenProveedor[],
): RepartoVenta {
  const porFabricante = new Map<number, { bruto: number; comision: number }>();
  for (const l of lineas) {
    const acc = porFabricante.get(l.fabricante_id) ?? { bruto: 0, comision: 0 };
    acc.bruto += l.total;
    acc.comision += comisionDeLinea(l, margenes);
    porFabricante.set(l.fabricante_id, acc);
  }
  const proveedores = [...porFabricante].map(([fabricante_id, a]) => ({
    fabricante_id,
    bruto: a.bruto,
    comision: a.comision,
    neto: a.bruto - a.comision,
  }));
  const comision = proveedores.reduce((s, p) => s + p.comision, 0);
  const bruto = proveedores.reduce((s, p) => s + p.bruto, 0);
  return { proveedores, comision, envio: costoEnvio, total: bruto + costoEnvio };
}

/** IVA incluido en un monto bruto: 10 % = bruto / 11, 5 % = bruto / 21, exenta 0. */
export function ivaIncluido(bruto: number, tasa: number): number {
  if (tasa === 10) return Math.round(bruto / 11);
  if (tasa === 5) return Math.round(bruto / 21);
  return 0;
}

export interface DesgloseIva {
  subtotal_exenta: number;
  subtotal_5: number;
  subtotal_10: number;
  iva_5: number;
  iva_10: number;
  total: number;
}

/** Subtotales por columna (Exentas / 5 % / 10 %) e IVA calculado por línea y sumado. */
export function desgloseIva(items: readonly { total: number; tasa_iva: number }[]): DesgloseIva {
  const d: DesgloseIva = {
    subtotal_exenta: 0,
    subtotal_5: 0,
    subtotal_10: 0,
    iva_5: 0,
    iva_10: 0,
    total: 0,
  };
  for (const i of items) {
    if (i.tasa_iva === 10) {
      d.subtotal_10 += i.total;
      d.iva_10 += ivaIncluido(i.total, 10);
    } else if (i.tasa_iva === 5) {
      d.subtotal_5 += i.total;
      d.iva_5 += ivaIncluido(i.total, 5);
    } else d.subtotal_exenta += i.total;
    d.total += i.total;
  }
  return d;
}

/** `001-001-0000001` a partir de sus partes. */
export function numeroFactura(establecimiento: string, punto: string, numero: number): string {
  return `${establecimiento}-${punto}-${String(numero).padStart(7, '0')}`;
}

/** Partes de un número `EEE-PPP-NNNNNNN`; null si no tiene esa forma. */
export function partesNumeroFactura(
  texto: string,
): { establecimiento: string; punto: string; numero: number } | null {
  const m = /^(\d{3})-(\d{3})-(\d{7})$/.exec(texto.trim());
  if (!m || Number(m[3]) === 0) return null;
  return { establecimiento: m[1] ?? '', punto: m[2] ?? '', numero: Number(m[3]) };
}

/** ¿La fecha (AAAA-MM-DD) cae dentro de la vigencia del timbrado? */
export function timbradoVigente(
  fecha: string,
  vigencia: { inicio: string; fin: string | null },
): boolean {
  return fecha >= vigencia.inicio && (vigencia.fin === null || fecha <= vigencia.fin);
}

/** Dígito verificador del CDC: módulo 11 como el RUC, sobre las 43 primeras posiciones. */
export function digitoVerificadorCdc(cdc43: string): number {
  if (!/^\d{43}$/.test(cdc43)) throw new RangeError('El CDC sin su dígito tiene 43 dígitos');
  return digitoVerificadorRuc(cdc43);
}

export interface DatosCdc {
  tipoDocumento: number;
  /** RUC del emisor con su DV ("80069563-1"). */
  rucEmisor: string;
  establecimiento: string;
  punto: string;
  numero: number;
  tipoContribuyente: number;
  /** AAAA-MM-DD */
  fechaEmision: string;
  tipoEmision: number;
  /** 9 dígitos. */
  codigoSeguridad: string;
}

/** CDC de 44 dígitos (dominio-paraguay §4.4). */
export function generarCdc(d: DatosCdc): string {
  const [base = '', dv = ''] = d.rucEmisor.split('-');
  const sin =
    String(d.tipoDocumento).padStart(2, '0') +
    base.padStart(8, '0') +
    dv +
    d.establecimiento +
    d.punto +
    String(d.numero).padStart(7, '0') +
    String(d.tipoContribuyente) +
    d.fechaEmision.replaceAll('-', '') +
    String(d.tipoEmision) +
    d.codigoSeguridad.padStart(9, '0');
  return sin + String(digitoVerificadorCdc(sin));
}

/** ¿El CDC tiene 44 dígitos y su dígito verificador es correcto? */
export function validarCdc(cdc: string): boolean {
  return /^\d{44}$/.test(cdc) && digitoVerificadorCdc(cdc.slice(0, 43)) === Number(cdc[43]);
}
