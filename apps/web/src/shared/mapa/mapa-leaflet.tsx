// Mapa con Leaflet (se carga aparte: ver mapa.tsx). Marcadores como círculos SVG memoizados: al
// moverse uno sólo se actualiza ese trazo, así aguanta cientos de transportistas en vivo.
import 'leaflet/dist/leaflet.css';
import { CENTRO_MAPA_POR_DEFECTO } from '@nemu/domain';
import L from 'leaflet';
import { memo, useEffect, useMemo, useRef } from 'react';
import {
  CircleMarker,
  MapContainer,
  Polyline,
  ScaleControl,
  TileLayer,
  Tooltip,
  useMap,
} from 'react-leaflet';
import { useUltimo } from '../hooks/use-ultimo';
import {
  COLOR_MARCADOR,
  atribucionTeselas,
  urlTeselasPorDefecto,
  type LineaMapa,
  type MarcadorMapa,
  type PropsMapa,
} from './tipos';

const RADIO: Record<MarcadorMapa['tipo'], number> = {
  transportista: 10,
  retiro: 8,
  entrega: 8,
  destino: 11,
  hecha: 6,
  atrasada: 9,
};

/** Fondo sin internet: una cuadrícula clara dibujada en cada tesela. */
class CapaCuadricula extends L.GridLayer {
  override createTile(): HTMLElement {
    const tamano = this.getTileSize();
    const lienzo = document.createElement('canvas');
    lienzo.width = tamano.x;
    lienzo.height = tamano.y;
    const ctx = lienzo.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#f4f6f8';
      ctx.fillRect(0, 0, tamano.x, tamano.y);
      ctx.strokeStyle = '#dde3e9';
      ctx.lineWidth = 1;
      for (let i = 0; i <= 4; i++) {
        const p = (i * tamano.x) / 4 + 0.5;
        ctx.beginPath();
        ctx.moveTo(p, 0);
        ctx.lineTo(p, tamano.y);
        ctx.moveTo(0, p);
        ctx.lineTo(tamano.x, p);
        ctx.stroke();
      }
    }
    return lienzo;
  }
}

function Cuadricula() {
  const mapa = useMap();
  useEffect(() => {
    const capa = new CapaCuadricula({ tileSize: 256 });
    capa.addTo(mapa);
    return () => {
      capa.remove();
    };
  }, [mapa]);
  return null;
}

/** Encuadra todos los marcadores cuando cambia la clave; sigue al marcador elegido. */
function Ajuste({
  marcadores,
  clave,
  seguir,
}: {
  marcadores: readonly MarcadorMapa[];
  clave: string;
  seguir: string | undefined;
}) {
  const mapa = useMap();
  const actuales = useRef(marcadores);
  actuales.current = marcadores;
  useEffect(() => {
    const puntos = actuales.current.map((m) => L.latLng(m.lat, m.lng));
    if (puntos.length === 1) mapa.setView(puntos[0]!, Math.max(mapa.getZoom(), 15));
    else if (puntos.length > 1)
      mapa.fitBounds(L.latLngBounds(puntos), { padding: [32, 32], maxZoom: 16 });
  }, [mapa, clave]);
  const seguido = seguir ? marcadores.find((m) => m.id === seguir) : undefined;
  const lat = seguido?.lat;
  const lng = seguido?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const punto = L.latLng(lat, lng);
    if (!mapa.getBounds().pad(-0.1).contains(punto)) mapa.panTo(punto);
  }, [mapa, lat, lng]);
  return null;
}

/** Avisa el clic por id (un solo manejador para todos: la memo de cada marcador se mantiene). */
function useClicPorId(alElegir: PropsMapa['alElegir']) {
  const ref = useUltimo(alElegir);
  return useMemo(() => {
    const cache = new Map<string, L.LeafletEventHandlerFnMap>();
    return (id: string) => {
      let h = cache.get(id);
      if (!h) {
        h = { click: () => ref.current?.(id) };
        cache.set(id, h);
      }
      return h;
    };
  }, [ref]);
}

const claseDe = (id: string) => `marcador-${id.replace(/[^\w-]/g, '_')}`;

