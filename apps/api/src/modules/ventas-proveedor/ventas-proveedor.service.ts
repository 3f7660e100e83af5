import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { fabricanteObjetivo } from '../../lib/alcance-fabricante.js';
import * as repo from './ventas-proveedor.repository.js';

export interface ConsultaVentas {
  fecha__gt?: string;
  fecha__lt?: string;
  fabricante?: number;
}

function filtro(u: UsuarioAutenticado, q: ConsultaVentas): repo.FiltroVentas {
  return {
    fabricanteId: fabricanteObjetivo(u, q.fabricante),
    fecha__gt: q.fecha__gt,
    fecha__lt: q.fecha__lt,
  };
}

export function ventasPorProducto(db: Db, u: UsuarioAutenticado, q: ConsultaVentas) {
  return repo.ventasPorProducto(db, filtro(u, q));
}

/** Resumen del período: vendido, comisión, neto, ticket promedio y órdenes por estado. */
export async function resumenVentas(db: Db, u: UsuarioAutenticado, q: ConsultaVentas) {
  const f = filtro(u, q);
  const [t, estados] = await Promise.all([
    repo.totalesVentas(db, f),
    repo.ordenesPorEstado(db, f.fabricanteId),
  ]);
  return {
    ...t,
    neto: t.vendido - t.comision,
    ticket_promedio: t.pedidos === 0 ? 0 : Math.round(t.vendido / t.pedidos),
    ordenes: estados,
  };
}

/** Balance del proveedor: vendido, comisión por margen de categoría, pagado y a pagar. */
export async function balanceProveedor(db: Db, u: UsuarioAutenticado, q: ConsultaVentas) {
  const f = filtro(u, q);
  const [t, categorias, pagado] = await Promise.all([
    repo.totalesVentas(db, f),
    repo.ventasPorCategoria(db, f),
    repo.pagadoAFabricante(db, f.fabricanteId),
  ]);
  const neto = t.vendido - t.comision;
  return {
    vendido: t.vendido,
    comision: t.comision,
    neto,
    pagado,
    a_pagar: Math.max(0, neto - pagado),
    por_categoria: categorias,
  };
}

export async function estadisticasVentas(db: Db, u: UsuarioAutenticado, q: ConsultaVentas) {
  const f = filtro(u, q);
  const [porDia, porProducto, porCategoria] = await Promise.all([
    repo.ventasPorDia(db, f),
    repo.ventasPorProducto(db, f),
    repo.ventasPorCategoria(db, f),
  ]);
  return { por_dia: porDia, por_producto: porProducto.slice(0, 10), por_categoria: porCategoria };
}
