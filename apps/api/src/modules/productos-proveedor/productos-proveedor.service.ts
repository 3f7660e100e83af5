import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MENSAJES,
  actualizarProductoProveedorSchema,
  guardarProductoProveedorSchema,
  guardarPromocionSchema,
  guardarVarianteSchema,
  inventarioMasivoSchema,
  modificarVarianteSchema,
  preciosMasivosSchema,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { VUELVE_A_PENDIENTE } from '../../lib/moderacion.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import {
  imagenProducto,
  movimientoStock,
  producto,
  productoRubro,
  promocion,
  unidadMedida,
  varianteProducto,
} from '../catalogo/catalogo.tables.js';
import { exigirMismoFabricante, fabricanteObjetivo } from '../../lib/alcance-fabricante.js';
import { usuarioFabricante } from '../fabricantes/fabricantes.tables.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import {
  guardarImagen,
  guardarVideo,
  validar,
  type Formulario,
} from '../../lib/archivos-subidos.js';
import {
  detalleProductoProveedor,
  productoPorId,
  promocionLectura,
  varianteLectura,
  variantesDeProducto,
} from './productos-proveedor.repository.js';

export interface Contexto {
  db: Db;
  storageDir: string;
  usuario: UsuarioAutenticado;
}

const CAMPOS_IMAGEN = new Set(['imagenes', 'imagen']);

/** ADR 008: una edición del proveedor (no del administrador) vuelve a moderación. */
const aModeracion = (u: UsuarioAutenticado) =>
  !u.administrador && { ...VUELVE_A_PENDIENTE, motivo_rechazo: null };

