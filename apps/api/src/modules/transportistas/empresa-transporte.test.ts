import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EstadoHojaRuta, MENSAJES, fechaAsuncion } from '@nemu/domain';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { tipoVehiculo, vehiculo } from '../flota/flota.tables.js';
import { hojaRuta } from '../hojas-ruta/hojas-ruta.tables.js';
import { acreditarViaje } from '../contabilidad/balance-transportista.service.js';
import { empresaTransporte, transportista } from './transportistas.tables.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let empresa: UsuarioDePrueba;
let otraEmpresa: UsuarioDePrueba;
let chofer: UsuarioDePrueba;
let empresaId: number;
let otraId: number;
let tipoId: number;

const idEmpresa = async (u: UsuarioDePrueba) =>
  (
    await app.db
      .select({ id: empresaTransporte.id })
      .from(empresaTransporte)
      .where(eq(empresaTransporte.administrador_id, u.id))
  )[0]?.id ?? 0;

let chapas = 0;
const prefijo = Math.random()
  .toString(36)
  .slice(2, 5)
  .toUpperCase()
  .replace(/[^A-Z]/g, 'Q');

async function vehiculoDe(
  empresaTransporteId: number,
  extra: Partial<typeof vehiculo.$inferInsert> = {},
) {
  const [v] = await app.db
    .insert(vehiculo)
    .values({
      empresa_transporte_id: empresaTransporteId,
      tipo_vehiculo_id: tipoId,
      marca: 'Hyundai',
      modelo: 'H100',
      numero_chapa: `${prefijo}${String(++chapas).padStart(4, '0')}`,
      ...extra,
    })
    .returning();
  if (!v) throw new Error('vehículo');
  return v;
}

async function rutaTerminada(
  vehiculoId: number,
  transportistaId: number | null,
  fecha: string,
  tarifa: number,
) {
  const [h] = await app.db
    .insert(hojaRuta)
    .values({
      fecha,
      tipo_vehiculo_id: tipoId,
      vehiculo_id: vehiculoId,
      transportista_id: transportistaId,
      tarifa_transportista: tarifa,
      cantidad_paradas: 3,
      kilometros_recorrido: 12.5,
      estado: EstadoHojaRuta.FINALIZADA,
      finalizado: true,
    })
    .returning({ id: hojaRuta.id });
  // Como al terminar la hoja: la tarifa se acredita en el libro mayor (de ahí lee el balance).
  if (transportistaId !== null) {
    await app.db.transaction((tx) =>
      acreditarViaje(tx, { transportistaId, hojaRutaId: h!.id, monto: tarifa }),
    );
  }
}

const get = (url: string, u?: UsuarioDePrueba) =>
  app.inject({ method: 'GET', url, headers: u ? autorizacion(u) : {} });

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
  admin = await crearUsuario(app, 'administrador');
  empresa = await crearUsuario(app, 'adm_transportista');
  otraEmpresa = await crearUsuario(app, 'adm_transportista');
  chofer = await crearUsuario(app, 'transportista');
  empresaId = await idEmpresa(empresa);
  otraId = await idEmpresa(otraEmpresa);
  const [t] = await app.db.select({ id: tipoVehiculo.id }).from(tipoVehiculo).limit(1);
  tipoId = t?.id ?? 0;
});
afterAll(async () => app.close());

