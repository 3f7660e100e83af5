import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { permite, ROLES, type Acceso, type Rol, type UsuarioAutenticado } from '../lib/acceso.js';
import { crearUsuario } from '../test/usuarios-de-prueba.js';
import { appConBasePropia } from '../test/base-propia.js';
import { operacionesDelContrato, type Operacion } from './contrato.js';
import {
  aleatorio,
  cargasJson,
  cargasMultipart,
  MARCADO_CRUDO,
  muestra,
  pngEnorme,
  valorPlausible,
  VALORES_HOSTILES,
  type Carga,
} from './cargas.js';

/*
 * Sonda hostil: cada operación de openapi.json, como anónimo y como cada rol, con cuerpos,
 * ids y consultas hostiles. Ninguna respuesta 5xx, ninguna de más de 2 s, ningún marcado
 * guardado que vuelva crudo en un GET, y cada rol sin permiso rechazado antes de validar.
 */

const LENTO_MS = 2_000;
const SEMILLA = 20_261_124;
const MUESTRA_POR_IDENTIDAD = 3;
const METODOS_CON_CUERPO = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A quien no tiene permiso se le manda lo que, validado antes, daría 400.
const CLASES_PARA_RECHAZADOS = new Set([
  'json-malformado',
  'anidado-objeto',
  'tipos-erroneos',
  'multipart-limite-equivocado',
  'tipo-xml',
]);

interface Identidad {
  nombre: string;
  rol: Rol | null;
  token?: string;
}

interface Peticion {
  clase: string;
  url: string;
  contentType?: string;
  cuerpo?: string | Buffer;
}

/** Un usuario con sólo ese rol, para preguntar a `permite` igual que el guardia de rutas. */
function usuarioConRol(rol: Rol): UsuarioAutenticado {
  const proveedor = rol === 'proveedor' || rol === 'proveedor_propietario';
  return {
    id: 0,
    username: rol,
    administrador: rol === 'administrador',
    fabricante_id: proveedor ? 1 : null,
    rol_fabricante: proveedor ? (rol === 'proveedor' ? 'staff' : 'propietario') : null,
    transportista_id: rol === 'transportista' ? 1 : null,
    empresa_transporte_id: rol === 'adm_transportista' ? 1 : null,
    token_id: 0,
  };
}

function construirUrl(op: Operacion, reemplazo?: { nombre: string; valor: string }): string {
  let url = op.ruta;
  const consulta: string[] = [];
  for (const p of op.parametros) {
    const hostil = reemplazo?.nombre === p.nombre ? reemplazo.valor : undefined;
    const valor = hostil ?? encodeURIComponent(String(valorPlausible(p.esquema)));
    if (p.en === 'path') url = url.replace(`{${p.nombre}}`, valor);
    else consulta.push(`${encodeURIComponent(p.nombre)}=${valor}`);
  }
  return consulta.length ? `${url}?${consulta.join('&')}` : url;
}

/** Todas las peticiones hostiles de una operación (ids, consulta y cuerpo). */
function peticionesDe(op: Operacion, archivos: { enorme: Buffer; grande: Buffer }): Peticion[] {
  const conCuerpo = METODOS_CON_CUERPO.has(op.metodo);
  const lista: Peticion[] = [
    conCuerpo
      ? {
          clase: 'plausible',
          url: construirUrl(op),
          contentType: 'application/json',
          cuerpo: JSON.stringify(op.cuerpo ? valorPlausible(op.cuerpo) : {}),
        }
      : { clase: 'plausible', url: construirUrl(op) },
  ];
  for (const p of op.parametros) {
    for (const v of VALORES_HOSTILES) {
      lista.push({
        clase: `${p.en}-${v.clase}`,
        url: construirUrl(op, { nombre: p.nombre, valor: v.valor }),
      });
    }
  }
  const consultas = op.parametros.filter((p) => p.en === 'query');
  if (consultas.length > 0) {
    lista.push({ clase: 'query-repetido', url: `${construirUrl(op)}&${consultas[0]?.nombre}=2` });
  }
  if (conCuerpo) {
    const url = construirUrl(op);
    for (const c of [...cargasJson(op.cuerpo), ...cargasMultipart(op.cuerpo, archivos)]) {
      lista.push({ ...c, url } satisfies Carga & { url: string });
    }
  }
  return lista;
}

