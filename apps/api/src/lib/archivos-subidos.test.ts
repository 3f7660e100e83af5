import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { formatearMensaje, MENSAJES } from '@nemu/domain';
import { pngEnorme } from '../hostil/cargas.js';
import { multipart } from '../modules/fabricantes/multipart-de-prueba.js';
import { appDePrueba } from '../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';
import { PIXELES_MAXIMOS_IMAGEN } from './archivos-subidos.js';

let app: FastifyInstance;
let almacen: string;
let cliente: UsuarioDePrueba;

beforeAll(async () => {
  almacen = await mkdtemp(path.join(tmpdir(), 'nemu-archivos-'));
  app = await appDePrueba({ storageDir: almacen });
  cliente = await crearUsuario(app, 'cliente');
});
afterAll(async () => {
  await app.close();
  await rm(almacen, { recursive: true, force: true });
});

const registro = { first_name: 'Ana', last_name: 'Pérez', email: 'ana@ejemplo.com.py' };
const parte = (limite: string) =>
  `--${limite}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nx\r\n--${limite}--\r\n`;

describe('multipart mal formado (issue 11, punto 3)', () => {
  const rotos: [string, string, string][] = [
    ['límite equivocado', 'multipart/form-data; boundary=otroB', parte('buenoB')],
    ['sin límite', 'multipart/form-data', parte('buenoB')],
    ['truncado', 'multipart/form-data; boundary=buenoB', parte('buenoB').slice(0, 60)],
  ];
  const rutas: [string, string][] = [
    ['POST', '/api/registro-cliente/'],
    ['POST', '/api/request-contact-b2b/'],
    ['PATCH', '/api/cliente/{id}/'],
  ];

  for (const [metodo, ruta] of rutas) {
    for (const [nombre, tipo, cuerpo] of rotos) {
      it(`${metodo} ${ruta} con ${nombre}: 400`, async () => {
        const r = await app.inject({
          method: metodo as 'POST' | 'PATCH',
          url: ruta.replace('{id}', String(cliente.id)),
          headers: { ...autorizacion(cliente), 'content-type': tipo },
          payload: cuerpo,
        });
        expect(r.statusCode).toBe(400);
        expect(r.json()).toEqual({ non_field_errors: [MENSAJES.formularioInvalido] });
      });
    }
  }
});

describe('imágenes (issue 11, punto 7)', () => {
  it('una imagen de 16 000 × 16 000 se rechaza por sus píxeles sin decodificarla', async () => {
    const { payload, headers } = multipart(
      { ...registro, username: 'bomba', password: 'clave-segura-1', password2: 'clave-segura-1' },
      [{ campo: 'imagen_perfil', nombre: 'b.png', tipo: 'image/png', datos: pngEnorme(16_000) }],
    );
    const inicio = performance.now();
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/cliente/${cliente.id}/`,
      headers: { ...headers, ...autorizacion(cliente) },
      payload,
    });
    expect(performance.now() - inicio).toBeLessThan(1_000);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      imagen_perfil: [
        formatearMensaje(MENSAJES.imagenDemasiadosPixeles, {
          maximo: PIXELES_MAXIMOS_IMAGEN / 1e6,
        }),
      ],
    });
  });

  it('una foto normal se sigue aceptando', async () => {
    const foto = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart({ first_name: 'Ana' }, [
      { campo: 'imagen_perfil', nombre: 'f.jpg', tipo: 'image/jpeg', datos: foto },
    ]);
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/cliente/${cliente.id}/`,
      headers: { ...headers, ...autorizacion(cliente) },
      payload,
    });
    expect(r.statusCode).toBe(200);
  });
});
