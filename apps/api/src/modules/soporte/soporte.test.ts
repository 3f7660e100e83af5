import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADJUNTO_B2B_MAX_BYTES, MENSAJES } from '@nemu/domain';
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

const email = () => `${unico('empresa')}@ejemplo.com.py`;

/** Consulta B2B en multipart con un archivo adjunto. */
function b2bMultipart(
  correo: string,
  archivo: { nombre: string; tipo: string; datos: Buffer },
  campo = 'archivo',
) {
  const limite = `----${unico('b')}`;
  const partes = [
    ...Object.entries({ nombre: 'Ana Gómez', empresa: 'Comercial SA', email: correo }).map(
      ([k, v]) =>
        Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${archivo.nombre}"\r\nContent-Type: ${archivo.tipo}\r\n\r\n`,
    ),
    archivo.datos,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ];
  return {
    method: 'POST' as const,
    url: '/api/request-contact-b2b/',
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: Buffer.concat(partes),
  };
}

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

  it('guarda un adjunto PDF o imagen en el campo archivo', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const conPdf = await app.inject(
      b2bMultipart(`pdf-${email()}`, { nombre: 'lista.pdf', tipo: 'application/pdf', datos: pdf }),
    );
    expect(conPdf.statusCode).toBe(201);
    const [filaPdf] = await app.db
      .select()
      .from(contactoB2b)
      .where(eq(contactoB2b.id, conPdf.json<{ id: number }>().id));
    expect(filaPdf?.archivo).toMatch(/^contacto-b2b\/.+\.pdf$/);
    expect(existsSync(path.join(app.config.storageDir, filaPdf!.archivo!))).toBe(true);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const conImagen = await app.inject(
      b2bMultipart(`img-${email()}`, { nombre: 'local.png', tipo: 'image/png', datos: png }),
    );
    expect(conImagen.statusCode).toBe(201);
    const [filaImagen] = await app.db
      .select()
      .from(contactoB2b)
      .where(eq(contactoB2b.id, conImagen.json<{ id: number }>().id));
    expect(filaImagen?.archivo).toMatch(/^contacto-b2b\/.+\.webp$/);
  });

  it('400 en español con un adjunto de otro tipo y no guarda la consulta', async () => {
    const correo = `zip-${email()}`;
    const r = await app.inject(
      b2bMultipart(correo, {
        nombre: 'planilla.zip',
        tipo: 'application/zip',
        datos: Buffer.from('PK\u0003\u0004 no es un documento'),
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ archivo: [MENSAJES.documentoInvalido] });
    expect(await app.db.select().from(contactoB2b).where(eq(contactoB2b.email, correo))).toEqual(
      [],
    );
  });

  it('400 con un adjunto de más de 5 MB', async () => {
    const grande = Buffer.alloc(ADJUNTO_B2B_MAX_BYTES + 1, 0x20);
    grande.write('%PDF-1.4\n');
    const r = await app.inject(
      b2bMultipart(`grande-${email()}`, {
        nombre: 'catalogo.pdf',
        tipo: 'application/pdf',
        datos: grande,
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ archivo: [MENSAJES.adjuntoDemasiadoGrande] });
  });

  it('400 con un archivo en otro campo', async () => {
    const r = await app.inject(
      b2bMultipart(
        `campo-${email()}`,
        { nombre: 'a.pdf', tipo: 'application/pdf', datos: Buffer.from('%PDF-1.4\n') },
        'foto',
      ),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ foto: [MENSAJES.archivoNoPermitido] });
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
