import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  MENSAJES,
  type ConsultaPaginada,
  crearStaffSchema,
  fabricanteAbierto,
  guardarFeriadoSchema,
  guardarPausaSchema,
  guardarPuntoRetiroSchema,
} from '@nemu/domain';
import type { ROL_FABRICANTE } from '../../db/schema.enums.js';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { aplicarListado, listado } from '../../lib/listado.js';
import { alertasStock } from '../catalogo/productos.lectura.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { hashPassword } from '../cuentas/cuentas.service.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { mensajesSinLeer, resumenOrdenesFabricante } from '../pedidos/pedidos.lectura.js';
import { notificacionesSinLeer } from '../notificaciones/notificaciones.lectura.js';
import { exigirMismoFabricante, fabricanteObjetivo } from '../../lib/alcance-fabricante.js';
import {
  fabricante,
  feriadoFabricante,
  pausaFabricante,
  puntoRetiro,
  usuarioFabricante,
} from './fabricantes.tables.js';
import { latLng, puntoRetiroLectura } from './registro-fabricante.service.js';

const SIN_FIN = new Date('9999-12-31T00:00:00Z');

function esViolacionUnica(e: unknown): boolean {
  for (
    let x: unknown = e;
    x !== null && typeof x === 'object';
    x = (x as { cause?: unknown }).cause
  ) {
    if ((x as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// ── Horario y apertura ───────────────────────────────────────────────────────

/** Horario, pausas vigentes o futuras y feriados desde ayer de varios fabricantes. */
export async function horariosFabricantes(db: Db, ids: number[], ahora: Date = new Date()) {
  if (ids.length === 0) return [];
  const ayer = new Date(ahora.getTime() - 86_400_000).toISOString().slice(0, 10);
  const [filas, pausas, feriados] = await Promise.all([
    db
      .select({
        id: fabricante.id,
        nombre: fabricante.nombre,
        dias_apertura: fabricante.dias_apertura,
        hora_apertura: fabricante.hora_apertura,
        hora_cierre: fabricante.hora_cierre,
      })
      .from(fabricante)
      .where(inArray(fabricante.id, ids)),
    db
      .select()
      .from(pausaFabricante)
      .where(
        and(
          inArray(pausaFabricante.fabricante_id, ids),
          or(isNull(pausaFabricante.hasta), gte(pausaFabricante.hasta, ahora)),
        ),
      )
      .orderBy(asc(pausaFabricante.desde)),
    db
      .select()
      .from(feriadoFabricante)
      .where(and(inArray(feriadoFabricante.fabricante_id, ids), gte(feriadoFabricante.fecha, ayer)))
      .orderBy(asc(feriadoFabricante.fecha)),
  ]);
  return filas.map((f) => {
    const propias = pausas.filter((p) => p.fabricante_id === f.id);
    const dias = feriados.filter((h) => h.fabricante_id === f.id);
    const estado = fabricanteAbierto(
      {
        dias_apertura: f.dias_apertura,
        hora_apertura: f.hora_apertura,
        hora_cierre: f.hora_cierre,
        pausas: propias.map((p) => ({ desde: p.desde, hasta: p.hasta ?? SIN_FIN })),
        feriados: dias.map((h) => ({ fecha: h.fecha })),
      },
      ahora,
    );
    return {
      ...f,
      hora_apertura: f.hora_apertura?.slice(0, 5) ?? null,
      hora_cierre: f.hora_cierre?.slice(0, 5) ?? null,
      abierto: estado.abierto,
      motivo_cierre: estado.motivo,
      estado_apertura: estado.mensaje,
      pausas: propias.map(pausaLectura),
      feriados: dias.map(feriadoLectura),
    };
  });
}

/** Contadores del panel del proveedor (spec §7 /inicio-fabricante/). */
export async function inicioFabricante(db: Db, u: UsuarioAutenticado, pedido?: number) {
  const id = fabricanteObjetivo(u, pedido);
  const [horario] = await horariosFabricantes(db, [id]);
  if (!horario) throw new NoEncontrado();
  const [[f], ordenes, mensajes, notificaciones, alertas] = await Promise.all([
    db
      .select({
        aprobado: fabricante.aprobado,
        fecha_aceptacion_contrato: fabricante.fecha_aceptacion_contrato,
      })
      .from(fabricante)
      .where(eq(fabricante.id, id)),
    resumenOrdenesFabricante(db, id),
    mensajesSinLeer(db, u.id),
    notificacionesSinLeer(db, u.id),
    alertasStock(db, id),
  ]);
  return {
    fabricante: id,
    nombre: horario.nombre,
    aprobado: f?.aprobado ?? false,
    contrato_aceptado: f?.fecha_aceptacion_contrato != null,
    abierto: horario.abierto,
    estado_apertura: horario.estado_apertura,
    pausado: horario.motivo_cierre === 'pausa',
    pendientes: ordenes?.pendientes ?? 0,
    retiro: ordenes?.retiro ?? 0,
    ultima_orden: ordenes?.ultima ?? null,
    mensajes,
    notificaciones,
    alertas_stock: alertas,
  };
}

/** Interruptor abierto/cerrado del panel: cerrar abre una pausa sin fin; abrir la termina. */
export async function cambiarApertura(db: Db, u: UsuarioAutenticado, abierto: boolean) {
  const id = fabricanteObjetivo(u);
  const ahora = new Date();
  await db.transaction(async (tx) => {
    const vigentes = and(
      eq(pausaFabricante.fabricante_id, id),
      lte(pausaFabricante.desde, ahora),
      or(isNull(pausaFabricante.hasta), gte(pausaFabricante.hasta, ahora)),
    );
    if (abierto) {
      await tx
        .update(pausaFabricante)
        .set({ hasta: ahora })
        .where(and(vigentes, sql`${pausaFabricante.desde} < ${ahora}`));
      await tx
        .delete(pausaFabricante)
        .where(
          and(
            eq(pausaFabricante.fabricante_id, id),
            gte(pausaFabricante.desde, ahora),
            isNull(pausaFabricante.hasta),
          ),
        );
      return;
    }
    const [ya] = await tx
      .select({ id: pausaFabricante.id })
      .from(pausaFabricante)
      .where(and(vigentes, isNull(pausaFabricante.hasta)));
    if (!ya) {
      await tx.insert(pausaFabricante).values({
        fabricante_id: id,
        desde: ahora,
        motivo: 'Cerrado desde el panel',
        creado_por: u.id,
      });
    }
  });
  return inicioFabricante(db, u);
}

// ── Puntos de retiro ─────────────────────────────────────────────────────────

type DatosPunto = z.output<typeof guardarPuntoRetiroSchema>;

export async function listarPuntosRetiro(db: Db, u: UsuarioAutenticado, pedido?: number) {
  const id = fabricanteObjetivo(u, pedido);
  const filas = await db
    .select()
    .from(puntoRetiro)
    .where(and(eq(puntoRetiro.fabricante_id, id), eq(puntoRetiro.activo, true)))
    .orderBy(desc(puntoRetiro.default), asc(puntoRetiro.id));
  return filas.map(puntoRetiroLectura);
}

async function puntoPropio(db: Db, u: UsuarioAutenticado, id: number) {
  const [p] = await db
    .select()
    .from(puntoRetiro)
    .where(and(eq(puntoRetiro.id, id), eq(puntoRetiro.activo, true)));
  exigirMismoFabricante(u, p?.fabricante_id);
  if (!p) throw new NoEncontrado();
  return p;
}

export async function obtenerPuntoRetiro(db: Db, u: UsuarioAutenticado, id: number) {
  return puntoRetiroLectura(await puntoPropio(db, u, id));
}

function columnasPunto(d: Partial<DatosPunto>) {
  return {
    ...(d.nombre !== undefined && { nombre: d.nombre }),
    ...(d.calle_principal !== undefined && { calle_principal: d.calle_principal }),
    ...(d.calle_secundaria !== undefined && { calle_secundaria: d.calle_secundaria ?? null }),
    ...(d.numero !== undefined && { numero: d.numero ?? null }),
    ...(d.referencia !== undefined && { referencia: d.referencia ?? null }),
    ...(d.ubicacion !== undefined && { ubicacion: d.ubicacion, ...latLng(d.ubicacion) }),
    ...(d.ciudad !== undefined && { ciudad_id: d.ciudad }),
    ...(d.nro_telefono !== undefined && { nro_telefono: d.nro_telefono ?? null }),
  };
}

/** Un administrador que toca los puntos de retiro de un proveedor ajeno deja rastro. */
async function auditarPunto(
  tx: Tx,
  u: UsuarioAutenticado,
  fabricanteId: number,
  id: number,
  accion: string,
  antes: unknown,
  despues: unknown,
) {
  if (!u.administrador || u.fabricante_id === fabricanteId) return;
  await registrarAuditoria(tx, {
    usuarioId: u.id,
    entidad: 'punto_retiro',
    entidadId: id,
    accion,
    antes,
    despues,
  });
}

/** Alta de un punto de retiro; el primero (o el marcado) queda como predeterminado. */
export async function crearPuntoRetiro(db: Db, u: UsuarioAutenticado, datos: DatosPunto) {
  const fabricanteId = fabricanteObjetivo(u, datos.fabricante);
  const id = await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(puntoRetiro)
      .where(and(eq(puntoRetiro.fabricante_id, fabricanteId), eq(puntoRetiro.activo, true)));
    const esDefault = datos.default || n === 0;
    if (esDefault) {
      await tx
        .update(puntoRetiro)
        .set({ default: false })
        .where(eq(puntoRetiro.fabricante_id, fabricanteId));
    }
    const [p] = await tx
      .insert(puntoRetiro)
      .values({
        fabricante_id: fabricanteId,
        nombre: datos.nombre,
        calle_principal: datos.calle_principal,
        ...columnasPunto(datos),
        default: esDefault,
      })
      .returning();
    if (!p) throw new Error('no se creó el punto de retiro');
    await auditarPunto(tx, u, fabricanteId, p.id, 'crear', null, p);
    return p.id;
  });
  return obtenerPuntoRetiro(db, u, id);
}

export async function actualizarPuntoRetiro(
  db: Db,
  u: UsuarioAutenticado,
  id: number,
  datos: Partial<DatosPunto>,
) {
  const actual = await puntoPropio(db, u, id);
  await db.transaction(async (tx) => {
    if (datos.default === true) {
      await tx
        .update(puntoRetiro)
        .set({ default: false })
        .where(eq(puntoRetiro.fabricante_id, actual.fabricante_id));
    }
    const [despues] = await tx
      .update(puntoRetiro)
      .set({
        ...columnasPunto(datos),
        ...(datos.default === true && { default: true }),
        actualizado_en: new Date(),
      })
      .where(eq(puntoRetiro.id, id))
      .returning();
    await auditarPunto(tx, u, actual.fabricante_id, id, 'editar', actual, despues);
  });
  return obtenerPuntoRetiro(db, u, id);
}

/** Baja lógica (las órdenes pasadas lo siguen nombrando); no se borra el único. */
export async function eliminarPuntoRetiro(db: Db, u: UsuarioAutenticado, id: number) {
  const actual = await puntoPropio(db, u, id);
  await db.transaction(async (tx) => {
    const otros = await tx
      .select({ id: puntoRetiro.id })
      .from(puntoRetiro)
      .where(
        and(
          eq(puntoRetiro.fabricante_id, actual.fabricante_id),
          eq(puntoRetiro.activo, true),
          ne(puntoRetiro.id, id),
        ),
      )
      .orderBy(asc(puntoRetiro.id));
    if (otros.length === 0) throw ErrorValidacion.general(MENSAJES.puntoRetiroUnico);
    const [despues] = await tx
      .update(puntoRetiro)
      .set({ activo: false, default: false })
      .where(eq(puntoRetiro.id, id))
      .returning();
    await auditarPunto(tx, u, actual.fabricante_id, id, 'desactivar', actual, despues);
    const siguiente = otros[0];
    if (actual.default && siguiente) {
      await tx.update(puntoRetiro).set({ default: true }).where(eq(puntoRetiro.id, siguiente.id));
    }
  });
}

// ── Staff ────────────────────────────────────────────────────────────────────

const columnasStaff = {
  id: usuario.id,
  username: usuario.username,
  email: usuario.email,
  first_name: usuario.first_name,
  last_name: usuario.last_name,
  activo: usuario.activo,
  rol: usuarioFabricante.rol,
  fabricante_id: usuarioFabricante.fabricante_id,
};

const ordenStaffPorDefecto = [
  desc(sql`${usuarioFabricante.rol} = 'propietario'`),
  asc(usuario.username),
];

/** Staff del fabricante con `search` (usuario, nombre, e-mail) y `ordering`, paginado si se pide. */
export function listarStaff(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean },
  fabricanteId: number,
) {
  const base = () =>
    db
      .select(columnasStaff)
      .from(usuarioFabricante)
      .innerJoin(usuario, eq(usuario.id, usuarioFabricante.usuario_id))
      .$dynamic();
  return listado(request, consulta, {
    contar: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(usuarioFabricante)
          .innerJoin(usuario, eq(usuario.id, usuarioFabricante.usuario_id))
          .where(where)
      )[0]?.n ?? 0,
    listar: (where, orden, limit, offset) => aplicarListado(base(), where, orden, limit, offset),
    buscarEn: [usuario.username, usuario.first_name, usuario.last_name, usuario.email],
    ordenables: {
      id: usuario.id,
      username: usuario.username,
      first_name: usuario.first_name,
      last_name: usuario.last_name,
      email: usuario.email,
      rol: usuarioFabricante.rol,
    },
    ordenPorDefecto: ordenStaffPorDefecto,
    filtro: eq(usuarioFabricante.fabricante_id, fabricanteId),
  });
}

