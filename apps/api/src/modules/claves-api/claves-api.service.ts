import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_OPERACIONES, type ApiConfig, type ConsultaPaginada } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { paginar } from '../../lib/paginacion.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { fabricanteObjetivo } from '../../lib/alcance-fabricante.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { apiLog, claveApi } from './claves-api.tables.js';

const PREFIJO = 'nemu_';
const hash = (clave: string) => createHash('sha256').update(clave).digest('hex');

/** Clave de la cabecera `Authorization: Api-Key …` o `X-Api-Key`; undefined si no hay. */
export function claveDeCabeceras(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const x = headers['x-api-key'];
  if (typeof x === 'string' && x.trim() !== '') return x.trim();
  const auth = headers.authorization;
  const m = typeof auth === 'string' ? /^Api-Key\s+(\S+)\s*$/i.exec(auth.trim()) : null;
  return m?.[1];
}

function lectura(c: typeof claveApi.$inferSelect) {
  return {
    id: c.id,
    nombre: c.nombre,
    prefijo: c.prefijo,
    activo: c.activo && c.revocada_en === null,
    ultimo_uso_en: c.ultimo_uso_en?.toISOString() ?? null,
    revocada_en: c.revocada_en?.toISOString() ?? null,
    creado_en: c.creado_en.toISOString(),
  };
}

export async function listarClaves(db: Db, u: UsuarioAutenticado) {
  const id = fabricanteObjetivo(u);
  const filas = await db
    .select()
    .from(claveApi)
    .where(eq(claveApi.fabricante_id, id))
    .orderBy(desc(claveApi.creado_en));
  return filas.map(lectura);
}

/** Crea una clave: se muestra una sola vez; en la base queda sólo su hash y el prefijo. */
export async function crearClave(db: Db, u: UsuarioAutenticado, nombre: string) {
  const id = fabricanteObjetivo(u);
  const prefijo = randomBytes(4).toString('hex');
  const clave = `${PREFIJO}${prefijo}_${randomBytes(24).toString('base64url')}`;
  const [fila] = await db
    .insert(claveApi)
    .values({
      nombre,
      prefijo,
      clave_hash: hash(clave),
      fabricante_id: id,
      permisos: ['ordenes:leer', 'stock:escribir', 'precios:escribir'],
      creado_por: u.id,
    })
    .returning();
  if (!fila) throw new Error('no se creó la clave');
  return { ...lectura(fila), clave };
}

export async function revocarClave(db: Db, u: UsuarioAutenticado, claveId: number) {
  const id = fabricanteObjetivo(u);
  const [fila] = await db
    .update(claveApi)
    .set({ activo: false, revocada_en: new Date(), actualizado_en: new Date() })
    .where(
      and(eq(claveApi.id, claveId), eq(claveApi.fabricante_id, id), isNull(claveApi.revocada_en)),
    )
    .returning({ id: claveApi.id });
  if (!fila) throw new NoEncontrado();
}

/**
 * Usuario equivalente a una clave vigente: actúa como staff de su fabricante (y en nombre de
 * quien la creó, para el libro de stock). null si la clave no existe o fue revocada.
 */
export async function usuarioDeClave(db: Db, clave: string): Promise<UsuarioAutenticado | null> {
  return (await accesoDeClave(db, clave))?.usuario ?? null;
}

/** Como `usuarioDeClave`, con el id de la clave (para el registro de peticiones). */
export async function accesoDeClave(
  db: Db,
  clave: string,
): Promise<{ usuario: UsuarioAutenticado; claveId: number } | null> {
  if (!clave.startsWith(PREFIJO)) return null;
  const [c] = await db
    .select({
      id: claveApi.id,
      fabricante_id: claveApi.fabricante_id,
      creado_por: claveApi.creado_por,
      nombre: claveApi.nombre,
    })
    .from(claveApi)
    .innerJoin(fabricante, eq(fabricante.id, claveApi.fabricante_id))
    .where(
      and(
        eq(claveApi.clave_hash, hash(clave)),
        eq(claveApi.activo, true),
        isNull(claveApi.revocada_en),
        eq(fabricante.activo, true),
      ),
    );
  if (!c || c.fabricante_id === null || c.creado_por === null) return null;
  await db.update(claveApi).set({ ultimo_uso_en: new Date() }).where(eq(claveApi.id, c.id));
  return {
    claveId: c.id,
    usuario: {
      id: c.creado_por,
      username: `api:${c.nombre}`,
      administrador: false,
      fabricante_id: c.fabricante_id,
      rol_fabricante: 'staff',
      transportista_id: null,
      empresa_transporte_id: null,
      token_id: 0,
    },
  };
}

