// Vehículos de transportistas y de empresas de transporte (spec §3 Vehiculo, §7 Vehiculo):
// alta y edición multipart con documentos privados, aprobación, activación (uno por
// transportista) y vencimiento de la habilitación y la póliza.
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MENSAJES,
  MENSAJES_TRANSPORTISTAS,
  booleanoSchema,
  decimalSchema,
  fechaAsuncion,
  fechaSchema,
  guardarVehiculoSchema,
  idSchema,
  type ConsultaPaginada,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { guardarDocumento, validar, type Formulario } from '../../lib/archivos-subidos.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { aplicarListado, listado } from '../../lib/listado.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { cambiaAlguno, VUELVE_A_PENDIENTE } from '../../lib/moderacion.js';
import { notificarCadaUno } from '../notificaciones/notificaciones.service.js';
import { leerDocumentoPrivado } from '../../lib/documentos-privados.js';
import {
  UMBRAL_VENCIDO,
  diasHasta,
  umbralDeAviso,
} from '../transportistas/vencimientos.service.js';
import { nombresDeTransportistas } from '../transportistas/torre.lectura.js';
import {
  avisarCambioDeTransportista,
  verificarTransportistaDeEmpresa,
} from './asignacion.service.js';
import {
  empresaTransporteExiste,
  transportistaActivoExiste,
  usuariosDelVehiculo,
} from './flota.lectura.js';
import { avisoVencimientoVehiculo, tipoVehiculo, vehiculo } from './flota.tables.js';

export const DOCUMENTOS_VEHICULO = [
  'habilitacion_frente',
  'habilitacion_dorso',
  'poliza_seguro',
] as const;
export type DocumentoVehiculoCampo = (typeof DOCUMENTOS_VEHICULO)[number];
const esDocumento = (c: string): c is DocumentoVehiculoCampo =>
  (DOCUMENTOS_VEHICULO as readonly string[]).includes(c);

const CARPETA = 'vehiculos';

// Medidas dentro de lo que guardan las columnas (cm enteros, kg numeric(10,3)).
const centimetros = decimalSchema.pipe(z.number().int().min(0).max(100_000)).nullish();

const datosVehiculoSchema = guardarVehiculoSchema.extend({
  peso_maximo: decimalSchema.pipe(z.number().min(0).max(999_999)).nullish(),
  espacio_alto_cm: centimetros,
  espacio_ancho_cm: centimetros,
  espacio_largo_cm: centimetros,
  poliza_vencimiento: fechaSchema.nullish(),
  /** Transportista asignado (administrador o empresa). */
  transportista: idSchema.nullish(),
  /** Empresa dueña (sólo el administrador la elige). */
  empresa_transporte: idSchema.nullish(),
});
const edicionVehiculoSchema = datosVehiculoSchema.partial();

/**
 * Lo que el administrador verificó al aprobar (identidad, capacidad, frío por el tipo y
 * vencimientos): si el dueño lo cambia, o sube un documento, el vehículo vuelve a pendiente.
 */
const CAMPOS_MODERADOS = [
  'tipo_vehiculo_id',
  'marca',
  'modelo',
  'ano',
  'numero_chapa',
  'numero_chassis',
  'habilitacion_vencimiento',
  'poliza_vencimiento',
  'peso_maximo',
  'espacio_alto_cm',
  'espacio_ancho_cm',
  'espacio_largo_cm',
] as const satisfies readonly (keyof typeof vehiculo.$inferSelect)[];

type Fila = typeof vehiculo.$inferSelect;

const urlDocumento = (id: number, campo: DocumentoVehiculoCampo, valor: string | null) =>
  valor === null || valor === '' ? null : `/api/vehiculo/${id}/documento/${campo}/`;