describe('perfil de la empresa de transporte', () => {
  it('GET: la propia 200; la de otra empresa 404; un transportista 403; sin sesión 401', async () => {
    const propia = await get(`/api/empresa-transporte/${empresaId}/`, empresa);
    expect(propia.statusCode).toBe(200);
    expect(propia.json()).toMatchObject({ id: empresaId, nombre: `Empresa ${empresa.username}` });
    expect((await get(`/api/empresa-transporte/${otraId}/`, empresa)).statusCode).toBe(404);
    expect((await get(`/api/empresa-transporte/${empresaId}/`, chofer)).statusCode).toBe(403);
    expect((await get(`/api/empresa-transporte/${empresaId}/`)).statusCode).toBe(401);
    expect((await get(`/api/empresa-transporte/${empresaId}/`, admin)).statusCode).toBe(200);
  });

  it('PATCH cambia los datos normalizados; un RUC inválido es error del campo; otra empresa no', async () => {
    const ok = await app.inject({
      method: 'PATCH',
      url: `/api/empresa-transporte/${empresaId}/`,
      headers: autorizacion(empresa),
      payload: {
        nombre: 'Fletes del Sur',
        razon_social: 'Fletes del Sur S.A.',
        nro_telefono: '0981 123 456',
        email: 'Fletes@Ejemplo.com.py ',
        direccion: 'Avda. Mcal. López 1234',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      nombre: 'Fletes del Sur',
      nro_telefono: '595981123456',
      email: 'fletes@ejemplo.com.py',
    });

    const mala = await app.inject({
      method: 'PATCH',
      url: `/api/empresa-transporte/${empresaId}/`,
      headers: autorizacion(empresa),
      payload: { ruc: '80012345-6', nombre: '' },
    });
    expect(mala.statusCode).toBe(400);
    const errores = mala.json<Record<string, string[]>>();
    expect(errores.ruc).toEqual([MENSAJES.rucInvalido]);
    expect(errores.nombre).toBeDefined();

    const ajena = await app.inject({
      method: 'PATCH',
      url: `/api/empresa-transporte/${otraId}/`,
      headers: autorizacion(empresa),
      payload: { nombre: 'Tomada' },
    });
    expect(ajena.statusCode).toBe(404);
    const [otra] = await app.db
      .select({ nombre: empresaTransporte.nombre })
      .from(empresaTransporte)
      .where(eq(empresaTransporte.id, otraId));
    expect(otra?.nombre).toBe(`Empresa ${otraEmpresa.username}`);
  });
});

describe('inicio, balance y movimientos', () => {
  it('cuentan sólo los vehículos, choferes y rutas terminadas de la empresa', async () => {
    const [t] = await app.db
      .select({ id: transportista.id })
      .from(transportista)
      .where(eq(transportista.usuario_id, chofer.id));
    const choferId = t?.id ?? 0;
    const hoy = fechaAsuncion(new Date());
    const mesPasado =
      `${hoy.slice(0, 4)}-01-01` < `${hoy.slice(0, 7)}-01`
        ? `${hoy.slice(0, 4)}-01-01`
        : '2000-01-01';
    const aprobado = await vehiculoDe(empresaId, {
      aprobado: true,
      activo: true,
      transportista_id: choferId,
    });
    await vehiculoDe(empresaId);
    await vehiculoDe(empresaId, { suspendido_en: new Date() });
    const ajeno = await vehiculoDe(otraId, { aprobado: true });
    await rutaTerminada(aprobado.id, choferId, hoy, 45_000);
    await rutaTerminada(aprobado.id, choferId, mesPasado, 30_000);
    await rutaTerminada(ajeno.id, null, hoy, 99_000);
    await app.db.insert(hojaRuta).values({
      fecha: hoy,
      tipo_vehiculo_id: tipoId,
      vehiculo_id: aprobado.id,
      tarifa_transportista: 77_000,
      estado: EstadoHojaRuta.EN_CURSO,
    });

    const inicio = await get(`/api/empresa-transporte/${empresaId}/inicio/`, empresa);
    expect(inicio.statusCode).toBe(200);
    expect(inicio.json()).toMatchObject({
      flota: { total: 3, aprobados: 1, pendientes: 1, activos: 1, suspendidos: 1 },
      mes: { desde: `${hoy.slice(0, 7)}-01`, rutas: 1, ganancias: 45_000 },
    });
    const choferes = inicio.json<{ choferes: { id: number; vehiculos: string[] }[] }>().choferes;
    expect(choferes).toEqual([
      expect.objectContaining({ id: choferId, vehiculos: [aprobado.numero_chapa] }),
    ]);

    const balance = await get(`/api/empresa-transporte/${empresaId}/balance/`, empresa);
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toMatchObject({
      ganancias_mes: 45_000,
      rutas_mes: 1,
      ganancias_total: 75_000,
      rutas_total: 2,
      pagado: 0,
      saldo: 75_000,
      efectivo_pendiente: 0,
    });

    const pagina = await get(
      `/api/empresa-transporte/${empresaId}/movimientos/?page=1&page_size=1`,
      empresa,
    );
    expect(pagina.statusCode).toBe(200);
    const cuerpo = pagina.json<{ count: number; next: string | null; results: unknown[] }>();
    expect(cuerpo.count).toBe(2);
    expect(cuerpo.next).not.toBeNull();
    expect(cuerpo.results).toEqual([
      expect.objectContaining({ monto: 45_000, numero_chapa: aprobado.numero_chapa, fecha: hoy }),
    ]);

    expect((await get(`/api/empresa-transporte/${otraId}/balance/`, empresa)).statusCode).toBe(404);
    expect((await get(`/api/empresa-transporte/${otraId}/inicio/`, empresa)).statusCode).toBe(404);
    expect(
      (await get(`/api/empresa-transporte/${empresaId}/movimientos/`, chofer)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/empresa-transporte/${empresaId}/movimientos/?page=0`, empresa)).statusCode,
    ).toBe(400);
  });
});
