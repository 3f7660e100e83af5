import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
});
afterAll(async () => app.close());

// Valores fuera de rango de las columnas (integer, numeric) y bytes nulos en las rutas del
// panel: siempre un 4xx que nombra el campo, nunca un error de la base.
it('las rutas del panel responden 4xx, nunca 5xx, a ids y números fuera de rango', async () => {
  // Cabe en un número de JavaScript pero no en una columna integer de PostgreSQL.
  const grande = '3000000000';
  const casos: [string, string, unknown?][] = [
    ['GET', `/api/auditoria/?entidad_id=${grande}`],
    ['GET', `/api/auditoria/?page=${grande}`],
    ['GET', `/api/fabricante/?page=2&page_size=${grande}`],
    ['DELETE', `/api/fabricante/${grande}/`],
    ['DELETE', `/api/comentario-producto/${grande}/`],
    ['POST', '/api/aprobar-producto/', { producto_id: grande }],
    ['POST', '/api/rechazar-producto/', { producto_id: 1, motivo: 'a\u0000b' }],
    ['PATCH', `/api/rubro/${grande}/`, { nombre: 'x' }],
    ['PATCH', '/api/rubro/1/', { orden: 1e20 }],
    ['POST', '/api/categoria/', { nombre: 'x', superior: grande }],
    ['PATCH', `/api/categoria/${grande}/`, { nombre: 'x' }],
    [
      'POST',
      '/api/configuracion-categorias/',
      { id: grande, nombre: 'x', porcentaje: 1, tipo_iva: 10, no_apto_menores: false },
    ],
    ['PATCH', '/api/updateMargen/', { id_fabricante: grande, margen: 1, tipo: 10 }],
    ['PATCH', '/api/updateMargen/', { id_fabricante: 1, margen: 1e300, tipo: 20 }],
    ['PATCH', '/api/updateMargen/', { id_fabricante: 1, categoria: grande, margen: 1, tipo: 20 }],
    ['POST', '/api/tipo-vehiculo/', { nombre: 'x', precio_km: 1e300 }],
    ['POST', '/api/tipo-vehiculo/', { nombre: 'y', peso_maximo_kg: 1e300 }],
    ['GET', `/api/tipo-vehiculo/${grande}/`],
    ['POST', '/api/configuracion-editar/', { id: grande, clave: 'a', valor: 'b' }],
    ['POST', '/api/preguntas-frecuentes/', { pregunta: 'a', respuesta: 'b', orden: grande }],
    [
      'POST',
      '/api/fabricante/',
      {
        nombre: 'x',
        nro_telefono: '0981123456',
        ruc: '80000005-6',
        razon_social: 'x',
        propietario: grande,
      },
    ],
    ['GET', `/api/comentario-producto/?producto=${grande}`],
  ];
  for (const [method, url, payload] of casos) {
    const r = await app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: autorizacion(admin),
    });
    expect(r.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
    expect(r.statusCode, `${method} ${url}`).toBeLessThan(500);
  }
});
