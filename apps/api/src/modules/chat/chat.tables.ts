import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { checkEnum, creadoEn, momento } from '../../db/schema.helpers.js';
import { TIPO_MENSAJE } from '../../db/schema.enums.js';
import { mensajePredeterminado } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { pedido } from '../pedidos/pedidos.tables.js';

// Mensaje del chat de un pedido (ADR 016). tipo 0 cliente, 10 transportista: el lado que habla.
export const mensajeChat = pgTable(
  'mensaje_chat',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pedido_id: integer()
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    emisor_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    receptor_id: integer().references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: integer().notNull(),
    mensaje: text().notNull(),
    mensaje_predeterminado_id: integer().references(() => mensajePredeterminado.id, {
      onDelete: 'set null',
    }),
    leido_en: momento(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('mensaje_chat_pedido_idx').on(t.pedido_id, t.creado_en),
    index('mensaje_chat_no_leidos_idx')
      .on(t.receptor_id)
      .where(sql`${t.leido_en} is null`),
    checkEnum('mensaje_chat_tipo_ck', t.tipo, TIPO_MENSAJE),
  ],
);
