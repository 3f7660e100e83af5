import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MENSAJES,
  MENSAJES_ADMINISTRACION,
  configuracionEditarSchema,
  guardarPreguntaFrecuenteAdminSchema,
  guardarRubroSchema,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { guardarImagen, validar, type Formulario } from '../../lib/archivos-subidos.js';
import { registrarAuditoria, type EntidadAuditada } from '../auditoria/auditoria.service.js';
import { rubroEnProductos } from '../catalogo/uso.lectura.js';
import { rubroEnFabricantes } from '../fabricantes/uso.lectura.js';
import { configuracion, preguntaFrecuente, rubro } from './configuracion.tables.js';

const auditar = (
  tx: Tx,
  admin: UsuarioAutenticado,
  entidad: EntidadAuditada,
  entidadId: number,
  accion: string,
  antes: unknown,
  despues: unknown,
) => registrarAuditoria(tx, { usuarioId: admin.id, entidad, entidadId, accion, antes, despues });

/** Cómo leer bloqueada y cambiar una fila activa de una tabla de referencia. */
interface FilaActiva<F, C extends { actualizado_en?: Date | null }> {
  bloquear: (tx: Tx) => Promise<F | undefined>;
  cambiar: (tx: Tx, cambios: C) => Promise<F | undefined>;
}

/**
 * Edición o baja lógica de una fila activa, en una transacción: la bloquea (404 si no está),
 * aplica los cambios y anota en la bitácora el antes → después.
 */
async function modificarActiva<F, C extends { actualizado_en?: Date | null }>(
  db: Db,
  admin: UsuarioAutenticado,
  entidad: EntidadAuditada,
  id: number,
  fila: FilaActiva<F, C>,
  accion: 'editar' | 'eliminar',
  cambios: C,
): Promise<F> {
  return db.transaction(async (tx) => {
    const antes = await fila.bloquear(tx);
    if (!antes) throw new NoEncontrado();
    const despues = await fila.cambiar(tx, { ...cambios, actualizado_en: new Date() });
    if (!despues) throw new NoEncontrado();
    await auditar(tx, admin, entidad, id, accion, antes, despues);
    return despues;
  });
}

const rubroActivo = (
  id: number,
): FilaActiva<typeof rubro.$inferSelect, Partial<typeof rubro.$inferInsert>> => ({
  bloquear: async (tx) =>
    (
      await tx
        .select()
        .from(rubro)
        .where(and(eq(rubro.id, id), eq(rubro.activo, true)))
        .for('update')
    )[0],
  cambiar: async (tx, cambios) =>
    (await tx.update(rubro).set(cambios).where(eq(rubro.id, id)).returning())[0],
});

const preguntaActiva = (
  id: number,
): FilaActiva<
  typeof preguntaFrecuente.$inferSelect,
  Partial<typeof preguntaFrecuente.$inferInsert>
> => ({
  bloquear: async (tx) =>
    (
      await tx
        .select()
        .from(preguntaFrecuente)
        .where(and(eq(preguntaFrecuente.id, id), eq(preguntaFrecuente.activo, true)))
        .for('update')
    )[0],
  cambiar: async (tx, cambios) =>
    (
      await tx
        .update(preguntaFrecuente)
        .set(cambios)
        .where(eq(preguntaFrecuente.id, id))
        .returning()
    )[0],
});

// ── Rubros ───────────────────────────────────────────────────────────────────

const rubroLectura = (r: typeof rubro.$inferSelect) => ({
  id: r.id,
  nombre: r.nombre,
  imagen: r.imagen,
  orden: r.orden,
});

/** Imagen opcional del rubro (campo `imagen`); otro archivo es un 400 en su campo. */
async function imagenDe(storageDir: string, carpeta: string, formulario: Formulario) {
  let imagen: string | undefined;
  for (const a of formulario.archivos) {
    if (a.campo !== 'imagen') throw ErrorValidacion.campo(a.campo, MENSAJES.archivoNoPermitido);
    imagen = `/media/${await guardarImagen(storageDir, carpeta, a)}`;
  }
  return imagen;
}

async function nombreRubroLibre(db: Db | Tx, nombre: string, salvo?: number) {
  const [otro] = await db
    .select({ id: rubro.id })
    .from(rubro)
    .where(
      and(
        sql`lower(${rubro.nombre}) = lower(${nombre})`,
        salvo === undefined ? undefined : ne(rubro.id, salvo),
      ),
    );
  if (otro) throw ErrorValidacion.campo('nombre', MENSAJES_ADMINISTRACION.nombreDuplicado);
}

