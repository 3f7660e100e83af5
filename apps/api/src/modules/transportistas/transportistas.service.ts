// Alta y ficha de transportistas (spec §3 Transportista, §4 aprobación y documentos faltantes,
// §7 /registro-transportista/ y llamadas de Transportista).
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MENSAJES,
  MENSAJES_TRANSPORTISTAS,
  booleanoSchema,
  documentoFaltanteTransportista,
  fechaAsuncion,
  fechaSchema,
  guardarTransportistaSchema,
  idSchema,
  telefonoA09,
  type ConsultaPaginada,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { guardarDocumento, validar, type Formulario } from '../../lib/archivos-subidos.js';
import { Conflicto, ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { listado } from '../../lib/listado.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { nombresDeUsuarios } from '../cuentas/cuentas.lectura.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { leerDocumentoPrivado } from '../../lib/documentos-privados.js';
import {
  aceptacionContratoTransportista,
  ciudadesDe,
  ciudadesInexistentes,
  empresaDelTransportista,
  listadoAdminTransportistas,
  listadoClientesTransportista,
  usuarioActivo,
  vehiculosDe,
} from './transportistas.lectura.js';
import { cambiaAlguno, VUELVE_A_PENDIENTE } from '../../lib/moderacion.js';
import { transportista, transportistaCiudad } from './transportistas.tables.js';

/** Archivos del transportista: privados, servidos por GET /transportista/{id}/documento/{campo}/. */
export const DOCUMENTOS_TRANSPORTISTA = [
  'registro_frente',
  'registro_dorso',
  'antecedentesj',
  'antecedentesp',
  'poliza_seguro',
  'constancia_ruc',
] as const;
export type DocumentoTransportistaCampo = (typeof DOCUMENTOS_TRANSPORTISTA)[number];
const esDocumento = (c: string): c is DocumentoTransportistaCampo =>
  (DOCUMENTOS_TRANSPORTISTA as readonly string[]).includes(c);

const CARPETA = 'transportistas';

const datosTransportistaSchema = guardarTransportistaSchema.extend({
  poliza_vencimiento: fechaSchema.nullish(),
});
const altaAdminSchema = datosTransportistaSchema.extend({ usuario: idSchema });
/** Vencimientos verificados al aprobar: si el transportista los cambia, vuelve a pendiente. */
const VENCIMIENTOS = ['registro_vencimiento', 'poliza_vencimiento'] as const;

const edicionSchema = datosTransportistaSchema.partial().extend({
  bloqueado: booleanoSchema.optional(),
});

type Fila = typeof transportista.$inferSelect;

const urlDocumento = (id: number, campo: DocumentoTransportistaCampo, valor: string | null) =>
  valor === null || valor === '' ? null : `/api/transportista/${id}/documento/${campo}/`;

function documentos(f: Pick<Fila, 'id' | DocumentoTransportistaCampo>) {
  return Object.fromEntries(
    DOCUMENTOS_TRANSPORTISTA.map((c) => [c, urlDocumento(f.id, c, f[c])]),
  ) as Record<DocumentoTransportistaCampo, string | null>;
}

/** Ficha del transportista (spec §3) con el documento faltante de §4. */
export async function transportistaLectura(db: Db | Tx, id: number, ahora = new Date()) {
  const [t] = await db.select().from(transportista).where(eq(transportista.id, id));
  if (!t) throw new NoEncontrado();
  const [ciudades, vehiculos, contratoVigente, nombres] = await Promise.all([
    ciudadesDe(db, [id]),
    vehiculosDe(db, [id]),
    aceptacionContratoTransportista(db, t.usuario_id),
    nombresDeUsuarios(db, [t.usuario_id]),
  ]);
  return {
    id: t.id,
    usuario: t.usuario_id,
    // Nombre y apellido de su cuenta: el título de su ficha en el panel.
    nombre: nombres.get(t.usuario_id) ?? '',
    tipo_usuario: t.tipo_usuario,
    ...documentos(t),
    registro_vencimiento: t.registro_vencimiento,
    poliza_vencimiento: t.poliza_vencimiento,
    aprobado: t.aprobado,
    fecha_aprobacion: t.fecha_aprobacion?.toISOString() ?? null,
    ciudades: ciudades.get(id) ?? [],
    vehiculos: vehiculos.get(id) ?? [],
    cantidad_viajes: t.cantidad_viajes,
    ultimo_viaje: t.ultimo_viaje?.toISOString() ?? null,
    rating: t.rating,
    ratings: t.ratings,
    // La aceptación del contrato vigente (POST /aceptar-contrato/ {tipo: 30}) o la del alta.
    fecha_aceptacion_contrato:
      (contratoVigente ?? t.fecha_aceptacion_contrato)?.toISOString() ?? null,
    balance: t.balance,
    activo: t.activo,
    bloqueado: t.bloqueado,
    conectado: t.conectado,
    has_products: t.fabricante_id !== null,
    suspendido: t.suspendido_en !== null,
    suspendido_en: t.suspendido_en?.toISOString() ?? null,
    documento_faltante: documentoFaltanteTransportista(t, ahora),
  };
}

/** Valida los campos y los archivos; los archivos ausentes de `requeridos` son errores del campo. */
async function leerDatos<S extends z.ZodType>(
  db: Db,
  esquema: S,
  formulario: Formulario,
  requeridos: readonly DocumentoTransportistaCampo[],
): Promise<z.output<S>> {
  const errores: Record<string, string[]> = {};
  for (const a of formulario.archivos) {
    if (!esDocumento(a.campo)) errores[a.campo] = [MENSAJES.archivoNoPermitido];
  }
  for (const c of requeridos) {
    if (!formulario.archivos.some((a) => a.campo === c)) errores[c] = [MENSAJES.archivoRequerido];
  }
  let datos: z.output<S> | undefined;
  try {
    datos = validar(esquema, formulario.campos);
  } catch (error) {
    if (!(error instanceof ErrorValidacion)) throw error;
    Object.assign(errores, error.campos);
  }
  const ciudades = (datos as { ciudades?: number[] } | undefined)?.ciudades;
  if (ciudades && (await ciudadesInexistentes(db, ciudades)).length > 0) {
    errores.ciudades = [MENSAJES.validacion];
  }
  if (Object.keys(errores).length > 0 || datos === undefined) throw new ErrorValidacion(errores);
  return datos;
}

async function guardarArchivos(documentosDir: string, formulario: Formulario) {
  const rutas: Partial<Record<DocumentoTransportistaCampo, string>> = {};
  for (const a of formulario.archivos) {
    if (esDocumento(a.campo)) rutas[a.campo] = await guardarDocumento(documentosDir, CARPETA, a);
  }
  return rutas;
}

async function guardarCiudades(tx: Tx, id: number, ciudades: readonly number[]) {
  await tx.delete(transportistaCiudad).where(eq(transportistaCiudad.transportista_id, id));
  if (ciudades.length > 0) {
    await tx
      .insert(transportistaCiudad)
      .values([...new Set(ciudades)].map((ciudad_id) => ({ transportista_id: id, ciudad_id })));
  }
}

/**
 * Registro del propio usuario como transportista (multipart): documentos completos y contrato
 * de transportista aceptado antes. Queda pendiente (aprobado false) hasta la aprobación.
 */
export async function registrarTransportista(
  db: Db,
  documentosDir: string,
  u: UsuarioAutenticado,
  formulario: Formulario,
) {
  if (u.transportista_id !== null) {
    throw ErrorValidacion.general(MENSAJES_TRANSPORTISTAS.transportistaYaRegistrado);
  }
  const datos = await leerDatos(db, datosTransportistaSchema, formulario, DOCUMENTOS_TRANSPORTISTA);
  const aceptado = await aceptacionContratoTransportista(db, u.id);
  if (aceptado === null) {
    throw ErrorValidacion.campo(
      'contrato',
      MENSAJES_TRANSPORTISTAS.contratoTransportistaSinAceptar,
    );
  }
  const archivos = await guardarArchivos(documentosDir, formulario);
  const id = await db.transaction(async (tx) => {
    const [t] = await tx
      .insert(transportista)
      .values({
        usuario_id: u.id,
        tipo_usuario: u.fabricante_id === null ? 10 : 0,
        fabricante_id: u.fabricante_id,
        ...archivos,
        registro_vencimiento: datos.registro_vencimiento,
        poliza_vencimiento: datos.poliza_vencimiento ?? null,
        fecha_aceptacion_contrato: aceptado,
        aprobado: false,
      })
      .onConflictDoNothing()
      .returning({ id: transportista.id });
    if (!t) throw ErrorValidacion.general(MENSAJES_TRANSPORTISTAS.transportistaYaRegistrado);
    await guardarCiudades(tx, t.id, datos.ciudades);
    return t.id;
  });
  return transportistaLectura(db, id);
}

/** Alta por un administrador de un usuario existente como transportista (pendiente). */
export async function crearTransportista(
  db: Db,
  documentosDir: string,
  admin: UsuarioAutenticado,
  formulario: Formulario,
) {
  const datos = await leerDatos(db, altaAdminSchema, formulario, []);
  if (!(await usuarioActivo(db, datos.usuario))) {
    throw ErrorValidacion.campo('usuario', MENSAJES.noEncontrado);
  }
  const archivos = await guardarArchivos(documentosDir, formulario);
  const id = await db.transaction(async (tx) => {
    const [t] = await tx
      .insert(transportista)
      .values({
        usuario_id: datos.usuario,
        tipo_usuario: 10,
        ...archivos,
        registro_vencimiento: datos.registro_vencimiento,
        poliza_vencimiento: datos.poliza_vencimiento ?? null,
        aprobado: false,
      })
      .onConflictDoNothing()
      .returning();
    if (!t) {
      throw ErrorValidacion.campo('usuario', MENSAJES_TRANSPORTISTAS.transportistaYaRegistrado);
    }
    await guardarCiudades(tx, t.id, datos.ciudades);
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'transportista',
      entidadId: t.id,
      accion: 'crear',
      antes: null,
      despues: t,
    });
    return t.id;
  });
  return transportistaLectura(db, id);
}

