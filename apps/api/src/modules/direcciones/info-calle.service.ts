import { asc, sql } from 'drizzle-orm';
import type { SugerenciaCalle } from '@nemu/domain';
import type { Geocoder, LugarGeocodificado } from '../../adapters/geocoder/geocoder.js';
import type { Db } from '../../db/client.js';
import { ciudadesPorNombre } from '../configuracion/configuracion.lectura.js';
import { lugarCalle } from './direcciones.tables.js';

/** Radio en el que una calle del índice se considera la del punto pedido. */
const RADIO_REVERSO_M = 2500;
const MAX_SUGERENCIAS = 10;

export type ConsultaInfoCalle =
  | { lat: number; lon: number }
  | { calle: string; ubicacion: string }
  | { search: string; ubicacion: string };

export interface InfoCalle {
  calle_principal: string | null;
  calle_secundaria: string | null;
  ciudad: number | null;
  ciudad_nombre: string | null;
  ubicacion: string | null;
  resultados: SugerenciaCalle[];
}

/** Distancia aproximada en metros (equirectangular, suficiente a escala urbana). */
function distancia(lat: number, lng: number) {
  return sql<number>`round(sqrt(power((${lugarCalle.lat} - ${lat}) * 111320, 2)
    + power((${lugarCalle.lng} - ${lng}) * 111320 * cos(radians(${lat})), 2)))::float8`;
}

function punto(ubicacion: string): { lat: number; lng: number } {
  const [lat = 0, lng = 0] = ubicacion.split(',').map(Number);
  return { lat, lng };
}

async function buscar(
  db: Db,
  centro: { lat: number; lng: number },
  opciones: { texto?: string; tipo?: 'calle'; limite: number; radio?: number },
): Promise<SugerenciaCalle[]> {
  const d = distancia(centro.lat, centro.lng);
  const condiciones = [];
  if (opciones.texto) {
    for (const palabra of opciones.texto.trim().split(/\s+/).slice(0, 6)) {
      condiciones.push(
        sql`f_unaccent(lower(${lugarCalle.nombre})) like '%' || f_unaccent(lower(${palabra})) || '%'`,
      );
    }
  }
  if (opciones.tipo) condiciones.push(sql`${lugarCalle.tipo} = ${opciones.tipo}`);
  if (opciones.radio) condiciones.push(sql`${d} <= ${opciones.radio}`);
  const filas = await db
    .select({
      nombre: lugarCalle.nombre,
      tipo: lugarCalle.tipo,
      ciudad: lugarCalle.ciudad_id,
      ciudad_nombre: lugarCalle.ciudad_nombre,
      lat: lugarCalle.lat,
      lng: lugarCalle.lng,
      distancia: d,
    })
    .from(lugarCalle)
    .where(condiciones.length > 0 ? sql.join(condiciones, sql` and `) : undefined)
    .orderBy(asc(d))
    .limit(opciones.limite);
  return filas.map((f) => ({
    value: f.nombre,
    label: `${f.nombre}, ${f.ciudad_nombre}`,
    tipo: f.tipo === 'lugar' ? 'lugar' : 'calle',
    ciudad: f.ciudad,
    ciudad_nombre: f.ciudad_nombre,
    ubicacion: `${f.lat},${f.lng}`,
    distancia_m: Math.round(f.distancia),
  }));
}

function metros(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dy = (a.lat - b.lat) * 111320;
  const dx = (a.lng - b.lng) * 111320 * Math.cos((a.lat * Math.PI) / 180);
  return Math.round(Math.sqrt(dx * dx + dy * dy));
}

async function sugerenciasExternas(
  db: Db,
  lugares: LugarGeocodificado[],
  centro: { lat: number; lng: number },
): Promise<SugerenciaCalle[]> {
  const nombres = [...new Set(lugares.map((x) => x.ciudad_nombre).filter((x) => x !== ''))];
  const ciudades = nombres.length === 0 ? [] : await ciudadesPorNombre(db, nombres);
  const idDe = new Map(ciudades.map((x) => [x.nombre, x.id]));
  return lugares.map((x) => ({
    value: x.nombre,
    label: x.ciudad_nombre ? `${x.nombre}, ${x.ciudad_nombre}` : x.nombre,
    tipo: x.tipo,
    ciudad: idDe.get(x.ciudad_nombre) ?? null,
    ciudad_nombre: x.ciudad_nombre,
    ubicacion: `${x.lat},${x.lng}`,
    distancia_m: metros(centro, x),
  }));
}