export async function crearRubro(
  db: Db,
  storageDir: string,
  admin: UsuarioAutenticado,
  formulario: Formulario,
) {
  const datos = validar(guardarRubroSchema, formulario.campos);
  await nombreRubroLibre(db, datos.nombre);
  const imagen = await imagenDe(storageDir, 'rubros', formulario);
  return db.transaction(async (tx) => {
    const [r] = await tx
      .insert(rubro)
      .values({ nombre: datos.nombre, orden: datos.orden, imagen: imagen ?? null })
      .returning();
    if (!r) throw new Error('no se creó el rubro');
    await auditar(tx, admin, 'rubro', r.id, 'crear', null, r);
    return rubroLectura(r);
  });
}

export async function actualizarRubro(
  db: Db,
  storageDir: string,
  admin: UsuarioAutenticado,
  id: number,
  formulario: Formulario,
) {
  const datos = validar(guardarRubroSchema.partial(), formulario.campos);
  if (datos.nombre !== undefined) await nombreRubroLibre(db, datos.nombre, id);
  const imagen = await imagenDe(storageDir, 'rubros', formulario);
  const r = await modificarActiva(db, admin, 'rubro', id, rubroActivo(id), 'editar', {
    ...datos,
    ...(imagen !== undefined && { imagen }),
  });
  return rubroLectura(r);
}

/** Baja lógica; si hay proveedores o productos con el rubro, 409. */
export async function eliminarRubro(db: Db, admin: UsuarioAutenticado, id: number) {
  if ((await rubroEnFabricantes(db, id)) || (await rubroEnProductos(db, id))) {
    throw new Conflicto(MENSAJES_ADMINISTRACION.rubroEnUso);
  }
  await modificarActiva(db, admin, 'rubro', id, rubroActivo(id), 'eliminar', { activo: false });
}

// ── Preguntas frecuentes ─────────────────────────────────────────────────────

type DatosPregunta = z.output<typeof guardarPreguntaFrecuenteAdminSchema>;

const preguntaLectura = (p: typeof preguntaFrecuente.$inferSelect) => ({
  id: p.id,
  pregunta: p.pregunta,
  respuesta: p.respuesta,
  destinatario: p.destinatario,
  orden: p.orden,
});

export async function crearPregunta(db: Db, admin: UsuarioAutenticado, datos: DatosPregunta) {
  return db.transaction(async (tx) => {
    const [p] = await tx
      .insert(preguntaFrecuente)
      .values({ ...datos, destinatario: datos.destinatario ?? null })
      .returning();
    if (!p) throw new Error('no se creó la pregunta');
    await auditar(tx, admin, 'pregunta_frecuente', p.id, 'crear', null, p);
    return preguntaLectura(p);
  });
}

export async function actualizarPregunta(
  db: Db,
  admin: UsuarioAutenticado,
  id: number,
  datos: Partial<DatosPregunta>,
) {
  const p = await modificarActiva(
    db,
    admin,
    'pregunta_frecuente',
    id,
    preguntaActiva(id),
    'editar',
    datos,
  );
  return preguntaLectura(p);
}

export async function eliminarPregunta(db: Db, admin: UsuarioAutenticado, id: number) {
  await modificarActiva(db, admin, 'pregunta_frecuente', id, preguntaActiva(id), 'eliminar', {
    activo: false,
  });
}

// ── Configuración clave/valor ────────────────────────────────────────────────

/** Con `id` edita esa clave; sin `id` edita la clave por nombre o la crea (privada). */
export async function editarConfiguracion(
  db: Db,
  admin: UsuarioAutenticado,
  datos: z.output<typeof configuracionEditarSchema>,
) {
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(configuracion)
      .where(
        datos.id !== undefined
          ? eq(configuracion.id, datos.id)
          : eq(configuracion.clave, datos.clave),
      )
      .for('update');
    if (datos.id !== undefined && !antes) throw new NoEncontrado();
    if (antes && antes.clave !== datos.clave) {
      const [otra] = await tx
        .select({ id: configuracion.id })
        .from(configuracion)
        .where(eq(configuracion.clave, datos.clave));
      if (otra) throw ErrorValidacion.campo('clave', MENSAJES_ADMINISTRACION.claveDuplicada);
    }
    const [c] = antes
      ? await tx
          .update(configuracion)
          .set({ clave: datos.clave, valor: datos.valor, actualizado_en: new Date() })
          .where(eq(configuracion.id, antes.id))
          .returning()
      : await tx
          .insert(configuracion)
          .values({ clave: datos.clave, valor: datos.valor, publica: false })
          .returning();
    if (!c) throw new Error('no se guardó la configuración');
    await auditar(tx, admin, 'configuracion', c.id, antes ? 'editar' : 'crear', antes ?? null, c);
    return { id: c.id, clave: c.clave, valor: c.valor };
  });
}