/** El transportista mismo, un administrador o una empresa con un vehículo suyo asignado. */
async function puedeVer(db: Db, u: UsuarioAutenticado, id: number): Promise<boolean> {
  if (u.administrador || u.transportista_id === id) return true;
  return (
    u.empresa_transporte_id !== null && empresaDelTransportista(db, id, u.empresa_transporte_id)
  );
}

export async function obtenerTransportista(db: Db, u: UsuarioAutenticado, id: number) {
  if (!(await puedeVer(db, u, id))) throw new NoEncontrado();
  return transportistaLectura(db, id);
}

/** Documento privado del transportista, para él, su empresa y los administradores. */
export async function documentoTransportista(
  db: Db,
  documentosDir: string,
  u: UsuarioAutenticado,
  id: number,
  campo: DocumentoTransportistaCampo,
) {
  if (!(await puedeVer(db, u, id))) throw new NoEncontrado();
  const [t] = await db.select().from(transportista).where(eq(transportista.id, id));
  if (!t) throw new NoEncontrado();
  return leerDocumentoPrivado(documentosDir, t[campo]);
}

/**
 * Edición (multipart): el transportista sus documentos y ciudades (un documento o vencimiento
 * nuevo lo devuelve a pendiente); el administrador además bloquea o desbloquea (`bloqueado`).
 */
