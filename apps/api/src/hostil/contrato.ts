import { readFileSync } from 'node:fs';

/** Esquema JSON (subconjunto que produce zod → OpenAPI) que el generador de cargas recorre. */
export interface EsquemaJson {
  type?: string | string[];
  properties?: Record<string, EsquemaJson>;
  required?: string[];
  items?: EsquemaJson;
  enum?: unknown[];
  anyOf?: EsquemaJson[];
  oneOf?: EsquemaJson[];
  allOf?: EsquemaJson[];
}

export interface Parametro {
  nombre: string;
  en: 'path' | 'query';
  esquema: EsquemaJson;
}

export interface Operacion {
  metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Ruta OpenAPI (`/api/x/{id}/`). */
  ruta: string;
  /** La misma ruta como la registra Fastify (`/api/x/:id/`), clave de `app.rutas`. */
  rutaFastify: string;
  parametros: Parametro[];
  cuerpo: EsquemaJson | undefined;
}

interface DocumentoOpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: EsquemaJson }[];
        requestBody?: { content?: Record<string, { schema?: EsquemaJson }> };
      }
    >
  >;
}

const METODOS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Todas las operaciones del contrato versionado (apps/api/openapi.json). */
export function operacionesDelContrato(): Operacion[] {
  const texto = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
  const doc = JSON.parse(texto) as DocumentoOpenApi;
  const operaciones: Operacion[] = [];
  for (const [ruta, item] of Object.entries(doc.paths)) {
    for (const metodo of METODOS) {
      const op = item[metodo];
      if (!op) continue;
      operaciones.push({
        metodo: metodo.toUpperCase() as Operacion['metodo'],
        ruta,
        rutaFastify: ruta.replace(/\{([^}]+)\}/g, ':$1'),
        parametros: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            nombre: p.name,
            en: p.in as Parametro['en'],
            esquema: p.schema ?? {},
          })),
        cuerpo: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operaciones;
}
