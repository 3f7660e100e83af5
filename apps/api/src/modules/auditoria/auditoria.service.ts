import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  referenciasAuditoria,
  type ConsultaPaginada,
  type EntidadAuditada,
  type NombresAuditoria,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { aplicarListado, contarFilas, listado, type DefinicionListado } from '../../lib/listado.js';
import { nombresDeUsuarios } from '../cuentas/cuentas.lectura.js';
import { nombresFabricantes } from '../fabricantes/tablero.lectura.js';
import { auditoria } from './auditoria.tables.js';

// Qué entidades se auditan (y cómo se llaman sus campos) está en domain.
export type { EntidadAuditada };

export interface EntradaAuditoria {
  usuarioId: number;
  entidad: EntidadAuditada;
  entidadId: number;
  accion: string;
  antes?: unknown;
  despues?: unknown;
}

// Fechas a ISO y `undefined` fuera: lo que se guarda es lo mismo que devuelve la API.
const aJson = (v: unknown): unknown =>
  v === undefined ? null : (JSON.parse(JSON.stringify(v)) as unknown);

/** Anota una acción del administrador; se llama dentro de la transacción que la hace. */
export async function registrarAuditoria(db: Db | Tx, e: EntradaAuditoria): Promise<void> {
  await db.insert(auditoria).values({
    usuario_id: e.usuarioId,
    entidad: e.entidad,
    entidad_id: e.entidadId,
    accion: e.accion,
    antes: aJson(e.antes),
    despues: aJson(e.despues),
  });
}

type Fila = typeof auditoria.$inferSelect;
type Referencias = ReturnType<typeof referenciasAuditoria>;
type Nombres = Record<keyof Referencias, Map<number, string>>;

/** Los nombres de los usuarios y proveedores que la entrada nombra por id (los que existen). */
function nombresDeLaEntrada(ids: Referencias, nombres: Nombres): NombresAuditoria {
  const out: NombresAuditoria = {};
  for (const tipo of ['usuario', 'fabricante'] as const) {
    const conocidos = ids[tipo].flatMap((id) => {
      const nombre = nombres[tipo].get(id);
      return nombre === undefined ? [] : [[String(id), nombre] as const];
    });
    if (conocidos.length > 0) out[tipo] = Object.fromEntries(conocidos);
  }
  return out;
}

const lectura = (f: Fila, ids: Referencias, nombres: Nombres) => ({
  id: f.id,
  usuario: f.usuario_id,
  usuario_nombre:
    f.usuario_id === null
      ? 'Usuario eliminado'
      : (nombres.usuario.get(f.usuario_id) ?? `Usuario ${f.usuario_id}`),
  entidad: f.entidad,
  entidad_id: f.entidad_id,
  accion: f.accion,
  antes: f.antes,
  despues: f.despues,
  nombres: nombresDeLaEntrada(ids, nombres),
  fecha: f.creado_en.toISOString(),
});

/** Una consulta por tipo para toda la página: autores y referencias de las entradas. */
async function nombresDeLaPagina(
  db: Db,
  entradas: { f: Fila; ids: Referencias }[],
): Promise<Nombres> {
  const autores = entradas.flatMap(({ f }) => (f.usuario_id === null ? [] : [f.usuario_id]));
  const usuarios = new Set([...autores, ...entradas.flatMap(({ ids }) => ids.usuario)]);
  const fabricantes = new Set(entradas.flatMap(({ ids }) => ids.fabricante));
  const [usuario, fabricante] = await Promise.all([
    nombresDeUsuarios(db, [...usuarios]),
    nombresFabricantes(db, [...fabricantes]),
  ]);
  return { usuario, fabricante };
}

/** Bitácora paginada, filtrable por entidad y por id (pantallas de detalle). */
export function listarAuditoria(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & {
    entidad?: EntidadAuditada | undefined;
    entidad_id?: number | undefined;
  },
) {
  const def: DefinicionListado<ReturnType<typeof lectura>> = {
    contar: (where) => contarFilas(db, auditoria, where),
    listar: async (where, orden, limit, offset) => {
      const filas = await aplicarListado(
        db.select().from(auditoria).$dynamic(),
        where,
        orden,
        limit,
        offset,
      );
      // Las referencias de cada entrada se leen una vez: para pedir los nombres y para repartirlos.
      const entradas = filas.map((f) => ({
        f,
        ids: referenciasAuditoria(f.entidad, f.antes, f.despues),
      }));
      const nombres = await nombresDeLaPagina(db, entradas);
      return entradas.map(({ f, ids }) => lectura(f, ids, nombres));
    },
    buscarEn: [auditoria.accion],
    ordenables: { fecha: auditoria.creado_en, id: auditoria.id },
    ordenPorDefecto: [desc(auditoria.creado_en), desc(auditoria.id)],
    filtro: and(
      consulta.entidad === undefined ? undefined : eq(auditoria.entidad, consulta.entidad),
      consulta.entidad_id === undefined ? undefined : eq(auditoria.entidad_id, consulta.entidad_id),
    ),
  };
  return listado(request, { ...consulta, paginado: true }, def);
}