export async function actualizarTransportista(
  db: Db,
  documentosDir: string,
  u: UsuarioAutenticado,
  id: number,
  formulario: Formulario,
) {
  if (!u.administrador && u.transportista_id !== id) throw new NoEncontrado();
  const datos = await leerDatos(db, edicionSchema, formulario, []);
  if (datos.bloqueado !== undefined && !u.administrador) throw new SinPermiso();
  const archivos = await guardarArchivos(documentosDir, formulario);
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(transportista)
      .where(eq(transportista.id, id))
      .for('update');
    if (!antes) throw new NoEncontrado();
    const { ciudades, ...resto } = datos;
    // Un documento nuevo o un vencimiento cambiado por el propio transportista pasa otra vez por
    // la moderación: si no, bastaba con correr la fecha para seguir habilitado.
    const aModeracion =
      !u.administrador &&
      antes.aprobado &&
      (Object.keys(archivos).length > 0 || cambiaAlguno(antes, resto, VENCIMIENTOS));
    const [despues] = await tx
      .update(transportista)
      .set({
        ...resto,
        ...archivos,
        ...(aModeracion && VUELVE_A_PENDIENTE),
        actualizado_en: new Date(),
      })
      .where(eq(transportista.id, id))
      .returning();
    if (ciudades !== undefined) await guardarCiudades(tx, id, ciudades);
    if (u.administrador && u.transportista_id !== id) {
      const bloqueo = datos.bloqueado !== undefined && datos.bloqueado !== antes.bloqueado;
      await registrarAuditoria(tx, {
        usuarioId: u.id,
        entidad: 'transportista',
        entidadId: id,
        accion: bloqueo ? (datos.bloqueado ? 'bloquear' : 'desbloquear') : 'editar',
        antes,
        despues,
      });
    }
  });
  return transportistaLectura(db, id);
}