function vehiculoLectura(v: Fila, tipoNombre: string | null, transportistas: Map<number, string>) {
  return {
    id: v.id,
    transportista: v.transportista_id,
    transportista_nombre:
      v.transportista_id === null ? null : (transportistas.get(v.transportista_id) ?? null),
    empresa_transporte: v.empresa_transporte_id,
    tipo_vehiculo: v.tipo_vehiculo_id,
    tipo_vehiculo_nombre: tipoNombre,
    marca: v.marca,
    modelo: v.modelo,
    ano: v.ano,
    color: v.color,
    numero_chapa: v.numero_chapa,
    numero_chassis: v.numero_chassis,
    kilometraje: v.kilometraje,
    poliza_seguro: urlDocumento(v.id, 'poliza_seguro', v.poliza_seguro),
    poliza_vencimiento: v.poliza_vencimiento,
    habilitacion_frente: urlDocumento(v.id, 'habilitacion_frente', v.habilitacion_frente),
    habilitacion_dorso: urlDocumento(v.id, 'habilitacion_dorso', v.habilitacion_dorso),
    habilitacion_vencimiento: v.habilitacion_vencimiento,
    peso_maximo: v.peso_maximo,
    espacio_alto_cm: v.espacio_alto_cm,
    espacio_ancho_cm: v.espacio_ancho_cm,
    espacio_largo_cm: v.espacio_largo_cm,
    refrigeracion: v.refrigeracion,
    aprobado: v.aprobado,
    activo: v.activo,
    fecha_agregado: v.fecha_agregado.toISOString(),
    cantidad_viajes: v.cantidad_viajes,
    ultimo_viaje: v.ultimo_viaje?.toISOString() ?? null,
    suspendido: v.suspendido_en !== null,
    suspendido_en: v.suspendido_en?.toISOString() ?? null,
  };
}

async function leerVehiculo(db: Db | Tx, id: number) {
  const [f] = await db
    .select({ v: vehiculo, tipo: tipoVehiculo.nombre })
    .from(vehiculo)
    .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, vehiculo.tipo_vehiculo_id))
    .where(eq(vehiculo.id, id));
  if (!f) throw new NoEncontrado();
  const transportistas = await nombresDeTransportistas(db, [f.v.transportista_id]);
  return vehiculoLectura(f.v, f.tipo, transportistas);
}

/** Alcance: el administrador ve todo; el transportista sus vehículos; la empresa los suyos. */
function alcance(u: UsuarioAutenticado): SQL | undefined {
  if (u.administrador) return undefined;
  return or(
    u.transportista_id === null ? undefined : eq(vehiculo.transportista_id, u.transportista_id),
    u.empresa_transporte_id === null
      ? undefined
      : eq(vehiculo.empresa_transporte_id, u.empresa_transporte_id),
    sql`false`,
  );
}

/** Quién cambia datos o da de baja: administrador, la empresa dueña o el transportista dueño. */
const puedeGestionar = (u: UsuarioAutenticado, v: Fila) =>
  u.administrador ||
  (v.empresa_transporte_id !== null && v.empresa_transporte_id === u.empresa_transporte_id) ||
  (v.empresa_transporte_id === null &&
    v.transportista_id !== null &&
    v.transportista_id === u.transportista_id);

/** Quién lo ve, lee sus documentos y lo activa: además, el transportista asignado. */
const puedeVer = (u: UsuarioAutenticado, v: Fila) =>
  puedeGestionar(u, v) ||
  (v.transportista_id !== null && v.transportista_id === u.transportista_id);

/** El administrador que actúa sobre un vehículo ajeno deja rastro en la auditoría. */
const puedeVerSinAdmin = (u: UsuarioAutenticado, v: Fila) =>
  puedeVer({ ...u, administrador: false }, v);

async function vehiculoDe(db: Db | Tx, u: UsuarioAutenticado, id: number, paraGestionar: boolean) {
  const [v] = await db.select().from(vehiculo).where(eq(vehiculo.id, id));
  if (!v || !(paraGestionar ? puedeGestionar(u, v) : puedeVer(u, v))) throw new NoEncontrado();
  return v;
}