export function consultaStaff(db: Db, fabricanteId: number) {
  return db
    .select(columnasStaff)
    .from(usuarioFabricante)
    .innerJoin(usuario, eq(usuario.id, usuarioFabricante.usuario_id))
    .where(eq(usuarioFabricante.fabricante_id, fabricanteId))
    .orderBy(...ordenStaffPorDefecto);
}

async function miembro(db: Db, fabricanteId: number, usuarioId: number) {
  const [m] = await db
    .select(columnasStaff)
    .from(usuarioFabricante)
    .innerJoin(usuario, eq(usuario.id, usuarioFabricante.usuario_id))
    .where(
      and(
        eq(usuarioFabricante.fabricante_id, fabricanteId),
        eq(usuarioFabricante.usuario_id, usuarioId),
      ),
    );
  if (!m) throw new NoEncontrado();
  return m;
}

/** GET /usuario_staff/{id}/ con fabricante_id: un miembro del staff, como la fila de la lista. */
export async function obtenerStaff(
  db: Db,
  u: UsuarioAutenticado,
  usuarioId: number,
  pedido?: number,
) {
  const m = await miembro(db, fabricanteObjetivo(u, pedido), usuarioId);
  // La restricción usuario_fabricante_rol_ck sólo admite estos roles.
  return { ...m, rol: m.rol as (typeof ROL_FABRICANTE)[number] };
}

