// XML del Documento Electrónico SIFEN v150 (rDE) armado con xmlbuilder2 según DE_v150.xsd
// (ADR 019: no usamos facturacionelectronicapy-xmlgen). Con certificado el DE se firma
// (./firma.ts) y el QR lleva el DigestValue de la firma; sin él no hay ds:Signature. El XSD de
// referencia está en ./xsd.
import { createHash } from 'node:crypto';
import { create, fragment } from 'xmlbuilder2';
import { ivaIncluido } from '@nemu/domain';
import type { FirmanteSifen } from './firma.js';

export const NS_SIFEN = 'http://ekuatia.set.gov.py/sifen/xsd';

export interface ItemDE {
  descripcion: string;
  cantidad: number;
  precio_unitario: number;
  tasa_iva: number;
  total: number;
}

export interface DatosDE {
  cdc: string;
  codigoSeguridad: string;
  tipoDocumento: number;
  timbrado: string;
  timbradoInicio: string;
  establecimiento: string;
  punto: string;
  numero: number;
  /** Fecha y hora de emisión en Asunción, AAAA-MM-DDThh:mm:ss. */
  emision: string;
  emisor: {
    ruc: string;
    razonSocial: string;
    tipoContribuyente: number;
    direccion: string;
  };
  /** null: factura innominada (consumidor final). */
  receptor: { ruc: string; razonSocial: string } | null;
  items: ItemDE[];
  /** Nota de crédito: CDC de la factura que corrige. */
  asociado?: string | null;
}

const DESCRIPCION_TIPO: Record<number, string> = {
  1: 'Factura electrónica',
  5: 'Nota de crédito electrónica',
  6: 'Nota de débito electrónica',
};

const monto = (n: number) => String(Math.round(n));

/** Totales del DE: subtotales por tasa, IVA liquidado y bases gravadas, en guaraníes. */
export function totalesDE(items: readonly ItemDE[]) {
  let sub0 = 0;
  let sub5 = 0;
  let sub10 = 0;
  let iva5 = 0;
  let iva10 = 0;
  for (const i of items) {
    if (i.tasa_iva === 10) {
      sub10 += i.total;
      iva10 += ivaIncluido(i.total, 10);
    } else if (i.tasa_iva === 5) {
      sub5 += i.total;
      iva5 += ivaIncluido(i.total, 5);
    } else sub0 += i.total;
  }
  return {
    sub0,
    sub5,
    sub10,
    iva5,
    iva10,
    total: sub0 + sub5 + sub10,
    totalIva: iva5 + iva10,
    base5: sub5 - iva5,
    base10: sub10 - iva10,
  };
}

/**
 * Arma el rDE y devuelve su XML y la URL del QR. Con `firmante`, el ds:Signature va después de
 * DE y el QR (gCamFuFD, fuera de lo firmado) lleva el DigestValue de la firma.
 */