async function leerDatos<S extends z.ZodType>(db: Db, esquema: S, formulario: Formulario) {
  const errores: Record<string, string[]> = {};
  for (const a of formulario.archivos) {
    if (!esDocumento(a.campo)) errores[a.campo] = [MENSAJES.archivoNoPermitido];
  }
  let datos: z.output<S> | undefined;
  try {
    datos = validar(esquema, formulario.campos);
  } catch (error) {
    if (!(error instanceof ErrorValidacion)) throw error;
    Object.assign(errores, error.campos);
  }
  const d = datos as z.output<typeof edicionVehiculoSchema> | undefined;
  if (d?.tipo_vehiculo !== undefined) {
    const [t] = await db
      .select({ id: tipoVehiculo.id })
      .from(tipoVehiculo)
      .where(and(eq(tipoVehiculo.id, d.tipo_vehiculo), eq(tipoVehiculo.activo, true)));
    if (!t) errores.tipo_vehiculo = [MENSAJES.noEncontrado];
  }
  if (d?.transportista != null && !(await transportistaActivoExiste(db, d.transportista))) {
    errores.transportista = [MENSAJES.noEncontrado];
  }
  if (d?.empresa_transporte != null && !(await empresaTransporteExiste(db, d.empresa_transporte))) {
    errores.empresa_transporte = [MENSAJES.noEncontrado];
  }
  if (Object.keys(errores).length > 0 || datos === undefined) throw new ErrorValidacion(errores);
  return datos;
}

async function chapaLibre(db: Db, chapa: string, exceptoId?: number) {
  const [otro] = await db
    .select({ id: vehiculo.id })
    .from(vehiculo)
    .where(
      and(
        sql`upper(${vehiculo.numero_chapa}) = ${chapa.toUpperCase()}`,
        exceptoId === undefined ? undefined : ne(vehiculo.id, exceptoId),
      ),
    );
  if (otro) throw ErrorValidacion.campo('numero_chapa', MENSAJES_TRANSPORTISTAS.chapaEnUso);
}

async function guardarArchivos(documentosDir: string, formulario: Formulario) {
  const rutas: Partial<Record<DocumentoVehiculoCampo, string>> = {};
  for (const a of formulario.archivos) {
    if (esDocumento(a.campo)) rutas[a.campo] = await guardarDocumento(documentosDir, CARPETA, a);
  }
  return rutas;
}

/** Dueño del vehículo nuevo según quién lo carga. */
function duenioNuevo(
  u: UsuarioAutenticado,
  datos: z.output<typeof datosVehiculoSchema>,
): { transportista_id: number | null; empresa_transporte_id: number | null } {
  if (u.administrador) {
    const duenio = {
      transportista_id: datos.transportista ?? null,
      empresa_transporte_id: datos.empresa_transporte ?? null,
    };
    if (duenio.transportista_id === null && duenio.empresa_transporte_id === null) {
      throw ErrorValidacion.campo('transportista', MENSAJES_TRANSPORTISTAS.vehiculoSinDuenio);
    }
    return duenio;
  }
  if (u.empresa_transporte_id !== null) {
    return {
      transportista_id: datos.transportista ?? null,
      empresa_transporte_id: u.empresa_transporte_id,
    };
  }
  return { transportista_id: u.transportista_id, empresa_transporte_id: null };
}

/** Alta (multipart): queda pendiente de aprobación; el kilometraje se guarda como texto. */
export async function crearVehiculo(
  db: Db,
  documentosDir: string,
  u: UsuarioAutenticado,
  formulario: Formulario,
) {
  const datos = await leerDatos(db, datosVehiculoSchema, formulario);
  const duenio = duenioNuevo(u, datos);
  if (duenio.empresa_transporte_id !== null && duenio.transportista_id !== null)
    await verificarTransportistaDeEmpresa(
      db,
      u,
      duenio.empresa_transporte_id,
      duenio.transportista_id,
    );
  await chapaLibre(db, datos.numero_chapa);
  const archivos = await guardarArchivos(documentosDir, formulario);
  const { transportista: _t, empresa_transporte: _e, tipo_vehiculo, ...resto } = datos;
  const id = await db.transaction(async (tx) => {
    const [v] = await tx
      .insert(vehiculo)
      .values({
        ...resto,
        ...archivos,
        ...duenio,
        tipo_vehiculo_id: tipo_vehiculo,
        aprobado: false,
        activo: false,
      })
      .returning();
    if (!v) throw new Error('no se creó el vehículo');
    if (v.empresa_transporte_id !== null) await avisarCambioDeTransportista(tx, null, v);
    if (u.administrador) {
      await registrarAuditoria(tx, {
        usuarioId: u.id,
        entidad: 'vehiculo',
        entidadId: v.id,
        accion: 'crear',
        despues: v,
      });
    }
    return v.id;
  });
  return leerVehiculo(db, id);
}

