import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MENSAJES } from '@nemu/domain';
import { ROLES, type Rol } from './lib/acceso.js';
import { Conflicto } from './lib/errores.js';
import { tipoVehiculo } from './modules/flota/flota.tables.js';
import { appDePrueba, unico } from './test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from './test/usuarios-de-prueba.js';

// Rutas sólo de prueba para ejercitar las convenciones transversales.
async function rutasDePrueba(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      for (const rol of ROLES) {
        api.get(`/prueba/rol/${rol}/`, { config: { acceso: [rol] } }, async () => ({ ok: rol }));
      }
      api.post('/prueba/eco/', { config: { acceso: 'publico' } }, async (request) => request.body);
      api.get('/prueba/conflicto/', { config: { acceso: 'publico' } }, async () => {
        throw new Conflicto('Sin stock suficiente.', { disponible: 0 });
      });
      api.get('/prueba/falla/', { config: { acceso: 'publico' } }, async () => {
        throw new Error('detalle interno secreto');
      });
      api.get('/prueba/sin-acceso/', async () => ({ expuesto: true }));
    },
    { prefix: '/api' },
  );
}

let app: FastifyInstance;
const usuarios = new Map<Rol, UsuarioDePrueba>();

beforeAll(async () => {
  app = await appDePrueba({ loginRateLimit: { max: 3, windowMs: 60_000 } }, rutasDePrueba);
  for (const rol of ROLES) usuarios.set(rol, await crearUsuario(app, rol));
});
afterAll(async () => app.close());

function usuarioDe(rol: Rol): UsuarioDePrueba {
  const u = usuarios.get(rol);
  if (!u) throw new Error(`sin usuario ${rol}`);
  return u;
}

describe('salud y documentación', () => {
  it('GET /api/health/ informa el estado de la base', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ estado: 'ok', base_de_datos: { ok: true } });
  });

  it('sirve el OpenAPI generado desde zod en /api/docs', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/login/');
  });

  it('agrega las cabeceras de seguridad de helmet', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('tabla de rutas', () => {
  it('cada ruta de la API declara quién puede llamarla', () => {
    const sinDeclarar = app.rutas
      .filter((r) => r.acceso === undefined && !r.url.startsWith('/api/prueba/'))
      .map((r) => `${r.metodo} ${r.url}`);
    expect(sinDeclarar).toEqual([]);
    expect(app.rutas.length).toBeGreaterThan(5);
  });

  it('una ruta sin declaración de acceso se deniega por defecto', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/prueba/sin-acceso/' });
    expect(r.statusCode).toBe(403);
  });
});

describe('guardia de roles', () => {
  for (const rol of ROLES) {
    it(`/${rol}/ admite a su rol, rechaza a los demás (403) y al anónimo (401)`, async () => {
      const url = `/api/prueba/rol/${rol}/`;
      const propio = await app.inject({
        method: 'GET',
        url,
        headers: autorizacion(usuarioDe(rol)),
      });
      expect(propio.statusCode).toBe(200);

      const anonimo = await app.inject({ method: 'GET', url });
      expect(anonimo.statusCode).toBe(401);
      expect(anonimo.json()).toEqual({ detail: MENSAJES.noAutenticado });

      // El cliente es un rol que todo usuario tiene; los demás son exclusivos.
      const otros = ROLES.filter(
        (r) =>
          r !== rol && rol !== 'cliente' && !(rol === 'proveedor' && r === 'proveedor_propietario'),
      );
      for (const otro of otros) {
        const ajeno = await app.inject({
          method: 'GET',
          url,
          headers: autorizacion(usuarioDe(otro)),
        });
        expect(ajeno.statusCode, `${otro} en ${url}`).toBe(403);
        expect(ajeno.json()).toEqual({ detail: MENSAJES.sinPermiso });
      }
    });
  }

  it('un token inválido responde 401 aun en rutas públicas', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { authorization: 'Token 0000000000000000000000000000000000000000' },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ detail: MENSAJES.tokenInvalido });
  });
});

describe('inicio y cierre de sesión', () => {
  it('emite un token que autentica y que el logout revoca', async () => {
    const u = await crearUsuario(app, 'cliente', { password: 'clave-segura-1' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: u.username.toUpperCase(), password: 'clave-segura-1' },
    });
    expect(login.statusCode).toBe(200);
    const sesion = login.json<{ token: string; id: number; administrador: boolean }>();
    expect(sesion).toMatchObject({ id: u.id, administrador: false });
    expect(sesion.token).toMatch(/^[0-9a-f]{40}$/);

    const headers = { authorization: `Token ${sesion.token}` };
    const actual = await app.inject({ method: 'GET', url: '/api/sesion/', headers });
    expect(actual.statusCode).toBe(200);
    expect(actual.json()).toMatchObject({ id: u.id, username: u.username });

    const salir = await app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers,
      payload: { device_id: 'web' },
    });
    expect(salir.statusCode).toBe(204);
    const despues = await app.inject({ method: 'GET', url: '/api/sesion/', headers });
    expect(despues.statusCode).toBe(401);
  });

  it('acepta el e-mail como identificador en /autenticar/', async () => {
    const u = await crearUsuario(app, 'cliente', { password: 'otra-clave-2' });
    const r = await app.inject({
      method: 'POST',
      url: '/api/autenticar/',
      payload: { username: `${u.username}@ejemplo.com.py`, password: 'otra-clave-2' },
    });
    expect(r.statusCode).toBe(200);
  });

  it('credenciales incorrectas: 400 con non_field_errors en español', async () => {
    const u = await crearUsuario(app, 'cliente', { password: 'la-correcta' });
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: u.username, password: 'incorrecta' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ non_field_errors: [MENSAJES.credencialesInvalidas] });
  });

  it('limita los intentos fallidos por cuenta (429)', async () => {
    const u = await crearUsuario(app, 'cliente', { password: 'la-buena' });
    const intento = () =>
      app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: u.username, password: 'mala' },
      });
    for (let i = 0; i < 3; i++) expect((await intento()).statusCode).toBe(400);
    const bloqueado = await intento();
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({ detail: MENSAJES.demasiadasSolicitudes });
    // Ni siquiera la contraseña correcta pasa mientras dura el bloqueo.
    const correcta = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: u.username, password: 'la-buena' },
    });
    expect(correcta.statusCode).toBe(429);
  });
});