export function armarDE(
  d: DatosDE,
  firmante: FirmanteSifen | null = null,
  ahoraFirma = d.emision,
): { xml: string; urlQr: string } {
  const [rucBase = '', rucDv = ''] = d.emisor.ruc.split('-');
  const t = totalesDE(d.items);
  const raiz = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS_SIFEN, 'rDE', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': `${NS_SIFEN} siRecepDE_v150.xsd`,
  });
  raiz.ele('dVerFor').txt('150');
  const de = raiz.ele('DE', { Id: d.cdc });
  de.ele('dDVId').txt(d.cdc.slice(43));
  de.ele('dFecFirma').txt(ahoraFirma);
  de.ele('dSisFact').txt('1');
  const ope = de.ele('gOpeDE');
  ope.ele('iTipEmi').txt('1');
  ope.ele('dDesTipEmi').txt('Normal');
  ope.ele('dCodSeg').txt(d.codigoSeguridad);
  const timb = de.ele('gTimb');
  timb.ele('iTiDE').txt(String(d.tipoDocumento));
  timb.ele('dDesTiDE').txt(DESCRIPCION_TIPO[d.tipoDocumento] ?? 'Factura electrónica');
  timb.ele('dNumTim').txt(d.timbrado);
  timb.ele('dEst').txt(d.establecimiento);
  timb.ele('dPunExp').txt(d.punto);
  timb.ele('dNumDoc').txt(String(d.numero).padStart(7, '0'));
  timb.ele('dFeIniT').txt(d.timbradoInicio);

  const gral = de.ele('gDatGralOpe');
  gral.ele('dFeEmiDE').txt(d.emision);
  const com = gral.ele('gOpeCom');
  if (d.tipoDocumento === 1) {
    com.ele('iTipTra').txt('1');
    com.ele('dDesTipTra').txt('Venta de mercadería');
  }
  com.ele('iTImp').txt('1');
  com.ele('dDesTImp').txt('IVA');
  com.ele('cMoneOpe').txt('PYG');
  com.ele('dDesMoneOpe').txt('Guarani');
  const emis = gral.ele('gEmis');
  emis.ele('dRucEm').txt(rucBase);
  emis.ele('dDVEmi').txt(rucDv);
  emis.ele('iTipCont').txt(String(d.emisor.tipoContribuyente));
  emis.ele('dNomEmi').txt(d.emisor.razonSocial);
  emis.ele('dDirEmi').txt(d.emisor.direccion);
  emis.ele('dNumCas').txt('0');
  emis.ele('cDepEmi').txt('1');
  emis.ele('dDesDepEmi').txt('CAPITAL');
  emis.ele('cCiuEmi').txt('1');
  emis.ele('dDesCiuEmi').txt('ASUNCION (DISTRITO)');
  emis.ele('dTelEmi').txt('021000000');
  emis.ele('dEmailE').txt('facturacion@nemu.com.py');
  const act = emis.ele('gActEco');
  act.ele('cActEco').txt('47910');
  act.ele('dDesActEco').txt('VENTA AL POR MENOR POR CORREO Y POR INTERNET');
  const rec = gral.ele('gDatRec');
  if (d.receptor) {
    const [rb = '', rdv = ''] = d.receptor.ruc.split('-');
    rec.ele('iNatRec').txt('1');
    rec.ele('iTiOpe').txt('1');
    rec.ele('cPaisRec').txt('PRY');
    rec.ele('dDesPaisRe').txt('Paraguay');
    rec.ele('iTiContRec').txt(Number(rb) >= 80_000_000 ? '2' : '1');
    rec.ele('dRucRec').txt(rb);
    rec.ele('dDVRec').txt(rdv);
    rec.ele('dNomRec').txt(d.receptor.razonSocial);
  } else {
    rec.ele('iNatRec').txt('2');
    rec.ele('iTiOpe').txt('2');
    rec.ele('cPaisRec').txt('PRY');
    rec.ele('dDesPaisRe').txt('Paraguay');
    rec.ele('iTipIDRec').txt('5');
    rec.ele('dDTipIDRec').txt('Innominado');
    rec.ele('dNumIDRec').txt('0');
    rec.ele('dNomRec').txt('Sin Nombre');
  }

  const tipo = de.ele('gDtipDE');
  if (d.tipoDocumento === 1) {
    const fe = tipo.ele('gCamFE');
    fe.ele('iIndPres').txt('2');
    fe.ele('dDesIndPres').txt('Operación electrónica');
  }
  if (d.tipoDocumento === 5) {
    const nc = tipo.ele('gCamNCDE');
    nc.ele('iMotEmi').txt('2');
    nc.ele('dDesMotEmi').txt('Devolución');
  }
  if (d.tipoDocumento === 1) {
    const cond = tipo.ele('gCamCond');
    cond.ele('iCondOpe').txt('1');
    cond.ele('dDCondOpe').txt('Contado');
    const pago = cond.ele('gPaConEIni');
    // Cobro en línea (tarjeta o billetera por el procesador): "Pago Electrónico".
    pago.ele('iTiPago').txt('21');
    pago.ele('dDesTiPag').txt('Pago Electrónico');
    pago.ele('dMonTiPag').txt(monto(t.total));
    pago.ele('cMoneTiPag').txt('PYG');
    pago.ele('dDMoneTiPag').txt('Guarani');
  }
  d.items.forEach((i, n) => {
    const it = tipo.ele('gCamItem');
    it.ele('dCodInt').txt(String(n + 1).padStart(3, '0'));
    it.ele('dDesProSer').txt(i.descripcion.slice(0, 120));
    it.ele('cUniMed').txt('77');
    it.ele('dDesUniMed').txt('UNI');
    it.ele('dCantProSer').txt(String(i.cantidad));
    const valor = it.ele('gValorItem');
    valor.ele('dPUniProSer').txt(monto(i.precio_unitario));
    valor.ele('dTotBruOpeItem').txt(monto(i.total));
    const resta = valor.ele('gValorRestaItem');
    resta.ele('dDescItem').txt('0');
    resta.ele('dPorcDesIt').txt('0');
    resta.ele('dDescGloItem').txt('0');
    resta.ele('dTotOpeItem').txt(monto(i.total));
    const iva = it.ele('gCamIVA');
    const exenta = i.tasa_iva === 0;
    iva.ele('iAfecIVA').txt(exenta ? '3' : '1');
    iva.ele('dDesAfecIVA').txt(exenta ? 'Exento' : 'Gravado IVA');
    iva.ele('dPropIVA').txt(exenta ? '0' : '100');
    iva.ele('dTasaIVA').txt(String(i.tasa_iva));
    const liq = ivaIncluido(i.total, i.tasa_iva);
    iva.ele('dBasGravIVA').txt(monto(exenta ? 0 : i.total - liq));
    iva.ele('dLiqIVAItem').txt(monto(liq));
  });

  const tot = de.ele('gTotSub');
  tot.ele('dSubExe').txt(monto(t.sub0));
  tot.ele('dSub5').txt(monto(t.sub5));
  tot.ele('dSub10').txt(monto(t.sub10));
  tot.ele('dTotOpe').txt(monto(t.total));
  for (const campo of ['dTotDesc', 'dTotDescGlotem', 'dTotAntItem', 'dTotAnt']) {
    tot.ele(campo).txt('0');
  }
  tot.ele('dPorcDescTotal').txt('0');
  tot.ele('dDescTotal').txt('0');
  tot.ele('dAnticipo').txt('0');
  tot.ele('dRedon').txt('0');
  tot.ele('dTotGralOpe').txt(monto(t.total));
  tot.ele('dIVA5').txt(monto(t.iva5));
  tot.ele('dIVA10').txt(monto(t.iva10));
  tot.ele('dTotIVA').txt(monto(t.totalIva));
  tot.ele('dBaseGrav5').txt(monto(t.base5));
  tot.ele('dBaseGrav10').txt(monto(t.base10));
  tot.ele('dTBasGraIVA').txt(monto(t.base5 + t.base10));

  if (d.asociado) {
    const aso = de.ele('gCamDEAsoc');
    aso.ele('iTipDocAso').txt('1');
    aso.ele('dDesTipDocAso').txt('Electrónico');
    aso.ele('dCdCDERef').txt(d.asociado);
  }
  if (!firmante) {
    const qr = urlQr(d, 'test');
    raiz.ele('gCamFuFD').ele('dCarQR').txt(qr);
    return { xml: raiz.end({ prettyPrint: false }), urlQr: qr };
  }
  const firmado = firmante.firmar(raiz.end({ prettyPrint: false }));
  const qr = urlQr(d, 'test', firmado.digestValue);
  // gCamFuFD hereda el espacio de nombres por omisión de rDE.
  const fuera = fragment().ele('gCamFuFD').ele('dCarQR').txt(qr).doc().end();
  const cierre = firmado.xml.lastIndexOf('</rDE>');
  return { xml: firmado.xml.slice(0, cierre) + fuera + firmado.xml.slice(cierre), urlQr: qr };
}