export async function obtenerVehiculo(db: Db, u: UsuarioAutenticado, id: number) {
  await vehiculoDe(db, u, id, false);
  return leerVehiculo(db, id);
}

/**
 * Edición (multipart). Cambiar el transportista asignado desactiva el vehículo; un cambio del
 * dueño en lo moderado lo devuelve a pendiente (inactivo hasta que se apruebe de nuevo).
 */
export async function actualizarVehiculo(
  db: Db,
  documentosDir: string,
  u: UsuarioAutenticado,
  id: number,
  formulario: Formulario,
) {
  const actual = await vehiculoDe(db, u, id, true);
  const datos = await leerDatos(db, edicionVehiculoSchema, formulario);
  if (datos.empresa_transporte !== undefined && !u.administrador) {
    throw ErrorValidacion.campo('empresa_transporte', MENSAJES.sinPermiso);
  }
  // El transportista de un vehículo de empresa sigue las reglas de la asignación; el de uno
  // propio no lo cambia su dueño.
  if (datos.transportista != null && actual.empresa_transporte_id !== null) {
    await verificarTransportistaDeEmpresa(db, u, actual.empresa_transporte_id, datos.transportista);
  } else if (
    datos.transportista !== undefined &&
    !u.administrador &&
    actual.empresa_transporte_id === null &&
    datos.transportista !== actual.transportista_id
  ) {
    throw ErrorValidacion.campo('transportista', MENSAJES.sinPermiso);
  }
  if (datos.numero_chapa !== undefined) await chapaLibre(db, datos.numero_chapa, id);
  const archivos = await guardarArchivos(documentosDir, formulario);
  const { transportista, empresa_transporte, tipo_vehiculo, ...resto } = datos;
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(vehiculo).where(eq(vehiculo.id, id)).for('update');
    if (!antes) throw new NoEncontrado();
    const reasignado = transportista !== undefined && transportista !== antes.transportista_id;
    const aModeracion =
      !u.administrador &&
      antes.aprobado &&
      (Object.keys(archivos).length > 0 ||
        cambiaAlguno(antes, { ...resto, tipo_vehiculo_id: tipo_vehiculo }, CAMPOS_MODERADOS));
    const [despues] = await tx
      .update(vehiculo)
      .set({
        ...resto,
        ...archivos,
        ...(tipo_vehiculo !== undefined && { tipo_vehiculo_id: tipo_vehiculo }),
        ...(transportista !== undefined && { transportista_id: transportista }),
        ...(empresa_transporte !== undefined && { empresa_transporte_id: empresa_transporte }),
        ...((reasignado || aModeracion) && { activo: false }),
        ...(aModeracion && VUELVE_A_PENDIENTE),
        actualizado_en: new Date(),
      })
      .where(eq(vehiculo.id, id))
      .returning();
    if (despues && despues.transportista_id === null && despues.empresa_transporte_id === null) {
      throw ErrorValidacion.campo('transportista', MENSAJES_TRANSPORTISTAS.vehiculoSinDuenio);
    }
    if (despues && despues.empresa_transporte_id !== null)
      await avisarCambioDeTransportista(tx, antes, despues);
    if (u.administrador && !puedeVerSinAdmin(u, antes)) {
      await registrarAuditoria(tx, {
        usuarioId: u.id,
        entidad: 'vehiculo',
        entidadId: id,
        accion: 'editar',
        antes,
        despues,
      });
    }
  });
  return leerVehiculo(db, id);
}

export async function eliminarVehiculo(db: Db, u: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const v = await vehiculoDe(tx, u, id, true);
    await tx.delete(vehiculo).where(eq(vehiculo.id, id));
    if (u.administrador && !puedeVerSinAdmin(u, v)) {
      await registrarAuditoria(tx, {
        usuarioId: u.id,
        entidad: 'vehiculo',
        entidadId: id,
        accion: 'eliminar',
        antes: v,
      });
    }
  });
}

