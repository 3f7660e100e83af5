// Torre de control (GET /torre-de-control/): junta lo que leen transportistas, hojas de ruta y
// pedidos en una foto de la operación para el administrador.
import {
  ETIQUETAS_ESTADO_HOJA_RUTA,
  ETIQUETAS_ESTADO_RUTEO,
  EstadoHojaRuta,
  EstadoItinerario,
  MINUTOS_SIN_SENAL_TORRE,
  type EstadoRuteo,
  type EstadoTransportistaTorre,
  type HojaTorre,
  type ParadaTorre,
  type TorreControl,
} from '@nemu/domain';
import type { Db } from '../db/client.js';
import { contarHojasSinAsignar, hojasActivas } from '../modules/hojas-ruta/torre.lectura.js';
import { ordenesEnEspera, ordenesPorEstadoRuteo } from '../modules/pedidos/torre.lectura.js';
import {
  nombresDeTransportistas,
  transportistasConectados,
} from '../modules/transportistas/torre.lectura.js';

type FilaHoja = Awaited<ReturnType<typeof hojasActivas>>[number];

const PENDIENTES: readonly number[] = [EstadoItinerario.PENDIENTE, EstadoItinerario.EN_CAMINO];
const ATENDIDAS: readonly number[] = [EstadoItinerario.COMPLETADO, EstadoItinerario.INCIDENTE];

function parada(p: FilaHoja['paradas'][number], ahora: Date): ParadaTorre {
  const atrasoMs =
    PENDIENTES.includes(p.estado) && p.hasta !== null ? ahora.getTime() - p.hasta.getTime() : 0;
  return {
    id: p.id,
    hoja_ruta_id: p.hoja_ruta_id,
    tipo: p.tipo,
    estado: p.estado,
    orden: p.orden,
    ubicacion: p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null,
    direccion: p.direccion,
    ciudad: p.ciudad,
    fecha_hora_calculada_desde: p.desde?.toISOString() ?? null,
    fecha_hora_calculada_hasta: p.hasta?.toISOString() ?? null,
    ejecutado_en: p.ejecutado_en?.toISOString() ?? null,
    atrasada: atrasoMs > 0,
    minutos_atraso: atrasoMs > 0 ? Math.floor(atrasoMs / 60_000) : 0,
  };
}

export async function torreDeControl(db: Db, ahora = new Date()): Promise<TorreControl> {
  const [filasHojas, conectados, porRuteo, enEspera, sinAsignar] = await Promise.all([
    hojasActivas(db),
    transportistasConectados(db),
    ordenesPorEstadoRuteo(db),
    ordenesEnEspera(db),
    contarHojasSinAsignar(db),
  ]);
  const nombres = await nombresDeTransportistas(db, [
    ...new Set(filasHojas.map((h) => h.transportista_id).filter((id): id is number => id !== null)),
  ]);

  const hojas: HojaTorre[] = filasHojas.map((h) => {
    const paradas = h.paradas.map((p) => parada(p, ahora));
    const hechas = paradas.filter((p) => ATENDIDAS.includes(p.estado)).length;
    return {
      id: h.id,
      fecha: h.fecha,
      estado: h.estado,
      estado_nombre: ETIQUETAS_ESTADO_HOJA_RUTA[h.estado as EstadoHojaRuta],
      transportista_id: h.transportista_id,
      transportista_nombre:
        h.transportista_id === null ? null : (nombres.get(h.transportista_id) ?? null),
      inicio: h.inicio?.toISOString() ?? null,
      paradas_total: paradas.length,
      paradas_hechas: hechas,
      progreso: paradas.length === 0 ? 0 : Math.round((hechas / paradas.length) * 100),
      paradas_atrasadas: paradas.filter((p) => p.atrasada).length,
      paradas,
    };
  });

  // La hoja de cada transportista: la que está en curso antes que una sólo aceptada.
  const hojaDe = new Map<number, HojaTorre>();
  for (const h of hojas) {
    if (h.transportista_id === null) continue;
    const previa = hojaDe.get(h.transportista_id);
    if (
      !previa ||
      (previa.estado !== EstadoHojaRuta.EN_CURSO && h.estado === EstadoHojaRuta.EN_CURSO)
    )
      hojaDe.set(h.transportista_id, h);
  }

  const limiteSenal = ahora.getTime() - MINUTOS_SIN_SENAL_TORRE * 60_000;
  const transportistas = conectados.map((t) => {
    const hoja = hojaDe.get(t.id);
    const estado: EstadoTransportistaTorre =
      t.en === null || t.en.getTime() < limiteSenal
        ? 'sin_senal'
        : hoja?.estado === EstadoHojaRuta.EN_CURSO
          ? 'en_ruta'
          : hoja
            ? 'asignado'
            : 'libre';
    return {
      id: t.id,
      nombre: t.nombre,
      telefono: t.telefono,
      estado,
      ubicacion: t.lat !== null && t.lng !== null ? { lat: t.lat, lng: t.lng } : null,
      fecha: t.en?.toISOString() ?? null,
      ago:
        t.en === null ? null : Math.max(0, Math.round((ahora.getTime() - t.en.getTime()) / 1000)),
      hoja_ruta_id: hoja?.id ?? null,
    };
  });

  return {
    generado_en: ahora.toISOString(),
    transportistas,
    hojas,
    paradas_atrasadas: hojas
      .flatMap((h) => h.paradas.filter((p) => p.atrasada))
      .sort((a, b) => b.minutos_atraso - a.minutos_atraso),
    ordenes_por_ruteo: porRuteo.map((f) => ({
      estado_ruteo: f.estado_ruteo,
      estado_nombre:
        ETIQUETAS_ESTADO_RUTEO[f.estado_ruteo as EstadoRuteo] ?? String(f.estado_ruteo),
      cantidad: f.cantidad,
    })),
    ordenes_en_espera: enEspera.map((o) => ({
      ...o,
      fecha_retiro: o.fecha_retiro?.toISOString() ?? null,
    })),
    hojas_sin_asignar: sinAsignar,
  };
}