/** Violación de una restricción única de PostgreSQL (también envuelta por Drizzle). */
export function esViolacionUnica(e: unknown): boolean {
  for (
    let x: unknown = e;
    x !== null && typeof x === 'object';
    x = (x as { cause?: unknown }).cause
  ) {
    if ((x as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function productoPropio(ctx: Contexto, id: number) {
  const p = await productoPorId(ctx.db, id);
  exigirMismoFabricante(ctx.usuario, p?.fabricante_id);
  if (!p) throw new NoEncontrado();
  return p;
}

export async function detalleProducto(ctx: Contexto, id: number) {
  await productoPropio(ctx, id);
  const d = await detalleProductoProveedor(ctx.db, id);
  if (!d) throw new NoEncontrado();
  return d;
}

type DatosProducto = Partial<z.output<typeof actualizarProductoProveedorSchema>>;

function columnas(d: DatosProducto) {
  return {
    ...(d.nombre !== undefined && { nombre: d.nombre }),
    ...(d.descripcion !== undefined && { descripcion: d.descripcion ?? '' }),
    ...(d.descripcion_extensa !== undefined && { descripcion_extensa: d.descripcion_extensa }),
    ...(d.precio !== undefined && { precio: d.precio }),
    ...(d.precio_mayorista !== undefined && { precio_mayorista: d.precio_mayorista ?? null }),
    ...(d.categoria !== undefined && { categoria_id: d.categoria ?? null }),
    ...(d.familia !== undefined && { familia_id: d.familia ?? null }),
    ...(d.linea !== undefined && { linea_id: d.linea ?? null }),
    ...(d.unidad_medida !== undefined && { unidad_medida_id: d.unidad_medida ?? null }),
    ...(d.no_apto_menores !== undefined && { no_apto_menores: d.no_apto_menores }),
    ...(d.especificaciones !== undefined && { especificaciones: d.especificaciones }),
    ...(d.compra_mejorada !== undefined && { compra_mejorada: d.compra_mejorada }),
    ...(d.cantidad !== undefined && { cantidad: d.cantidad }),
    ...(d.stock_minimo !== undefined && { stock_minimo: d.stock_minimo }),
  };
}

/** La unidad de medida elegida debe existir (si no, 400 en el campo). */
async function exigirUnidadMedida(db: Db, id: number | null | undefined) {
  if (id == null) return;
  const [u] = await db
    .select({ id: unidadMedida.id })
    .from(unidadMedida)
    .where(eq(unidadMedida.id, id));
  if (!u) throw ErrorValidacion.campo('unidad_medida', MENSAJES.opcionInvalida);
}

/** Guarda las imágenes y el video del formulario antes de la transacción (falla si alguno no sirve). */
async function archivosDeProducto(ctx: Contexto, formulario: Formulario, fabricanteId: number) {
  const carpeta = `productos/${fabricanteId}`;
  const imagenes: string[] = [];
  let video: string | undefined;
  for (const a of formulario.archivos) {
    if (CAMPOS_IMAGEN.has(a.campo)) imagenes.push(await guardarImagen(ctx.storageDir, carpeta, a));
    else if (a.campo === 'video') video = await guardarVideo(ctx.storageDir, carpeta, a);
    else throw ErrorValidacion.campo(a.campo, MENSAJES.archivoNoPermitido);
  }
  return { imagenes, video };
}

async function moverStock(
  db: Db,
  u: UsuarioAutenticado,
  datos: {
    producto: number;
    variante?: number | null;
    delta: number;
    motivo: 'carga_inicial' | 'ajuste' | 'importacion';
    referencia: string;
  },
) {
  if (datos.delta === 0) return;
  await db.insert(movimientoStock).values({
    producto_id: datos.producto,
    variante_id: datos.variante ?? null,
    delta: datos.delta,
    motivo: datos.motivo,
    usuario_id: u.id,
    referencia: datos.referencia,
  });
}

/** Alta de un producto: queda pendiente de moderación; el stock inicial entra por el libro. */
export async function crearProducto(ctx: Contexto, formulario: Formulario) {
  const datos = validar(guardarProductoProveedorSchema, formulario.campos);
  const fabricanteId = fabricanteObjetivo(ctx.usuario, datos.fabricante);
  await exigirUnidadMedida(ctx.db, datos.unidad_medida);
  const { imagenes, video } = await archivosDeProducto(ctx, formulario, fabricanteId);
  const id = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(producto)
      .values({
        fabricante_id: fabricanteId,
        nombre: datos.nombre,
        precio: datos.precio,
        ...columnas(datos),
        video: video ?? null,
        aprobado: false,
      })
      .returning({ id: producto.id });
    if (!p) throw new Error('no se creó el producto');
    await insertarExtras(tx, p.id, datos.rubros, imagenes, true);
    const variantes = datos.variantes ?? [];
    if (variantes.length === 0) {
      await moverStock(tx, ctx.usuario, {
        producto: p.id,
        delta: datos.cantidad_disponible,
        motivo: 'carga_inicial',
        referencia: `producto:${p.id}`,
      });
    }
    for (const v of variantes) await insertarVariante(tx, ctx.usuario, p.id, v);
    return p.id;
  });
  return detalleProducto(ctx, id);
}

async function insertarExtras(
  db: Db,
  productoId: number,
  rubros: number[] | undefined,
  imagenes: string[],
  esNuevo: boolean,
) {
  if (rubros !== undefined) {
    if (!esNuevo) await db.delete(productoRubro).where(eq(productoRubro.producto_id, productoId));
    if (rubros.length > 0) {
      await db
        .insert(productoRubro)
        .values(rubros.map((r) => ({ producto_id: productoId, rubro_id: r })))
        .onConflictDoNothing();
    }
  }
  if (imagenes.length === 0) return;
  const [conPortada] = await db
    .select({ id: imagenProducto.id })
    .from(imagenProducto)
    .where(and(eq(imagenProducto.producto_id, productoId), eq(imagenProducto.portada, true)));
  await db.insert(imagenProducto).values(
    imagenes.map((imagen, i) => ({
      producto_id: productoId,
      imagen,
      orden: i,
      portada: conPortada === undefined && i === 0,
    })),
  );
}

async function insertarVariante(
  db: Db,
  u: UsuarioAutenticado,
  productoId: number,
  v: Omit<z.output<typeof guardarVarianteSchema>, 'producto'>,
) {
  let fila: typeof varianteProducto.$inferSelect | undefined;
  try {
    [fila] = await db
      .insert(varianteProducto)
      .values({
        producto_id: productoId,
        color: v.color ?? null,
        medida: v.medida ?? null,
        precio: v.precio,
      })
      .returning();
  } catch (e) {
    if (esViolacionUnica(e)) throw ErrorValidacion.general(MENSAJES.varianteDuplicada);
    throw e;
  }
  if (!fila) throw new Error('no se creó la variante');
  await moverStock(db, u, {
    producto: productoId,
    variante: fila.id,
    delta: v.cantidad_disponible,
    motivo: 'carga_inicial',
    referencia: `variante:${fila.id}`,
  });
  return fila.id;
}

// Lo que la bitácora guarda de una edición (sin columnas derivadas como las de búsqueda).
const camposAuditados = (p: typeof producto.$inferSelect) => ({
  nombre: p.nombre,
  descripcion: p.descripcion,
  precio: p.precio,
  precio_mayorista: p.precio_mayorista,
  cantidad_disponible: p.cantidad_disponible,
  categoria: p.categoria_id,
  no_apto_menores: p.no_apto_menores,
  compra_mejorada: p.compra_mejorada,
  aprobado: p.aprobado,
});

/** Edición parcial; un cambio hecho por el proveedor vuelve el producto a moderación. */
export async function actualizarProducto(ctx: Contexto, id: number, formulario: Formulario) {
  const actual = await productoPropio(ctx, id);
  const datos = validar(actualizarProductoProveedorSchema, formulario.campos);
  if (datos.fabricante !== undefined) fabricanteObjetivo(ctx.usuario, datos.fabricante);
  await exigirUnidadMedida(ctx.db, datos.unidad_medida);
  const { imagenes, video } = await archivosDeProducto(ctx, formulario, actual.fabricante_id);
  await ctx.db.transaction(async (tx) => {
    const [despues] = await tx
      .update(producto)
      .set({
        ...columnas(datos),
        ...(video !== undefined && { video }),
        ...aModeracion(ctx.usuario),
        actualizado_en: new Date(),
      })
      .where(eq(producto.id, id))
      .returning();
    // El administrador que edita un producto de otro proveedor deja rastro.
    if (
      despues &&
      ctx.usuario.administrador &&
      ctx.usuario.fabricante_id !== actual.fabricante_id
    ) {
      await registrarAuditoria(tx, {
        usuarioId: ctx.usuario.id,
        entidad: 'producto',
        entidadId: id,
        accion: 'editar',
        antes: camposAuditados(actual),
        despues: camposAuditados(despues),
      });
    }
    await insertarExtras(tx, id, datos.rubros, imagenes, false);
    if (datos.cantidad_disponible !== undefined) {
      await moverStock(tx, ctx.usuario, {
        producto: id,
        delta: datos.cantidad_disponible - actual.cantidad_disponible,
        motivo: 'ajuste',
        referencia: `producto:${id}`,
      });
    }
  });
  return detalleProducto(ctx, id);
}

/** Usuarios (propietario y staff) del fabricante de un producto, para avisarles. */
async function usuariosDelFabricante(tx: Tx, fabricanteId: number) {
  const filas = await tx
    .select({ id: usuarioFabricante.usuario_id })
    .from(usuarioFabricante)
    .where(eq(usuarioFabricante.fabricante_id, fabricanteId));
  return filas.map((u) => u.id);
}

/**
 * Moderación de un producto por un administrador (la llamada HTTP es del panel de
 * administración): aprobado queda público; rechazado guarda el motivo. En los dos casos se
 * avisa a los usuarios del proveedor y queda en la bitácora.
 */
async function moderarProducto(
  db: Db,
  productoId: number,
  administradorId: number,
  decision: { aprobado: true } | { aprobado: false; motivo: string },
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(producto)
      .where(and(eq(producto.id, productoId), isNull(producto.eliminado_en)))
      .for('update');
    if (!antes) throw new NoEncontrado();
    const [p] = await tx
      .update(producto)
      .set(
        decision.aprobado
          ? {
              aprobado: true,
              aprobado_por: administradorId,
              fecha_aprobacion: new Date(),
              motivo_rechazo: null,
              actualizado_en: new Date(),
            }
          : {
              aprobado: false,
              aprobado_por: null,
              fecha_aprobacion: null,
              motivo_rechazo: decision.motivo,
              actualizado_en: new Date(),
            },
      )
      .where(eq(producto.id, productoId))
      .returning();
    if (!p) throw new NoEncontrado();
    await registrarAuditoria(tx, {
      usuarioId: administradorId,
      entidad: 'producto',
      entidadId: productoId,
      accion: decision.aprobado ? 'aprobar' : 'rechazar',
      antes: estadoModeracion(antes),
      despues: estadoModeracion(p),
    });
    await notificar(
      tx,
      await usuariosDelFabricante(tx, p.fabricante_id),
      decision.aprobado ? 'producto_aprobado' : 'producto_rechazado',
      { producto_id: p.id },
      { nombre: p.nombre },
    );
  });
}

