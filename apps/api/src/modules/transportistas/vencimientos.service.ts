// Vencimiento de documentos: avisos 30, 7 y 1 días antes (una vez por umbral) y, vencido,
// suspensión de las oportunidades hasta que se apruebe el documento renovado.
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { fechaAsuncion } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { avisoVencimientoTransportista, transportista } from './transportistas.tables.js';

export const UMBRALES_AVISO = [1, 7, 30] as const;
const DIA_MS = 86_400_000;

/** Días de calendario (Asunción) desde `ahora` hasta la fecha de vencimiento "YYYY-MM-DD". */
export function diasHasta(vencimiento: string, ahora: Date): number {
  const dia = (f: string) => Date.parse(`${f.slice(0, 10)}T00:00:00Z`);
  return Math.round((dia(vencimiento) - dia(fechaAsuncion(ahora))) / DIA_MS);
}

/**
 * Umbral de aviso que corresponde: el menor de 30, 7 y 1 que alcanza a los días que faltan;
 * null si falta más de 30 días o vence hoy o ya venció. Un documento que vence hoy sigue vigente.
 */
export function umbralDeAviso(dias: number): number | null {
  if (dias < 1) return null;
  return UMBRALES_AVISO.find((u) => dias <= u) ?? null;
}

/** Umbral con que se registra el aviso de documento vencido (suspensión). */
export const UMBRAL_VENCIDO = 0;

type DocumentoConVencimiento = 'registro' | 'poliza';

/** Avisa y suspende a los transportistas según el vencimiento de su registro y su póliza. */
export async function revisarVencimientosTransportistas(db: Db, ahora: Date) {
  const filas = await db
    .select({
      id: transportista.id,
      usuario_id: transportista.usuario_id,
      registro_vencimiento: transportista.registro_vencimiento,
      poliza_vencimiento: transportista.poliza_vencimiento,
      suspendido_en: transportista.suspendido_en,
    })
    .from(transportista)
    .where(
      and(
        eq(transportista.activo, true),
        or(
          isNotNull(transportista.registro_vencimiento),
          isNotNull(transportista.poliza_vencimiento),
        ),
      ),
    );
  let avisos = 0;
  let suspendidos = 0;
  for (const t of filas) {
    const documentos: [DocumentoConVencimiento, string | null][] = [
      ['registro', t.registro_vencimiento],
      ['poliza', t.poliza_vencimiento],
    ];
    for (const [documento, vence] of documentos) {
      if (vence === null) continue;
      const dias = diasHasta(vence, ahora);
      const umbral = dias < 0 ? UMBRAL_VENCIDO : umbralDeAviso(dias);
      if (umbral === null) continue;
      await db.transaction(async (tx) => {
        if (!(await registrarAviso(tx, t.id, documento, vence, umbral))) return;
        avisos++;
        if (umbral === UMBRAL_VENCIDO) {
          const suspendido = await suspender(tx, t.id, ahora);
          if (suspendido) suspendidos++;
        }
        await notificar(tx, t.usuario_id, 'documento_vencimiento', {
          transportista_id: t.id,
          documento,
          dias: Math.max(dias, 0),
        });
      });
    }
  }
  return { avisos, suspendidos };
}

async function registrarAviso(
  tx: Tx,
  transportistaId: number,
  documento: string,
  vencimiento: string,
  umbral: number,
): Promise<boolean> {
  const filas = await tx
    .insert(avisoVencimientoTransportista)
    .values({ transportista_id: transportistaId, documento, vencimiento, umbral })
    .onConflictDoNothing()
    .returning({ id: avisoVencimientoTransportista.id });
  return filas.length > 0;
}

/** Vuelve a pendiente al transportista hasta que se apruebe su documento renovado. */
async function suspender(tx: Tx, transportistaId: number, ahora: Date): Promise<boolean> {
  const filas = await tx
    .update(transportista)
    .set({ aprobado: false, suspendido_en: ahora, actualizado_en: ahora })
    .where(and(eq(transportista.id, transportistaId), isNull(transportista.suspendido_en)))
    .returning({ id: transportista.id });
  return filas.length > 0;
}
