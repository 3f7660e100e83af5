// Costo de envío y fecha estimada: los datos salen de la base, la fórmula de domain.
import { fechaEstimadaEntrega, MENSAJES } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { valorConfiguracion } from '../configuracion/configuracion.lectura.js';
import { direccionDe } from '../direcciones/direcciones.lectura.js';
import { horariosDe } from '../fabricantes/fabricantes.lectura.js';
import { costoEnvioPara } from '../pedidos/pedidos.service.js';
import { fabricantesDelCarrito } from '../carrito/carrito.service.js';

export const HORA_CORTE_POR_DEFECTO = '14:00';

function listaIds(texto: string | undefined): number[] {
  return (texto ?? '')
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** Fabricantes indicados (`fabricantes=1,2`) o, si no, los del carrito del usuario. */
async function fabricantes(db: Db, usuarioId: number | null, texto: string | undefined) {
  const ids = listaIds(texto);
  if (ids.length > 0 || usuarioId === null) return ids;
  return fabricantesDelCarrito(db, usuarioId);
}

export async function costoEnvioDireccion(
  db: Db,
  usuarioId: number,
  direccionId: number,
  texto: string | undefined,
) {
  const dir = await direccionDe(db, direccionId);
  if (!dir) throw new NoEncontrado(MENSAJES.direccionAjena);
  if (dir.usuario_id !== usuarioId) throw new SinPermiso(MENSAJES.direccionAjena);
  const ids = await fabricantes(db, usuarioId, texto);
  return { direccion: dir.id, costo_envio: await costoEnvioPara(db, dir, ids), fabricantes: ids };
}

export async function fechaEstimada(
  db: Db,
  usuarioId: number | null,
  texto: string | undefined,
  fabricante: number | undefined,
  ahora: Date = new Date(),
) {
  const ids = fabricante ? [fabricante] : await fabricantes(db, usuarioId, texto);
  const corte = (await valorConfiguracion(db, 'hora_corte_ruteo')) ?? HORA_CORTE_POR_DEFECTO;
  const [horarios, desde] = await Promise.all([
    horariosDe(db, ids),
    // Sin dirección, el costo de la tarifa más económica por paradas: lo mínimo que costará.
    costoEnvioPara(db, null, ids),
  ]);
  return {
    fecha: fechaEstimadaEntrega(ahora, corte, horarios),
    hora_corte: corte,
    costo_envio_desde: desde,
  };
}
