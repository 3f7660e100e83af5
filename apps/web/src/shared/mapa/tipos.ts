// Tipos del mapa compartido: no importan Leaflet, así quien los usa no lo arrastra a su paquete.

/** Qué representa un marcador: define su color y tamaño por defecto. */
export type TipoMarcador =
  'transportista' | 'retiro' | 'entrega' | 'destino' | 'hecha' | 'atrasada';

export interface MarcadorMapa {
  /** Único en el mapa (p. ej. `t-12`, `p-340`); también nombra la clase `marcador-<id>`. */
  id: string;
  lat: number;
  lng: number;
  tipo: TipoMarcador;
  /** Texto al pasar o tocar (y lectores de pantalla). */
  etiqueta?: string;
  /** La etiqueta queda siempre visible. */
  etiquetaFija?: boolean;
  /** Pisa el color del tipo (p. ej. el estado de un transportista). */
  color?: string;
}

export interface LineaMapa {
  id: string;
  puntos: readonly (readonly [number, number])[];
  color?: string;
  /** Trazo punteado (lo que falta recorrer). */
  punteada?: boolean;
}

export interface PropsMapa {
  marcadores: readonly MarcadorMapa[];
  lineas?: readonly LineaMapa[];
  /** Alto del mapa (px o cualquier medida CSS). */
  alto: number | string;
  /** Descripción para lectores de pantalla. */
  etiqueta: string;
  /** Toque o clic en un marcador. */
  alElegir?: (id: string) => void;
  /**
   * Cuándo encuadrar todos los marcadores: cada vez que cambia este valor (por defecto, cuando
   * cambia el conjunto de ids; moverse no reencuadra).
   */
  claveAjuste?: string;
  /** Id del marcador a mantener a la vista: si sale del encuadre, el mapa lo sigue. */
  seguir?: string;
  /** URL de teselas `{z}/{x}/{y}`; por defecto la de la compilación o ninguna (cuadrícula). */
  urlTeselas?: string | null;
  'data-testid'?: string;
}

/** Colores por tipo (contraste suficiente sobre el fondo claro). */
export const COLOR_MARCADOR: Record<TipoMarcador, string> = {
  transportista: '#0d5c9e',
  retiro: '#8a4fbf',
  entrega: '#2f7d32',
  destino: '#c0392b',
  hecha: '#7a7a7a',
  atrasada: '#d9480f',
};

/**
 * Teselas configuradas al compilar (`VITE_MAPA_URL_TESELAS`, p. ej. un servidor propio). Sin ella
 * el mapa no pide nada a internet: dibuja una cuadrícula con escala.
 */
export function urlTeselasPorDefecto(): string | null {
  const url: unknown = import.meta.env.VITE_MAPA_URL_TESELAS;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : null;
}

/** Atribución de las teselas configuradas (`VITE_MAPA_ATRIBUCION`). */
export function atribucionTeselas(): string {
  const texto: unknown = import.meta.env.VITE_MAPA_ATRIBUCION;
  return typeof texto === 'string' ? texto : '';
}
