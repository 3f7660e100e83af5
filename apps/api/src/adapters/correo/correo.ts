import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada } from '@nemu/domain';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { aplicarListado, contarFilas, listado } from '../../lib/listado.js';
import { outboxEmail } from '../../modules/soporte/soporte.tables.js';

export interface MensajeCorreo {
  para: string;
  asunto: string;
  texto: string;
  html?: string;
}

/** Envío de correos: SMTP real o la bandeja `outbox_email` (arquitectura §2, §6). */
export interface Correo {
  enviar(mensaje: MensajeCorreo): Promise<void>;
}

/** Sin SMTP: el correo queda en la bandeja de salida, legible por administradores. */
export function correoOutbox(db: Db): Correo {
  return {
    async enviar(m) {
      await db.insert(outboxEmail).values({
        para: m.para,
        asunto: m.asunto,
        cuerpo_texto: m.texto,
        cuerpo_html: m.html ?? null,
        estado: 'retenido',
      });
    },
  };
}

/** SMTP vía nodemailer; también deja constancia en la bandeja como enviado. */
export function correoSmtp(db: Db, smtpUrl: string, remitente: string): Correo {
  const transporte = nodemailer.createTransport(smtpUrl);
  return {
    async enviar(m) {
      const [fila] = await db
        .insert(outboxEmail)
        .values({
          para: m.para,
          asunto: m.asunto,
          cuerpo_texto: m.texto,
          cuerpo_html: m.html ?? null,
        })
        .returning({ id: outboxEmail.id });
      try {
        await transporte.sendMail({
          from: remitente,
          to: m.para,
          subject: m.asunto,
          text: m.texto,
          ...(m.html ? { html: m.html } : {}),
        });
        if (fila) await marcar(db, fila.id, { estado: 'enviado', enviado_en: new Date() });
      } catch (error) {
        if (fila) {
          await marcar(db, fila.id, {
            estado: 'error',
            ultimo_error: error instanceof Error ? error.message : String(error),
          });
        }
        throw error;
      }
    },
  };
}

async function marcar(
  db: Db,
  id: number,
  cambios: Partial<typeof outboxEmail.$inferInsert>,
): Promise<void> {
  await db
    .update(outboxEmail)
    .set({ ...cambios, intentos: sql`${outboxEmail.intentos} + 1` })
    .where(eq(outboxEmail.id, id));
}

export function crearCorreo(
  db: Db,
  config: { smtpUrl: string | undefined; correoRemitente: string },
): Correo {
  return config.smtpUrl ? correoSmtp(db, config.smtpUrl, config.correoRemitente) : correoOutbox(db);
}

/** Bandeja de salida para administradores, filtrable por destinatario (`para`). */
export function listarBandeja(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean; para?: string | undefined },
) {
  return listado(request, consulta, {
    filtro: consulta.para ? eq(outboxEmail.para, consulta.para.toLowerCase()) : undefined,
    contar: (where) => contarFilas(db, outboxEmail, where),
    listar: (where, orden, limit, offset) =>
      aplicarListado(db.select().from(outboxEmail).$dynamic(), where, orden, limit, offset),
    buscarEn: [outboxEmail.para, outboxEmail.asunto],
    ordenables: { id: outboxEmail.id, creado_en: outboxEmail.creado_en },
    ordenPorDefecto: [desc(outboxEmail.id)],
  });
}
