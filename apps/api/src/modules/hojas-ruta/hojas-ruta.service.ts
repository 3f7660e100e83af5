// Hojas de ruta: alta desde el plan del despacho (con la tarifa del transportista ya calculada y
// el PIN de cada entrega con hash). El listado y el detalle están en listado-hojas.lectura.ts.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { TipoParada, type TipoParada as TipoParadaValor } from '@nemu/domain';
import type { Tx } from '../../db/client.js';
import { hojaRuta, itinerario, itinerarioPedido } from './hojas-ruta.tables.js';

/** Una parada del plan. `pin`: el PIN de entrega del pedido (se guarda sólo su hash). */
export interface ParadaNueva {
  tipo: TipoParadaValor;
  fabricante_id: number;
  usuario_id: number | null;
  desde: Date;
  hasta: Date;
  lat: number;
  lng: number;
  direccion: string | null;
  ciudad_id: number | null;
  telefono: string | null;
  referencia: string | null;
  /** Desde la parada anterior. */
  distancia_m: number;
  transito_s: number;
  tiempo_parada_s: number;
  pin: string | null;
  pedidos: { pedido_id: number; orden_venta_id: number | null }[];
}

export interface HojaNueva {
  fecha: string;
  tipo_vehiculo_id: number;
  lote_ruteo_id: number | null;
  refrigeracion: number;
  peso_carga_kg: number;
  volumen_carga_cm3: number;
  kilometros: number;
  minutos: number;
  tarifa_transportista: number;
  monto: number;
  inicio: Date;
  fin: Date;
  /** Lo más tarde que puede empezar la primera parada sin salir de las franjas (si se sabe). */
  inicio_limite?: Date | null;
  paradas: ParadaNueva[];
}

/** Hash del PIN de una parada: sal aleatoria + SHA-256 (`s256$sal$hex`). */
export function hashPin(pin: string): string {
  const sal = randomBytes(8).toString('hex');
  return `s256$${sal}$${createHash('sha256').update(`${sal}:${pin}`).digest('hex')}`;
}

export function verificarPin(pin: string, hash: string | null): boolean {
  const [esquema, sal, hex] = (hash ?? '').split('$');
  if (esquema !== 's256' || !sal || !hex) return false;
  const calculado = createHash('sha256').update(`${sal}:${pin}`).digest();
  const guardado = Buffer.from(hex, 'hex');
  return guardado.length === calculado.length && timingSafeEqual(guardado, calculado);
}

/** Inserta las hojas del plan con sus paradas y pedidos; devuelve los ids en el mismo orden. */
export async function crearHojasDeRuta(tx: Tx, hojas: readonly HojaNueva[]): Promise<number[]> {
  const ids: number[] = [];
  for (const h of hojas) {
    const retiros = h.paradas.filter((p) => p.tipo === TipoParada.RETIRO).length;
    const [fila] = await tx
      .insert(hojaRuta)
      .values({
        fecha: h.fecha,
        tipo_vehiculo_id: h.tipo_vehiculo_id,
        lote_ruteo_id: h.lote_ruteo_id,
        refrigeracion: h.refrigeracion,
        peso_carga_kg: h.peso_carga_kg,
        volumen_carga_cm3: h.volumen_carga_cm3,
        tarifa_transportista: h.tarifa_transportista,
        monto: h.monto,
        cantidad_retiros: retiros,
        cantidad_entregas: h.paradas.length - retiros,
        cantidad_paradas: h.paradas.length,
        minutos_trabajo: h.minutos,
        kilometros_recorrido: h.kilometros,
        distancia_planificada_m: Math.round(h.kilometros * 1000),
        duracion_planificada_s: h.minutos * 60,
        inicio: h.inicio,
        fin: h.fin,
        inicio_limite: h.inicio_limite ?? null,
      })
      .returning({ id: hojaRuta.id });
    if (!fila) throw new Error('no se creó la hoja de ruta');
    ids.push(fila.id);
    const paradas = await tx
      .insert(itinerario)
      .values(
        h.paradas.map((p, i) => ({
          hoja_ruta_id: fila.id,
          tipo: p.tipo,
          usuario_id: p.usuario_id,
          fabricante_id: p.fabricante_id,
          orden: i + 1,
          fecha_hora_calculada_desde: p.desde,
          fecha_hora_calculada_hasta: p.hasta,
          direccion: p.direccion,
          ubicacion: `${p.lat},${p.lng}`,
          lat: p.lat,
          lng: p.lng,
          ciudad_id: p.ciudad_id,
          distancia: p.distancia_m,
          tiempo_en_transito: p.transito_s,
          tiempo_parada_calculado: p.tiempo_parada_s,
          referencia_orden: p.referencia,
          direccion_itinerario: p.direccion,
          telefono_itinerario: p.telefono,
          pin_hash:
            p.tipo === TipoParada.ENTREGA
              ? hashPin(p.pin ?? String(randomInt(0, 10_000)).padStart(4, '0'))
              : null,
        })),
      )
      .returning({ id: itinerario.id, orden: itinerario.orden });
    const pedidos = paradas.flatMap((it) =>
      (h.paradas[it.orden - 1]?.pedidos ?? []).map((p) => ({ itinerario_id: it.id, ...p })),
    );
    if (pedidos.length > 0) await tx.insert(itinerarioPedido).values(pedidos);
  }
  return ids;
}
