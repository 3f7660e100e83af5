import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada } from '@nemu/domain';
import { MENSAJES, crearFabricanteAdminSchema } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import {
  guardarDocumento,
  guardarImagen,
  validar,
  type Formulario,
} from '../../lib/archivos-subidos.js';
import { aplicarListado, contarFilas, listado, type DefinicionListado } from '../../lib/listado.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { fabricante, fabricanteRubro, usuarioFabricante } from './fabricantes.tables.js';
import { fabricanteLectura } from './registro-fabricante.service.js';
import { esViolacionForanea } from './violaciones.js';

const media = (r: string | null) => (r === null ? null : `/media/${r}`);

const filaLista = {
  id: fabricante.id,
  nombre: fabricante.nombre,
  imagen_perfil: fabricante.imagen_perfil,
  aprobado: fabricante.aprobado,
  activo: fabricante.activo,
  fecha_agregado: fabricante.fecha_agregado,
  aprobado_por: fabricante.aprobado_por,
  nro_telefono: fabricante.nro_telefono,
  email: fabricante.email,
  ruc: fabricante.ruc,
  razon_social: fabricante.razon_social,
  rating: fabricante.rating,
  ratings: fabricante.ratings,
  tipo_proveedor: fabricante.tipo_proveedor,
};

/**
 * Proveedores para moderar: `moderado` true = aprobados, false = pendientes; por defecto sólo
 * los activos (`activo=false` lista los dados de baja).
 */
export function listarFabricantesAdmin(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & {
    paginado: boolean;
    moderado?: boolean | undefined;
    activo?: boolean | undefined;
  },
) {
  const def: DefinicionListado<unknown> = {
    contar: (where) => contarFilas(db, fabricante, where),
    listar: async (where, orden, limit, offset) =>
      (
        await aplicarListado(
          db.select(filaLista).from(fabricante).$dynamic(),
          where,
          orden,
          limit,
          offset,
        )
      ).map((f) => ({
        ...f,
        imagen_perfil: media(f.imagen_perfil),
        fecha_agregado: f.fecha_agregado.toISOString(),
      })),
    buscarEn: [fabricante.nombre, fabricante.razon_social, fabricante.ruc, fabricante.email],
    ordenables: {
      id: fabricante.id,
      nombre: fabricante.nombre,
      fecha_agregado: fabricante.fecha_agregado,
      rating: fabricante.rating,
      razon_social: fabricante.razon_social,
    },
    ordenPorDefecto: [desc(fabricante.fecha_agregado), asc(fabricante.id)],
    filtro: and(
      eq(fabricante.activo, consulta.activo ?? true),
      consulta.moderado === undefined ? undefined : eq(fabricante.aprobado, consulta.moderado),
    ),
  };
  return listado(request, consulta, def);
}

/** Alta de un proveedor por un administrador (queda aprobado por él). */
export async function crearFabricanteAdmin(
  db: Db,
  storageDir: string,
  admin: UsuarioAutenticado,
  formulario: Formulario,
) {
  const datos = validar(crearFabricanteAdminSchema, formulario.campos);
  const archivos: { imagen_perfil?: string; constancia_ruc?: string } = {};
  for (const a of formulario.archivos) {
    if (a.campo === 'imagen_perfil') {
      archivos.imagen_perfil = await guardarImagen(storageDir, 'fabricantes/perfiles', a);
    } else if (a.campo === 'constancia_ruc') {
      archivos.constancia_ruc = await guardarDocumento(storageDir, 'fabricantes/constancias', a);
    } else throw ErrorValidacion.campo(a.campo, MENSAJES.archivoNoPermitido);
  }
  const { rubros, propietario, ...resto } = datos;
  const id = await db.transaction(async (tx) => {
    const [f] = await tx
      .insert(fabricante)
      .values({
        ...resto,
        email: resto.email ?? null,
        resena_empresa: resto.resena_empresa ?? null,
        hora_apertura: resto.hora_apertura ?? null,
        hora_cierre: resto.hora_cierre ?? null,
        ...archivos,
        aprobado: true,
        aprobado_por: admin.id,
        fecha_aprobacion: new Date(),
      })
      .returning();
    if (!f) throw new Error('no se creó el fabricante');
    if (rubros.length > 0) {
      await tx
        .insert(fabricanteRubro)
        .values(rubros.map((r) => ({ fabricante_id: f.id, rubro_id: r })));
    }
    if (propietario !== undefined) {
      await tx
        .insert(usuarioFabricante)
        .values({ usuario_id: propietario, fabricante_id: f.id, rol: 'propietario' })
        .catch((e: unknown) => {
          // El usuario propietario no existe (clave foránea).
          if (esViolacionForanea(e)) {
            throw ErrorValidacion.campo('propietario', MENSAJES.noEncontrado);
          }
          throw e;
        });
    }
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'fabricante',
      entidadId: f.id,
      accion: 'crear',
      despues: f,
    });
    return f.id;
  });
  return fabricanteLectura(db, id);
}

/** Baja lógica: deja de vender y de listarse, pero sus pedidos y su historia quedan. */
export async function desactivarFabricante(db: Db, admin: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(fabricante).where(eq(fabricante.id, id)).for('update');
    if (!antes) throw new NoEncontrado();
    if (!antes.activo) return;
    const [despues] = await tx
      .update(fabricante)
      .set({ activo: false, actualizado_en: new Date() })
      .where(eq(fabricante.id, id))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'fabricante',
      entidadId: id,
      accion: 'desactivar',
      antes,
      despues,
    });
  });
}
