// Un transportista propio para cada prueba (no comparte la cuenta demo con otras pruebas que
// corren en paralelo): se registra como cliente, acepta el contrato, sube sus documentos, el
// administrador demo lo aprueba a él y a su vehículo, y queda con el vehículo activo.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { CLAVE_DEMO } from './ayudas.js';

export type Cabeceras = { authorization: string };

export async function tokenDe(request: APIRequestContext, username: string, password = CLAVE_DEMO) {
  const r = await request.post('/api/login/', { data: { username, password } });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { authorization: `Token ${(await r.json()).token as string}` };
}

// PNG de 1×1 y un PDF mínimo: los documentos sólo tienen que ser archivos válidos.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Chapa única de una prueba: el prefijo y cuatro caracteres del sufijo, en mayúsculas. */
export const chapaDe = (prefijo: string, sufijo: string) =>
  `${prefijo}${sufijo
    .slice(0, 4)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '0')}`;

/** La ficha del transportista con todos sus documentos, pendiente de aprobación; su id. */
export async function fichaPendiente(request: APIRequestContext, cabeceras: Cabeceras) {
  const ciudades = (await (await request.get('/api/ciudad/')).json()) as { id: number }[];
  const ficha = await request.post('/api/registro-transportista/', {
    headers: cabeceras,
    multipart: {
      registro_vencimiento: '2099-12-31',
      poliza_vencimiento: '2099-06-30',
      ciudades: ciudades.map((c) => c.id).join(','),
      registro_frente: png('frente.png'),
      registro_dorso: png('dorso.png'),
      antecedentesj: pdf('judicial.pdf'),
      antecedentesp: pdf('policial.pdf'),
      poliza_seguro: pdf('poliza.pdf'),
      constancia_ruc: pdf('ruc.pdf'),
    },
  });
  expect(ficha.status(), await ficha.text()).toBe(201);
  return (await ficha.json()).id as number;
}

/** Un Toyota Hiace del transportista con sus documentos, pendiente de aprobación; su id. */
export async function vehiculoPendiente(
  request: APIRequestContext,
  cabeceras: Cabeceras,
  tipoVehiculo: number,
  chapa: string,
) {
  const vehiculo = await request.post('/api/vehiculo/', {
    headers: cabeceras,
    multipart: {
      tipo_vehiculo: String(tipoVehiculo),
      marca: 'Toyota',
      modelo: 'Hiace',
      ano: '2022',
      color: 'Blanco',
      numero_chapa: chapa,
      habilitacion_vencimiento: '2099-12-31',
      peso_maximo: '900',
      espacio_alto_cm: '180',
      espacio_ancho_cm: '160',
      espacio_largo_cm: '300',
      habilitacion_frente: png('h1.png'),
      habilitacion_dorso: png('h2.png'),
      poliza_seguro: pdf('poliza.pdf'),
    },
  });
  expect(vehiculo.status(), await vehiculo.text()).toBe(201);
  return (await vehiculo.json()).id as number;
}

export interface TransportistaNuevo {
  cabeceras: Cabeceras;
  transportistaId: number;
  vehiculoId: number;
  nombre: string;
  /** Para ingresar por la pantalla. */
  usuario: string;
  clave: string;
}

export async function transportistaNuevo(
  request: APIRequestContext,
  admin: Cabeceras,
  nombre = 'Prueba',
): Promise<TransportistaNuevo> {
  const sufijo = randomUUID().slice(0, 8);
  const username = `chofer_${sufijo}`;
  const password = 'clave-segura-123';
  const registro = await request.post('/api/registro-cliente/', {
    data: {
      first_name: nombre,
      last_name: `Chofer ${sufijo}`,
      email: `${username}@ejemplo.com.py`,
      username,
      password,
      nro_telefono: '0981555123',
    },
  });
  expect(registro.status(), await registro.text()).toBe(201);
  const cabeceras = await tokenDe(request, username, password);
  const contrato = await request.post('/api/aceptar-contrato/', {
    headers: cabeceras,
    data: { tipo: 30 },
  });
  expect(contrato.ok(), await contrato.text()).toBeTruthy();

  const transportistaId = await fichaPendiente(request, cabeceras);
  const aprobado = await request.post('/api/aprobar-transportista/', {
    headers: admin,
    data: { transportista_id: transportistaId },
  });
  expect(aprobado.ok(), await aprobado.text()).toBeTruthy();

  // El tipo de vehículo con más capacidad y tarifa cargada.
  const tipos = (await (
    await request.get('/api/tipo-vehiculo/', { headers: cabeceras })
  ).json()) as {
    id: number;
    peso_maximo_kg: number | null;
    precio_km: number | null;
  }[];
  const tipo = tipos
    .filter((t) => t.precio_km !== null)
    .sort((a, b) => (b.peso_maximo_kg ?? 0) - (a.peso_maximo_kg ?? 0))[0];
  if (!tipo) throw new Error('no hay tipos de vehículo con tarifa');
  const vehiculoId = await vehiculoPendiente(request, cabeceras, tipo.id, chapaDe('E2E', sufijo));
  const aprobarVehiculo = await request.post('/api/aprobar-vehiculo/', {
    headers: admin,
    data: { vehiculo_id: vehiculoId },
  });
  expect(aprobarVehiculo.ok(), await aprobarVehiculo.text()).toBeTruthy();
  const activar = await request.put(`/api/vehiculo/${vehiculoId}/`, {
    headers: cabeceras,
    data: { activar: true },
  });
  expect(activar.ok(), await activar.text()).toBeTruthy();
  return {
    cabeceras,
    transportistaId,
    vehiculoId,
    nombre: `${nombre} Chofer ${sufijo}`,
    usuario: username,
    clave: password,
  };
}