/** Alta de un usuario nuevo como staff del fabricante. */
export async function crearStaff(
  db: Db,
  u: UsuarioAutenticado,
  datos: z.output<typeof crearStaffSchema>,
  pedido?: number,
) {
  const fabricanteId = fabricanteObjetivo(u, pedido);
  const hash = await hashPassword(datos.password);
  const id = await db
    .transaction(async (tx) => {
      const [nuevo] = await tx
        .insert(usuario)
        .values({
          username: datos.username,
          email: datos.email,
          first_name: datos.first_name,
          last_name: datos.last_name,
          password_hash: hash,
          modo_uso_app: 20,
        })
        .returning({ id: usuario.id });
      if (!nuevo) throw new Error('no se creó el usuario');
      await tx
        .insert(usuarioFabricante)
        .values({ usuario_id: nuevo.id, fabricante_id: fabricanteId, rol: 'staff' });
      return nuevo.id;
    })
    .catch((e: unknown) => {
      if (esViolacionUnica(e)) throw ErrorValidacion.campo('username', MENSAJES.usuarioExistente);
      throw e;
    });
  const creado = await miembro(db, fabricanteId, id);
  if (u.administrador) await auditarStaff(db, u, id, 'crear', null, creado);
  return creado;
}

/** Cambios del administrador en el staff de un proveedor: quedan en la bitácora. */
async function auditarStaff(
  db: Db,
  u: UsuarioAutenticado,
  id: number,
  accion: string,
  antes: unknown,
  despues: unknown,
) {
  await registrarAuditoria(db, {
    usuarioId: u.id,
    entidad: 'usuario_staff',
    entidadId: id,
    accion,
    antes,
    despues,
  });
}

