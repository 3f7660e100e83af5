import { crc32, deflateSync } from 'node:zlib';
import type { EsquemaJson } from './contrato.js';

/** Marca de las cargas de marcado: si vuelve sin escapar en un GET, se guardó cruda. */
export const MARCA_HTML = 'hostil-xss';
export const MARCADO = `<script>alert("${MARCA_HTML}")</script><img src=x onerror=alert("${MARCA_HTML}")>`;
/** Detecta el marcado de arriba devuelto tal cual (no cuenta si viene escapado). */
export const MARCADO_CRUDO = new RegExp(
  `<script>alert\\("${MARCA_HTML}|onerror=alert\\("${MARCA_HTML}`,
);

export const PROFUNDIDAD = 2_000;
const LARGO = 100_000;

/** Generador determinista (mulberry32): el muestreo se repite igual en cada corrida. */
export function aleatorio(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function muestra<T>(elementos: readonly T[], n: number, azar: () => number): T[] {
  const copia = [...elementos];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(azar() * (i + 1));
    [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
  }
  return copia.slice(0, n);
}

function tipos(e: EsquemaJson): string[] {
  const alternativa = (e.anyOf ?? e.oneOf ?? e.allOf)?.find((x) => x.type !== 'null');
  if (alternativa) return tipos(alternativa);
  if (e.type === undefined) return e.properties ? ['object'] : [];
  return (Array.isArray(e.type) ? e.type : [e.type]).filter((t) => t !== 'null');
}

function propiedades(e: EsquemaJson): Record<string, EsquemaJson> {
  const alternativa = (e.anyOf ?? e.oneOf ?? e.allOf)?.find((x) => x.properties);
  return e.properties ?? alternativa?.properties ?? {};
}

/** Un valor plausible para el esquema: la base sobre la que se inyecta cada ataque. */
export function valorPlausible(e: EsquemaJson, texto = 'hostil', nivel = 0): unknown {
  if (e.enum?.length) return e.enum[0];
  const [tipo] = tipos(e);
  switch (tipo) {
    case 'string':
      return texto;
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return nivel > 4 ? [] : [valorPlausible(e.items ?? {}, texto, nivel + 1)];
    case 'object':
      return nivel > 4
        ? {}
        : Object.fromEntries(
            Object.entries(propiedades(e)).map(([k, v]) => [
              k,
              valorPlausible(v, texto, nivel + 1),
            ]),
          );
    default:
      return texto;
  }
}

/** El mismo valor con el tipo cambiado en cada hoja (número por texto, objeto por texto…). */
function valorErroneo(e: EsquemaJson, nivel = 0): unknown {
  const [tipo] = tipos(e);
  switch (tipo) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'no-es-numero';
    case 'boolean':
      return 'quizas';
    case 'array':
      return { no: 'es un arreglo' };
    case 'object':
      return nivel > 4
        ? 'no es un objeto'
        : Object.fromEntries(
            Object.entries(propiedades(e)).map(([k, v]) => [k, valorErroneo(v, nivel + 1)]),
          );
    default:
      return [null];
  }
}

/** Cada objeto reemplazado por un arreglo que lo contiene. */
function objetosComoArreglos(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(objetosComoArreglos);
  if (valor !== null && typeof valor === 'object') {
    return [Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, objetosComoArreglos(v)]))];
  }
  return valor;
}

export interface Carga {
  clase: string;
  contentType?: string;
  cuerpo: string | Buffer;
}

const json = (clase: string, valor: unknown): Carga => ({
  clase,
  contentType: 'application/json',
  cuerpo: JSON.stringify(valor),
});

function base(esquema: EsquemaJson | undefined, texto: string): Record<string, unknown> {
  const v = esquema ? valorPlausible(esquema, texto) : {};
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : { valor: v };
}

const ANIDADO_OBJETO = `${'{"a":'.repeat(PROFUNDIDAD)}1${'}'.repeat(PROFUNDIDAD)}`;
const ANIDADO_ARREGLO = `${'['.repeat(PROFUNDIDAD)}1${']'.repeat(PROFUNDIDAD)}`;
const UNICODE_RARO = 'a\ud800b\udfffc\u202eevil\u200b\u200d\ufeff\u0301\u{1f600}';
const SQL = `' OR '1'='1'; DROP TABLE usuario; -- "\\%_`;

function conCampoCrudo(objeto: Record<string, unknown>, crudo: string): string {
  const texto = JSON.stringify({ ...objeto, profundo: 0 });
  return texto.replace('"profundo":0', `"profundo":${crudo}`);
}

/** Cuerpos hostiles JSON y de tipo de contenido para una operación. */
export function cargasJson(esquema: EsquemaJson | undefined): Carga[] {
  const b = base(esquema, 'hostil');
  return [
    { clase: 'json-malformado', contentType: 'application/json', cuerpo: '{"username": "x",' },
    { clase: 'json-vacio', contentType: 'application/json', cuerpo: '{}' },
    json('tipos-erroneos', esquema ? valorErroneo(esquema) : { valor: 12345 }),
    json('arreglo-por-objeto', [b]),
    json('objetos-como-arreglos', { ...((objetosComoArreglos(b) as unknown[])[0] as object) }),
    json('texto-100k', base(esquema, 'x'.repeat(LARGO))),
    {
      clase: 'anidado-objeto',
      contentType: 'application/json',
      cuerpo: conCampoCrudo(b, ANIDADO_OBJETO),
    },
    {
      clase: 'anidado-arreglo',
      contentType: 'application/json',
      cuerpo: conCampoCrudo(b, ANIDADO_ARREGLO),
    },
    json('byte-nul', base(esquema, 'a\u0000b')),
    json('unicode-raro', base(esquema, UNICODE_RARO)),
    json('marcado', base(esquema, MARCADO)),
    json('sql', base(esquema, SQL)),
    { clase: 'tipo-texto-plano', contentType: 'text/plain', cuerpo: 'hola' },
    { clase: 'tipo-xml', contentType: 'application/xml', cuerpo: '<a>1</a>' },
    { clase: 'sin-tipo', cuerpo: JSON.stringify(b) },
  ];
}

