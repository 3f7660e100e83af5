// Documento electrónico de una factura: CDC, XML del DE, URL del QR y envío a SIFEN por la cola.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { generarCdc } from '@nemu/domain';
import type { Db, Tx } from '../../../db/client.js';
import { definirTrabajo, encolar } from '../../../jobs/trabajos.js';
import { documentoSifen, factura, type timbrado } from '../contabilidad.tables.js';
import { armarDE, type DatosDE, type ItemDE } from './de-xml.js';
import { firmanteDesdeEntorno, type FirmanteSifen } from './firma.js';
import { SifenNoResponde, sifenDesdeEntorno, type EnvioSifen } from './sifen.adapter.js';

/** Fecha y hora en Asunción (AAAA-MM-DDThh:mm:ss) de un instante. */
export function horaAsuncion(d: Date): string {
  const p = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Asuncion',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(d);
  return p.replace(' ', 'T');
}

let firmante: FirmanteSifen | null | undefined;
/** Firmante del entorno (SIFEN_CERTIFICADO), leído una vez; null sin certificado. */
export const firmanteActual = () =>
  firmante === undefined ? (firmante = firmanteDesdeEntorno()) : firmante;

/**
 * Arma el DE de una factura recién numerada, lo guarda pendiente y encola su envío en la misma
 * transacción (si la factura se deshace, el envío no existe). Devuelve el CDC.
 */
export async function prepararDocumentoElectronico(
  tx: Tx,
  f: typeof factura.$inferSelect,
  t: typeof timbrado.$inferSelect,
  items: ItemDE[],
): Promise<string> {
  const emision = horaAsuncion(f.fecha);
  const codigoSeguridad = String(randomInt(1, 999_999_999)).padStart(9, '0');
  let asociado: string | null = null;
  if (f.factura_asociada_id) {
    const [orig] = await tx
      .select({ cdc: factura.cdc })
      .from(factura)
      .where(eq(factura.id, f.factura_asociada_id));
    asociado = orig?.cdc ?? null;
  }
  const sinCdc: Omit<DatosDE, 'cdc'> = {
    codigoSeguridad,
    tipoDocumento: t.tipo_documento,
    timbrado: t.numero,
    timbradoInicio: t.inicio,
    establecimiento: t.establecimiento,
    punto: t.punto_expedicion,
    numero: f.numero,
    emision,
    emisor: {
      ruc: t.emisor_ruc,
      razonSocial: t.emisor_razon_social,
      tipoContribuyente: t.tipo_contribuyente,
      direccion: t.emisor_direccion ?? 'Asunción',
    },
    receptor:
      f.receptor_ruc && f.receptor_razon_social
        ? { ruc: f.receptor_ruc, razonSocial: f.receptor_razon_social }
        : null,
    items,
    asociado,
  };
  const cdc = generarCdc({
    tipoDocumento: t.tipo_documento,
    rucEmisor: t.emisor_ruc,
    establecimiento: t.establecimiento,
    punto: t.punto_expedicion,
    numero: f.numero,
    tipoContribuyente: t.tipo_contribuyente,
    fechaEmision: emision.slice(0, 10),
    tipoEmision: 1,
    codigoSeguridad,
  });
  const { xml, urlQr } = armarDE({ ...sinCdc, cdc }, firmanteActual());
  const [doc] = await tx
    .insert(documentoSifen)
    .values({ factura_id: f.id, cdc, xml, url_qr: urlQr })
    .returning({ id: documentoSifen.id });
  if (doc) await encolar(tx, envioSifen, { documento: doc.id }, { claveUnica: `sifen:${doc.id}` });
  return cdc;
}

let adaptador: EnvioSifen | null = null;
/** Adaptador en uso (el del entorno salvo que un test lo reemplace). */
export function usarAdaptadorSifen(a: EnvioSifen | null) {
  adaptador = a;
}
const adaptadorActual = () => (adaptador ??= sifenDesdeEntorno());

/**
 * Envía un DE pendiente y guarda estado y respuesta. Si SIFEN no responde, suma el intento y
 * lanza para que la cola reintente.
 */
export async function enviarDocumento(db: Db, documentoId: number, envio = adaptadorActual()) {
  const [doc] = await db.select().from(documentoSifen).where(eq(documentoSifen.id, documentoId));
  if (!doc || doc.estado !== 'pendiente') return doc ?? null;
  try {
    const r = await envio.enviar(doc.xml, doc.cdc, doc.id);
    const [hecho] = await db
      .update(documentoSifen)
      .set({
        estado: r.estado,
        codigo_respuesta: r.codigo,
        mensaje_respuesta: r.mensaje,
        respuesta: r.respuesta,
        intentos: sql`${documentoSifen.intentos} + 1`,
      })
      .where(eq(documentoSifen.id, doc.id))
      .returning();
    return hecho ?? null;
  } catch (e) {
    await db
      .update(documentoSifen)
      .set({
        intentos: sql`${documentoSifen.intentos} + 1`,
        mensaje_respuesta: e instanceof SifenNoResponde ? e.message : 'Error al enviar',
      })
      .where(eq(documentoSifen.id, doc.id));
    throw e;
  }
}

export const envioSifen = definirTrabajo({
  tipo: 'contabilidad.sifen.enviar',
  datos: z.object({ documento: z.number().int() }),
  maxIntentos: 8,
  manejar: async ({ documento }, { db }) => {
    await enviarDocumento(db, documento);
  },
});