interface Resultado {
  peticiones: number;
  porClase: Record<string, number>;
  errores5xx: string[];
  lentas: string[];
  noRechazadas: string[];
  sinAcceso: string[];
  marcadoCrudo: string[];
  masLenta: { ms: number; que: string };
  usuariosRecreados: number;
  demorasSueltas: number;
  duracionS: number;
}

let app: FastifyInstance;
let almacen: string;
let cerrar: (() => Promise<void>) | undefined;
const resultado: Resultado = {
  peticiones: 0,
  porClase: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
  errores5xx: [],
  lentas: [],
  noRechazadas: [],
  sinAcceso: [],
  marcadoCrudo: [],
  masLenta: { ms: 0, que: '' },
  usuariosRecreados: 0,
  demorasSueltas: 0,
  duracionS: 0,
};

async function enviar(
  op: Operacion,
  identidad: Identidad,
  p: Peticion,
  rechazada: boolean,
): Promise<number> {
  const headers: Record<string, string> = {};
  if (identidad.token) headers.authorization = `Token ${identidad.token}`;
  if (p.contentType) headers['content-type'] = p.contentType;
  const medir = async () => {
    const inicio = performance.now();
    const r = await app.inject({ method: op.metodo, url: p.url, headers, payload: p.cuerpo });
    resultado.peticiones++;
    const clase = `${Math.floor(r.statusCode / 100)}xx`;
    resultado.porClase[clase] = (resultado.porClase[clase] ?? 0) + 1;
    return { r, ms: performance.now() - inicio };
  };
  const { r, ms } = await medir();
  const que = `${op.metodo} ${op.ruta} [${identidad.nombre}] ${p.clase} → ${r.statusCode}`;
  if (r.statusCode >= 500) resultado.errores5xx.push(que);
  if (ms > resultado.masLenta.ms) resultado.masLenta = { ms, que };
  if (ms > LENTO_MS) {
    // En una máquina cargada una demora suelta es ruido: cuenta si se repite.
    const otra = await medir();
    if (otra.ms > LENTO_MS) {
      resultado.lentas.push(`${que} (${Math.round(ms)} ms y ${Math.round(otra.ms)} ms)`);
    } else resultado.demorasSueltas++;
  }
  if (rechazada) {
    const esperado = identidad.rol === null ? 401 : 403;
    if (r.statusCode !== esperado) resultado.noRechazadas.push(`${que} (esperado ${esperado})`);
  } else if (op.metodo === 'GET' && MARCADO_CRUDO.test(r.body)) {
    resultado.marcadoCrudo.push(que);
  }
  return r.statusCode;
}

/**
 * La operación de otra identidad pudo cerrar esta sesión con derecho (un administrador que da
 * de baja al proveedor 1 cierra las sesiones de su staff): para probar el 403 de un rol hace
 * falta una sesión viva, así que se recrea el usuario si `/sesion/` ya no la reconoce.
 */
async function asegurarSesion(identidad: Identidad): Promise<void> {
  if (identidad.rol === null || !identidad.token) return;
  const r = await app.inject({
    method: 'GET',
    url: '/api/sesion/',
    headers: { authorization: `Token ${identidad.token}` },
  });
  if (r.statusCode !== 401) return;
  identidad.token = (await crearUsuario(app, identidad.rol)).token;
  resultado.usuariosRecreados++;
}