/** Baja lógica (activo false): conserva su historial de rutas y balance. */
export async function eliminarTransportista(db: Db, admin: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(transportista)
      .where(and(eq(transportista.id, id), eq(transportista.activo, true)))
      .for('update');
    if (!antes) throw new NoEncontrado();
    const [despues] = await tx
      .update(transportista)
      .set({ activo: false, conectado: false, actualizado_en: new Date() })
      .where(eq(transportista.id, id))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'transportista',
      entidadId: id,
      accion: 'eliminar',
      antes,
      despues,
    });
  });
}

/**
 * Aprobación (o reinstalación tras un documento vencido): exige los documentos de §4 al día y
 * la póliza vigente; avisa al transportista.
 */
export async function aprobarTransportista(
  db: Db,
  admin: UsuarioAutenticado,
  id: number,
  ahora = new Date(),
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(transportista)
      .where(and(eq(transportista.id, id), eq(transportista.activo, true)))
      .for('update');
    if (!antes) throw new NoEncontrado();
    const faltante = documentoFaltanteTransportista(antes, ahora);
    if (faltante) throw ErrorValidacion.campo(faltante.campo, faltante.etiqueta);
    if (antes.poliza_vencimiento !== null && antes.poliza_vencimiento < fechaAsuncion(ahora)) {
      throw ErrorValidacion.campo('poliza_vencimiento', MENSAJES_TRANSPORTISTAS.polizaVencida);
    }
    if (antes.aprobado) throw new Conflicto(MENSAJES_TRANSPORTISTAS.transportistaYaAprobado);
    const [despues] = await tx
      .update(transportista)
      .set({
        aprobado: true,
        aprobado_por: admin.id,
        fecha_aprobacion: ahora,
        suspendido_en: null,
        actualizado_en: ahora,
      })
      .where(eq(transportista.id, id))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'transportista',
      entidadId: id,
      accion: 'aprobar',
      antes,
      despues,
    });
    await notificar(tx, antes.usuario_id, 'transportista_aprobado', { transportista_id: id });
  });
  return transportistaLectura(db, id, ahora);
}

type ConsultaAdmin = ConsultaPaginada & {
  paginado: boolean;
  moderado?: boolean | undefined;
  activo?: boolean | undefined;
};

/** GET /transportista/: fila del listado del administrador (spec §3). */
export function listarTransportistas(db: Db, request: FastifyRequest, consulta: ConsultaAdmin) {
  const base = listadoAdminTransportistas(
    db,
    and(
      eq(transportista.activo, consulta.activo ?? true),
      consulta.moderado === undefined ? undefined : eq(transportista.aprobado, consulta.moderado),
    ),
  );
  return listado(request, consulta, {
    ...base,
    listar: async (where, orden, limit, offset) => {
      const filas = await base.listar(where, orden, limit, offset);
      const ids = filas.map((f) => f.id);
      const [ciudades, vehiculos] = await Promise.all([ciudadesDe(db, ids), vehiculosDe(db, ids)]);
      return filas.map(({ usuario: _usuario, suspendido_en, ...f }) => ({
        ...f,
        ...documentos(f),
        nro_telefono: f.nro_telefono === null ? null : telefonoA09(f.nro_telefono),
        email: f.email ?? '',
        ciudades: ciudades.get(f.id) ?? [],
        vehiculos: vehiculos.get(f.id) ?? [],
        suspendido: suspendido_en !== null,
      }));
    },
  });
}

/** GET /transportistas/: lista simple de transportistas aprobados y activos (para elegir uno). */
export function transportistasPlano(db: Db, request: FastifyRequest, consulta: ConsultaAdmin) {
  return listarTransportistas(db, request, { ...consulta, moderado: true, activo: true });
}

/** GET /clientes-transportista/: usuarios que pueden darse de alta como transportistas. */
export function clientesTransportista(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean },
) {
  const base = listadoClientesTransportista(db);
  return listado(request, consulta, {
    ...base,
    listar: async (where, orden, limit, offset) =>
      (await base.listar(where, orden, limit, offset)).map((f) => ({
        ...f,
        nro_telefono: f.nro_telefono === null ? null : telefonoA09(f.nro_telefono),
      })),
  });
}
