/** Resultado de un geocodificador externo (API estilo Nominatim). */
export interface LugarGeocodificado {
  nombre: string;
  tipo: 'calle' | 'lugar';
  ciudad_nombre: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  reverso(lat: number, lng: number): Promise<LugarGeocodificado | null>;
  buscar(texto: string, centro: { lat: number; lng: number }): Promise<LugarGeocodificado[]>;
}

interface RespuestaNominatim {
  lat?: string;
  lon?: string;
  name?: string;
  category?: string;
  address?: Record<string, string | undefined>;
}

function lugar(r: RespuestaNominatim): LugarGeocodificado | null {
  const a = r.address ?? {};
  const calle = a.road ?? a.pedestrian ?? a.residential;
  const nombre = r.category === 'highway' ? (calle ?? r.name) : (r.name ?? calle);
  const lat = Number(r.lat);
  const lng = Number(r.lon);
  if (!nombre || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    nombre,
    tipo: r.category === 'highway' || nombre === calle ? 'calle' : 'lugar',
    ciudad_nombre: a.city ?? a.town ?? a.village ?? a.municipality ?? '',
    lat,
    lng,
  };
}

/** Geocodificador por URL (`GEOCODER_URL`, API compatible con Nominatim, limitado a Paraguay). */
export function crearGeocoder(baseUrl: string, fetcher: typeof fetch = fetch): Geocoder {
  const pedir = async (ruta: string, parametros: Record<string, string>): Promise<unknown> => {
    const url = new URL(ruta, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [k, v] of Object.entries({ format: 'jsonv2', addressdetails: '1', ...parametros }))
      url.searchParams.set(k, v);
    const r = await fetcher(url, {
      signal: AbortSignal.timeout(5000),
      headers: { 'accept-language': 'es' },
    });
    if (!r.ok) throw new Error(`geocoder HTTP ${r.status}`);
    return r.json();
  };
  return {
    async reverso(lat, lng) {
      const r = (await pedir('reverse', {
        lat: String(lat),
        lon: String(lng),
        zoom: '17',
      })) as RespuestaNominatim;
      return lugar({ ...r, category: 'highway', lat: String(lat), lon: String(lng) });
    },
    async buscar(texto, centro) {
      const caja = [centro.lng - 0.3, centro.lat + 0.3, centro.lng + 0.3, centro.lat - 0.3].join(
        ',',
      );
      const r = await pedir('search', { q: texto, countrycodes: 'py', viewbox: caja, limit: '10' });
      return (Array.isArray(r) ? (r as RespuestaNominatim[]) : [])
        .map(lugar)
        .filter((x): x is LugarGeocodificado => x !== null);
    },
  };
}