async function campania(): Promise<void> {
  const inicio = performance.now();
  const azar = aleatorio(SEMILLA);
  const archivos = { enorme: pngEnorme(16_000), grande: Buffer.alloc(20 * 1024 * 1024 + 1024, 7) };
  const identidades: Identidad[] = [{ nombre: 'anónimo', rol: null }];
  for (const rol of ROLES)
    identidades.push({ nombre: rol, rol, token: (await crearUsuario(app, rol)).token });
  const acceso = new Map(app.rutas.map((r) => [`${r.metodo} ${r.url}`, r.acceso]));

  // Primero las escrituras, después las lecturas: así los GET ven lo que se guardó.
  const operaciones = operacionesDelContrato().sort(
    (a, b) => Number(a.metodo === 'GET') - Number(b.metodo === 'GET'),
  );
  for (const op of operaciones) {
    const declarado: Acceso | undefined = acceso.get(`${op.metodo} ${op.rutaFastify}`);
    if (declarado === undefined) resultado.sinAcceso.push(`${op.metodo} ${op.ruta}`);
    const todas = peticionesDe(op, archivos);
    const paraRechazados = todas.filter(
      (p) =>
        CLASES_PARA_RECHAZADOS.has(p.clase) ||
        p.clase.endsWith('-no-numerico') ||
        p.clase.endsWith('-byte-nul'),
    );
    const permitidas: Identidad[] = [];
    for (const identidad of identidades) {
      const usuario = identidad.rol === null ? null : usuarioConRol(identidad.rol);
      if (declarado === undefined || permite(declarado, usuario)) {
        permitidas.push(identidad);
        continue;
      }
      await asegurarSesion(identidad);
      for (const p of paraRechazados) await enviar(op, identidad, p, true);
    }
    for (const [i, identidad] of permitidas.entries()) {
      const elegidas = i === 0 ? todas : muestra(todas, MUESTRA_POR_IDENTIDAD, azar);
      let sinSesion = false;
      for (const p of elegidas) {
        const status = await enviar(op, identidad, p, false);
        if (status === 401 && identidad.token) sinSesion = true;
      }
      // Una operación pudo cerrar la sesión o dar de baja la cuenta: usuario nuevo.
      if (sinSesion && identidad.rol !== null) {
        identidad.token = (await crearUsuario(app, identidad.rol)).token;
        resultado.usuariosRecreados++;
      }
    }
  }
  resultado.duracionS = (performance.now() - inicio) / 1000;
}

beforeAll(async () => {
  almacen = await mkdtemp(path.join(tmpdir(), 'nemu-hostil-'));
  ({ app, cerrar } = await appConBasePropia({ storageDir: almacen }));
  await campania();
}, 300_000);

afterAll(async () => {
  const c = resultado.porClase;
  console.log(
    `sonda hostil: ${resultado.peticiones} peticiones en ${resultado.duracionS.toFixed(1)} s · ` +
      `2xx=${c['2xx']} 3xx=${c['3xx']} 4xx=${c['4xx']} 5xx=${c['5xx']} · ` +
      `lentas(>2 s dos veces)=${resultado.lentas.length} · demoras sueltas=${resultado.demorasSueltas} · más lenta ${Math.round(resultado.masLenta.ms)} ms (${resultado.masLenta.que}) · ` +
      `no rechazadas=${resultado.noRechazadas.length} · marcado crudo=${resultado.marcadoCrudo.length} · ` +
      `usuarios recreados=${resultado.usuariosRecreados}`,
  );
  await cerrar?.();
  if (almacen) await rm(almacen, { recursive: true, force: true });
});

describe('sonda hostil sobre todo openapi.json', () => {
  it('recorre todas las operaciones del contrato', () => {
    expect(operacionesDelContrato().length).toBeGreaterThan(100);
    expect(resultado.peticiones).toBeGreaterThan(1_000);
  });

  it('cada operación del contrato figura en la tabla de rutas con su acceso', () => {
    expect(resultado.sinAcceso).toEqual([]);
  });

  it('ninguna respuesta 5xx', () => {
    expect(resultado.errores5xx).toEqual([]);
  });

  it(`ninguna respuesta tarda más de ${LENTO_MS} ms`, () => {
    expect(resultado.lentas).toEqual([]);
  });

  it('quien no tiene permiso recibe 401/403 antes de cualquier validación', () => {
    expect(resultado.noRechazadas).toEqual([]);
  });

  it('ningún marcado enviado vuelve crudo en un GET posterior', () => {
    expect(resultado.marcadoCrudo).toEqual([]);
  });
});
