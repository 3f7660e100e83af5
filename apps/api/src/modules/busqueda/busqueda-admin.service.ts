// Búsqueda del administrador (/admin/busqueda): pedidos, clientes, productos, proveedores y
// transportistas, leídos de sus módulos por sus modelos de lectura.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ETIQUETAS_ESTADO_PEDIDO,
  textoBusquedaAdmin,
  formatoFecha,
  formatoGuaranies,
  type ConsultaPaginada,
  type EstadoPedido,
  type ResultadoBusquedaAdmin,
} from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoAutenticado, SinPermiso } from '../../lib/errores.js';
import { validar } from '../../lib/archivos-subidos.js';
import { paginar } from '../../lib/paginacion.js';
import { buscarProductos } from '../catalogo/tablero.lectura.js';
import { buscarClientes } from '../cuentas/tablero.lectura.js';
import { buscarProveedores } from '../fabricantes/tablero.lectura.js';
import { buscarPedidos } from '../pedidos/tablero.lectura.js';
import { transportistasDeUsuarios } from '../transportistas/tablero.lectura.js';

/** Cuántos resultados aporta como mucho cada grupo (la página se arma sobre esa lista). */
export const MAXIMO_POR_GRUPO = 50;

type Grupo = ResultadoBusquedaAdmin['grupo'];

async function resultados(db: Db, texto: string, grupo: Grupo | undefined) {
  const quiere = (g: Grupo) => grupo === undefined || grupo === g;
  const [pedidos, usuarios, productos, proveedores] = await Promise.all([
    quiere('pedidos') ? buscarPedidos(db, texto, MAXIMO_POR_GRUPO) : [],
    quiere('clientes') || quiere('transportistas')
      ? buscarClientes(db, texto, MAXIMO_POR_GRUPO * 4)
      : [],
    quiere('productos') ? buscarProductos(db, texto, MAXIMO_POR_GRUPO) : [],
    quiere('proveedores') ? buscarProveedores(db, texto, MAXIMO_POR_GRUPO) : [],
  ]);
  const transportistas = quiere('transportistas')
    ? await transportistasDeUsuarios(
        db,
        usuarios.map((u) => u.id),
      )
    : [];
  const nombre = (u: { first_name: string; last_name: string; username: string }) =>
    `${u.first_name} ${u.last_name}`.trim() || u.username;
  const lista: ResultadoBusquedaAdmin[] = [
    ...pedidos.map((p) => ({
      grupo: 'pedidos' as const,
      id: p.id,
      titulo: `Pedido #${p.id}`,
      detalle: [
        ETIQUETAS_ESTADO_PEDIDO[p.estado as EstadoPedido],
        formatoFecha(p.fecha),
        formatoGuaranies(p.total),
        p.razon_social,
      ]
        .filter(Boolean)
        .join(' · '),
      enlace: `/admin/pedido/detail/${p.id}`,
    })),
    ...(quiere('clientes') ? usuarios.slice(0, MAXIMO_POR_GRUPO) : []).map((u) => ({
      grupo: 'clientes' as const,
      id: u.id,
      titulo: nombre(u),
      detalle: [u.email, u.nro_documento].filter(Boolean).join(' · '),
      enlace: `/admin/cliente/${u.id}`,
    })),
    ...productos.map((p) => ({
      grupo: 'productos' as const,
      id: p.id,
      titulo: p.nombre,
      detalle: `${formatoGuaranies(p.precio)} · ${p.aprobado ? 'Publicado' : 'Pendiente de moderación'}`,
      enlace: `/admin/producto/detail/${p.id}`,
    })),
    ...proveedores.map((f) => ({
      grupo: 'proveedores' as const,
      id: f.id,
      titulo: f.nombre,
      detalle: [f.ruc ? `RUC ${f.ruc}` : null, f.aprobado ? 'Aprobado' : 'Pendiente']
        .filter(Boolean)
        .join(' · '),
      enlace: `/admin/proveedor/detail/${f.id}`,
    })),
    ...transportistas.slice(0, MAXIMO_POR_GRUPO).map((t) => {
      const u = usuarios.find((x) => x.id === t.usuario_id);
      return {
        grupo: 'transportistas' as const,
        id: t.id,
        titulo: u ? nombre(u) : `Transportista ${t.id}`,
        detalle: t.aprobado ? 'Aprobado' : 'Pendiente de aprobación',
        enlace: `/admin/transportista/detail/${t.id}`,
      };
    }),
  ];
  return lista;
}

/** GET /busqueda/?ambito=admin&search=…: resultados de todos los grupos (o de `grupo`), paginados. */
export async function buscarAdmin(
  db: Db,
  request: FastifyRequest,
  usuario: UsuarioAutenticado | null,
  consulta: ConsultaPaginada & { grupo?: Grupo | undefined },
) {
  // La misma ruta sirve a la tienda (pública); el ámbito admin exige el rol.
  if (usuario === null) throw new NoAutenticado();
  if (!usuario.administrador) throw new SinPermiso();
  const { search: texto } = validar(z.object({ search: textoBusquedaAdmin }), {
    search: consulta.search ?? '',
  });
  const lista = await resultados(db, texto, consulta.grupo);
  return paginar(request, consulta, {
    contar: async () => lista.length,
    listar: async (limit, offset) => lista.slice(offset, offset + limit),
  });
}
