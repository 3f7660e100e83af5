// Panel de la empresa de transporte (/adm_transportista): su perfil, su flota por estado, los
// choferes asignados a sus vehículos y lo que ganaron sus rutas. Sólo su administrador (o un
// administrador de Ñemu) la ve.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fechaAsuncion, type ConsultaPaginada, type EditarEmpresaTransporte } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { listado } from '../../lib/listado.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import {
  gananciasEmpresa,
  gananciasEmpresaPorMes,
  saldosDeEmpresa,
} from '../contabilidad/liquidaciones.service.js';
import {
  choferesDeEmpresa,
  empresaTransportePorId,
  flotaPorEstado,
  listadoMovimientosEmpresa,
} from './empresa-transporte.lectura.js';
import { empresaTransporte } from './transportistas.tables.js';

/** La empresa del alcance del usuario: la propia, o cualquiera para un administrador. */
async function empresaDe(db: Db, u: UsuarioAutenticado, id: number) {
  if (!u.administrador && u.empresa_transporte_id !== id) throw new NoEncontrado();
  const e = await empresaTransportePorId(db, id);
  if (!e) throw new NoEncontrado();
  return e;
}

function perfil(e: typeof empresaTransporte.$inferSelect) {
  return {
    id: e.id,
    nombre: e.nombre,
    razon_social: e.razon_social,
    ruc: e.ruc,
    nro_telefono: e.nro_telefono,
    email: e.email,
    direccion: e.direccion,
    aprobado: e.aprobado,
    fecha_aprobacion: e.fecha_aprobacion?.toISOString() ?? null,
  };
}

export async function obtenerEmpresa(db: Db, u: UsuarioAutenticado, id: number) {
  return perfil(await empresaDe(db, u, id));
}

/** Edición parcial del perfil; un administrador que edita una empresa ajena deja rastro. */
export async function editarEmpresa(
  db: Db,
  u: UsuarioAutenticado,
  id: number,
  datos: EditarEmpresaTransporte,
) {
  const antes = await empresaDe(db, u, id);
  const despues = await db.transaction(async (tx) => {
    const [d] = await tx
      .update(empresaTransporte)
      .set({ ...datos, actualizado_en: new Date() })
      .where(eq(empresaTransporte.id, id))
      .returning();
    if (!d) throw new NoEncontrado();
    if (u.administrador && u.empresa_transporte_id !== id) {
      await registrarAuditoria(tx, {
        usuarioId: u.id,
        entidad: 'empresa_transporte',
        entidadId: id,
        accion: 'editar',
        antes,
        despues: d,
      });
    }
    return d;
  });
  return perfil(despues);
}

/** Primer día del mes en curso en Asunción ("YYYY-MM-01"). */
const inicioDeMes = (ahora: Date) => `${fechaAsuncion(ahora).slice(0, 7)}-01`;

/** Inicio del panel: flota por estado, choferes y rutas y ganancias del mes. */
export async function inicioEmpresa(db: Db, u: UsuarioAutenticado, id: number, ahora = new Date()) {
  await empresaDe(db, u, id);
  const desde = inicioDeMes(ahora);
  const [flota, choferes, mes] = await Promise.all([
    flotaPorEstado(db, id),
    choferesDeEmpresa(db, id),
    gananciasEmpresa(db, id, desde),
  ]);
  return { flota, choferes, mes: { desde, ...mes } };
}

/** Balance: ganancias del mes, totales y por mes de los últimos doce meses. */
export async function balanceEmpresa(
  db: Db,
  u: UsuarioAutenticado,
  id: number,
  ahora = new Date(),
) {
  await empresaDe(db, u, id);
  const desde = inicioDeMes(ahora);
  const [anio, mes] = desde.split('-').map(Number) as [number, number];
  const haceUnAnio = `${mes === 12 ? anio : anio - 1}-${String((mes % 12) + 1).padStart(2, '0')}-01`;
  const [delMes, total, porMes, saldos] = await Promise.all([
    gananciasEmpresa(db, id, desde),
    gananciasEmpresa(db, id),
    gananciasEmpresaPorMes(db, id, haceUnAnio),
    saldosDeEmpresa(db, id),
  ]);
  return {
    ganancias_mes: delMes.ganancias,
    rutas_mes: delMes.rutas,
    ganancias_total: total.ganancias,
    rutas_total: total.rutas,
    por_mes: porMes,
    pagado: saldos.pagado,
    saldo: saldos.saldo,
    efectivo_pendiente: saldos.efectivo_pendiente,
  };
}

/** Movimientos: rutas terminadas con sus vehículos (paginado como los demás listados). */
export async function movimientosEmpresa(
  db: Db,
  request: FastifyRequest,
  u: UsuarioAutenticado,
  id: number,
  consulta: ConsultaPaginada & { paginado: boolean; vehiculo?: number | undefined },
) {
  await empresaDe(db, u, id);
  const base = listadoMovimientosEmpresa(db, id, consulta.vehiculo);
  return listado(request, consulta, {
    ...base,
    listar: async (where, orden, limit, offset) =>
      (await base.listar(where, orden, limit, offset)).map(({ nombre, apellido, fin, ...f }) => ({
        ...f,
        fin: fin?.toISOString() ?? null,
        transportista_nombre: nombre === null ? null : `${nombre} ${apellido ?? ''}`.trim() || null,
      })),
  });
}
