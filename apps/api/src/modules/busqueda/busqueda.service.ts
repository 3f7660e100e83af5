import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { paginar } from '../../lib/paginacion.js';
import { IMAGEN_POR_DEFECTO, resumenesPorId, urlMedia } from '../catalogo/productos.lectura.js';
import { conApertura } from '../catalogo/productos.service.js';
import { busquedaGlobal } from './busqueda.repository.js';
import type { FiltrosBusqueda } from './indice-productos.js';
import { indiceDe } from './indice-sincronizado.js';

/** Carga el índice de búsqueda antes de la primera consulta (al arrancar el servidor). */
export const precargarBusqueda = (db: Db) => indiceDe(db).cargar();

/**
 * GET /producto_buscador/ y /producto_buscador2/ (sugerencias, con `page_size` chico): página
 * de productos con el estado de apertura del proveedor.
 */
export async function buscar(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & FiltrosBusqueda,
) {
  const limit = consulta.page_size;
  const resultado = await indiceDe(db).buscar(consulta, limit, (consulta.page - 1) * limit);
  const pagina = await paginar(request, consulta, {
    contar: async () => resultado.count,
    listar: async () => resultado.filas,
  });
  return { ...pagina, results: await conApertura(db, pagina.results) };
}

/** Tarjetas de productos visibles en el orden pedido (carritos y favoritos de otro dispositivo). */
export async function listadoProductos(db: Db, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  const porId = new Map((await resumenesPorId(db, unicos)).map((p) => [p.id, p]));
  const encontrados = unicos.flatMap((id) => {
    const p = porId.get(id);
    return p ? [p] : [];
  });
  return conApertura(db, encontrados);
}

type ResultadoGlobal = {
  tipo: 'categoria' | 'fabricante' | 'producto';
  id: number;
  nombre: string;
  imagen: string;
  precio: number | null;
};

/** GET /busqueda/: categorías, luego proveedores, luego productos, en una sola paginación. */
export async function buscarGlobal(db: Db, request: FastifyRequest, consulta: ConsultaPaginada) {
  const fuente = busquedaGlobal(db, consulta.search);
  const conteos = await fuente.contar();
  return paginar<ResultadoGlobal>(request, consulta, {
    contar: async () => conteos[0] + conteos[1] + conteos[2],
    listar: async (limit, offset) => {
      const [nc, nf] = conteos;
      const tramo = (inicio: number, n: number) => {
        const desde = Math.max(0, offset - inicio);
        const hasta = Math.min(n, offset + limit - inicio);
        return hasta > desde ? { limit: hasta - desde, offset: desde } : null;
      };
      const tc = tramo(0, nc);
      const tf = tramo(nc, nf);
      const tp = tramo(nc + nf, conteos[2]);
      const [cats, fabs, prods] = await Promise.all([
        tc ? fuente.categorias(tc.limit, tc.offset) : [],
        tf ? fuente.fabricantes(tf.limit, tf.offset) : [],
        tp ? fuente.productos(tp.limit, tp.offset) : [],
      ]);
      return [
        ...cats.map((c) => ({
          tipo: 'categoria' as const,
          id: c.id,
          nombre: c.nombre,
          imagen: urlMedia(c.imagen) ?? IMAGEN_POR_DEFECTO,
          precio: null,
        })),
        ...fabs.map((f) => ({
          tipo: 'fabricante' as const,
          id: f.id,
          nombre: f.nombre,
          imagen: urlMedia(f.imagen) ?? IMAGEN_POR_DEFECTO,
          precio: null,
        })),
        ...prods.map((p) => ({
          tipo: 'producto' as const,
          id: p.id,
          nombre: p.nombre,
          imagen: p.imagen,
          precio: p.precio,
        })),
      ];
    },
  });
}
