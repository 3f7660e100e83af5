import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  MENSAJES,
  MENSAJES_ADMINISTRACION,
  configuracionCategoriaSchema,
  formatearMensaje,
  guardarCategoriaAdminSchema,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { guardarImagen, validar, type Formulario } from '../../lib/archivos-subidos.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { categoria } from './catalogo.tables.js';
import { categoriaConHijas, categoriaConProductos } from './uso.lectura.js';

/** Niveles del árbol de categorías (coincide con el CHECK de la tabla). */
export const NIVEL_MAXIMO_CATEGORIA = 5;

type Fila = typeof categoria.$inferSelect;

const lectura = (c: Fila) => ({
  id: c.id,
  nombre: c.nombre,
  comision: c.comision,
  superior: c.superior_id,
  tipo_iva: c.tipo_iva,
  no_apto_menores: c.no_apto_menores,
  icono: c.icono,
  imagen: c.imagen,
  nivel: c.nivel,
  orden: c.orden,
});

const configuracionLectura = (c: Fila) => ({
  id: c.id,
  nombre: c.nombre,
  porcentaje: c.comision,
  tipo_iva: c.tipo_iva,
  no_apto_menores: c.no_apto_menores,
  icono: c.icono,
  imagen: c.imagen,
});

/** Icono e imagen subidos (campos `icono` e `imagen`); otro archivo es un 400 en su campo. */
async function archivosDe(storageDir: string, formulario: Formulario) {
  const archivos: { icono?: string; imagen?: string } = {};
  for (const a of formulario.archivos) {
    if (a.campo !== 'icono' && a.campo !== 'imagen') {
      throw ErrorValidacion.campo(a.campo, MENSAJES.archivoNoPermitido);
    }
    archivos[a.campo] = `/media/${await guardarImagen(storageDir, 'categorias', a)}`;
  }
  return archivos;
}

async function activa(tx: Db | Tx, id: number, bloquear = false) {
  const q = tx
    .select()
    .from(categoria)
    .where(and(eq(categoria.id, id), eq(categoria.activo, true)));
  const [c] = bloquear ? await q.for('update') : await q;
  return c;
}

/** Nivel que tendría una categoría debajo de `superior` (400 si no existe o es muy profundo). */
async function nivelDebajoDe(tx: Tx, superior: number | null | undefined, alturaSubarbol = 0) {
  if (superior == null) return 1;
  const padre = await activa(tx, superior);
  if (!padre) throw ErrorValidacion.campo('superior', MENSAJES.noEncontrado);
  const nivel = padre.nivel + 1;
  if (nivel + alturaSubarbol > NIVEL_MAXIMO_CATEGORIA) {
    throw ErrorValidacion.campo(
      'superior',
      formatearMensaje(MENSAJES_ADMINISTRACION.categoriaNivelMaximo, {
        maximo: NIVEL_MAXIMO_CATEGORIA,
      }),
    );
  }
  return nivel;
}

/** Descendientes por nivel (BFS): [[hijos], [nietos], …]. */
async function descendientes(tx: Tx, id: number) {
  const niveles: Fila[][] = [];
  let frontera = [id];
  while (frontera.length > 0) {
    const hijos = await tx
      .select()
      .from(categoria)
      .where(and(inArray(categoria.superior_id, frontera), eq(categoria.activo, true)))
      .orderBy(asc(categoria.id));
    if (hijos.length === 0) break;
    niveles.push(hijos);
    frontera = hijos.map((h) => h.id);
  }
  return niveles;
}

export async function crearCategoria(
  db: Db,
  storageDir: string,
  admin: UsuarioAutenticado,
  formulario: Formulario,
) {
  const datos = validar(guardarCategoriaAdminSchema, formulario.campos);
  const archivos = await archivosDe(storageDir, formulario);
  return db.transaction(async (tx) => {
    const nivel = await nivelDebajoDe(tx, datos.superior);
    const [c] = await tx
      .insert(categoria)
      .values({
        nombre: datos.nombre,
        comision: datos.comision ?? 0,
        superior_id: datos.superior ?? null,
        orden: datos.orden,
        tipo_iva: datos.tipo_iva,
        no_apto_menores: datos.no_apto_menores,
        nivel,
        ...archivos,
      })
      .returning();
    if (!c) throw new Error('no se creó la categoría');
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'categoria',
      entidadId: c.id,
      accion: 'crear',
      despues: c,
    });
    return lectura(c);
  });
}

/**
 * Edición parcial. Mover una categoría (otra `superior`) recalcula el nivel de todo su
 * subárbol; no puede quedar debajo de sí misma ni pasar del nivel máximo.
 */