describe('formas de error', () => {
  it('400 con errores por campo cuando falta un dato', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'alguien' },
    });
    expect(r.statusCode).toBe(400);
    const cuerpo = r.json<Record<string, string[]>>();
    expect(Object.keys(cuerpo)).toEqual(['password']);
    expect(cuerpo.password?.[0]).toMatch(/[a-záéíóúñ]/i);
  });

  it('JSON mal formado: 400 con non_field_errors', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "x", ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ non_field_errors: [MENSAJES.jsonInvalido] });
  });

  it('404 en español para una ruta inexistente', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/no-existe/' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ detail: MENSAJES.noEncontrado });
  });

  it('409 con el detalle del conflicto', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/prueba/conflicto/' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ detail: 'Sin stock suficiente.', disponible: 0 });
  });

  it('500 sin mostrar detalles internos', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/prueba/falla/' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ detail: MENSAJES.errorInterno });
    expect(r.body).not.toContain('secreto');
  });
});

describe('normalización de la entrada', () => {
  it('quita etiquetas y entidades HTML del texto libre, sin tocar contraseñas', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/prueba/eco/',
      payload: {
        nombre: '<b>Chipa</b> &amp; cocido<script>alert(1)</script>',
        items: [{ nota: '<i>sin</i> azúcar' }],
        password: '<b>no-se-toca</b>',
      },
    });
    expect(r.json()).toEqual({
      nombre: 'Chipa & cocido',
      items: [{ nota: 'sin azúcar' }],
      password: '<b>no-se-toca</b>',
    });
  });

  it('guarda los teléfonos como 595…', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/prueba/eco/',
      payload: { nro_telefono: '0981 123 456' },
    });
    expect(r.json()).toEqual({ nro_telefono: '595981123456' });
  });
});

describe('paginado al estilo DRF', () => {
  const marca = unico('pag');
  beforeAll(async () => {
    await app.db
      .insert(tipoVehiculo)
      .values(
        ['A', 'B', 'C', 'D', 'E'].map((l, i) => ({
          nombre: `${marca} ${l}`,
          precio_km: 1000 * (5 - i),
        })),
      );
  });

  it('responde {count, next, previous, results} con page y page_size', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/tipo-vehiculo/?search=${marca}&page=1&page_size=2&ordering=nombre`,
    });
    expect(r.statusCode).toBe(200);
    const pagina = r.json<{
      count: number;
      next: string | null;
      previous: string | null;
      results: { nombre: string }[];
    }>();
    expect(pagina.count).toBe(5);
    expect(pagina.previous).toBeNull();
    expect(pagina.next).toContain('page=2');
    expect(pagina.results.map((t) => t.nombre)).toEqual([`${marca} A`, `${marca} B`]);

    const ultima = await app.inject({
      method: 'GET',
      url: `/api/tipo-vehiculo/?search=${marca}&page=3&perPage=2&ordering=nombre`,
    });
    const p3 = ultima.json<{ next: string | null; previous: string | null; results: unknown[] }>();
    expect(p3.results).toHaveLength(1);
    expect(p3.next).toBeNull();
    expect(p3.previous).toContain('page=2');
  });

  it('ordena descendente con "-campo" y por varios campos', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/tipo-vehiculo/?search=${marca}&page=1&ordering=-precio_km,nombre`,
    });
    const nombres = r.json<{ results: { nombre: string }[] }>().results.map((t) => t.nombre);
    expect(nombres).toEqual(['A', 'B', 'C', 'D', 'E'].map((l) => `${marca} ${l}`));
    const asc = await app.inject({
      method: 'GET',
      url: `/api/tipo-vehiculo/?search=${marca}&page=1&ordering=precio_km`,
    });
    expect(asc.json<{ results: { nombre: string }[] }>().results[0]?.nombre).toBe(`${marca} E`);
  });

  it('una página fuera de rango es 404 y un tamaño inválido es 400', async () => {
    const fuera = await app.inject({
      method: 'GET',
      url: `/api/tipo-vehiculo/?search=${marca}&page=9`,
    });
    expect(fuera.statusCode).toBe(404);
    expect(fuera.json()).toEqual({ detail: MENSAJES.paginaInvalida });
    const malo = await app.inject({
      method: 'GET',
      url: '/api/tipo-vehiculo/?page=1&page_size=5000',
    });
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json())).toEqual(['page_size']);
  });

  it('sin page devuelve la lista simple', async () => {
    const r = await app.inject({ method: 'GET', url: `/api/tipo-vehiculo/?search=${marca}` });
    expect(Array.isArray(r.json())).toBe(true);
    expect(r.json()).toHaveLength(5);
  });
});
