import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { preguntaFrecuente } from '../configuracion/configuracion.tables.js';
import { contactoB2b } from './soporte.tables.js';

let app: FastifyInstance;
let marca: string;

beforeAll(async () => {
  app = await appDePrueba();
  marca = unico('faq');
  await app.db.insert(preguntaFrecuente).values([
    { pregunta: `¿Cómo pago? ${marca}`, respuesta: 'Con tarjeta o billetera.', orden: 1 },
    {
      pregunta: `¿Cómo cargo productos? ${marca}`,
      respuesta: 'Desde el catálogo.',
      destinatario: 20,
      orden: 2,
    },
    { pregunta: `Inactiva ${marca}`, respuesta: '-', activo: false },
  ]);
});
afterAll(async () => app.close());

describe('GET /api/preguntas-frecuentes/', () => {
  it('lista las activas, busca, filtra por destinatario y pagina', async () => {
    const todas = await app.inject({
      method: 'GET',
      url: `/api/preguntas-frecuentes/?search=${marca}`,
    });
    expect(todas.statusCode).toBe(200);
    expect(todas.json<{ pregunta: string }[]>().map((p) => p.pregunta)).toEqual([
      `¿Cómo pago? ${marca}`,
      `¿Cómo cargo productos? ${marca}`,
    ]);
    const cliente = await app.inject({
      method: 'GET',
      url: `/api/preguntas-frecuentes/?search=${marca}&destinatario=10`,
    });
    expect(cliente.json()).toHaveLength(1);
    const pagina = await app.inject({
      method: 'GET',
      url: `/api/preguntas-frecuentes/?search=${marca}&page_size=1`,
    });
    expect(pagina.json()).toMatchObject({ count: 2, results: [expect.anything()] });
    const mala = await app.inject({
      method: 'GET',
      url: '/api/preguntas-frecuentes/?destinatario=99',
    });
    expect(mala.statusCode).toBe(400);
  });
});

describe('POST /api/request-contact-b2b/', () => {
  it('guarda la consulta (JSON o multipart) con el teléfono normalizado', async () => {
    const email = `${unico('empresa')}@ejemplo.com.py`;
    const r = await app.inject({
      method: 'POST',
      url: '/api/request-contact-b2b/',
      payload: {
        nombre: 'Ana <b>Gómez</b>',
        empresa: 'Comercial SA',
        email,
        nro_telefono: '0981 123 456',
        mensaje: 'Compras al por mayor',
      },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ mensaje: MENSAJES.contactoB2bRecibido });
    const [fila] = await app.db.select().from(contactoB2b).where(eq(contactoB2b.email, email));
    expect(fila).toMatchObject({ nombre: 'Ana Gómez', nro_telefono: '595981123456' });

    const limite = `----${unico('b')}`;
    const cuerpo = [
      ['nombre', 'Luis'],
      ['email', `m${email}`],
    ]
      .map(([k, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/request-contact-b2b/',
      headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
      payload: `${cuerpo}--${limite}--\r\n`,
    });
    expect(multipart.statusCode).toBe(201);
  });

  it('400 con errores por campo', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/request-contact-b2b/',
      payload: { nombre: '', email: 'no-es-email', nro_telefono: '123' },
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json())).toEqual(
      expect.arrayContaining(['nombre', 'email', 'nro_telefono']),
    );
  });
});
