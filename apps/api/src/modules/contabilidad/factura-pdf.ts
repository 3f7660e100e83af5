// PDF de una factura con pdf-lib: emisor y receptor con RUC y DV, timbrado y vigencia, número,
// ítems, desglose de IVA y totales en guaraníes. Si es electrónica, el diseño KuDE con CDC y QR.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatoFecha, formatoFechaHora, formatoGuaranies } from '@nemu/domain';
import type { DetalleFactura } from './facturas.service.js';

const TITULO: Record<number, string> = {
  1: 'FACTURA',
  5: 'NOTA DE CRÉDITO',
  6: 'NOTA DE DÉBITO',
};

const fechaCorta = (iso: string | null) => (iso ? formatoFecha(`${iso}T12:00:00-03:00`) : '—');

export async function facturaPdf(f: DetalleFactura): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${TITULO[f.tipo_documento] ?? 'FACTURA'} ${f.numero}`);
  pdf.setAuthor(f.emisor_razon_social);
  const pagina = pdf.addPage([595, 842]);
  const normal = await pdf.embedFont(StandardFonts.Helvetica);
  const negrita = await pdf.embedFont(StandardFonts.HelveticaBold);
  const texto = (p: PDFPage, t: string, x: number, y: number, size = 9, font: PDFFont = normal) =>
    p.drawText(t, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const derecha = (p: PDFPage, t: string, x: number, y: number, size = 9, font = normal) =>
    texto(p, t, x - font.widthOfTextAtSize(t, size), y, size, font);

  const electronica = f.electronica && f.cdc !== null;
  const titulo = `${electronica ? 'KuDE de ' : ''}${TITULO[f.tipo_documento] ?? 'FACTURA'}${electronica ? ' ELECTRÓNICA' : ''}`;
  // Cabecera: emisor a la izquierda, timbrado y número a la derecha.
  pagina.drawRectangle({
    x: 30,
    y: 700,
    width: 535,
    height: 112,
    borderWidth: 1,
    borderColor: rgb(0.4, 0.4, 0.4),
  });
  texto(pagina, f.emisor_razon_social, 40, 790, 13, negrita);
  texto(pagina, `RUC: ${f.emisor_ruc}`, 40, 772, 10);
  texto(pagina, 'Asunción, Paraguay', 40, 757);
  derecha(pagina, titulo, 555, 790, 12, negrita);
  derecha(pagina, `Timbrado N° ${f.timbrado}`, 555, 772, 10);
  derecha(
    pagina,
    `Vigencia: ${fechaCorta(f.timbrado_inicio)} al ${fechaCorta(f.timbrado_fin)}`,
    555,
    758,
  );
  derecha(pagina, `N° ${f.numero}`, 555, 740, 12, negrita);
  derecha(pagina, `Fecha de emisión: ${formatoFechaHora(f.fecha)}`, 555, 724);
  derecha(pagina, `Condición: ${f.condicion === 'credito' ? 'Crédito' : 'Contado'}`, 555, 710);

  // Receptor.
  texto(pagina, 'Nombre o razón social:', 40, 680, 9, negrita);
  texto(pagina, f.receptor_razon_social ?? 'Sin nombre', 150, 680);
  texto(pagina, 'RUC:', 40, 665, 9, negrita);
  texto(pagina, f.receptor_ruc ?? 'Innominada (consumidor final)', 150, 665);
  if (f.factura_asociada)
    texto(pagina, `Corrige la factura interna ${f.factura_asociada}`, 350, 665);

  // Ítems con columnas Exentas / 5 % / 10 %.
  let y = 635;
  const columnas = [
    ['Cant.', 40],
    ['Descripción', 75],
    ['Precio unit.', 330],
    ['Exentas', 400],
    ['5 %', 470],
    ['10 %', 540],
  ] as const;
  pagina.drawRectangle({ x: 30, y: y - 4, width: 535, height: 16, color: rgb(0.92, 0.92, 0.92) });
  for (const [t, x] of columnas) {
    if (x >= 330) derecha(pagina, t, x + 20, y, 9, negrita);
    else texto(pagina, t, x, y, 9, negrita);
  }
  y -= 18;
  for (const i of f.items) {
    texto(pagina, String(i.cantidad), 40, y);
    texto(pagina, i.descripcion.slice(0, 48), 75, y);
    derecha(pagina, formatoGuaranies(i.precio_unitario), 350, y);
    const col = i.tasa_iva === 10 ? 560 : i.tasa_iva === 5 ? 490 : 420;
    derecha(pagina, formatoGuaranies(i.total), col, y);
    y -= 14;
    if (y < 240) break;
  }
  pagina.drawLine({ start: { x: 30, y: y + 6 }, end: { x: 565, y: y + 6 }, thickness: 0.5 });

  // Subtotales, total e IVA.
  y -= 10;
  texto(pagina, 'Subtotales:', 40, y, 9, negrita);
  derecha(pagina, formatoGuaranies(f.subtotal_exenta), 420, y);
  derecha(pagina, formatoGuaranies(f.subtotal_5), 490, y);
  derecha(pagina, formatoGuaranies(f.subtotal_10), 560, y);
  y -= 18;
  texto(pagina, 'Total a pagar:', 40, y, 11, negrita);
  derecha(pagina, formatoGuaranies(f.total), 560, y, 11, negrita);
  y -= 18;
  texto(pagina, 'Liquidación del IVA:', 40, y, 9, negrita);
  texto(pagina, `(5 %) ${formatoGuaranies(f.iva_5)}`, 160, y);
  texto(pagina, `(10 %) ${formatoGuaranies(f.iva_10)}`, 300, y);
  texto(pagina, `Total IVA: ${formatoGuaranies(f.iva_5 + f.iva_10)}`, 440, y);

  if (electronica && f.cdc) {
    const url = f.sifen?.url_qr ?? '';
    const png = await QRCode.toBuffer(url || f.cdc, { margin: 1, width: 220 });
    const imagen = await pdf.embedPng(png);
    pagina.drawImage(imagen, { x: 40, y: 60, width: 120, height: 120 });
    texto(
      pagina,
      'Consulte la validez de este documento electrónico con el número de CDC',
      175,
      160,
    );
    texto(pagina, 'impreso abajo en https://ekuatia.set.gov.py/consultas', 175, 147);
    texto(pagina, 'CDC:', 175, 125, 9, negrita);
    texto(pagina, f.cdc.replace(/(\d{4})(?=\d)/g, '$1 '), 205, 125, 10, negrita);
    texto(pagina, `Estado en SIFEN: ${f.sifen?.estado ?? 'pendiente'}`, 175, 108);
    texto(
      pagina,
      'ESTE DOCUMENTO ES UNA REPRESENTACIÓN GRÁFICA DE UN DOCUMENTO ELECTRÓNICO (XML)',
      175,
      88,
      8,
    );
  } else {
    texto(pagina, 'Original: cliente   ·   Duplicado: archivo tributario', 40, 80, 8);
  }
  return pdf.save();
}