/** Con geocodificador configurado se consulta primero; si falla, el índice local. */
export async function infoCalle(
  db: Db,
  consulta: ConsultaInfoCalle,
  geocoder?: Geocoder,
): Promise<InfoCalle> {
  if (geocoder) {
    try {
      return await infoCalleExterna(db, consulta, geocoder);
    } catch {
      return infoCalleLocal(db, consulta);
    }
  }
  return infoCalleLocal(db, consulta);
}

async function infoCalleExterna(
  db: Db,
  consulta: ConsultaInfoCalle,
  geocoder: Geocoder,
): Promise<InfoCalle> {
  if ('lat' in consulta) {
    const centro = { lat: consulta.lat, lng: consulta.lon };
    const encontrado = await geocoder.reverso(centro.lat, centro.lng);
    const resultados = await sugerenciasExternas(db, encontrado ? [encontrado] : [], centro);
    const [principal] = resultados;
    return {
      calle_principal: principal?.value ?? null,
      calle_secundaria: null,
      ciudad: principal?.ciudad ?? null,
      ciudad_nombre: principal?.ciudad_nombre ?? null,
      ubicacion: `${consulta.lat},${consulta.lon}`,
      resultados,
    };
  }
  const centro = punto(consulta.ubicacion);
  const texto = 'calle' in consulta ? consulta.calle : consulta.search;
  let lugares = await geocoder.buscar(texto, centro);
  if ('calle' in consulta) lugares = lugares.filter((x) => x.tipo === 'calle');
  const resultados = (await sugerenciasExternas(db, lugares, centro)).sort(
    (a, b) => (a.distancia_m ?? 0) - (b.distancia_m ?? 0),
  );
  const [primero] = resultados;
  return {
    calle_principal: primero?.tipo === 'calle' ? primero.value : null,
    calle_secundaria: null,
    ciudad: primero?.ciudad ?? null,
    ciudad_nombre: primero?.ciudad_nombre ?? null,
    ubicacion: consulta.ubicacion,
    resultados,
  };
}

/**
 * /info-calle/ sobre el índice local de calles y lugares de Gran Asunción:
 * {lat, lon} → calle más cercana y transversal; {calle, ubicacion} → calles que coinciden,
 * las más cercanas primero; {search, ubicacion} → calles y lugares que coinciden.
 */
async function infoCalleLocal(db: Db, consulta: ConsultaInfoCalle): Promise<InfoCalle> {
  if ('lat' in consulta) {
    const centro = { lat: consulta.lat, lng: consulta.lon };
    const cercanas = await buscar(db, centro, { tipo: 'calle', limite: 2, radio: RADIO_REVERSO_M });
    const [principal, secundaria] = cercanas;
    return {
      calle_principal: principal?.value ?? null,
      calle_secundaria: secundaria?.value ?? null,
      ciudad: principal?.ciudad ?? null,
      ciudad_nombre: principal?.ciudad_nombre ?? null,
      ubicacion: `${consulta.lat},${consulta.lon}`,
      resultados: cercanas,
    };
  }
  const centro = punto(consulta.ubicacion);
  const resultados =
    'calle' in consulta
      ? await buscar(db, centro, { texto: consulta.calle, tipo: 'calle', limite: MAX_SUGERENCIAS })
      : await buscar(db, centro, { texto: consulta.search, limite: MAX_SUGERENCIAS });
  const [primero] = resultados;
  return {
    calle_principal: primero?.tipo === 'calle' ? primero.value : null,
    calle_secundaria: null,
    ciudad: primero?.ciudad ?? null,
    ciudad_nombre: primero?.ciudad_nombre ?? null,
    ubicacion: consulta.ubicacion,
    resultados,
  };
}