export async function actualizarStaff(
  db: Db,
  u: UsuarioAutenticado,
  usuarioId: number,
  datos: { first_name?: string; last_name?: string },
  pedido?: number,
) {
  const fabricanteId = fabricanteObjetivo(u, pedido);
  const antes = await miembro(db, fabricanteId, usuarioId);
  if (datos.first_name !== undefined || datos.last_name !== undefined) {
    await db
      .update(usuario)
      .set({ ...datos, actualizado_en: new Date() })
      .where(eq(usuario.id, usuarioId));
  }
  const despues = await miembro(db, fabricanteId, usuarioId);
  if (u.administrador) await auditarStaff(db, u, usuarioId, 'editar', antes, despues);
  return despues;
}

/** Quita a un usuario del staff (su cuenta sigue existiendo como cliente). */
export async function quitarStaff(
  db: Db,
  u: UsuarioAutenticado,
  usuarioId: number,
  pedido?: number,
) {
  const fabricanteId = fabricanteObjetivo(u, pedido);
  const m = await miembro(db, fabricanteId, usuarioId);
  if (m.rol === 'propietario') throw ErrorValidacion.general(MENSAJES.noPuedeQuitarsePropietario);
  await db
    .delete(usuarioFabricante)
    .where(
      and(
        eq(usuarioFabricante.fabricante_id, fabricanteId),
        eq(usuarioFabricante.usuario_id, usuarioId),
      ),
    );
  if (u.administrador) await auditarStaff(db, u, usuarioId, 'quitar', m, null);
}

