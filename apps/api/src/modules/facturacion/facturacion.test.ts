import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MENSAJES, digitoVerificadorRuc } from '@nemu/domain';
import { sembrarRegistroRuc } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { parsearLineaRuc, textosDeZip } from './registro-ruc.importer.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarRegistroRuc(app.db);
});
afterAll(async () => app.close());

async function crear(u: UsuarioDePrueba, datos: Record<string, unknown>) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/datos-facturacion/',
    headers: autorizacion(u),
    payload: datos,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: number; default: boolean; ruc: string }>();
}

async function listar(u: UsuarioDePrueba) {
  const r = await app.inject({
    method: 'GET',
    url: '/api/datos-facturacion/',
    headers: autorizacion(u),
  });
  return r.json<{ id: number; default: boolean }[]>();
}

describe('/api/datos-facturacion/', () => {
  it('crea con RUC normalizado; uno solo por defecto; PATCH y DELETE', async () => {
    const u = await crearUsuario(app, 'cliente');
    const a = await crear(u, { razon_social: 'Mi Empresa S.A.', ruc: '80.028.061-0' });
    expect(a).toMatchObject({ ruc: '80028061-0', default: true });
    const b = await crear(u, {
      razon_social: 'Personal',
      ruc: '4716240' + String(digitoVerificadorRuc('4716240')),
    });
    expect(b.default).toBe(false);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/datos-facturacion/${b.id}/`,
      headers: autorizacion(u),
      payload: { default: true, razon_social: 'Personal editado' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ default: true, razon_social: 'Personal editado' });
    expect((await listar(u)).filter((d) => d.default).map((d) => d.id)).toEqual([b.id]);
    const borrar = await app.inject({
      method: 'DELETE',
      url: `/api/datos-facturacion/${b.id}/`,
      headers: autorizacion(u),
    });
    expect(borrar.statusCode).toBe(204);
    expect(await listar(u)).toEqual([expect.objectContaining({ id: a.id, default: true })]);
  });

  it('400 con dígito verificador incorrecto o sin razón social', async () => {
    const u = await crearUsuario(app, 'cliente');
    const r = await app.inject({
      method: 'POST',
      url: '/api/datos-facturacion/',
      headers: autorizacion(u),
      payload: { razon_social: '', ruc: '80012345-6' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ ruc: [MENSAJES.rucInvalido] });
    expect(Object.keys(r.json()).sort()).toEqual(['razon_social', 'ruc']);
    const d = await crear(u, { razon_social: 'X', ruc: '80028061-0' });
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/datos-facturacion/${d.id}/`,
      headers: autorizacion(u),
      payload: { ruc: '80028061-1' },
    });
    expect(patch.json()).toEqual({ ruc: [MENSAJES.rucInvalido] });
  });

  it('ajenos: 404; otro usuario por ?usuario= es 403 salvo admin; 401 sin token', async () => {
    const duena = await crearUsuario(app, 'cliente');
    const otra = await crearUsuario(app, 'cliente');
    const admin = await crearUsuario(app, 'administrador');
    const d = await crear(duena, { razon_social: 'X', ruc: '80028061-0' });
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/datos-facturacion/${d.id}/`,
      headers: autorizacion(otra),
      payload: { razon_social: 'Y' },
    });
    expect(r.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/datos-facturacion/${d.id}/`,
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/datos-facturacion/?usuario=${duena.id}`,
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(403);
    const porAdmin = await app.inject({
      method: 'GET',
      url: `/api/datos-facturacion/?usuario=${duena.id}`,
      headers: autorizacion(admin),
    });
    expect(porAdmin.json()).toEqual([expect.objectContaining({ id: d.id })]);
    expect((await app.inject({ method: 'GET', url: '/api/datos-facturacion/' })).statusCode).toBe(
      401,
    );
  });
});

describe('/api/consulta-ruc/ y el registro local', () => {
  it('responde la razón social de un RUC del registro sembrado', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/consulta-ruc/',
      payload: { ruc: `80101010${digitoVerificadorRuc('80101010')}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      razon_social: 'COMERCIAL LOS LAPACHOS S.A.',
      estado: 'ACTIVO',
    });
  });

  it('dígito verificador incorrecto: 400; válido pero desconocido: 404', async () => {
    const malo = await app.inject({
      method: 'POST',
      url: '/api/consulta-ruc/',
      payload: { ruc: '80101010-9' },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toEqual({ ruc: [MENSAJES.rucInvalido] });
    const base = '7654321';
    const desconocido = await app.inject({
      method: 'POST',
      url: '/api/consulta-ruc/',
      payload: { ruc: `${base}-${digitoVerificadorRuc(base)}` },
    });
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.json()).toEqual({ detail: MENSAJES.rucNoEncontrado });
  });

  it('parsea el formato de la DNIT y descarta dígitos verificadores incorrectos', () => {
    expect(parsearLineaRuc('80028061|EMPRESA DE PRUEBA S.A.|0|ABCD123456X|ACTIVO|')).toEqual({
      ruc: '80028061-0',
      razon_social: 'EMPRESA DE PRUEBA S.A.',
      ruc_anterior: 'ABCD123456X',
      estado: 'ACTIVO',
    });
    expect(parsearLineaRuc('80028061|EMPRESA|7||ACTIVO|')).toBeNull();
    expect(parsearLineaRuc('basura')).toBeNull();
  });

  it('POST /api/registro-ruc/importar/ (admin) acepta txt Latin-1 y zip', async () => {
    const admin = await crearUsuario(app, 'administrador');
    const cliente = await crearUsuario(app, 'cliente');
    const base = '6543210';
    const linea = `${base}|PEÑA, JOSÉ|${digitoVerificadorRuc(base)}||ACTIVO|\n80028061|MALO|5||ACTIVO|\n`;
    const txt = Buffer.from(linea, 'latin1');
    const subir = (u: UsuarioDePrueba, datos: Buffer, nombre: string) => {
      const limite = '----nemuRuc';
      const payload = Buffer.concat([
        Buffer.from(
          `--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="${nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        datos,
        Buffer.from(`\r\n--${limite}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/registro-ruc/importar/',
        headers: { ...autorizacion(u), 'content-type': `multipart/form-data; boundary=${limite}` },
        payload,
      });
    };
    const r = await subir(admin, txt, 'ruc6.txt');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ leidas: 2, importadas: 1, invalidas: 1 });
    const consulta = await app.inject({
      method: 'POST',
      url: '/api/consulta-ruc/',
      payload: { ruc: `${base}-${digitoVerificadorRuc(base)}` },
    });
    expect(consulta.json()).toMatchObject({ razon_social: 'PEÑA, JOSÉ' });

    const zip = zipDe(
      'ruc6.txt',
      Buffer.from(`${base}|PEÑA ACOSTA, JOSÉ|${digitoVerificadorRuc(base)}||ACTIVO|\n`, 'utf8'),
    );
    expect(textosDeZip(zip)).toHaveLength(1);
    const rz = await subir(admin, zip, 'ruc6.zip');
    expect(rz.json()).toEqual({ leidas: 1, importadas: 1, invalidas: 0 });
    const otra = await app.inject({
      method: 'POST',
      url: '/api/consulta-ruc/',
      payload: { ruc: `${base}-${digitoVerificadorRuc(base)}` },
    });
    expect(otra.json()).toMatchObject({ razon_social: 'PEÑA ACOSTA, JOSÉ' });

    expect((await subir(cliente, txt, 'ruc6.txt')).statusCode).toBe(403);
    const sinArchivo = await app.inject({
      method: 'POST',
      url: '/api/registro-ruc/importar/',
      headers: autorizacion(admin),
      payload: {},
    });
    expect(sinArchivo.json()).toEqual({ archivo: [MENSAJES.campoRequerido] });
  });
});

/** ZIP mínimo de una entrada comprimida con deflate (como los de la DNIT). */
function zipDe(nombre: string, datos: Buffer): Buffer {
  const comprimido = deflateRawSync(datos);
  const n = Buffer.from(nombre);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(comprimido.length, 18);
  local.writeUInt32LE(datos.length, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(comprimido.length, 20);
  central.writeUInt32LE(datos.length, 24);
  central.writeUInt16LE(n.length, 28);
  central.writeUInt32LE(0, 42);
  const inicioCentral = local.length + n.length + comprimido.length;
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(1, 8);
  fin.writeUInt16LE(1, 10);
  fin.writeUInt32LE(central.length + n.length, 12);
  fin.writeUInt32LE(inicioCentral, 16);
  return Buffer.concat([local, n, comprimido, central, n, fin]);
}