const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');

/**
 * URL del QR del KuDE (dominio-paraguay §4.4): parámetros del DE y cHashQR = sha256(parámetros +
 * CSC). DigestValue (en hex de su texto base64) es el de la firma; sin firma, el sha256 del CDC.
 */
export function urlQr(
  d: DatosDE,
  ambiente: 'test' | 'prod',
  digest = createHash('sha256').update(d.cdc).digest('base64'),
  csc = { id: '0001', valor: 'ABCD0000000000000000000000000000' },
): string {
  const t = totalesDE(d.items);
  const receptor = d.receptor ? `dRucRec=${d.receptor.ruc.split('-')[0] ?? ''}` : 'dNumIDRec=0';
  const params =
    `nVersion=150&Id=${d.cdc}&dFeEmiDE=${hex(d.emision)}&${receptor}` +
    `&dTotGralOpe=${t.total}&dTotIVA=${t.totalIva}&cItems=${d.items.length}` +
    `&DigestValue=${hex(digest)}&IdCSC=${csc.id}`;
  const hash = createHash('sha256')
    .update(params + csc.valor)
    .digest('hex');
  const base =
    ambiente === 'prod'
      ? 'https://ekuatia.set.gov.py/consultas/qr?'
      : 'https://ekuatia.set.gov.py/consultas-test/qr?';
  return `${base}${params}&cHashQR=${hash}`;
}
