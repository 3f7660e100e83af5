import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_OPERACIONES, type ConsultaPaginada } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { Conflicto, NoEncontrado } from '../../lib/errores.js';
import { aplicarListado, contarFilas, listado } from '../../lib/listado.js';
import { nombresDeUsuarios } from '../cuentas/cuentas.lectura.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { errorApp } from './reporte-errores.tables.js';

/** Guarda un error de la app para que un administrador lo revise en /admin/error. */
export async function guardarError(
  db: Db,
  datos: {
    archivo?: string | null;
    mensaje: string;
    excepcion?: string | null;
    usuarioId: number | null;
    versionApp: string | null;
    url: string | null;
  },
) {
  const [fila] = await db
    .insert(errorApp)
    .values({
      archivo: datos.archivo ?? null,
      mensaje: datos.mensaje,
      excepcion: datos.excepcion ?? null,
      origen: 'app',
      usuario_id: datos.usuarioId,
      version_app: datos.versionApp,
      url: datos.url,
    })
    .returning({ id: errorApp.id, creado_en: errorApp.creado_en });
  if (!fila) throw new Error('no se guardó el error');
  return { id: fila.id, creado_en: fila.creado_en.toISOString() };
}

type Fila = typeof errorApp.$inferSelect;

async function vistas(db: Db, filas: Fila[]) {
  const ids = [...new Set(filas.flatMap((f) => (f.usuario_id === null ? [] : [f.usuario_id])))];
  const nombres = await nombresDeUsuarios(db, ids);
  return filas.map((f) => ({
    id: f.id,
    archivo: f.archivo,
    mensaje: f.mensaje,
    excepcion: f.excepcion,
    origen: f.origen as 'app' | 'servidor',
    usuario: f.usuario_id,
    usuario_nombre: f.usuario_id === null ? null : (nombres.get(f.usuario_id) ?? null),
    version_app: f.version_app,
    url: f.url,
    controlado: f.controlado,
    controlado_por: f.controlado_por,
    controlado_en: f.controlado_en?.toISOString() ?? null,
    creado_en: f.creado_en.toISOString(),
  }));
}

export interface FiltrosErrores {
  controlado?: boolean | undefined;
  origen?: 'app' | 'servidor' | undefined;
}

/** GET /errores/: paginado, con búsqueda en el mensaje, el archivo y la excepción. */
export function listarErrores(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & FiltrosErrores,
) {
  return listado(
    request,
    { ...consulta, paginado: true },
    {
      contar: (where) => contarFilas(db, errorApp, where),
      listar: async (where, orden, limit, offset) =>
        vistas(
          db,
          await aplicarListado(db.select().from(errorApp).$dynamic(), where, orden, limit, offset),
        ),
      buscarEn: [errorApp.mensaje, errorApp.archivo, errorApp.excepcion, errorApp.version_app],
      ordenables: {
        creado_en: errorApp.creado_en,
        id: errorApp.id,
        controlado: errorApp.controlado,
      },
      ordenPorDefecto: [desc(errorApp.creado_en), desc(errorApp.id)],
      filtro: and(
        consulta.controlado === undefined
          ? undefined
          : eq(errorApp.controlado, consulta.controlado),
        consulta.origen === undefined ? undefined : eq(errorApp.origen, consulta.origen),
      ),
    },
  );
}

/** GET /all-errores/: cuántos pendientes y atendidos hay y los 20 pendientes más recientes. */
export async function resumenErrores(db: Db) {
  const totales = await db
    .select({ controlado: errorApp.controlado, n: count() })
    .from(errorApp)
    .groupBy(errorApp.controlado);
  const ultimos = await db
    .select()
    .from(errorApp)
    .where(eq(errorApp.controlado, false))
    .orderBy(desc(errorApp.creado_en), desc(errorApp.id))
    .limit(20);
  return {
    pendientes: totales.find((t) => !t.controlado)?.n ?? 0,
    atendidos: totales.find((t) => t.controlado)?.n ?? 0,
    ultimos: await vistas(db, ultimos),
  };
}

export async function obtenerError(db: Db, id: number) {
  const [f] = await db.select().from(errorApp).where(eq(errorApp.id, id));
  if (!f) throw new NoEncontrado();
  const [v] = await vistas(db, [f]);
  if (!v) throw new NoEncontrado();
  return v;
}

/** POST /controlar-error/: lo marca atendido una sola vez (dos a la vez: uno gana, el otro 409). */
export async function controlarError(db: Db, adminId: number, id: number) {
  return db
    .transaction(async (tx) => {
      const [f] = await tx
        .update(errorApp)
        .set({ controlado: true, controlado_por: adminId, controlado_en: new Date() })
        .where(and(eq(errorApp.id, id), eq(errorApp.controlado, false)))
        .returning();
      if (!f) {
        const [existe] = await tx
          .select({ id: errorApp.id })
          .from(errorApp)
          .where(eq(errorApp.id, id));
        if (!existe) throw new NoEncontrado();
        throw new Conflicto(MENSAJES_OPERACIONES.errorYaControlado);
      }
      await registrarAuditoria(tx, {
        usuarioId: adminId,
        entidad: 'error_app',
        entidadId: id,
        accion: 'controlar',
        antes: { controlado: false },
        despues: { controlado: true },
      });
      return f.id;
    })
    .then((errorId) => obtenerError(db, errorId));
}

/** Errores sin atender (tablero del administrador). */
export async function erroresPendientes(db: Db): Promise<number> {
  const [f] = await db.select({ n: count() }).from(errorApp).where(eq(errorApp.controlado, false));
  return f?.n ?? 0;
}
