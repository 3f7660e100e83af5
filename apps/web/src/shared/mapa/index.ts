// Mapa compartido (carga perezosa de Leaflet). Ver mapa.tsx.
export { Mapa } from './mapa';
export {
  COLOR_MARCADOR,
  type LineaMapa,
  type MarcadorMapa,
  type PropsMapa,
  type TipoMarcador,
} from './tipos';
