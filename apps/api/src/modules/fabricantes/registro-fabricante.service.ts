import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import {
  MENSAJES,
  actualizarFabricanteSchema,
  formatoFecha,
  registroFabricanteSchema,
} from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { contrato } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import {
  guardarDocumento,
  guardarImagen,
  validar,
  type Formulario,
} from '../../lib/archivos-subidos.js';
import {
  aceptacionContrato,
  fabricante,
  fabricanteRubro,
  puntoRetiro,
  usuarioFabricante,
} from './fabricantes.tables.js';

const media = (r: string | null) => (r === null ? null : `/media/${r}`);
const hora = (h: string | null) => (h === null ? null : h.slice(0, 5));

export function latLng(ubicacion: string) {
  const [lat, lng] = ubicacion.split(',').map(Number);
  return { lat: lat ?? null, lng: lng ?? null };
}

/** Fabricante con sus puntos de retiro, usuarios y rubros (spec §3 Fabricante). */
export async function fabricanteLectura(db: Db, id: number) {
  const [f] = await db.select().from(fabricante).where(eq(fabricante.id, id));
  if (!f) throw new NoEncontrado();
  const [puntos, usuarios, rubros] = await Promise.all([
    db
      .select()
      .from(puntoRetiro)
      .where(and(eq(puntoRetiro.fabricante_id, id), eq(puntoRetiro.activo, true)))
      .orderBy(desc(puntoRetiro.default), puntoRetiro.id),
    db
      .select({ id: usuarioFabricante.usuario_id })
      .from(usuarioFabricante)
      .where(eq(usuarioFabricante.fabricante_id, id)),
    db
      .select({ id: fabricanteRubro.rubro_id })
      .from(fabricanteRubro)
      .where(eq(fabricanteRubro.fabricante_id, id)),
  ]);
  return {
    id: f.id,
    nombre: f.nombre,
    imagen_perfil: media(f.imagen_perfil),
    aprobado: f.aprobado,
    activo: f.activo,
    fecha_agregado: f.fecha_agregado.toISOString(),
    aprobado_por: f.aprobado_por,
    fecha_aprobacion: f.fecha_aprobacion?.toISOString() ?? null,
    puntos_retiro: puntos.map(puntoRetiroLectura),
    usuarios: usuarios.map((u) => u.id),
    rubros: rubros.map((r) => r.id),
    nro_telefono: f.nro_telefono,
    email: f.email,
    ruc: f.ruc,
    razon_social: f.razon_social,
    resena_empresa: f.resena_empresa,
    rating: f.rating,
    ratings: f.ratings,
    tipo_proveedor: f.tipo_proveedor,
    fecha_aceptacion_contrato: f.fecha_aceptacion_contrato?.toISOString() ?? null,
    constancia_ruc: media(f.constancia_ruc),
    dias_apertura: f.dias_apertura,
    hora_apertura: hora(f.hora_apertura),
    hora_cierre: hora(f.hora_cierre),
  };
}

export function puntoRetiroLectura(p: typeof puntoRetiro.$inferSelect) {
  return {
    id: p.id,
    fabricante: p.fabricante_id,
    nombre: p.nombre,
    calle_principal: p.calle_principal,
    calle_secundaria: p.calle_secundaria,
    numero: p.numero,
    referencia: p.referencia,
    ubicacion: p.ubicacion ?? '',
    default: p.default,
    ciudad: p.ciudad_id,
    nro_telefono: p.nro_telefono,
  };
}

/**
 * Registro de un proveedor por un usuario con sesión: queda pendiente hasta que un
 * administrador lo apruebe; el usuario pasa a ser su propietario.
 */
