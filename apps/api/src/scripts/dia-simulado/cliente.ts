// Cliente HTTP del día simulado: mide cada llamada (latencia vista por el cliente) y corta el
// banco ante una respuesta inesperada de la API (un 5xx o un 4xx que la simulación no espera).

export interface Medicion {
  /** Instante real (performance.now) en que salió la petición. */
  t: number;
  ms: number;
  ruta: string;
  estado: number;
}

export class ErrorApi extends Error {
  constructor(
    readonly metodo: string,
    readonly url: string,
    readonly estado: number,
    readonly cuerpo: string,
  ) {
    super(`${metodo} ${url} → ${estado}: ${cuerpo.slice(0, 500)}`);
  }
}

export interface Respuesta<T> {
  estado: number;
  datos: T;
  headers: Headers;
}

export class Cliente {
  readonly mediciones: Medicion[] = [];

  constructor(readonly base: string) {}

  async pedir<T = unknown>(
    metodo: string,
    url: string,
    o: {
      token?: string;
      cuerpo?: unknown;
      formulario?: Record<string, string>;
      /** Estados aceptados además de 2xx y 3xx. */
      esperados?: number[];
    } = {},
  ): Promise<Respuesta<T>> {
    const headers: Record<string, string> = {};
    if (o.token) headers.authorization = `Token ${o.token}`;
    let body: string | undefined;
    if (o.formulario) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.formulario).toString();
    } else if (o.cuerpo !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.cuerpo);
    }
    const t = performance.now();
    const r = await fetch(this.base + url, { method: metodo, headers, body, redirect: 'manual' });
    const texto = await r.text();
    const ms = performance.now() - t;
    // La ruta sin ids ni consulta agrupa las mediciones por llamada.
    const ruta = `${metodo} ${url
      .split('?')[0]!
      .replace(/\/\d+(?=\/|$)/g, '/{id}')
      .replace(/\/sandbox-pagos\/pagar\/[^/]+/, '/sandbox-pagos/pagar/{id}')}`;
    this.mediciones.push({ t, ms, ruta, estado: r.status });
    if (r.status >= 400 && !(o.esperados ?? []).includes(r.status)) {
      throw new ErrorApi(metodo, url, r.status, texto);
    }
    const tipo = r.headers.get('content-type') ?? '';
    return {
      estado: r.status,
      datos: (tipo.includes('json') && texto ? JSON.parse(texto) : texto) as T,
      headers: r.headers,
    };
  }
}

export function percentil(valores: readonly number[], p: number): number {
  if (valores.length === 0) return Number.NaN;
  const ordenados = [...valores].sort((a, b) => a - b);
  const i = Math.min(
    ordenados.length - 1,
    Math.max(0, Math.ceil((p / 100) * ordenados.length) - 1),
  );
  return ordenados[i]!;
}
