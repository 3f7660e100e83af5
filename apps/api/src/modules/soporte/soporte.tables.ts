import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { checkEnum, creadoEn, marcasDeTiempo, momento } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';

// Bandeja de salida de correos (sin SMTP quedan aquí, legibles por administradores).
export const outboxEmail = pgTable(
  'outbox_email',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    para: text().notNull(),
    asunto: text().notNull(),
    cuerpo_texto: text().notNull(),
    cuerpo_html: text(),
    estado: text().notNull().default('pendiente'),
    intentos: integer().notNull().default(0),
    ultimo_error: text(),
    enviar_despues_de: momento().notNull().defaultNow(),
    enviado_en: momento(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('outbox_email_pendientes_idx').on(t.estado, t.enviar_despues_de),
    index('outbox_email_creado_idx').on(t.creado_en),
    checkEnum('outbox_email_estado_ck', t.estado, ['pendiente', 'enviado', 'error', 'retenido']),
  ],
);

// Contacto de empresas (/request-contact-b2b/).
export const contactoB2b = pgTable(
  'contacto_b2b',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    empresa: text(),
    ruc: text(),
    email: text().notNull(),
    nro_telefono: text(),
    mensaje: text(),
    archivo: text(),
    atendido: boolean().notNull().default(false),
    atendido_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    ...marcasDeTiempo(),
  },
  (t) => [index('contacto_b2b_atendido_idx').on(t.atendido, t.creado_en)],
);