export async function registrarFabricante(
  db: Db,
  storageDir: string,
  u: UsuarioAutenticado,
  formulario: Formulario,
) {
  if (u.fabricante_id !== null) throw ErrorValidacion.general(MENSAJES.fabricanteYaRegistrado);
  const datos = validar(registroFabricanteSchema, formulario.campos);
  const archivoConstancia = formulario.archivos.find((a) => a.campo === 'constancia_ruc');
  if (!archivoConstancia) throw ErrorValidacion.campo('constancia_ruc', MENSAJES.archivoRequerido);
  const constancia = await guardarDocumento(
    storageDir,
    'fabricantes/constancias',
    archivoConstancia,
  );
  const archivoPerfil = formulario.archivos.find((a) => a.campo === 'imagen_perfil');
  const perfil = archivoPerfil
    ? await guardarImagen(storageDir, 'fabricantes/perfiles', archivoPerfil)
    : null;
  const [cuenta] = await db
    .select({ email: usuario.email })
    .from(usuario)
    .where(eq(usuario.id, u.id));
  const id = await db.transaction(async (tx) => {
    const [f] = await tx
      .insert(fabricante)
      .values({
        nombre: datos.nombre,
        nro_telefono: datos.nro_telefono,
        email: cuenta?.email ?? null,
        ruc: datos.ruc,
        razon_social: datos.razon_social,
        resena_empresa: datos.resena_empresa ?? null,
        dias_apertura: datos.dias_apertura,
        hora_apertura: datos.hora_apertura ?? null,
        hora_cierre: datos.hora_cierre ?? null,
        constancia_ruc: constancia,
        imagen_perfil: perfil,
        aprobado: false,
      })
      .returning({ id: fabricante.id });
    if (!f) throw new Error('no se creó el fabricante');
    if (datos.rubros.length > 0) {
      await tx
        .insert(fabricanteRubro)
        .values(datos.rubros.map((r) => ({ fabricante_id: f.id, rubro_id: r })));
    }
    await tx
      .insert(usuarioFabricante)
      .values({ usuario_id: u.id, fabricante_id: f.id, rol: 'propietario' });
    await tx.insert(puntoRetiro).values({
      fabricante_id: f.id,
      nombre: datos.punto_nombre ?? datos.nombre,
      calle_principal: datos.calle_principal,
      calle_secundaria: datos.calle_secundaria ?? null,
      numero: datos.numero ?? null,
      referencia: datos.referencia ?? null,
      ubicacion: datos.ubicacion,
      ...latLng(datos.ubicacion),
      ciudad_id: datos.ciudad,
      nro_telefono: datos.nro_telefono,
      default: true,
    });
    await tx.update(usuario).set({ modo_uso_app: 20 }).where(eq(usuario.id, u.id));
    return f.id;
  });
  return fabricanteLectura(db, id);
}

/** Aprobación por un administrador (la llamada HTTP es del panel de administración). */
export async function aprobarFabricante(db: Db, fabricanteId: number, administradorId: number) {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(fabricante)
      .where(eq(fabricante.id, fabricanteId))
      .for('update');
    if (!antes) throw new NoEncontrado();
    if (antes.aprobado) throw new Conflicto(MENSAJES.fabricanteYaAprobado);
    if (!antes.activo) throw new Conflicto(MENSAJES.fabricanteDadoDeBaja);
    const [f] = await tx
      .update(fabricante)
      .set({
        aprobado: true,
        aprobado_por: administradorId,
        fecha_aprobacion: new Date(),
        actualizado_en: new Date(),
      })
      .where(eq(fabricante.id, fabricanteId))
      .returning();
    if (!f) throw new NoEncontrado();
    await registrarAuditoria(tx, {
      usuarioId: administradorId,
      entidad: 'fabricante',
      entidadId: fabricanteId,
      accion: 'aprobar',
      antes,
      despues: f,
    });
    const usuarios = await tx
      .select({ id: usuarioFabricante.usuario_id })
      .from(usuarioFabricante)
      .where(eq(usuarioFabricante.fabricante_id, fabricanteId));
    await notificar(
      tx,
      usuarios.map((x) => x.id),
      'proveedor_aprobado',
      { fabricante_id: fabricanteId },
      { nombre: f.nombre },
    );
  });
  return fabricanteLectura(db, fabricanteId);
}

export async function obtenerFabricante(db: Db, u: UsuarioAutenticado, id: number) {
  if (!u.administrador && u.fabricante_id !== id) throw new NoEncontrado();
  return fabricanteLectura(db, id);
}

