import { TipoParada, puntoDeTexto, type HojaRutaDetalle } from '@nemu/domain';
import { Mapa, type MarcadorMapa } from '../../../shared/mapa';
import { useTransportista } from '../estado/transportista.store';

interface Props {
  hoja: HojaRutaDetalle;
  alto?: number | string;
  /** Muestra al transportista (la ruta activa). */
  conTransportista?: boolean;
}

/** Paradas de la hoja en orden (números), lo que falta recorrer y, si se pide, el transportista. */
export function MapaHoja({ hoja, alto = 260, conTransportista = false }: Props) {
  const yo = useTransportista((e) => e.ultimaUbicacion);
  const paradas = hoja.itinerarios
    .map((p) => ({ p, punto: puntoDeTexto(p.ubicacion) }))
    .filter(
      (x): x is { p: (typeof hoja.itinerarios)[number]; punto: NonNullable<typeof x.punto> } =>
        x.punto !== null,
    );
  const marcadores: MarcadorMapa[] = paradas.map(({ p, punto }) => ({
    id: `parada-${p.id}`,
    ...punto,
    tipo: p.ejecutado_en ? 'hecha' : p.tipo === TipoParada.RETIRO ? 'retiro' : 'entrega',
    etiqueta: `${p.orden}. ${p.tipo === TipoParada.RETIRO ? 'Retiro' : 'Entrega'}${p.ciudad ? ` · ${p.ciudad}` : ''}`,
    etiquetaFija: p.id === hoja.next,
  }));
  if (conTransportista && yo)
    marcadores.push({
      id: 'yo',
      lat: yo.lat,
      lng: yo.lng,
      tipo: 'transportista',
      etiqueta: 'Usted',
    });
  const pendientes = paradas
    .filter(({ p }) => !p.ejecutado_en)
    .map(({ punto }) => [punto.lat, punto.lng] as const);
  const hechas = paradas
    .filter(({ p }) => p.ejecutado_en)
    .map(({ punto }) => [punto.lat, punto.lng] as const);
  const ultimaHecha = hechas.at(-1);
  return (
    <Mapa
      alto={alto}
      etiqueta={`Mapa de la hoja de ruta ${hoja.id} con ${paradas.length} paradas en orden`}
      marcadores={marcadores}
      claveAjuste={`${hoja.id}-${paradas.length}`}
      lineas={[
        ...(hechas.length > 1 ? [{ id: 'hecho', puntos: hechas, color: '#7a7a7a' }] : []),
        {
          id: 'pendiente',
          puntos: ultimaHecha ? [ultimaHecha, ...pendientes] : pendientes,
          punteada: true,
        },
      ]}
      data-testid="mapa-hoja"
    />
  );
}
