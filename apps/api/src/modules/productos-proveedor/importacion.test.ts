import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { movimientoStock, producto } from '../catalogo/catalogo.tables.js';
import { multipart } from '../fabricantes/multipart-de-prueba.js';

let app: FastifyInstance;
let proveedor: UsuarioDePrueba;
let cliente: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  proveedor = await crearUsuario(app, 'proveedor_propietario');
  cliente = await crearUsuario(app, 'cliente');
});
afterAll(async () => app.close());

async function xlsx(filas: (string | number)[][]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('productos');
  for (const f of filas) hoja.addRow(f);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function importar(
  datos: Buffer,
  nombre: string,
  campos: Record<string, string> = {},
  u = proveedor,
) {
  const { payload, headers } = multipart(campos, [
    { campo: 'archivo', nombre, tipo: 'application/octet-stream', datos },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/cargar-archivo/',
    payload,
    headers: { ...headers, ...autorizacion(u) },
  });
}

const contar = async () =>
  (
    await app.db
      .select()
      .from(producto)
      .where(eq(producto.fabricante_id, proveedor.fabricanteId ?? 0))
  ).length;

describe('POST /api/cargar-archivo/', () => {
  it('importa 20 productos desde XLSX con su stock en el libro', async () => {
    const filas = Array.from({ length: 20 }, (_, i) => [
      `Producto importado ${i + 1}`,
      'Descripción',
      10000 + i,
      '',
      5,
      '',
      'no',
    ]);
    const antes = await contar();
    const r = await importar(
      await xlsx([
        [
          'nombre',
          'descripcion',
          'precio',
          'precio_mayorista',
          'cantidad_disponible',
          'categoria',
          'no_apto_menores',
        ],
        ...filas,
      ]),
      'productos.xlsx',
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ aplicado: true, importadas: 20, invalidas: 0 });
    expect(await contar()).toBe(antes + 20);
    const libro = await app.db
      .select()
      .from(movimientoStock)
      .where(eq(movimientoStock.motivo, 'importacion'));
    expect(libro.filter((m) => m.usuario_id === proveedor.id)).toHaveLength(20);
  });

  it('con filas malas responde el reporte por fila y no aplica nada; con solo_validas importa las buenas', async () => {
    const csv = Buffer.from(
      'nombre;precio;cantidad_disponible\nMandioca 1 kg;5.000;10\n;abc;2\nBatata 1 kg;7000;-1\nZapallo;4000;3\n',
      'utf8',
    );
    const antes = await contar();
    const r = await importar(csv, 'productos.csv');
    expect(r.statusCode).toBe(200);
    const rep = r.json<{
      aplicado: boolean;
      validas: number;
      invalidas: number;
      filas: { fila: number; valida: boolean; errores: Record<string, string[]> }[];
    }>();
    expect(rep).toMatchObject({ aplicado: false, validas: 2, invalidas: 2 });
    expect(rep.filas.find((f) => f.fila === 3)?.errores).toHaveProperty('nombre');
    expect(rep.filas.find((f) => f.fila === 3)?.errores).toHaveProperty('precio');
    expect(rep.filas.find((f) => f.fila === 4)?.errores).toHaveProperty('cantidad_disponible');
    expect(await contar()).toBe(antes);
    const solo = await importar(csv, 'productos.csv', { solo_validas: 'true' });
    expect(solo.json()).toMatchObject({ aplicado: true, importadas: 2 });
    expect(await contar()).toBe(antes + 2);
  });

  it('previsualizar sólo valida; archivo ilegible o sin encabezados es 400; sin archivo 400', async () => {
    const antes = await contar();
    const pre = await importar(
      Buffer.from('nombre,precio,cantidad_disponible\nLocote,3000,1\n'),
      'a.csv',
      { previsualizar: 'true' },
    );
    expect(pre.json()).toMatchObject({ aplicado: false, validas: 1 });
    expect(await contar()).toBe(antes);
    const sinEncabezado = await importar(Buffer.from('hola,mundo\n1,2\n'), 'a.csv');
    expect(sinEncabezado.statusCode).toBe(400);
    expect(sinEncabezado.json()).toHaveProperty('archivo');
    const { payload, headers } = multipart({ solo_validas: 'true' });
    const sinArchivo = await app.inject({
      method: 'POST',
      url: '/api/cargar-archivo/',
      payload,
      headers: { ...headers, ...autorizacion(proveedor) },
    });
    expect(sinArchivo.statusCode).toBe(400);
  });

  it('401 sin token y 403 para un cliente', async () => {
    const datos = Buffer.from('nombre,precio,cantidad_disponible\nX,1,1\n');
    expect((await importar(datos, 'a.csv', {}, cliente)).statusCode).toBe(403);
    const { payload, headers } = multipart({}, [
      { campo: 'archivo', nombre: 'a.csv', tipo: 'text/csv', datos },
    ]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/cargar-archivo/', payload, headers }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/cargar-archivo/plantilla/', () => {
  it('descarga la plantilla XLSX y CSV con los encabezados', async () => {
    const x = await app.inject({
      method: 'GET',
      url: '/api/cargar-archivo/plantilla/',
      headers: autorizacion(proveedor),
    });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets[0]?.getRow(1).getCell(1).value).toBe('nombre');
    const c = await app.inject({
      method: 'GET',
      url: '/api/cargar-archivo/plantilla/?formato=csv',
      headers: autorizacion(proveedor),
    });
    expect(c.body).toContain('nombre;descripcion;precio');
    const mal = await app.inject({
      method: 'GET',
      url: '/api/cargar-archivo/plantilla/?formato=pdf',
      headers: autorizacion(proveedor),
    });
    expect(mal.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/cargar-archivo/plantilla/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(403);
  });
});