// ── Administración de las claves de los socios (/admin/api-config, /admin/api-view, /admin/api-log) ──

/** Anota una petición hecha con una clave de API (desde el gancho onResponse). */
export async function registrarPeticionApi(
  db: Db,
  p: {
    claveId: number;
    usuarioId: number;
    metodo: string;
    ruta: string;
    estadoHttp: number;
    duracionMs: number;
    ip: string | null;
    versionApp: string | null;
  },
) {
  await db.insert(apiLog).values({
    clave_api_id: p.claveId,
    usuario_id: p.usuarioId,
    metodo: p.metodo,
    ruta: p.ruta.slice(0, 500),
    estado_http: p.estadoHttp,
    duracion_ms: Math.max(0, Math.round(p.duracionMs)),
    ip: p.ip,
    version_app: p.versionApp,
  });
}

const columnasAdmin = {
  id: claveApi.id,
  nombre: claveApi.nombre,
  prefijo: claveApi.prefijo,
  fabricante: claveApi.fabricante_id,
  fabricante_nombre: fabricante.nombre,
  activo: claveApi.activo,
  revocada_en: claveApi.revocada_en,
  ultimo_uso_en: claveApi.ultimo_uso_en,
  creado_en: claveApi.creado_en,
};

async function claveAdmin(db: Db | Tx, id: number) {
  const [c] = await db
    .select(columnasAdmin)
    .from(claveApi)
    .leftJoin(fabricante, eq(fabricante.id, claveApi.fabricante_id))
    .where(eq(claveApi.id, id));
  if (!c) throw new NoEncontrado();
  return {
    ...c,
    activo: c.activo && c.revocada_en === null,
    revocada_en: c.revocada_en?.toISOString() ?? null,
    ultimo_uso_en: c.ultimo_uso_en?.toISOString() ?? null,
    creado_en: c.creado_en.toISOString(),
  };
}

/** POST /api-config/ {accion, datos}: crear (el secreto se muestra una vez), revocar, activar, desactivar. */
export async function configurarApi(db: Db, adminId: number, cuerpo: ApiConfig) {
  return db.transaction(async (tx) => {
    if (cuerpo.accion === 'crear') {
      const [f] = await tx
        .select({ id: fabricante.id })
        .from(fabricante)
        .where(eq(fabricante.id, cuerpo.datos.fabricante));
      if (!f) throw ErrorValidacion.campo('fabricante', MENSAJES_OPERACIONES.proveedorNoExiste);
      const prefijo = randomBytes(4).toString('hex');
      const clave = `${PREFIJO}${prefijo}_${randomBytes(24).toString('base64url')}`;
      const [fila] = await tx
        .insert(claveApi)
        .values({
          nombre: cuerpo.datos.nombre,
          prefijo,
          clave_hash: hash(clave),
          fabricante_id: f.id,
          permisos: ['ordenes:leer', 'stock:escribir', 'precios:escribir'],
          creado_por: adminId,
        })
        .returning({ id: claveApi.id });
      if (!fila) throw new Error('no se creó la clave');
      const vista = await claveAdmin(tx, fila.id);
      await registrarAuditoria(tx, {
        usuarioId: adminId,
        entidad: 'clave_api',
        entidadId: fila.id,
        accion: 'crear',
        despues: vista,
      });
      return { ...vista, clave };
    }
    const antes = await claveAdmin(tx, cuerpo.datos.id);
    if (antes.revocada_en !== null) throw new Conflicto(MENSAJES_OPERACIONES.claveYaRevocada);
    const cambios =
      cuerpo.accion === 'revocar'
        ? { activo: false, revocada_en: new Date() }
        : { activo: cuerpo.accion === 'activar' };
    await tx
      .update(claveApi)
      .set({ ...cambios, actualizado_en: new Date() })
      .where(and(eq(claveApi.id, cuerpo.datos.id), isNull(claveApi.revocada_en)));
    const despues = await claveAdmin(tx, cuerpo.datos.id);
    await registrarAuditoria(tx, {
      usuarioId: adminId,
      entidad: 'clave_api',
      entidadId: cuerpo.datos.id,
      accion: cuerpo.accion,
      antes: { activo: antes.activo, revocada_en: antes.revocada_en },
      despues: { activo: despues.activo, revocada_en: despues.revocada_en },
    });
    return despues;
  });
}

