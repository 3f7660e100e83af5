import type { ContactoB2b } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { contactoB2b } from './soporte.tables.js';

export async function guardarContactoB2b(db: Db, datos: ContactoB2b & { archivo: string | null }) {
  const [fila] = await db
    .insert(contactoB2b)
    .values({
      nombre: datos.nombre,
      empresa: datos.empresa ?? null,
      ruc: datos.ruc ?? null,
      email: datos.email,
      nro_telefono: datos.nro_telefono ?? null,
      mensaje: datos.mensaje ?? null,
      archivo: datos.archivo,
    })
    .returning({ id: contactoB2b.id, creado_en: contactoB2b.creado_en });
  if (!fila) throw new Error('no se guardó el contacto');
  return fila;
}
