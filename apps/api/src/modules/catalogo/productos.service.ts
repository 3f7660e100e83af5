import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { listarFabricantesPublicos } from '../fabricantes/fabricantes.service.js';
import {
  filaProducto,
  partesProducto,
  productosDestacados,
  registrarVista,
  type TipoDestacado,
} from './productos.repository.js';
import { IMAGEN_POR_DEFECTO, urlMedia } from './productos.lectura.js';

export type FabricantePublico = Awaited<ReturnType<typeof listarFabricantesPublicos>>[number];

export interface Apertura {
  abierto: boolean;
  estado_apertura: string;
  /** Próxima apertura (ISO) de un proveedor cerrado; null si está abierto o no abre pronto. */
  proxima_apertura: string | null;
}

const SEGUNDOS_APERTURA = 30;
const cacheApertura = new WeakMap<Db, { hasta: number; datos: Promise<FabricantePublico[]> }>();

/**
 * Fabricantes públicos con su estado de apertura, recalculados cada 30 s por instancia:
 * la búsqueda y el inicio los consultan en cada petición.
 */
export function fabricantesConApertura(db: Db, ahora = new Date()): Promise<FabricantePublico[]> {
  const actual = cacheApertura.get(db);
  if (actual && actual.hasta > ahora.getTime()) return actual.datos;
  const datos = listarFabricantesPublicos(db, ahora);
  cacheApertura.set(db, { hasta: ahora.getTime() + SEGUNDOS_APERTURA * 1000, datos });
  datos.catch(() => cacheApertura.delete(db));
  return datos;
}

const aperturaDeLista = new WeakMap<FabricantePublico[], Map<number, Apertura>>();

/** Estado de apertura por fabricante (armado una vez por lista cacheada); un fabricante no público figura cerrado. */
export async function aperturaPorFabricante(db: Db): Promise<Map<number, Apertura>> {
  const lista = await fabricantesConApertura(db);
  let mapa = aperturaDeLista.get(lista);
  if (!mapa) {
    mapa = new Map(
      lista.map((f) => [
        f.id,
        {
          abierto: f.abierto,
          estado_apertura: f.estado_apertura,
          proxima_apertura: f.proxima_apertura,
        },
      ]),
    );
    aperturaDeLista.set(lista, mapa);
  }
  return mapa;
}

const CERRADO: Apertura = { abierto: false, estado_apertura: 'Cerrado', proxima_apertura: null };

/** Agrega `fabricante_abierto` y `estado_apertura` a tarjetas de productos. */
export async function conApertura<T extends { fabricante: number }>(
  db: Db,
  productos: readonly T[],
): Promise<
  (T & { fabricante_abierto: boolean; estado_apertura: string; proxima_apertura: string | null })[]
> {
  const apertura = await aperturaPorFabricante(db);
  return productos.map((p) => {
    const a = apertura.get(p.fabricante) ?? CERRADO;
    return {
      ...p,
      fabricante_abierto: a.abierto,
      estado_apertura: a.estado_apertura,
      proxima_apertura: a.proxima_apertura,
    };
  });
}

/**
 * Detalle de un producto. Visible para todos si está publicado; si no, sólo para los
 * usuarios de su fabricante y los administradores. Cada consulta pública cuenta una vista.
 */
export async function detalleProducto(
  db: Db,
  id: number,
  usuario: UsuarioAutenticado | null,
  ahora = new Date(),
) {
  const fila = await filaProducto(db, id);
  if (!fila) throw new NoEncontrado();
  const propio =
    usuario !== null &&
    (usuario.administrador || usuario.fabricante_id === fila.producto.fabricante_id);
  if (!fila.visible && !propio) throw new NoEncontrado();

  const [partes, apertura] = await Promise.all([
    partesProducto(db, id, ahora),
    aperturaPorFabricante(db),
  ]);
  if (fila.visible) await registrarVista(db, id, usuario?.id ?? null);

  const p = fila.producto;
  const imagenes =
    partes.imagenes.length > 0
      ? partes.imagenes.map((i) => ({ ...i, imagen: urlMedia(i.imagen) ?? IMAGEN_POR_DEFECTO }))
      : [{ id: 0, imagen: IMAGEN_POR_DEFECTO, producto: p.id, portada: true, variante: null }];
  const estado = apertura.get(p.fabricante_id) ?? CERRADO;
  return {
    id: p.id,
    fabricante: p.fabricante_id,
    nombre: p.nombre,
    rubros: partes.rubros,
    descripcion: p.descripcion,
    descripcion_extensa: p.descripcion_extensa,
    precio: p.precio,
    precio_mayorista: p.precio_mayorista,
    cantidad_disponible: p.cantidad_disponible,
    imagenes,
    categoria: p.categoria_id,
    familia: p.familia_id,
    linea: p.linea_id,
    cantidad: p.cantidad,
    compra_mejorada: p.compra_mejorada,
    no_apto_menores: p.no_apto_menores,
    especificaciones: p.especificaciones,
    precio_variante: p.precio_variante,
    unidad_medida:
      p.unidad_medida_id !== null && fila.unidad_nombre !== null
        ? {
            id: p.unidad_medida_id,
            nombre: fila.unidad_nombre,
            abreviatura: fila.unidad_abreviatura,
          }
        : null,
    variantes: partes.variantes.map((v) => ({
      ...v,
      precio: v.precio ?? p.precio,
      imagenes: imagenes.filter((i) => i.variante === v.id),
    })),
    rating: p.rating,
    ratings: p.ratings,
    vistas: p.vistas + (fila.visible ? 1 : 0),
    cantidad_vendida: p.cantidad_vendida,
    aprobado: p.aprobado,
    activo: p.activo,
    visible: fila.visible,
    comentarios: partes.comentarios,
    promocion: partes.promocion,
    fabricante_detalle: {
      ...fila.fabricante,
      imagen_perfil: urlMedia(fila.fabricante.imagen_perfil),
      abierto: estado.abierto,
      estado_apertura: estado.estado_apertura,
      proxima_apertura: estado.proxima_apertura,
    },
  };
}

export const TIPOS_DESTACADOS = [
  'mas_vistos',
  'mas_vendidos',
  'aleatorios',
  'oferta_del_dia',
] as const satisfies readonly TipoDestacado[];

/** Una lista destacada con el estado de apertura de cada proveedor. */
export async function listaDestacada(db: Db, tipo: TipoDestacado, limite = 12) {
  return conApertura(db, await productosDestacados(db, tipo, limite, new Date()));
}