/**
 * PUT /vehiculo/{id}/ {activar}: sólo un vehículo aprobado se activa, y el transportista queda
 * con ese único vehículo activo (los demás se desactivan en la misma transacción; el índice
 * único parcial vehiculo_activo_uq lo garantiza también ante carreras).
 */
export async function activarVehiculo(db: Db, u: UsuarioAutenticado, id: number, activar: boolean) {
  await db.transaction(async (tx) => {
    const v = await vehiculoDe(tx, u, id, false);
    if (!activar) {
      await tx.update(vehiculo).set({ activo: false }).where(eq(vehiculo.id, id));
      return;
    }
    if (!v.aprobado) throw new Conflicto(MENSAJES_TRANSPORTISTAS.vehiculoSinAprobar);
    if (v.transportista_id !== null) {
      // Bloquea los vehículos del transportista: dos activaciones simultáneas se ordenan.
      await tx
        .select({ id: vehiculo.id })
        .from(vehiculo)
        .where(eq(vehiculo.transportista_id, v.transportista_id))
        .for('update');
      await tx
        .update(vehiculo)
        .set({ activo: false })
        .where(
          and(
            eq(vehiculo.transportista_id, v.transportista_id),
            eq(vehiculo.activo, true),
            ne(vehiculo.id, id),
          ),
        );
    }
    await tx.update(vehiculo).set({ activo: true }).where(eq(vehiculo.id, id));
  });
  return leerVehiculo(db, id);
}

/** Aprobación (o reinstalación tras un documento vencido): exige habilitación y póliza vigentes. */
export async function aprobarVehiculo(
  db: Db,
  admin: UsuarioAutenticado,
  id: number,
  ahora = new Date(),
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(vehiculo).where(eq(vehiculo.id, id)).for('update');
    if (!antes) throw new NoEncontrado();
    const hoy = fechaAsuncion(ahora);
    if (antes.habilitacion_vencimiento !== null && antes.habilitacion_vencimiento < hoy) {
      throw ErrorValidacion.campo(
        'habilitacion_vencimiento',
        MENSAJES_TRANSPORTISTAS.habilitacionVencida,
      );
    }
    if (antes.poliza_vencimiento !== null && antes.poliza_vencimiento < hoy) {
      throw ErrorValidacion.campo('poliza_vencimiento', MENSAJES_TRANSPORTISTAS.polizaVencida);
    }
    if (antes.aprobado) throw new Conflicto(MENSAJES_TRANSPORTISTAS.vehiculoYaAprobado);
    const [despues] = await tx
      .update(vehiculo)
      .set({
        aprobado: true,
        aprobado_por: admin.id,
        fecha_aprobacion: ahora,
        suspendido_en: null,
        actualizado_en: ahora,
      })
      .where(eq(vehiculo.id, id))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'vehiculo',
      entidadId: id,
      accion: 'aprobar',
      antes,
      despues,
    });
    const destinatarios = await usuariosDelVehiculo(tx, antes);
    await notificarCadaUno(
      tx,
      'vehiculo_aprobado',
      destinatarios.map(({ usuario, empresa }) => ({
        usuario,
        datos: { vehiculo_id: id, empresa },
      })),
    );
  });
  return leerVehiculo(db, id);
}

/** Documento privado del vehículo (dueños, transportista asignado y administradores). */
export async function documentoVehiculo(
  db: Db,
  documentosDir: string,
  u: UsuarioAutenticado,
  id: number,
  campo: DocumentoVehiculoCampo,
) {
  const v = await vehiculoDe(db, u, id, false);
  return leerDocumentoPrivado(documentosDir, v[campo]);
}

export const consultaVehiculosFiltros = {
  moderado: booleanoSchema.optional(),
  activo: booleanoSchema.optional(),
  transportista: idSchema.optional(),
  empresa_transporte: idSchema.optional(),
};
type ConsultaVehiculos = ConsultaPaginada & {
  paginado: boolean;
  moderado?: boolean | undefined;
  activo?: boolean | undefined;
  transportista?: number | undefined;
  empresa_transporte?: number | undefined;
};

