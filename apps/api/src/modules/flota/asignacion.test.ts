import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MENSAJES_TRANSPORTISTAS, formatearMensaje } from '@nemu/domain';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoria } from '../auditoria/auditoria.tables.js';
import { empresaTransporte, transportista } from '../transportistas/transportistas.tables.js';
import { tipoVehiculo, vehiculo } from './flota.tables.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let empresa: UsuarioDePrueba;
let otraEmpresa: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let empresaId: number;
let otraId: number;
let tipoId: number;

const prefijo = Math.random()
  .toString(36)
  .slice(2, 5)
  .toUpperCase()
  .replace(/[^A-Z]/g, 'Q');
let chapas = 0;

const idEmpresa = async (u: UsuarioDePrueba) =>
  (
    await app.db
      .select({ id: empresaTransporte.id })
      .from(empresaTransporte)
      .where(eq(empresaTransporte.administrador_id, u.id))
  )[0]?.id ?? 0;

/** Un transportista aprobado (o como se pida) con su usuario. */
async function chofer(extra: Partial<typeof transportista.$inferInsert> = {}) {
  const u = await crearUsuario(app, 'transportista');
  const [t] = await app.db
    .update(transportista)
    .set({ aprobado: true, ...extra })
    .where(eq(transportista.usuario_id, u.id))
    .returning({ id: transportista.id });
  return { ...u, transportistaId: t?.id ?? 0, email: `${u.username}@ejemplo.com.py` };
}

async function vehiculoDe(
  duenio: { empresa_transporte_id?: number; transportista_id?: number },
  extra: Partial<typeof vehiculo.$inferInsert> = {},
) {
  const [v] = await app.db
    .insert(vehiculo)
    .values({
      ...duenio,
      tipo_vehiculo_id: tipoId,
      marca: 'Hyundai',
      modelo: 'H100',
      numero_chapa: `${prefijo}A${String(++chapas).padStart(3, '0')}`,
      aprobado: true,
      ...extra,
    })
    .returning();
  if (!v) throw new Error('vehículo');
  return v;
}