/** PNG gris de 1 bit: pocos bytes, muchísimos píxeles (bomba de descompresión). */
export function pngEnorme(lado: number): Buffer {
  const fila = Buffer.alloc(1 + Math.ceil(lado / 8));
  const crudo = Buffer.alloc(fila.length * lado);
  const trozo = (tipo: string, datos: Buffer) => {
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lado, 0);
  ihdr.writeUInt32BE(lado, 4);
  ihdr.writeUInt8(1, 8); // profundidad de bit
  ihdr.writeUInt8(0, 9); // escala de grises
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', ihdr),
    trozo('IDAT', deflateSync(crudo, { level: 9 })),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

interface Parte {
  nombre: string;
  valor: string | Buffer;
  archivo?: string;
  tipo?: string;
}

function cuerpoMultipart(limite: string, partes: Parte[], cerrar = true): Buffer {
  const trozos: Buffer[] = [];
  for (const p of partes) {
    const cabecera = p.archivo
      ? `Content-Disposition: form-data; name="${p.nombre}"; filename="${p.archivo}"\r\nContent-Type: ${p.tipo ?? 'application/octet-stream'}`
      : `Content-Disposition: form-data; name="${p.nombre}"`;
    trozos.push(
      Buffer.from(`--${limite}\r\n${cabecera}\r\n\r\n`),
      Buffer.from(p.valor),
      Buffer.from('\r\n'),
    );
  }
  if (cerrar) trozos.push(Buffer.from(`--${limite}--\r\n`));
  return Buffer.concat(trozos);
}

/** Multipart roto, con marcado, con archivo demasiado grande o con imagen de demasiados píxeles. */
export function cargasMultipart(
  esquema: EsquemaJson | undefined,
  archivos: { enorme: Buffer; grande: Buffer },
): Carga[] {
  const campos = Object.entries(base(esquema, MARCADO)).map(([nombre, v]): Parte => ({
    nombre,
    valor: typeof v === 'string' ? v : JSON.stringify(v),
  }));
  const ok = 'limiteBueno';
  const tipo = (l: string) => `multipart/form-data; boundary=${l}`;
  const truncado = cuerpoMultipart(
    ok,
    [
      ...campos,
      { nombre: 'archivo', valor: Buffer.alloc(4096, 1), archivo: 'a.png', tipo: 'image/png' },
    ],
    false,
  );
  return [
    {
      clase: 'multipart-limite-equivocado',
      contentType: tipo('otroLimite'),
      cuerpo: cuerpoMultipart(ok, campos),
    },
    {
      clase: 'multipart-sin-limite',
      contentType: 'multipart/form-data',
      cuerpo: cuerpoMultipart(ok, campos),
    },
    {
      clase: 'multipart-truncado',
      contentType: tipo(ok),
      cuerpo: truncado.subarray(0, truncado.length - 100),
    },
    { clase: 'multipart-marcado', contentType: tipo(ok), cuerpo: cuerpoMultipart(ok, campos) },
    ...['imagen_perfil', 'imagenes', 'constancia_ruc', 'archivo'].map((nombre): Carga => ({
      clase: `multipart-imagen-enorme-${nombre}`,
      contentType: tipo(ok),
      cuerpo: cuerpoMultipart(ok, [
        ...campos,
        { nombre, valor: archivos.enorme, archivo: 'enorme.png', tipo: 'image/png' },
      ]),
    })),
    {
      clase: 'multipart-archivo-grande',
      contentType: tipo(ok),
      cuerpo: cuerpoMultipart(ok, [
        ...campos,
        {
          nombre: 'archivo',
          valor: archivos.grande,
          archivo: 'grande.pdf',
          tipo: 'application/pdf',
        },
      ]),
    },
  ];
}

/** Valores hostiles (ya codificados para la URL) para ids de ruta y parámetros de consulta. */
export const VALORES_HOSTILES: { clase: string; valor: string }[] = [
  { clase: 'id-inexistente', valor: '987654321' },
  { clase: 'id-negativo', valor: '-1' },
  { clase: 'id-cero', valor: '0' },
  { clase: 'id-enorme', valor: '99999999999999999999999' },
  { clase: 'no-numerico', valor: 'abc' },
  { clase: 'decimal', valor: '1.5' },
  { clase: 'byte-nul', valor: 'a%00b' },
  { clase: 'utf8-invalido', valor: '%ED%A0%80%FF' },
  { clase: 'unicode-raro', valor: encodeURIComponent('\u202eevil\u200b\u{1f600}') },
  { clase: 'marcado', valor: encodeURIComponent('<script>alert(1)</script>') },
  { clase: 'sql', valor: encodeURIComponent(SQL) },
  { clase: 'texto-100k', valor: 'x'.repeat(LARGO) },
];