async function usuarioPorEmail(db: Db, email: string) {
  const [x] = await db
    .select({
      id: usuario.id,
      username: usuario.username,
      email: usuario.email,
      first_name: usuario.first_name,
      last_name: usuario.last_name,
    })
    .from(usuario)
    .where(and(sql`lower(${usuario.email}) = ${email.toLowerCase()}`, eq(usuario.activo, true)));
  if (!x) throw ErrorValidacion.campo('email', MENSAJES.usuarioNoEncontradoEmail);
  const [yaEs] = await db
    .select({ id: usuarioFabricante.id })
    .from(usuarioFabricante)
    .where(eq(usuarioFabricante.usuario_id, x.id))
    .limit(1);
  if (yaEs) throw ErrorValidacion.campo('email', MENSAJES.usuarioYaEsStaff);
  return x;
}

/** Paso 1 de "agregar por e-mail": existe y está libre. */
export async function verificarUsuarioStaff(db: Db, u: UsuarioAutenticado, email: string) {
  fabricanteObjetivo(u);
  const x = await usuarioPorEmail(db, email);
  return {
    existe: true,
    id: x.id,
    username: x.username,
    email: x.email,
    nombre: `${x.first_name} ${x.last_name}`.trim(),
  };
}

/** Paso 2: lo suma como staff del fabricante. */
export async function agregarUsuarioStaff(
  db: Db,
  u: UsuarioAutenticado,
  fabricanteId: number,
  email: string,
) {
  const id = fabricanteObjetivo(u, fabricanteId);
  const x = await usuarioPorEmail(db, email);
  await db.insert(usuarioFabricante).values({ usuario_id: x.id, fabricante_id: id, rol: 'staff' });
  return miembro(db, id, x.id);
}

// ── Pausas y feriados ────────────────────────────────────────────────────────

function pausaLectura(p: typeof pausaFabricante.$inferSelect) {
  return {
    id: p.id,
    fabricante: p.fabricante_id,
    desde: p.desde.toISOString(),
    hasta: p.hasta?.toISOString() ?? null,
    motivo: p.motivo,
  };
}

function feriadoLectura(f: typeof feriadoFabricante.$inferSelect) {
  return {
    id: f.id,
    fabricante: f.fabricante_id,
    fecha: f.fecha,
    desde: f.fecha,
    hasta: f.fecha,
    descripcion: f.descripcion,
  };
}

export async function listarPausas(db: Db, u: UsuarioAutenticado, pedido?: number) {
  const id = fabricanteObjetivo(u, pedido);
  const filas = await db
    .select()
    .from(pausaFabricante)
    .where(eq(pausaFabricante.fabricante_id, id))
    .orderBy(desc(pausaFabricante.desde));
  return filas.map(pausaLectura);
}

async function pausaPropia(db: Db, u: UsuarioAutenticado, id: number) {
  const [p] = await db.select().from(pausaFabricante).where(eq(pausaFabricante.id, id));
  exigirMismoFabricante(u, p?.fabricante_id);
  if (!p) throw new NoEncontrado();
  return p;
}

export async function obtenerPausa(db: Db, u: UsuarioAutenticado, id: number) {
  return pausaLectura(await pausaPropia(db, u, id));
}

export async function crearPausa(
  db: Db,
  u: UsuarioAutenticado,
  datos: z.output<typeof guardarPausaSchema>,
) {
  const id = fabricanteObjetivo(u, datos.fabricante);
  const [p] = await db
    .insert(pausaFabricante)
    .values({
      fabricante_id: id,
      desde: new Date(datos.desde),
      hasta: new Date(datos.hasta),
      motivo: datos.motivo ?? null,
      creado_por: u.id,
    })
    .returning();
  if (!p) throw new Error('no se creó la pausa');
  return pausaLectura(p);
}