// Lo que cambia la moderación (sin el documento de búsqueda ni otras columnas derivadas).
const estadoModeracion = (p: typeof producto.$inferSelect) => ({
  nombre: p.nombre,
  fabricante: p.fabricante_id,
  aprobado: p.aprobado,
  aprobado_por: p.aprobado_por,
  fecha_aprobacion: p.fecha_aprobacion,
  motivo_rechazo: p.motivo_rechazo,
});

export function aprobarProducto(db: Db, productoId: number, administradorId: number) {
  return moderarProducto(db, productoId, administradorId, { aprobado: true });
}

export function rechazarProducto(
  db: Db,
  productoId: number,
  administradorId: number,
  motivo: string,
) {
  return moderarProducto(db, productoId, administradorId, { aprobado: false, motivo });
}

/** Baja lógica: deja de mostrarse pero queda en pedidos e historia. */
export async function eliminarProducto(ctx: Contexto, id: number) {
  await productoPropio(ctx, id);
  await ctx.db
    .update(producto)
    .set({ activo: false, eliminado_en: new Date(), actualizado_en: new Date() })
    .where(eq(producto.id, id));
}

// ── Variantes ────────────────────────────────────────────────────────────────

export async function listarVariantes(ctx: Contexto, productoId: number) {
  await productoPropio(ctx, productoId);
  return variantesDeProducto(ctx.db, productoId);
}