const asignar = (u: UsuarioDePrueba | null, vehiculoId: number, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/vehiculo/${vehiculoId}/transportista/`,
    ...(u && { headers: autorizacion(u) }),
    payload,
  });

const leer = async (id: number) =>
  (await app.db.select().from(vehiculo).where(eq(vehiculo.id, id)))[0];

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
  admin = await crearUsuario(app, 'administrador');
  empresa = await crearUsuario(app, 'adm_transportista');
  otraEmpresa = await crearUsuario(app, 'adm_transportista');
  cliente = await crearUsuario(app, 'cliente');
  empresaId = await idEmpresa(empresa);
  otraId = await idEmpresa(otraEmpresa);
  const [t] = await app.db.select({ id: tipoVehiculo.id }).from(tipoVehiculo).limit(1);
  tipoId = t?.id ?? 0;
});
afterAll(async () => app.close());

describe('PUT /vehiculo/{id}/transportista/', () => {
  it('la empresa suma un transportista aprobado por su correo, lo pasa a otro vehículo suyo y lo quita', async () => {
    const nuevo = await chofer();
    const furgon = await vehiculoDe({ empresa_transporte_id: empresaId }, { activo: true });
    const camion = await vehiculoDe({ empresa_transporte_id: empresaId });

    const porCorreo = await asignar(empresa, furgon.id, {
      email: ` ${nuevo.email.toUpperCase()} `,
    });
    expect(porCorreo.statusCode, porCorreo.body).toBe(200);
    // Cambiar el transportista desactiva el vehículo hasta que el nuevo lo active.
    expect(porCorreo.json()).toMatchObject({
      id: furgon.id,
      transportista: nuevo.transportistaId,
      activo: false,
    });

    // Ya es de su flota: se elige por id para otro vehículo de la empresa.
    const porId = await asignar(empresa, camion.id, { transportista: nuevo.transportistaId });
    expect(porId.statusCode, porId.body).toBe(200);
    expect((await leer(camion.id))?.transportista_id).toBe(nuevo.transportistaId);

    // Lo ve asignado en el inicio de la empresa, con las dos chapas.
    const inicio = await app.inject({
      method: 'GET',
      url: `/api/empresa-transporte/${empresaId}/inicio/`,
      headers: autorizacion(empresa),
    });
    expect(inicio.json().choferes).toContainEqual(
      expect.objectContaining({
        id: nuevo.transportistaId,
        vehiculos: expect.arrayContaining([furgon.numero_chapa, camion.numero_chapa]),
      }),
    );

    const quitar = await asignar(empresa, furgon.id, { transportista: null });
    expect(quitar.statusCode, quitar.body).toBe(200);
    expect(quitar.json()).toMatchObject({ transportista: null, empresa_transporte: empresaId });
    const rastro = await app.db
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(eq(auditoria.entidad_id, furgon.id));
    expect(rastro.map((r) => r.accion)).toEqual(
      expect.arrayContaining(['asignar_transportista', 'desasignar_transportista']),
    );
  });

  it('avisa al transportista que recibe el vehículo y al que lo deja (por la asignación y por el formulario)', async () => {
    const uno = await chofer();
    const otro = await chofer();
    const furgon = await vehiculoDe({ empresa_transporte_id: empresaId });
    const avisos = async (u: UsuarioDePrueba) =>
      (
        await app.inject({ method: 'GET', url: '/api/notificaciones/', headers: autorizacion(u) })
      ).json<{ titulo: string; payload: unknown }[]>();
    const asignado = {
      titulo: formatearMensaje(MENSAJES_TRANSPORTISTAS.notificacionVehiculoAsignado, {
        chapa: furgon.numero_chapa,
      }),
      payload: { tipo: 'general', url: `/driver/vehiculos/detail?id=${furgon.id}` },
    };
    const dejado = {
      titulo: formatearMensaje(MENSAJES_TRANSPORTISTAS.notificacionVehiculoDesasignado, {
        chapa: furgon.numero_chapa,
      }),
      payload: { tipo: 'general', url: '/driver/vehiculos' },
    };

    expect((await asignar(empresa, furgon.id, { email: uno.email })).statusCode).toBe(200);
    expect(await avisos(uno)).toEqual([expect.objectContaining(asignado)]);
    // Reasignar a lo mismo no avisa otra vez.
    expect(
      (await asignar(empresa, furgon.id, { transportista: uno.transportistaId })).statusCode,
    ).toBe(200);
    expect(await avisos(uno)).toHaveLength(1);

    // Por el formulario del vehículo (multipart) pasa al otro: avisa a los dos.
    const cambio = await app.inject({
      method: 'PATCH',
      url: `/api/vehiculo/${furgon.id}/`,
      headers: { ...autorizacion(admin), 'content-type': 'multipart/form-data; boundary=limite' },
      payload: `--limite\r\nContent-Disposition: form-data; name="transportista"\r\n\r\n${otro.transportistaId}\r\n--limite--\r\n`,
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(await avisos(otro)).toEqual([expect.objectContaining(asignado)]);
    expect(await avisos(uno)).toContainEqual(expect.objectContaining(dejado));

    expect((await asignar(empresa, furgon.id, { transportista: null })).statusCode).toBe(200);
    expect(await avisos(otro)).toContainEqual(expect.objectContaining(dejado));
  });

  it('403: vehículo de otra empresa, transportista que maneja para otra o que no es de su flota', async () => {
    const propio = await vehiculoDe({ empresa_transporte_id: empresaId });
    const ajeno = await vehiculoDe({ empresa_transporte_id: otraId });
    const deLaOtra = await chofer();
    await vehiculoDe({ empresa_transporte_id: otraId, transportista_id: deLaOtra.transportistaId });
    const independiente = await chofer();
    await vehiculoDe({ transportista_id: independiente.transportistaId });

    const vehiculoAjeno = await asignar(empresa, ajeno.id, { email: independiente.email });
    expect(vehiculoAjeno.statusCode).toBe(403);
    const porId = await asignar(empresa, propio.id, { transportista: deLaOtra.transportistaId });
    expect(porId.statusCode).toBe(403);
    expect(porId.json()).toEqual({ detail: MENSAJES_TRANSPORTISTAS.transportistaDeOtraEmpresa });
    const porCorreo = await asignar(empresa, propio.id, { email: deLaOtra.email });
    expect(porCorreo.statusCode).toBe(403);
    // Por id sólo los de su flota: no puede recorrer ids de choferes ajenos.
    const fuera = await asignar(empresa, propio.id, {
      transportista: independiente.transportistaId,
    });
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json()).toEqual({ detail: MENSAJES_TRANSPORTISTAS.transportistaFueraDeFlota });
    // El vehículo propio de un transportista tampoco es de la empresa.
    const [suyo] = await app.db
      .select({ id: vehiculo.id })
      .from(vehiculo)
      .where(eq(vehiculo.transportista_id, independiente.transportistaId));
    expect((await asignar(empresa, suyo?.id ?? 0, { transportista: null })).statusCode).toBe(403);
    expect((await leer(propio.id))?.transportista_id).toBeNull();
    expect((await leer(ajeno.id))?.transportista_id).toBeNull();

    // Por el formulario del vehículo (multipart) rige lo mismo.
    const multipart = await app.inject({
      method: 'PATCH',
      url: `/api/vehiculo/${propio.id}/`,
      headers: {
        ...autorizacion(empresa),
        'content-type': 'multipart/form-data; boundary=limite',
      },
      payload: `--limite\r\nContent-Disposition: form-data; name="transportista"\r\n\r\n${deLaOtra.transportistaId}\r\n--limite--\r\n`,
    });
    expect(multipart.statusCode).toBe(403);
  });

  it('400 con el campo: sin transportista ni correo, los dos, correo sin transportista habilitado', async () => {
    const v = await vehiculoDe({ empresa_transporte_id: empresaId });
    const bloqueado = await chofer({ bloqueado: true });
    const pendiente = await chofer({ aprobado: false });
    const vacio = await asignar(empresa, v.id, {});
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json()).toEqual({
      transportista: [MENSAJES_TRANSPORTISTAS.asignacionSinTransportista],
    });
    expect(
      (await asignar(empresa, v.id, { transportista: null, email: bloqueado.email })).json(),
    ).toEqual({ transportista: [MENSAJES_TRANSPORTISTAS.asignacionSinTransportista] });
    expect(Object.keys((await asignar(empresa, v.id, { email: 'no-es-correo' })).json())).toEqual([
      'email',
    ]);
    for (const email of ['nadie@ejemplo.com.py', bloqueado.email, pendiente.email]) {
      const r = await asignar(empresa, v.id, { email });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ email: [MENSAJES_TRANSPORTISTAS.transportistaNoDisponible] });
    }
    expect((await asignar(empresa, 999_999_999, { transportista: null })).statusCode).toBe(404);
  });

  it('401 sin sesión, 403 para otros roles; el administrador asigna a cualquiera', async () => {
    const v = await vehiculoDe({ empresa_transporte_id: otraId });
    const alguien = await chofer();
    expect((await asignar(null, v.id, { transportista: null })).statusCode).toBe(401);
    expect((await asignar(cliente, v.id, { transportista: null })).statusCode).toBe(403);
    expect((await asignar(alguien, v.id, { transportista: null })).statusCode).toBe(403);
    const porAdmin = await asignar(admin, v.id, { transportista: alguien.transportistaId });
    expect(porAdmin.statusCode, porAdmin.body).toBe(200);
    expect(porAdmin.json()).toMatchObject({ transportista: alguien.transportistaId });
  });
});