export async function actualizarPausa(
  db: Db,
  u: UsuarioAutenticado,
  id: number,
  datos: z.output<typeof guardarPausaSchema>,
) {
  await pausaPropia(db, u, id);
  fabricanteObjetivo(u, datos.fabricante);
  const [p] = await db
    .update(pausaFabricante)
    .set({
      desde: new Date(datos.desde),
      hasta: new Date(datos.hasta),
      motivo: datos.motivo ?? null,
      actualizado_en: new Date(),
    })
    .where(eq(pausaFabricante.id, id))
    .returning();
  if (!p) throw new NoEncontrado();
  return pausaLectura(p);
}

export async function eliminarPausa(db: Db, u: UsuarioAutenticado, id: number) {
  await pausaPropia(db, u, id);
  await db.delete(pausaFabricante).where(eq(pausaFabricante.id, id));
}

export async function listarFeriados(db: Db, u: UsuarioAutenticado, pedido?: number) {
  const id = fabricanteObjetivo(u, pedido);
  const filas = await db
    .select()
    .from(feriadoFabricante)
    .where(eq(feriadoFabricante.fabricante_id, id))
    .orderBy(desc(feriadoFabricante.fecha));
  return filas.map(feriadoLectura);
}

async function feriadoPropio(db: Db, u: UsuarioAutenticado, id: number) {
  const [f] = await db.select().from(feriadoFabricante).where(eq(feriadoFabricante.id, id));
  exigirMismoFabricante(u, f?.fabricante_id);
  if (!f) throw new NoEncontrado();
  return f;
}

export async function obtenerFeriado(db: Db, u: UsuarioAutenticado, id: number) {
  return feriadoLectura(await feriadoPropio(db, u, id));
}

const MAXIMO_DIAS_FERIADO = 62;

function diasEntre(desde: string, hasta: string): string[] {
  const dias: string[] = [];
  const d = new Date(`${desde}T00:00:00Z`);
  while (d.toISOString().slice(0, 10) <= hasta && dias.length <= MAXIMO_DIAS_FERIADO) {
    dias.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return dias;
}

/** Un feriado por día del rango (un solo día cuando desde = hasta); responde los creados. */
export async function crearFeriados(
  db: Db,
  u: UsuarioAutenticado,
  datos: z.output<typeof guardarFeriadoSchema>,
) {
  const id = fabricanteObjetivo(u, datos.fabricante);
  const dias = diasEntre(datos.desde, datos.hasta);
  if (dias.length > MAXIMO_DIAS_FERIADO) {
    throw ErrorValidacion.campo(
      'hasta',
      MENSAJES.listaMuyLarga.replace('{max}', String(MAXIMO_DIAS_FERIADO)),
    );
  }
  try {
    const filas = await db
      .insert(feriadoFabricante)
      .values(
        dias.map((fecha) => ({ fabricante_id: id, fecha, descripcion: datos.descripcion ?? null })),
      )
      .returning();
    return filas.map(feriadoLectura);
  } catch (e) {
    if (esViolacionUnica(e)) throw ErrorValidacion.campo('desde', MENSAJES.feriadoDuplicado);
    throw e;
  }
}

export async function actualizarFeriado(
  db: Db,
  u: UsuarioAutenticado,
  id: number,
  datos: { fecha?: string; descripcion?: string | null },
) {
  await feriadoPropio(db, u, id);
  try {
    const [f] = await db
      .update(feriadoFabricante)
      .set({
        ...(datos.fecha !== undefined && { fecha: datos.fecha }),
        ...(datos.descripcion !== undefined && { descripcion: datos.descripcion }),
        actualizado_en: new Date(),
      })
      .where(eq(feriadoFabricante.id, id))
      .returning();
    if (!f) throw new NoEncontrado();
    return feriadoLectura(f);
  } catch (e) {
    if (esViolacionUnica(e)) throw ErrorValidacion.campo('desde', MENSAJES.feriadoDuplicado);
    throw e;
  }
}

export async function eliminarFeriado(db: Db, u: UsuarioAutenticado, id: number) {
  await feriadoPropio(db, u, id);
  await db.delete(feriadoFabricante).where(eq(feriadoFabricante.id, id));
}