/** GET /api-status/: claves de los socios con su uso de 24 h y el registro de peticiones paginado. */
export async function estadoApi(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { clave?: number | undefined; estado_http?: number | undefined },
) {
  const desde = new Date(Date.now() - 24 * 3600_000);
  const uso = await db
    .select({
      clave: apiLog.clave_api_id,
      n: count(),
      errores: sql<number>`count(*) filter (where ${apiLog.estado_http} >= 400)`.mapWith(Number),
    })
    .from(apiLog)
    .where(gte(apiLog.creado_en, desde))
    .groupBy(apiLog.clave_api_id);
  const claves = await db
    .select(columnasAdmin)
    .from(claveApi)
    .leftJoin(fabricante, eq(fabricante.id, claveApi.fabricante_id))
    .orderBy(desc(claveApi.creado_en));
  const filtro: SQL | undefined = and(
    consulta.clave === undefined ? undefined : eq(apiLog.clave_api_id, consulta.clave),
    consulta.estado_http === undefined ? undefined : eq(apiLog.estado_http, consulta.estado_http),
    consulta.search ? sql`${apiLog.ruta} ilike ${'%' + consulta.search + '%'}` : undefined,
  );
  const registro = await paginar(request, consulta, {
    contar: async () => (await db.select({ n: count() }).from(apiLog).where(filtro))[0]?.n ?? 0,
    listar: async (limit, offset) =>
      (
        await db
          .select()
          .from(apiLog)
          .where(filtro)
          .orderBy(desc(apiLog.creado_en), desc(apiLog.id))
          .limit(limit)
          .offset(offset)
      ).map((f) => ({
        id: f.id,
        clave: f.clave_api_id,
        metodo: f.metodo,
        ruta: f.ruta,
        estado_http: f.estado_http,
        duracion_ms: f.duracion_ms,
        ip: f.ip,
        creado_en: f.creado_en.toISOString(),
      })),
  });
  const usoDe = (id: number) => uso.find((u) => u.clave === id);
  return {
    claves: claves.map((c) => ({
      ...c,
      activo: c.activo && c.revocada_en === null,
      revocada_en: c.revocada_en?.toISOString() ?? null,
      ultimo_uso_en: c.ultimo_uso_en?.toISOString() ?? null,
      creado_en: c.creado_en.toISOString(),
      peticiones_24h: usoDe(c.id)?.n ?? 0,
      errores_24h: usoDe(c.id)?.errores ?? 0,
    })),
    peticiones_24h: uso.reduce((t, u) => t + u.n, 0),
    errores_24h: uso.reduce((t, u) => t + u.errores, 0),
    registro,
  };
}

/** Días que se guarda el registro de llamadas de la API de socios. */
export const DIAS_RETENCION_API_LOG = 90;
const LOTE_BORRADO_API_LOG = 10_000;

/** Borra el registro de llamadas de más de `dias` días, en lotes para no bloquear la tabla. */
export async function limpiarApiLog(db: Db, dias = DIAS_RETENCION_API_LOG, ahora = new Date()) {
  const limite = new Date(ahora.getTime() - dias * 86_400_000);
  let total = 0;
  for (;;) {
    const viejas = db
      .select({ id: apiLog.id })
      .from(apiLog)
      .where(lt(apiLog.creado_en, limite))
      .limit(LOTE_BORRADO_API_LOG);
    const borradas = await db
      .delete(apiLog)
      .where(inArray(apiLog.id, viejas))
      .returning({ id: apiLog.id });
    total += borradas.length;
    if (borradas.length < LOTE_BORRADO_API_LOG) return total;
  }
}
