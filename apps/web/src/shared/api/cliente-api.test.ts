import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, obtenerToken, reiniciarSesion } from '../sesion/sesion.store';
import { alNoAutorizado, solicitar } from './cliente-api';
import { usuarioDemo } from '../test/usuario-demo';
import { z } from 'zod';


function responder(status: number, cuerpo?: unknown): void {
  const texto = cuerpo === undefined ? '' : typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo);
  vi.mocked(fetch).mockResolvedValueOnce(new Response(status === 204 ? null : texto, { status }));
}

function ultimaLlamada(): { url: string; init: RequestInit } {
  const [url, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
  localStorage.clear();
  // Los archivos de un proceso comparten el almacén de la sesión: otro pudo dejar una abierta.
  reiniciarSesion();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('solicitar', () => {
  it('envía las cabeceras, el cuerpo JSON y los parámetros', async () => {
    responder(200, { ok: true });
    await solicitar('/producto/', { metodo: 'POST', cuerpo: { a: 1 }, parametros: { page: 2, search: null } });
    const { url, init } = ultimaLlamada();
    const cabeceras = new Headers(init.headers);
    expect(url).toBe('/api/producto/?page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(cabeceras.get('Accept')).toBe('application/json');
    expect(cabeceras.get('X-App-Version')).toBe('1.120-web');
    expect(cabeceras.get('Content-Type')).toBe('application/json');
    expect(cabeceras.has('Authorization')).toBe(false);
  });

  it('agrega Authorization con el token de la sesión', async () => {
    iniciarSesion({ ...usuarioDemo, token: 'abc123' });
    responder(200, {});
    await solicitar('/sesion/');
    expect(new Headers(ultimaLlamada().init.headers).get('Authorization')).toBe('Token abc123');
  });

  it('devuelve ok con los datos validados por el esquema', async () => {
    responder(201, { id: 5, extra: 'x' });
    const resultado = await solicitar('/x/', { esquema: z.object({ id: z.number() }) });
    expect(resultado).toEqual({ kind: 'ok', data: { id: 5 } });
  });

  it('devuelve ok sin datos para 204', async () => {
    responder(204);
    expect(await solicitar('/logout/', { metodo: 'POST', cuerpo: {} })).toEqual({ kind: 'ok', data: null });
  });

  it('devuelve bad-data con los errores de campo de un 400', async () => {
    responder(400, { username: ['Este campo es obligatorio.'], non_field_errors: ['Usuario o contraseña incorrectos.'] });
    expect(await solicitar('/login/')).toEqual({
      kind: 'bad-data',
      errores: {
        username: ['Este campo es obligatorio.'],
        non_field_errors: ['Usuario o contraseña incorrectos.'],
      },
    });
  });

  it('devuelve bad-data si la respuesta no se puede leer o no cumple el esquema', async () => {
    responder(200, '<html>');
    expect(await solicitar('/x/')).toEqual({ kind: 'bad-data', errores: {} });
    responder(200, { id: 'no es número' });
    expect(await solicitar('/x/', { esquema: z.object({ id: z.number() }) })).toEqual({
      kind: 'bad-data',
      errores: {},
    });
  });

  it.each([
    [403, 'forbidden'],
    [404, 'not-found'],
    [408, 'timeout'],
    [409, 'rejected'],
    [429, 'rejected'],
    [500, 'server'],
    [302, 'unknown'],
  ])('clasifica el estado %i como %s y conserva el detail', async (status, kind) => {
    responder(status, { detail: 'Detalle del servidor' });
    expect(await solicitar('/x/')).toEqual({ kind, status, detalle: 'Detalle del servidor' });
  });

  it('devuelve cannot-connect si falla la red', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await solicitar('/x/')).toEqual({ kind: 'cannot-connect', status: null, detalle: null });
  });

  it('devuelve timeout a los 60 segundos', async () => {
    vi.useFakeTimers();
    vi.mocked(fetch).mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolver, rechazar) =>
          init?.signal?.addEventListener('abort', () => rechazar(new DOMException('Abortado', 'AbortError'))),
        ),
    );
    const pendiente = solicitar('/lento/');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pendiente).toEqual({ kind: 'timeout', status: null, detalle: null });
  });

  it('no devuelve nada si la solicitud se cancela', async () => {
    vi.mocked(fetch).mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolver, rechazar) =>
          init?.signal?.addEventListener('abort', () => rechazar(new DOMException('Abortado', 'AbortError'))),
        ),
    );
    const controlador = new AbortController();
    const pendiente = solicitar('/x/', { senal: controlador.signal });
    controlador.abort();
    expect(await pendiente).toBeNull();
    controlador.abort();
    expect(await solicitar('/x/', { senal: controlador.signal })).toBeNull();
  });

  it('ante unauthorized borra la sesión y avisa a los oyentes', async () => {
    iniciarSesion({ ...usuarioDemo, token: 'vencido' });
    const oyente = vi.fn();
    const quitar = alNoAutorizado(oyente);
    responder(401, { detail: 'Token inválido.' });
    expect(await solicitar('/sesion/')).toEqual({ kind: 'unauthorized', status: 401, detalle: 'Token inválido.' });
    expect(obtenerToken()).toBeNull();
    expect(localStorage.getItem('nemu.sesion')).toBeNull();
    expect(oyente).toHaveBeenCalledOnce();
    quitar();
  });
});
