// Business constants and limits (spec §9).

/** API client timeout in ms. */
export const TIMEOUT_API_MS = 60_000;
/** Delay before reloading the web app after a minimum-build upgrade. */
export const RETARDO_RECARGA_MS = 2_000;
/** Release sent in `X-App-Version` as `<release>-<platform>`. */
export const RELEASE = '1.120';
export const PLATAFORMA_WEB = 'web';

/** Age from which age-restricted products may be bought. */
export const EDAD_MINIMA = 21;

/** Uploaded images are compressed to at most 1 MB and 1024 px per side. */
export const IMAGEN_MAX_BYTES = 1024 * 1024;
export const IMAGEN_MAX_PX = 1024;

/** Attachment of the business contact form (/B2B): a PDF or an image of at most 5 MB. */
export const ADJUNTO_B2B_MAX_BYTES = 5 * 1024 * 1024;

/** Success toast duration. */
export const TOAST_DURACION_MS = 5_000;
/** Supplier-mode dashboard refresh interval. */
export const REFRESCO_PANEL_PROVEEDOR_MS = 30_000;

/** Driver location tracking (spec §9). */
export const UBICACION = {
  /** Minimum movement before reporting a new position, in metres. */
  distanciaMinimaReporteM: 20,
  /** Background tracking distance filter, in metres. */
  filtroDistanciaSegundoPlanoM: 50,
  intervaloMs: 10_000,
  intervaloMasRapidoMs: 5_000,
  precision: 10,
  radioEstacionarioM: 20,
} as const;

/** Default map centre (Asunción). */
export const CENTRO_MAPA_POR_DEFECTO = { lat: -25.30066, lng: -57.63591 } as const;

/** Paraguay's bounding box, used to validate "lat,lng" locations. */
export const LIMITES_PARAGUAY = {
  latMin: -27.61,
  latMax: -19.28,
  lngMin: -62.65,
  lngMax: -54.25,
} as const;

/** Order lists show the first 2 products and the total item count. */
export const PRODUCTOS_VISTA_PREVIA_PEDIDO = 2;

/** Paged lists. */
export const TAMANO_PAGINA_POR_DEFECTO = 20;
export const TAMANO_PAGINA_MAXIMO = 100;

/** Random refresh parameter carried by redirect URLs. */
export const REFRESCO_REDIRECCION_MIN = 1000;
export const REFRESCO_REDIRECCION_MAX = 9999;

export const ZONA_HORARIA = 'America/Asuncion';
export const LOCALE = 'es-PY';
export const MONEDA = 'PYG';
export const PREFIJO_MONEDA = 'Gs. ';
export const SEPARADOR_MILES = '.';
export const SEPARADOR_DECIMAL = ',';
export const FORMATO_FECHA = 'DD/MM/YYYY';

/** Defaults of §3/§9. */
export const RATINGS_POR_DEFECTO = 0;
export const CANTIDAD_CARRITO_POR_DEFECTO = 0;
export const PRECIO_VARIANTE_POR_DEFECTO = 0;