export async function crearVariante(ctx: Contexto, datos: z.output<typeof guardarVarianteSchema>) {
  await productoPropio(ctx, datos.producto);
  const id = await ctx.db.transaction(async (tx) => {
    const vid = await insertarVariante(tx, ctx.usuario, datos.producto, datos);
    await tx.update(producto).set({ aprobado: false }).where(eq(producto.id, datos.producto));
    return vid;
  });
  const [v] = await ctx.db.select().from(varianteProducto).where(eq(varianteProducto.id, id));
  if (!v) throw new NoEncontrado();
  return varianteLectura(v);
}

async function variantePropia(ctx: Contexto, id: number) {
  const [v] = await ctx.db
    .select()
    .from(varianteProducto)
    .where(and(eq(varianteProducto.id, id), eq(varianteProducto.activo, true)));
  if (!v) throw new NoEncontrado();
  await productoPropio(ctx, v.producto_id);
  return v;
}

export async function modificarVariante(
  ctx: Contexto,
  cuerpo: z.output<typeof modificarVarianteSchema>,
) {
  const { id, cantidad_disponible, ...resto } = cuerpo.data;
  const v = await variantePropia(ctx, id);
  await ctx.db.transaction(async (tx) => {
    try {
      await tx
        .update(varianteProducto)
        .set({
          ...(resto.color !== undefined && { color: resto.color ?? null }),
          ...(resto.medida !== undefined && { medida: resto.medida ?? null }),
          ...(resto.precio !== undefined && { precio: resto.precio }),
          actualizado_en: new Date(),
        })
        .where(eq(varianteProducto.id, id));
    } catch (e) {
      if (esViolacionUnica(e)) throw ErrorValidacion.general(MENSAJES.varianteDuplicada);
      throw e;
    }
    // El stock no se modera; color, medida o precio sí (ADR 008).
    const cambia =
      (resto.color !== undefined && (resto.color ?? null) !== v.color) ||
      (resto.medida !== undefined && (resto.medida ?? null) !== v.medida) ||
      (resto.precio !== undefined && resto.precio !== v.precio);
    if (cambia) {
      await tx
        .update(producto)
        .set({ ...aModeracion(ctx.usuario), actualizado_en: new Date() })
        .where(eq(producto.id, v.producto_id));
    }
    if (cantidad_disponible !== undefined) {
      await moverStock(tx, ctx.usuario, {
        producto: v.producto_id,
        variante: id,
        delta: cantidad_disponible - v.cantidad_disponible,
        motivo: 'ajuste',
        referencia: `variante:${id}`,
      });
    }
  });
  const [nueva] = await ctx.db.select().from(varianteProducto).where(eq(varianteProducto.id, id));
  if (!nueva) throw new NoEncontrado();
  return varianteLectura(nueva);
}