const Marcador = memo(function Marcador({ m, manejadores, clicable }: PropsMarcador) {
  const color = m.color ?? COLOR_MARCADOR[m.tipo];
  const pathOptions = useMemo(
    () => ({
      color: m.tipo === 'transportista' ? '#ffffff' : color,
      weight: m.tipo === 'transportista' ? 3 : 2,
      fillColor: color,
      fillOpacity: m.tipo === 'hecha' ? 0.5 : 0.9,
    }),
    [color, m.tipo],
  );
  const centro = useMemo(() => L.latLng(m.lat, m.lng), [m.lat, m.lng]);
  return (
    <CircleMarker
      center={centro}
      radius={RADIO[m.tipo]}
      pathOptions={pathOptions}
      // La clase sólo se fija al crear el trazo (identifica el marcador en pruebas y estilos).
      className={`mapa-marcador ${claseDe(m.id)}`}
      eventHandlers={manejadores}
      interactive={clicable || Boolean(m.etiqueta)}
    >
      {m.etiqueta && (
        <Tooltip permanent={m.etiquetaFija ?? false} direction="top" offset={[0, -8]}>
          {m.etiqueta}
        </Tooltip>
      )}
    </CircleMarker>
  );
}, mismoMarcador);

type PropsMarcador = {
  m: MarcadorMapa;
  manejadores: L.LeafletEventHandlerFnMap;
  clicable: boolean;
};

/** Compara por valor: quien llama puede rehacer los objetos en cada evento sin repintar todo. */
function mismoMarcador(a: PropsMarcador, b: PropsMarcador): boolean {
  return (
    a.manejadores === b.manejadores &&
    a.clicable === b.clicable &&
    a.m.id === b.m.id &&
    a.m.lat === b.m.lat &&
    a.m.lng === b.m.lng &&
    a.m.tipo === b.m.tipo &&
    a.m.color === b.m.color &&
    a.m.etiqueta === b.m.etiqueta &&
    a.m.etiquetaFija === b.m.etiquetaFija
  );
}

const Linea = memo(function Linea({ l }: { l: LineaMapa }) {
  const opciones = useMemo(
    () => ({
      color: l.color ?? '#0d5c9e',
      weight: 4,
      opacity: 0.7,
      dashArray: l.punteada ? '6 8' : undefined,
    }),
    [l.color, l.punteada],
  );
  const puntos = useMemo(() => l.puntos.map(([lat, lng]) => L.latLng(lat, lng)), [l.puntos]);
  return <Polyline positions={puntos} pathOptions={opciones} />;
});

export default function MapaLeaflet({
  marcadores,
  lineas = [],
  alto,
  etiqueta,
  alElegir,
  claveAjuste,
  seguir,
  urlTeselas,
  'data-testid': testId,
}: PropsMapa) {
  const teselas = urlTeselas === undefined ? urlTeselasPorDefecto() : urlTeselas;
  const manejadoresDe = useClicPorId(alElegir);
  const clave = claveAjuste ?? marcadores.map((m) => m.id).join('|');
  const inicial = marcadores[0] ?? CENTRO_MAPA_POR_DEFECTO;
  return (
    <div
      role="region"
      aria-label={etiqueta}
      data-testid={testId}
      style={{
        height: alto,
        borderRadius: 8,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-default-border)',
        // Los controles de Leaflet (z-index 1000) no tapan encabezados ni menús.
        isolation: 'isolate',
      }}
    >
      <MapContainer
        center={[inicial.lat, inicial.lng]}
        zoom={13}
        style={{ height: '100%', width: '100%', background: '#f4f6f8' }}
        attributionControl={Boolean(teselas)}
      >
        {teselas ? <TileLayer url={teselas} attribution={atribucionTeselas()} /> : <Cuadricula />}
        <ScaleControl imperial={false} position="bottomleft" />
        <Ajuste marcadores={marcadores} clave={clave} seguir={seguir} />
        {lineas.map((l) => (
          <Linea key={l.id} l={l} />
        ))}
        {marcadores.map((m) => (
          <Marcador
            key={m.id}
            m={m}
            manejadores={manejadoresDe(m.id)}
            clicable={alElegir !== undefined}
          />
        ))}
      </MapContainer>
    </div>
  );
}