/** Edición del perfil (multipart con imagen_perfil y constancia_ruc opcionales). */
export async function actualizarFabricante(
  db: Db,
  storageDir: string,
  u: UsuarioAutenticado,
  id: number,
  formulario: Formulario,
) {
  if (!u.administrador && u.fabricante_id !== id) throw new NoEncontrado();
  const datos = validar(actualizarFabricanteSchema, formulario.campos);
  const archivos: { imagen_perfil?: string; constancia_ruc?: string } = {};
  for (const a of formulario.archivos) {
    if (a.campo === 'imagen_perfil') {
      archivos.imagen_perfil = await guardarImagen(storageDir, 'fabricantes/perfiles', a);
    } else if (a.campo === 'constancia_ruc') {
      archivos.constancia_ruc = await guardarDocumento(storageDir, 'fabricantes/constancias', a);
    } else throw ErrorValidacion.campo(a.campo, MENSAJES.archivoNoPermitido);
  }
  const { rubros, ...resto } = datos;
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(fabricante).where(eq(fabricante.id, id)).for('update');
    const [f] = await tx
      .update(fabricante)
      .set({ ...resto, ...archivos, actualizado_en: new Date() })
      .where(eq(fabricante.id, id))
      .returning();
    if (!f) throw new NoEncontrado();
    // El administrador que edita un proveedor ajeno deja rastro.
    if (u.administrador && u.fabricante_id !== id) {
      await registrarAuditoria(tx, {
        usuarioId: u.id,
        entidad: 'fabricante',
        entidadId: id,
        accion: 'editar',
        antes,
        despues: { ...f, ...(rubros !== undefined && { rubros }) },
      });
    }
    if (rubros !== undefined) {
      await tx.delete(fabricanteRubro).where(eq(fabricanteRubro.fabricante_id, id));
      if (rubros.length > 0) {
        await tx
          .insert(fabricanteRubro)
          .values(rubros.map((r) => ({ fabricante_id: id, rubro_id: r })));
      }
    }
  });
  return fabricanteLectura(db, id);
}

async function contratoVigente(db: Db, tipo: number) {
  const [c] = await db
    .select()
    .from(contrato)
    .where(and(eq(contrato.tipo, tipo), eq(contrato.activo, true)))
    .orderBy(desc(contrato.version))
    .limit(1);
  if (!c) throw new NoEncontrado(MENSAJES.contratoNoEncontrado);
  return c;
}

// Helvetica estándar sólo codifica WinAnsi: lo demás se reemplaza.
const aWinAnsi = (t: string) =>
  t.replace(/[^\n\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/g, '?');

/** PDF del contrato vigente de un tipo, con el nombre del usuario si lo hay. */
export async function contratoPdf(db: Db, tipo: number, u: UsuarioAutenticado | null) {
  const c = await contratoVigente(db, tipo);
  const pdf = await PDFDocument.create();
  pdf.setTitle(c.titulo);
  pdf.setLanguage('es-PY');
  const fuente = await pdf.embedFont(StandardFonts.Helvetica);
  const negrita = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [ancho, alto, margen, tam] = [595, 842, 56, 11];
  let pagina = pdf.addPage([ancho, alto]);
  let y = alto - margen;
  const escribir = (texto: string, f = fuente, t = tam) => {
    for (const parrafo of aWinAnsi(texto).split('\n')) {
      let linea = '';
      const salida: string[] = [];
      for (const palabra of parrafo.split(' ')) {
        const prueba = linea === '' ? palabra : `${linea} ${palabra}`;
        if (f.widthOfTextAtSize(prueba, t) > ancho - 2 * margen && linea !== '') {
          salida.push(linea);
          linea = palabra;
        } else linea = prueba;
      }
      salida.push(linea);
      for (const l of salida) {
        if (y < margen) {
          pagina = pdf.addPage([ancho, alto]);
          y = alto - margen;
        }
        pagina.drawText(l, { x: margen, y, size: t, font: f, color: rgb(0.1, 0.1, 0.1) });
        y -= t * 1.45;
      }
    }
  };
  escribir(c.titulo, negrita, 16);
  y -= 6;
  escribir(`Versión ${c.version} · vigente desde ${formatoFecha(c.vigente_desde)}`, fuente, 9);
  y -= 10;
  escribir(c.contenido);
  if (u !== null) {
    y -= 16;
    escribir(`Descargado por el usuario ${u.username} el ${formatoFecha(new Date())}.`, fuente, 9);
  }
  return { nombre: `contrato-${c.tipo}-v${c.version}.pdf`, datos: Buffer.from(await pdf.save()) };
}

/** Acepta el contrato vigente de un tipo; el de proveedor fecha la aceptación del fabricante. */
export async function aceptarContrato(
  db: Db,
  u: UsuarioAutenticado,
  tipo: number,
  origen: { ip: string | null; userAgent: string | null },
) {
  const c = await contratoVigente(db, tipo);
  const ahora = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(aceptacionContrato)
      .values({
        contrato_id: c.id,
        usuario_id: u.id,
        fabricante_id: tipo === 20 ? u.fabricante_id : null,
        ip: origen.ip,
        user_agent: origen.userAgent,
      })
      .onConflictDoNothing();
    if (tipo === 20 && u.fabricante_id !== null) {
      await tx
        .update(fabricante)
        .set({ fecha_aceptacion_contrato: ahora })
        .where(eq(fabricante.id, u.fabricante_id));
    }
  });
  return { tipo, contrato: c.id, version: c.version, aceptado_en: ahora.toISOString() };
}