/** Baja de una variante: su stock restante sale del libro para que el total del producto cuadre. */
export async function borrarVariante(ctx: Contexto, id: number) {
  const v = await variantePropia(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await moverStock(tx, ctx.usuario, {
      producto: v.producto_id,
      variante: id,
      delta: -v.cantidad_disponible,
      motivo: 'ajuste',
      referencia: `variante:${id}:baja`,
    });
    await tx
      .update(varianteProducto)
      .set({ activo: false, color: `${v.color ?? ''}#${id}`, actualizado_en: new Date() })
      .where(eq(varianteProducto.id, id));
  });
}

// ── Imágenes ─────────────────────────────────────────────────────────────────

async function imagenPropia(ctx: Contexto, id: number) {
  const [img] = await ctx.db.select().from(imagenProducto).where(eq(imagenProducto.id, id));
  if (!img) throw new NoEncontrado();
  await productoPropio(ctx, img.producto_id);
  return img;
}

export async function elegirPortada(ctx: Contexto, imagenId: number) {
  const img = await imagenPropia(ctx, imagenId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(imagenProducto)
      .set({ portada: false })
      .where(eq(imagenProducto.producto_id, img.producto_id));
    await tx.update(imagenProducto).set({ portada: true }).where(eq(imagenProducto.id, imagenId));
  });
  return { id: imagenId, producto: img.producto_id, portada: true };
}

export async function borrarImagen(ctx: Contexto, imagenId: number) {
  const img = await imagenPropia(ctx, imagenId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(imagenProducto).where(eq(imagenProducto.id, imagenId));
    if (!img.portada) return;
    const [siguiente] = await tx
      .select({ id: imagenProducto.id })
      .from(imagenProducto)
      .where(eq(imagenProducto.producto_id, img.producto_id))
      .orderBy(imagenProducto.orden, imagenProducto.id)
      .limit(1);
    if (siguiente) {
      await tx
        .update(imagenProducto)
        .set({ portada: true })
        .where(eq(imagenProducto.id, siguiente.id));
    }
  });
}

// ── Precios e inventario en bloque (todo o nada) ─────────────────────────────

async function productoEnTx(tx: Db, u: UsuarioAutenticado, id: number) {
  const [p] = await tx
    .select()
    .from(producto)
    .where(and(eq(producto.id, id), isNull(producto.eliminado_en)))
    .for('update');
  exigirMismoFabricante(u, p?.fabricante_id);
  if (!p) throw new NoEncontrado();
  return p;
}

async function varianteEnTx(tx: Db, productoId: number, id: number) {
  const [v] = await tx
    .select()
    .from(varianteProducto)
    .where(and(eq(varianteProducto.id, id), eq(varianteProducto.producto_id, productoId)))
    .for('update');
  if (!v) throw new NoEncontrado();
  return v;
}

export async function actualizarPrecios(
  ctx: Contexto,
  cuerpo: z.output<typeof preciosMasivosSchema>,
) {
  await ctx.db.transaction(async (tx) => {
    for (const item of cuerpo.items) {
      const p = await productoEnTx(tx, ctx.usuario, item.producto);
      // Un precio que cambia vuelve a moderación (ADR 008), como en la edición del producto.
      if (item.variante != null) {
        const v = await varianteEnTx(tx, item.producto, item.variante);
        await tx
          .update(varianteProducto)
          .set({ precio: item.precio, actualizado_en: new Date() })
          .where(eq(varianteProducto.id, item.variante));
        if (v.precio !== item.precio) {
          await tx
            .update(producto)
            .set({ ...aModeracion(ctx.usuario), actualizado_en: new Date() })
            .where(eq(producto.id, item.producto));
        }
        continue;
      }
      const cambia =
        p.precio !== item.precio ||
        (item.precio_mayorista !== undefined && item.precio_mayorista !== p.precio_mayorista);
      await tx
        .update(producto)
        .set({
          precio: item.precio,
          ...(item.precio_mayorista !== undefined && { precio_mayorista: item.precio_mayorista }),
          ...(cambia && aModeracion(ctx.usuario)),
          actualizado_en: new Date(),
        })
        .where(eq(producto.id, item.producto));
    }
  });
  return { actualizados: cuerpo.items.length };
}