/** GET /vehiculo/: los del alcance del usuario, con search, ordering y filtros. */
export function listarVehiculos(
  db: Db,
  request: FastifyRequest,
  u: UsuarioAutenticado,
  consulta: ConsultaVehiculos,
) {
  const base = () =>
    db
      .select({ v: vehiculo, tipo: tipoVehiculo.nombre })
      .from(vehiculo)
      .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, vehiculo.tipo_vehiculo_id))
      .$dynamic();
  return listado(request, consulta, {
    contar: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(vehiculo)
          .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, vehiculo.tipo_vehiculo_id))
          .where(where)
      )[0]?.n ?? 0,
    listar: async (where, orden, limit, offset) => {
      const filas = await aplicarListado(base(), where, orden, limit, offset);
      const transportistas = await nombresDeTransportistas(
        db,
        filas.map((f) => f.v.transportista_id),
      );
      return filas.map((f) => vehiculoLectura(f.v, f.tipo, transportistas));
    },
    buscarEn: [vehiculo.marca, vehiculo.modelo, vehiculo.numero_chapa, tipoVehiculo.nombre],
    ordenables: {
      id: vehiculo.id,
      marca: vehiculo.marca,
      modelo: vehiculo.modelo,
      ano: vehiculo.ano,
      numero_chapa: vehiculo.numero_chapa,
      fecha_agregado: vehiculo.fecha_agregado,
      habilitacion_vencimiento: vehiculo.habilitacion_vencimiento,
    },
    ordenPorDefecto: [desc(vehiculo.fecha_agregado), asc(vehiculo.id)],
    filtro: and(
      alcance(u),
      consulta.moderado === undefined ? undefined : eq(vehiculo.aprobado, consulta.moderado),
      consulta.activo === undefined ? undefined : eq(vehiculo.activo, consulta.activo),
      consulta.transportista === undefined
        ? undefined
        : eq(vehiculo.transportista_id, consulta.transportista),
      consulta.empresa_transporte === undefined
        ? undefined
        : eq(vehiculo.empresa_transporte_id, consulta.empresa_transporte),
    ),
  });
}

/** Avisa a los dueños y suspende vehículos según el vencimiento de su habilitación y póliza. */
export async function revisarVencimientosVehiculos(db: Db, ahora: Date) {
  const filas = await db
    .select()
    .from(vehiculo)
    .where(
      or(isNotNull(vehiculo.habilitacion_vencimiento), isNotNull(vehiculo.poliza_vencimiento)),
    );
  let avisos = 0;
  let suspendidos = 0;
  for (const v of filas) {
    const documentos: ['habilitacion' | 'poliza', string | null][] = [
      ['habilitacion', v.habilitacion_vencimiento],
      ['poliza', v.poliza_vencimiento],
    ];
    for (const [documento, vence] of documentos) {
      if (vence === null) continue;
      const dias = diasHasta(vence, ahora);
      const umbral = dias < 0 ? UMBRAL_VENCIDO : umbralDeAviso(dias);
      if (umbral === null) continue;
      await db.transaction(async (tx) => {
        const nuevo = await tx
          .insert(avisoVencimientoVehiculo)
          .values({ vehiculo_id: v.id, documento, vencimiento: vence, umbral })
          .onConflictDoNothing()
          .returning({ id: avisoVencimientoVehiculo.id });
        if (nuevo.length === 0) return;
        avisos++;
        if (umbral === UMBRAL_VENCIDO) {
          const s = await tx
            .update(vehiculo)
            .set({ aprobado: false, suspendido_en: ahora, actualizado_en: ahora })
            .where(and(eq(vehiculo.id, v.id), isNull(vehiculo.suspendido_en)))
            .returning({ id: vehiculo.id });
          if (s.length > 0) suspendidos++;
        }
        const destinatarios = await usuariosDelVehiculo(tx, v);
        await notificarCadaUno(
          tx,
          'documento_vencimiento',
          destinatarios.map(({ usuario, empresa }) => ({
            usuario,
            datos: { vehiculo_id: v.id, empresa, documento, dias: Math.max(dias, 0) },
          })),
        );
      });
    }
  }
  return { avisos, suspendidos };
}