export async function actualizarCategoria(
  db: Db,
  storageDir: string,
  admin: UsuarioAutenticado,
  id: number,
  formulario: Formulario,
) {
  const datos = validar(guardarCategoriaAdminSchema.partial(), formulario.campos);
  const archivos = await archivosDe(storageDir, formulario);
  return db.transaction(async (tx) => {
    const antes = await activa(tx, id, true);
    if (!antes) throw new NoEncontrado();
    const cambios: Partial<typeof categoria.$inferInsert> = {
      ...(datos.nombre !== undefined && { nombre: datos.nombre }),
      ...(datos.comision !== undefined && { comision: datos.comision ?? 0 }),
      ...(datos.orden !== undefined && { orden: datos.orden }),
      ...(datos.tipo_iva !== undefined && { tipo_iva: datos.tipo_iva }),
      ...(datos.no_apto_menores !== undefined && { no_apto_menores: datos.no_apto_menores }),
      ...archivos,
    };
    let subarbol: Fila[][] = [];
    if (datos.superior !== undefined && (datos.superior ?? null) !== antes.superior_id) {
      subarbol = await descendientes(tx, id);
      const enSubarbol = new Set(subarbol.flat().map((c) => c.id));
      if (datos.superior === id || (datos.superior != null && enSubarbol.has(datos.superior))) {
        throw ErrorValidacion.campo('superior', MENSAJES_ADMINISTRACION.categoriaCiclo);
      }
      cambios.superior_id = datos.superior ?? null;
      cambios.nivel = await nivelDebajoDe(tx, datos.superior, subarbol.length);
    }
    const [c] = await tx
      .update(categoria)
      .set({ ...cambios, actualizado_en: new Date() })
      .where(eq(categoria.id, id))
      .returning();
    if (!c) throw new NoEncontrado();
    for (const [i, hijos] of subarbol.entries()) {
      await tx
        .update(categoria)
        .set({ nivel: c.nivel + i + 1 })
        .where(
          inArray(
            categoria.id,
            hijos.map((h) => h.id),
          ),
        );
    }
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'categoria',
      entidadId: id,
      accion: 'editar',
      antes,
      despues: c,
    });
    return lectura(c);
  });
}

/** Baja lógica; con productos o subcategorías, 409. */
export async function eliminarCategoria(db: Db, admin: UsuarioAutenticado, id: number) {
  if (await categoriaConProductos(db, id)) {
    throw new Conflicto(MENSAJES_ADMINISTRACION.categoriaConProductos);
  }
  if (await categoriaConHijas(db, id)) {
    throw new Conflicto(MENSAJES_ADMINISTRACION.categoriaConSubcategorias);
  }
  await db.transaction(async (tx) => {
    const antes = await activa(tx, id, true);
    if (!antes) throw new NoEncontrado();
    const [c] = await tx
      .update(categoria)
      .set({ activo: false, actualizado_en: new Date() })
      .where(eq(categoria.id, id))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'categoria',
      entidadId: id,
      accion: 'eliminar',
      antes,
      despues: c,
    });
  });
}

/** GET /configuracion-categorias/: comisión (porcentaje), IVA y restricción de edad. */
export async function listarConfiguracionCategorias(db: Db) {
  const filas = await db
    .select()
    .from(categoria)
    .where(eq(categoria.activo, true))
    .orderBy(asc(categoria.nivel), asc(categoria.orden), asc(categoria.nombre));
  return filas.map(configuracionLectura);
}

/**
 * POST /configuracion-categorias/: edita nombre, porcentaje (comisión), IVA y restricción de
 * edad; `eliminar_imagen`/`eliminar_icono` los quitan, y se pueden subir otros (multipart).
 * La comisión nueva vale para los pedidos que se creen desde ahora: cada línea de pedido
 * guarda la suya al crearse.
 */
export async function guardarConfiguracionCategoria(
  db: Db,
  storageDir: string,
  admin: UsuarioAutenticado,
  formulario: Formulario,
) {
  const datos = validar(configuracionCategoriaSchema, formulario.campos);
  const archivos = await archivosDe(storageDir, formulario);
  return db.transaction(async (tx) => {
    const antes = await activa(tx, datos.id, true);
    if (!antes) throw new NoEncontrado();
    const [c] = await tx
      .update(categoria)
      .set({
        nombre: datos.nombre,
        comision: datos.porcentaje,
        tipo_iva: datos.tipo_iva,
        no_apto_menores: datos.no_apto_menores,
        ...(datos.eliminar_imagen && { imagen: null }),
        ...(datos.eliminar_icono && { icono: null }),
        ...archivos,
        actualizado_en: new Date(),
      })
      .where(eq(categoria.id, datos.id))
      .returning();
    if (!c) throw new NoEncontrado();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'categoria',
      entidadId: c.id,
      accion: 'configurar',
      antes,
      despues: c,
    });
    return configuracionLectura(c);
  });
}
