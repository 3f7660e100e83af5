import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario } from '../../test/usuarios-de-prueba.js';
import { outboxEmail } from '../soporte/soporte.tables.js';
import { restablecimientoContrasena, tokenSesion, usuario } from './cuentas.tables.js';
import { datoFacturacion } from '../facturacion/facturacion.tables.js';

const CLIENTE_GOOGLE = 'nemu-web.apps.googleusercontent.com';
const CLIENTE_APPLE = 'py.nemu.app';
const EMISOR_GOOGLE = 'https://accounts.google.com';
const EMISOR_APPLE = 'https://appleid.apple.com';

let app: FastifyInstance;
let servidor: Server;
let base = '';
let claves: Awaited<ReturnType<typeof generateKeyPair>>;
let otraClave: Awaited<ReturnType<typeof generateKeyPair>>;
/** Respuestas del Facebook local: token → usuario. */
const tokensFacebook = new Map<string, { user_id: string; app_id: string; email: string }>();

beforeAll(async () => {
  claves = await generateKeyPair('RS256');
  otraClave = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(claves.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  servidor = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/jwks') return res.end(JSON.stringify({ keys: [jwk] }));
    if (url.pathname === '/debug_token') {
      const t = tokensFacebook.get(url.searchParams.get('input_token') ?? '');
      const esApp = url.searchParams.get('access_token') === 'fbapp|secreto';
      return res.end(
        JSON.stringify({
          data:
            t && esApp
              ? { is_valid: true, app_id: t.app_id, user_id: t.user_id }
              : { is_valid: false },
        }),
      );
    }
    if (url.pathname === '/me') {
      const t = tokensFacebook.get(url.searchParams.get('access_token') ?? '');
      if (!t) {
        res.statusCode = 400;
        return res.end('{}');
      }
      return res.end(
        JSON.stringify({ id: t.user_id, email: t.email, first_name: 'Fede', last_name: 'Ayala' }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  app = await appDePrueba({
    publicUrl: 'http://nemu.prueba',
    social: {
      google: { clientId: CLIENTE_GOOGLE, jwksUrl: `${base}/jwks`, issuers: [EMISOR_GOOGLE] },
      apple: { clientId: CLIENTE_APPLE, jwksUrl: `${base}/jwks`, issuers: [EMISOR_APPLE] },
      facebook: {
        appId: 'fbapp',
        appSecret: 'secreto',
        debugTokenUrl: `${base}/debug_token`,
        perfilUrl: `${base}/me`,
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((ok) => servidor.close(ok));
});

function registroValido(extra: Record<string, string> = {}) {
  const u = unico('nuevo');
  return {
    first_name: 'Ana',
    last_name: 'Benítez',
    email: `${u}@correo.com.py`,
    password: 'clave-segura-1',
    nro_telefono: '0981 123 456',
    nro_documento: String(Math.floor(Math.random() * 9e8) + 1e6),
    ...extra,
  };
}

function multipart(campos: Record<string, string>, archivo?: { campo: string; datos: Buffer }) {
  const limite = `----nemu${Date.now()}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) {
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (archivo) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${archivo.campo}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      archivo.datos,
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    payload: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

describe('POST /api/registro-cliente/', () => {
  it('registra por multipart con imagen, inicia sesión y guarda el teléfono como 595…', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const datos = registroValido({ recibir_ofertas: 'false', recibir_notificaciones: 'true' });
    const r = await app.inject({
      method: 'POST',
      url: '/api/registro-cliente/',
      ...multipart(datos, { campo: 'imagen_perfil', datos: png }),
    });
    expect(r.statusCode, r.body).toBe(201);
    const sesion = r.json<{
      id: number;
      token: string;
      nro_telefono: string;
      imagen_perfil: string;
      email: string;
    }>();
    expect(sesion.token).toMatch(/^[a-f0-9]{40}$/);
    expect(sesion.nro_telefono).toBe('595981123456');
    expect(sesion.email).toBe(datos.email);
    expect(sesion.imagen_perfil).toMatch(/^perfiles\/.+\.webp$/);
    const [fila] = await app.db.select().from(usuario).where(eq(usuario.id, sesion.id));
    expect(fila?.recibir_ofertas_email).toBeNull();
    expect(fila?.recibir_ofertas_notificacion).toBe(true);
    expect(fila?.password_hash).toMatch(/^\$argon2id\$/);
    const yo = await app.inject({
      method: 'GET',
      url: '/api/sesion/',
      headers: autorizacion(sesion),
    });
    expect(yo.statusCode).toBe(200);
  });

  it('empresa (tipo 20): RUC y razón social de la empresa como dato de facturación', async () => {
    const datos = registroValido({
      tipo: '20',
      empresa_ruc: '80028061-0',
      empresa_razon_social: 'Ferretería Central S.A.',
      ruc: '1234567-9',
      razon_social: 'Ana Benítez',
    });
    const r = await app.inject({ method: 'POST', url: '/api/registro-cliente/', payload: datos });
    expect(r.statusCode, r.body).toBe(201);
    const s = r.json<{
      ruc: string;
      datos_facturacion: { ruc: string; razon_social: string; default: boolean }[];
    }>();
    expect(s.ruc).toBe('1234567-9');
    expect(s.datos_facturacion).toEqual([
      expect.objectContaining({
        ruc: '80028061-0',
        razon_social: 'Ferretería Central S.A.',
        default: true,
      }),
    ]);
  });

  it('400 con errores por campo: datos inválidos, empresa sin RUC y duplicados', async () => {
    const malo = await app.inject({
      method: 'POST',
      url: '/api/registro-cliente/',
      payload: {
        ...registroValido(),
        email: 'no-es-correo',
        password: '123',
        nro_telefono: '12',
        ruc: '80012345-6',
      },
    });
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json())).toEqual(
      expect.arrayContaining(['email', 'password', 'nro_telefono', 'ruc']),
    );
    expect(malo.json().ruc).toEqual([MENSAJES.rucInvalido]);

    const empresa = await app.inject({
      method: 'POST',
      url: '/api/registro-cliente/',
      payload: { ...registroValido(), tipo: 20 },
    });
    expect(empresa.statusCode).toBe(400);
    expect(empresa.json()).toMatchObject({ empresa_ruc: [MENSAJES.campoRequerido] });

    const datos = registroValido();
    expect(
      (await app.inject({ method: 'POST', url: '/api/registro-cliente/', payload: datos }))
        .statusCode,
    ).toBe(201);
    const repetido = await app.inject({
      method: 'POST',
      url: '/api/registro-cliente/',
      payload: { ...datos, email: datos.email.toUpperCase() },
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json()).toEqual({
      username: [MENSAJES.usernameEnUso],
      email: [MENSAJES.emailEnUso],
      nro_documento: [MENSAJES.documentoEnUso],
    });
  });

  it('rechaza un archivo que no es imagen', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/registro-cliente/',
      ...multipart(registroValido(), {
        campo: 'imagen_perfil',
        datos: Buffer.from('no soy imagen'),
      }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ imagen_perfil: [MENSAJES.imagenInvalida] });
  });
});

describe('recuperación de contraseña', () => {
  async function registrar() {
    const datos = registroValido();
    const r = await app.inject({ method: 'POST', url: '/api/registro-cliente/', payload: datos });
    return { ...datos, ...r.json<{ id: number; token: string }>() };
  }
  async function tokenDelCorreo(email: string): Promise<string> {
    const [correo] = await app.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.para, email))
      .orderBy(outboxEmail.id);
    const m = /token=([a-f0-9]+)/.exec(correo?.cuerpo_texto ?? '');
    if (!m?.[1]) throw new Error('sin enlace en el correo');
    return m[1];
  }

  it('misma respuesta exista o no el correo; el enlace va a la bandeja', async () => {
    const u = await registrar();
    const existe = await app.inject({
      method: 'POST',
      url: '/api/recuperar-contrasena/',
      payload: { email: u.email },
    });
    const noExiste = await app.inject({
      method: 'POST',
      url: '/api/recuperar-contrasena/',
      payload: { email: `${unico('nadie')}@correo.com.py` },
    });
    expect(existe.statusCode).toBe(200);
    expect(noExiste.statusCode).toBe(200);
    expect(existe.json()).toEqual(noExiste.json());
    const token = await tokenDelCorreo(u.email);
    expect(token.length).toBe(80);
    const malo = await app.inject({
      method: 'POST',
      url: '/api/recuperar-contrasena/',
      payload: { email: 'x' },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toEqual({ email: [MENSAJES.emailInvalido] });
  });

  it('el enlace fija la contraseña una sola vez y revoca las sesiones', async () => {
    const u = await registrar();
    await app.inject({
      method: 'POST',
      url: '/api/recuperar-contrasena/',
      payload: { email: u.email },
    });
    const token = await tokenDelCorreo(u.email);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/restablecer-contrasena/',
      payload: { token, password: 'nueva-clave-99' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const segunda = await app.inject({
      method: 'POST',
      url: '/api/restablecer-contrasena/',
      payload: { token, password: 'otra-clave-99' },
    });
    expect(segunda.statusCode).toBe(400);
    expect(segunda.json()).toEqual({ non_field_errors: [MENSAJES.enlaceRecuperacionInvalido] });
    const vieja = await app.inject({
      method: 'GET',
      url: '/api/sesion/',
      headers: autorizacion(u),
    });
    expect(vieja.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: u.email, password: 'nueva-clave-99' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('un enlace vencido no sirve; contraseña corta es error de campo', async () => {
    const u = await registrar();
    await app.inject({
      method: 'POST',
      url: '/api/recuperar-contrasena/',
      payload: { email: u.email },
    });
    const token = await tokenDelCorreo(u.email);
    await app.db
      .update(restablecimientoContrasena)
      .set({ expira_en: new Date(Date.now() - 1000) })
      .where(eq(restablecimientoContrasena.usuario_id, u.id));
    const corta = await app.inject({
      method: 'POST',
      url: '/api/restablecer-contrasena/',
      payload: { token, password: 'corta' },
    });
    expect(corta.json()).toEqual({ password: [MENSAJES.passwordMuyCorta] });
    const vencido = await app.inject({
      method: 'POST',
      url: '/api/restablecer-contrasena/',
      payload: { token, password: 'nueva-clave-99' },
    });
    expect(vencido.statusCode).toBe(400);
  });

  it('GET /api/outbox-email/ sólo para administradores, paginado', async () => {
    const admin = await crearUsuario(app, 'administrador');
    const cliente = await crearUsuario(app, 'cliente');
    const r = await app.inject({
      method: 'GET',
      url: '/api/outbox-email/?page_size=1',
      headers: autorizacion(admin),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      results: [expect.objectContaining({ asunto: expect.any(String) })],
    });
    expect(r.json<{ count: number }>().count).toBeGreaterThanOrEqual(1);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/outbox-email/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/outbox-email/' })).statusCode).toBe(401);
  });
});

describe('inicio de sesión social', () => {
  async function idToken(opciones: {
    aud?: string;
    iss?: string;
    clave?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    exp?: number;
    sub?: string;
    email?: string;
  }) {
    return new SignJWT({
      email: opciones.email ?? `${unico('g')}@gmail.com`,
      email_verified: true,
      given_name: 'Gabi',
      family_name: 'Rojas',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(opciones.iss ?? EMISOR_GOOGLE)
      .setAudience(opciones.aud ?? CLIENTE_GOOGLE)
      .setSubject(opciones.sub ?? unico('sub'))
      .setIssuedAt()
      .setExpirationTime(opciones.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(opciones.clave ?? claves.privateKey);
  }

  it('GET /api/login-social/ dice qué botones mostrar', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/login-social/' });
    expect(r.json()).toEqual({
      google: { client_id: CLIENTE_GOOGLE },
      apple: { client_id: CLIENTE_APPLE },
      facebook: { app_id: 'fbapp' },
    });
    const sin = await appDePrueba();
    try {
      const vacio = await sin.inject({ method: 'GET', url: '/api/login-social/' });
      expect(vacio.json()).toEqual({ google: null, apple: null, facebook: null });
      const r2 = await sin.inject({
        method: 'POST',
        url: '/api/google-login/',
        payload: { token: 'x' },
      });
      expect(r2.statusCode).toBe(400);
    } finally {
      await sin.close();
    }
  });

  it('Google: crea la cuenta, la marca social y la reutiliza; vincula por e-mail verificado', async () => {
    const sub = unico('sub');
    const email = `${unico('g')}@gmail.com`;
    const r = await app.inject({
      method: 'POST',
      url: '/api/google-login/',
      payload: { token: await idToken({ sub, email }), data: {} },
    });
    expect(r.statusCode, r.body).toBe(200);
    const s = r.json<{
      id: number;
      token: string;
      registro_redes_sociales: boolean;
      first_name: string;
    }>();
    expect(s).toMatchObject({ registro_redes_sociales: true, first_name: 'Gabi' });
    const otra = await app.inject({
      method: 'POST',
      url: '/api/google-login/',
      payload: { token: await idToken({ sub, email }) },
    });
    expect(otra.json<{ id: number }>().id).toBe(s.id);

    const existente = await crearUsuario(app, 'cliente');
    const vinculada = await app.inject({
      method: 'POST',
      url: '/api/google-login/',
      payload: { token: await idToken({ email: `${existente.username}@ejemplo.com.py` }) },
    });
    expect(vinculada.json<{ id: number }>().id).toBe(existente.id);
  });

  it.each([
    ['audiencia', { aud: 'otra-app' }],
    ['emisor', { iss: 'https://malicioso.example' }],
    ['vencido', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('Google rechaza el token con %s incorrecto', async (_, opciones) => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/google-login/',
      payload: { token: await idToken(opciones) },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      non_field_errors: ['No se pudo verificar el inicio de sesión con Google. Intente de nuevo.'],
    });
  });

  it('rechaza una firma de otra clave y un token sin forma; falta de token es 400 de campo', async () => {
    const firmaAjena = await app.inject({
      method: 'POST',
      url: '/api/google-login/',
      payload: { token: await idToken({ clave: otraClave.privateKey }) },
    });
    expect(firmaAjena.statusCode).toBe(400);
    const basura = await app.inject({
      method: 'POST',
      url: '/api/google-login/',
      payload: { token: 'abc.def.ghi' },
    });
    expect(basura.statusCode).toBe(400);
    const sinToken = await app.inject({ method: 'POST', url: '/api/google-login/', payload: {} });
    expect(sinToken.statusCode).toBe(400);
    expect(Object.keys(sinToken.json())).toEqual(['token']);
  });

  it('Apple: verifica con su emisor y audiencia y toma el nombre de la primera vez', async () => {
    const token = await idToken({ iss: EMISOR_APPLE, aud: CLIENTE_APPLE });
    const r = await app.inject({
      method: 'POST',
      url: '/api/apple-login/',
      payload: {
        data: { identityToken: token, fullName: { givenName: 'Lía', familyName: 'Duarte' } },
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      first_name: 'Lía',
      last_name: 'Duarte',
      registro_redes_sociales: true,
    });
    const conAudienciaGoogle = await app.inject({
      method: 'POST',
      url: '/api/apple-login/',
      payload: { data: { identityToken: await idToken({ iss: EMISOR_APPLE }) } },
    });
    expect(conAudienciaGoogle.statusCode).toBe(400);
  });

  it('Facebook: valida con debug_token de la app y rechaza tokens de otra app', async () => {
    const email = `${unico('fb')}@correo.com.py`;
    tokensFacebook.set('tok-bueno', { user_id: unico('fbid'), app_id: 'fbapp', email });
    tokensFacebook.set('tok-otra-app', { user_id: unico('fbid'), app_id: 'otra', email });
    const r = await app.inject({
      method: 'POST',
      url: '/api/fb-login/',
      payload: { accessToken: 'tok-bueno' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ email, first_name: 'Fede', registro_redes_sociales: true });
    for (const accessToken of ['tok-otra-app', 'tok-desconocido']) {
      const malo = await app.inject({
        method: 'POST',
        url: '/api/fb-login/',
        payload: { accessToken },
      });
      expect(malo.statusCode).toBe(400);
    }
  });
});

describe('modo, dispositivo y baja', () => {
  it('POST /api/cambiar-modo-app/ aplica las reglas de §4', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const proveedor = await crearUsuario(app, 'proveedor_propietario');
    const chofer = await crearUsuario(app, 'transportista');
    const cambiar = (u: { token: string }, modo: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/cambiar-modo-app/',
        headers: autorizacion(u),
        payload: { modo },
      });

    const aProveedor = await cambiar(cliente, 20);
    expect(aProveedor.statusCode).toBe(200);
    expect(aProveedor.json()).toEqual({
      cambiado: false,
      modo_uso_app: 10,
      accion: 'registrar_proveedor',
      redireccion: '/proveedor',
      mensaje: MENSAJES.modoRequiereProveedor,
    });
    expect((await cambiar(cliente, 30)).json()).toMatchObject({
      cambiado: false,
      accion: 'registrar_transportista',
      redireccion: '/driver/registro',
    });
    expect((await cambiar(proveedor, 20)).json()).toMatchObject({
      cambiado: true,
      modo_uso_app: 20,
      redireccion: '/proveedor',
    });
    expect((await cambiar(chofer, '30')).json()).toMatchObject({
      cambiado: true,
      modo_uso_app: 30,
    });
    const sesion = await app.inject({
      method: 'GET',
      url: '/api/sesion/',
      headers: autorizacion(chofer),
    });
    expect(sesion.json()).toMatchObject({ modo_uso_app: 30 });
    expect((await cambiar(chofer, 10)).json()).toMatchObject({ cambiado: true, redireccion: '/' });

    const malo = await cambiar(cliente, 40);
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json())).toEqual(['modo']);
    expect(
      (await app.inject({ method: 'POST', url: '/api/cambiar-modo-app/', payload: { modo: 10 } }))
        .statusCode,
    ).toBe(401);
  });

  it('POST /api/set-device/ guarda el token push del propio usuario', async () => {
    const u = await crearUsuario(app, 'cliente');
    const otro = await crearUsuario(app, 'cliente');
    const push = unico('push');
    const r = await app.inject({
      method: 'POST',
      url: '/api/set-device/',
      headers: { ...autorizacion(u), 'x-device-id': 'disp-1' },
      payload: { user_id: u.id, push_token: push, activo: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ push_token: push, activo: true });
    const apagado = await app.inject({
      method: 'POST',
      url: '/api/set-device/',
      headers: autorizacion(u),
      payload: { user_id: u.id, push_token: push, activo: false },
    });
    expect(apagado.json()).toMatchObject({ activo: false });
    const ajeno = await app.inject({
      method: 'POST',
      url: '/api/set-device/',
      headers: autorizacion(u),
      payload: { user_id: otro.id, push_token: unico('push') },
    });
    expect(ajeno.statusCode).toBe(403);
    const malo = await app.inject({
      method: 'POST',
      url: '/api/set-device/',
      headers: autorizacion(u),
      payload: { user_id: u.id },
    });
    expect(Object.keys(malo.json())).toEqual(['push_token']);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/set-device/',
          payload: { user_id: 1, push_token: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('logout revoca el token', async () => {
    const u = await crearUsuario(app, 'cliente');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/logout/',
          headers: autorizacion(u),
          payload: {},
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/sesion/', headers: autorizacion(u) }))
        .statusCode,
    ).toBe(401);
  });

  it('POST /api/borrar-cuenta/ sin borrarDatos desactiva y revoca; con borrarDatos anonimiza', async () => {
    const a = await crearUsuario(app, 'cliente', { password: 'clave-segura-1' });
    const r = await app.inject({
      method: 'POST',
      url: '/api/borrar-cuenta/',
      headers: autorizacion(a),
      payload: {},
    });
    expect(r.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/sesion/', headers: autorizacion(a) }))
        .statusCode,
    ).toBe(401);
    const [filaA] = await app.db.select().from(usuario).where(eq(usuario.id, a.id));
    expect(filaA).toMatchObject({ activo: false, username: a.username, anonimizado_en: null });

    const b = await crearUsuario(app, 'cliente', { password: 'clave-segura-1' });
    await app.db
      .insert(datoFacturacion)
      .values({ usuario_id: b.id, ruc: '80028061-0', razon_social: 'X S.A.' });
    const borrar = await app.inject({
      method: 'POST',
      url: '/api/borrar-cuenta/',
      headers: autorizacion(b),
      payload: { borrarDatos: true },
    });
    expect(borrar.statusCode).toBe(204);
    const [filaB] = await app.db.select().from(usuario).where(eq(usuario.id, b.id));
    expect(filaB).toMatchObject({
      activo: false,
      email: null,
      username: `eliminado_${b.id}`,
      password_hash: null,
      first_name: 'Usuario',
    });
    expect(filaB?.anonimizado_en).not.toBeNull();
    expect(
      await app.db.select().from(datoFacturacion).where(eq(datoFacturacion.usuario_id, b.id)),
    ).toEqual([]);
    const vivos = await app.db.select().from(tokenSesion).where(eq(tokenSesion.usuario_id, b.id));
    expect(vivos.every((t) => t.revocado_en !== null)).toBe(true);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: b.username, password: 'clave-segura-1' },
    });
    expect(login.statusCode).toBe(400);
    const malo = await app.inject({
      method: 'POST',
      url: '/api/borrar-cuenta/',
      headers: autorizacion(await crearUsuario(app, 'cliente')),
      payload: { borrarDatos: 'tal vez' },
    });
    expect(Object.keys(malo.json())).toEqual(['borrarDatos']);
    expect(
      (await app.inject({ method: 'POST', url: '/api/borrar-cuenta/', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('/api/cliente/', () => {
  it('GET y PATCH del propio perfil; otro cliente recibe 403; admin puede todo', async () => {
    const u = await crearUsuario(app, 'cliente');
    const otro = await crearUsuario(app, 'cliente');
    const admin = await crearUsuario(app, 'administrador');
    const propio = await app.inject({
      method: 'GET',
      url: `/api/cliente/${u.id}/`,
      headers: autorizacion(u),
    });
    expect(propio.statusCode).toBe(200);
    expect(propio.json()).toMatchObject({
      id: u.id,
      nombre: 'Prueba',
      direcciones: [],
      datos_facturacion: [],
    });

    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/cliente/${u.id}/`,
      headers: autorizacion(u),
      payload: {
        first_name: '<b>María</b>',
        fecha_nacimiento: '1990-05-17',
        genero: 10,
        nro_telefono: '0971 555 444',
        notificaciones_activas: false,
        sonidos_activos: false,
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      first_name: 'María',
      fecha_nacimiento: '1990-05-17',
      genero: 10,
      nro_telefono: '595971555444',
      notificaciones_activas: false,
      sonidos_activos: false,
    });
    const sesion = await app.inject({
      method: 'GET',
      url: '/api/sesion/',
      headers: autorizacion(u),
    });
    expect(sesion.json()).toMatchObject({ notificaciones_activas: false, sonidos_activos: false });

    const malo = await app.inject({
      method: 'PATCH',
      url: `/api/cliente/${u.id}/`,
      headers: autorizacion(u),
      payload: { genero: 40, fecha_nacimiento: '1990-13-40', ruc: '80012345-6' },
    });
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json()).sort()).toEqual(['fecha_nacimiento', 'genero', 'ruc']);

    const ajeno = await app.inject({
      method: 'GET',
      url: `/api/cliente/${u.id}/`,
      headers: autorizacion(otro),
    });
    expect(ajeno.statusCode).toBe(403);
    const patchAjeno = await app.inject({
      method: 'PATCH',
      url: `/api/cliente/${u.id}/`,
      headers: autorizacion(otro),
      payload: { first_name: 'X' },
    });
    expect(patchAjeno.statusCode).toBe(403);
    const porAdmin = await app.inject({
      method: 'PATCH',
      url: `/api/cliente/${u.id}/`,
      headers: autorizacion(admin),
      payload: { last_name: 'Editada' },
    });
    expect(porAdmin.json()).toMatchObject({ last_name: 'Editada' });
    expect((await app.inject({ method: 'GET', url: `/api/cliente/${u.id}/` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/cliente/999999999/',
          headers: autorizacion(admin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('GET /api/cliente/ paginado sólo para administradores', async () => {
    const admin = await crearUsuario(app, 'administrador');
    const cliente = await crearUsuario(app, 'cliente');
    const r = await app.inject({
      method: 'GET',
      url: `/api/cliente/?page_size=1&search=${cliente.username}`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ count: 1, next: null, results: [{ id: cliente.id }] });
    const pagina = await app.inject({
      method: 'GET',
      url: '/api/cliente/?page_size=1',
      headers: autorizacion(admin),
    });
    expect(pagina.json<{ next: string | null }>().next).toContain('page=2');
    expect(
      (await app.inject({ method: 'GET', url: '/api/cliente/', headers: autorizacion(cliente) }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/cliente/' })).statusCode).toBe(401);
  });
});