export async function actualizarInventario(
  ctx: Contexto,
  cuerpo: z.output<typeof inventarioMasivoSchema>,
) {
  const referencia = `inventario:${new Date().toISOString()}${cuerpo.motivo ? `:${cuerpo.motivo}` : ''}`;
  await ctx.db.transaction(async (tx) => {
    for (const item of cuerpo.items) {
      const p = await productoEnTx(tx, ctx.usuario, item.producto);
      const actual =
        item.variante != null
          ? (await varianteEnTx(tx, item.producto, item.variante)).cantidad_disponible
          : p.cantidad_disponible;
      await moverStock(tx, ctx.usuario, {
        producto: item.producto,
        variante: item.variante ?? null,
        delta: item.cantidad_disponible - actual,
        motivo: 'ajuste',
        referencia,
      });
      if (item.stock_minimo !== undefined) {
        await tx
          .update(producto)
          .set({ stock_minimo: item.stock_minimo })
          .where(eq(producto.id, item.producto));
      }
    }
  });
  return { actualizados: cuerpo.items.length };
}

// ── Promociones ──────────────────────────────────────────────────────────────

type DatosPromocion = z.output<typeof guardarPromocionSchema>;

async function precioPromocional(ctx: Contexto, productoId: number, datos: DatosPromocion) {
  const p = await productoPropio(ctx, productoId);
  let base = p.precio;
  if (datos.variante != null) {
    const [v] = await ctx.db
      .select()
      .from(varianteProducto)
      .where(
        and(eq(varianteProducto.id, datos.variante), eq(varianteProducto.producto_id, productoId)),
      );
    if (!v) throw ErrorValidacion.campo('variante', MENSAJES.opcionInvalida);
    base = v.precio ?? p.precio;
  }
  const precio =
    datos.tipo === 'porcentaje'
      ? Math.round((base * (100 - datos.valor)) / 100)
      : Math.round(datos.valor);
  if (precio >= base) throw ErrorValidacion.campo('valor', MENSAJES.promocionPrecioInvalido);
  return precio;
}

export async function crearPromocion(ctx: Contexto, productoId: number, datos: DatosPromocion) {
  const precio = await precioPromocional(ctx, productoId, datos);
  const [fila] = await ctx.db
    .insert(promocion)
    .values({
      producto_id: productoId,
      variante_id: datos.variante ?? null,
      titulo: datos.titulo,
      descripcion: datos.descripcion ?? null,
      precio_promocional: precio,
      fecha_inicio: new Date(datos.fecha_inicio),
      fecha_fin: new Date(datos.fecha_fin),
      oferta_del_dia: datos.oferta_del_dia,
    })
    .returning();
  if (!fila) throw new Conflicto();
  return promocionLectura(fila);
}

async function promocionPropia(ctx: Contexto, id: number) {
  const [p] = await ctx.db.select().from(promocion).where(eq(promocion.id, id));
  if (!p) throw new NoEncontrado();
  await productoPropio(ctx, p.producto_id);
  return p;
}

export async function obtenerPromocion(ctx: Contexto, id: number) {
  return promocionLectura(await promocionPropia(ctx, id));
}

export async function listarPromociones(ctx: Contexto, productoId: number) {
  await productoPropio(ctx, productoId);
  const filas = await ctx.db.select().from(promocion).where(eq(promocion.producto_id, productoId));
  return filas.map(promocionLectura);
}

export async function actualizarPromocion(ctx: Contexto, id: number, datos: DatosPromocion) {
  const actual = await promocionPropia(ctx, id);
  const precio = await precioPromocional(ctx, actual.producto_id, datos);
  const [fila] = await ctx.db
    .update(promocion)
    .set({
      variante_id: datos.variante ?? null,
      titulo: datos.titulo,
      descripcion: datos.descripcion ?? null,
      precio_promocional: precio,
      fecha_inicio: new Date(datos.fecha_inicio),
      fecha_fin: new Date(datos.fecha_fin),
      oferta_del_dia: datos.oferta_del_dia,
      actualizado_en: new Date(),
    })
    .where(eq(promocion.id, id))
    .returning();
  if (!fila) throw new NoEncontrado();
  return promocionLectura(fila);
}

export async function eliminarPromocion(ctx: Contexto, id: number) {
  await promocionPropia(ctx, id);
  await ctx.db.delete(promocion).where(eq(promocion.id, id));
}
