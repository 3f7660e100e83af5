// Facturas: timbrados propios con numeración sin huecos, facturas al cliente (tipo 10), facturas
// que proveedores y transportistas rinden a la plataforma (tipo 20/30) y notas de crédito.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  EstadoPedido,
  MENSAJES_CONTABILIDAD,
  desgloseIva,
  fechaAsuncion,
  ivaIncluido,
  normalizarRuc,
  numeroFactura,
  partesNumeroFactura,
  timbradoVigente,
  type ConsultaFacturas,
  type Rendicion,
  type TimbradoNuevo,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { filtroInstantes } from '../../lib/filtro-fechas.js';
import { paginar } from '../../lib/paginacion.js';
import {
  hojasDe,
  hojasTerminadasDe,
  ordenesDeFabricante,
  ordenesVenta,
  pedidosPagadosDe,
  personaDe,
  reembolsoDePedido,
  ventaDePedido,
} from './contabilidad.lectura.js';
import {
  documentoSifen,
  factura,
  facturaItem,
  movimientoContable as mov,
  rendicion,
  rendicionOrden,
  timbrado,
} from './contabilidad.tables.js';
import { aDevolverDe, candado, revertirVenta } from './libro.service.js';
import { prepararDocumentoElectronico } from './sifen/sifen.service.js';

/** Tope de la factura innominada (dominio-paraguay §4.5). */
export const TOPE_INNOMINADA = 7_000_000;

type FilaTimbrado = typeof timbrado.$inferSelect;
type FilaFactura = typeof factura.$inferSelect;

export interface ItemNuevo {
  descripcion: string;
  cantidad: number;
  precio_unitario: number;
  tasa_iva: number;
  total: number;
  producto_id?: number | null;
}

/** Día de hoy en Asunción (de 21:00 a 24:00 en UTC ya es mañana). */
const hoy = () => fechaAsuncion(new Date());

// ───────────────────────────── timbrados ─────────────────────────────

export async function crearTimbrado(db: Db, datos: TimbradoNuevo) {
  const ruc = normalizarRuc(datos.emisor_ruc);
  if (!ruc) throw ErrorValidacion.campo('emisor_ruc', MENSAJES_CONTABILIDAD.rucEmisorInvalido);
  if (datos.fin && datos.fin < datos.inicio) {
    throw ErrorValidacion.campo('fin', MENSAJES_CONTABILIDAD.timbradoNoVigente);
  }
  const [t] = await db
    .insert(timbrado)
    .values({
      numero: datos.numero,
      tipo_documento: datos.tipo_documento,
      establecimiento: datos.establecimiento,
      punto_expedicion: datos.punto_expedicion,
      inicio: datos.inicio,
      fin: datos.fin ?? null,
      emisor_ruc: ruc,
      emisor_razon_social: datos.emisor_razon_social,
      emisor_direccion: datos.emisor_direccion ?? null,
      tipo_contribuyente: datos.tipo_contribuyente ?? 2,
      electronico: datos.electronico ?? false,
    })
    .onConflictDoNothing()
    .returning();
  if (!t) throw ErrorValidacion.campo('numero', MENSAJES_CONTABILIDAD.timbradoRepetido);
  return lecturaTimbrado(t);
}

const lecturaTimbrado = (t: FilaTimbrado) => ({
  id: t.id,
  numero: t.numero,
  tipo_documento: t.tipo_documento,
  establecimiento: t.establecimiento,
  punto_expedicion: t.punto_expedicion,
  inicio: t.inicio,
  fin: t.fin,
  emisor_ruc: t.emisor_ruc,
  emisor_razon_social: t.emisor_razon_social,
  electronico: t.electronico,
  ultimo_numero: t.ultimo_numero,
  activo: t.activo,
});

export async function listarTimbrados(db: Db) {
  const filas = await db.select().from(timbrado).orderBy(desc(timbrado.activo), asc(timbrado.id));
  return filas.map(lecturaTimbrado);
}

/** Timbrado activo por número y tipo de documento; 400 si no existe o la fecha no es vigente. */
async function timbradoPara(tx: Tx, numero: string | null, tipoDocumento: number, fecha: string) {
  const filas = await tx
    .select()
    .from(timbrado)
    .where(
      and(
        numero === null ? undefined : eq(timbrado.numero, numero),
        eq(timbrado.tipo_documento, tipoDocumento),
        eq(timbrado.activo, true),
      ),
    )
    .orderBy(asc(timbrado.id));
  const vigente = filas.find((t) => timbradoVigente(fecha, t));
  if (!vigente) {
    throw ErrorValidacion.campo(
      'timbrado',
      filas.length === 0
        ? MENSAJES_CONTABILIDAD.timbradoInexistente
        : MENSAJES_CONTABILIDAD.timbradoNoVigente,
    );
  }
  return vigente;
}

/**
 * Siguiente número del timbrado. El UPDATE bloquea la fila hasta el fin de la transacción: dos
 * facturas simultáneas se ordenan y, si una transacción se deshace, su número no se pierde.
 */
async function siguienteNumero(tx: Tx, timbradoId: number): Promise<number> {
  const [f] = await tx
    .update(timbrado)
    .set({ ultimo_numero: sql`${timbrado.ultimo_numero} + 1` })
    .where(and(eq(timbrado.id, timbradoId), sql`${timbrado.ultimo_numero} < 9999999`))
    .returning({ n: timbrado.ultimo_numero });
  if (!f) throw ErrorValidacion.campo('timbrado', MENSAJES_CONTABILIDAD.timbradoAgotado);
  return f.n;
}

async function insertarFactura(
  tx: Tx,
  cabecera: Omit<
    typeof factura.$inferInsert,
    'subtotal_exenta' | 'subtotal_5' | 'subtotal_10' | 'iva_5' | 'iva_10' | 'total'
  >,
  items: ItemNuevo[],
): Promise<FilaFactura> {
  const d = desgloseIva(items);
  const [f] = await tx
    .insert(factura)
    .values({ ...cabecera, ...d })
    .returning();
  if (!f) throw new Error('no se creó la factura');
  await tx.insert(facturaItem).values(
    items.map((i) => ({
      factura_id: f.id,
      producto_id: i.producto_id ?? null,
      descripcion: i.descripcion,
      cantidad: i.cantidad,
      precio_unitario: i.precio_unitario,
      tasa_iva: i.tasa_iva,
      total: i.total,
      iva: ivaIncluido(i.total, i.tasa_iva),
    })),
  );
  return f;
}

/** Emite con un timbrado propio: número siguiente y, si es electrónico, su DE con CDC. */
async function emitirConTimbrado(
  tx: Tx,
  t: FilaTimbrado,
  fecha: string,
  cabecera: {
    tipo: number;
    receptor_ruc: string | null;
    receptor_razon_social: string | null;
    usuario_id?: number | null;
    fabricante_id?: number | null;
    pedido_id?: number | null;
    factura_asociada_id?: number | null;
  },
  items: ItemNuevo[],
): Promise<FilaFactura> {
  const numero = await siguienteNumero(tx, t.id);
  const f = await insertarFactura(
    tx,
    {
      ...cabecera,
      tipo_documento: t.tipo_documento,
      emisor_ruc: t.emisor_ruc,
      emisor_razon_social: t.emisor_razon_social,
      timbrado: t.numero,
      timbrado_inicio: t.inicio,
      timbrado_fin: t.fin,
      timbrado_id: t.id,
      establecimiento: t.establecimiento,
      punto_expedicion: t.punto_expedicion,
      numero,
      fecha: new Date(`${fecha}T12:00:00-03:00`),
      electronica: t.electronico,
    },
    items,
  );
  if (!t.electronico) return f;
  const cdc = await prepararDocumentoElectronico(tx, f, t, items);
  const [conCdc] = await tx.update(factura).set({ cdc }).where(eq(factura.id, f.id)).returning();
  return conCdc ?? f;
}

// ───────────────────────────── factura al cliente ─────────────────────────────

/** Factura de la plataforma al cliente por un pedido pagado (ítems con el IVA de su categoría). */
async function facturarPedido(
  tx: Tx,
  t: FilaTimbrado,
  fecha: string,
  pedidoId: number,
  clienteId: number,
): Promise<FilaFactura> {
  await candado(tx, `factura:pedido:${pedidoId}`);
  const v = await ventaDePedido(tx, pedidoId);
  if (!v) throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenInexistente);
  if (v.pedido.usuario_id !== clienteId) {
    throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenAjena);
  }
  if (v.pedido.estado < EstadoPedido.PAGADO) {
    throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenNoPagada);
  }
  const [previa] = await tx
    .select({ id: factura.id })
    .from(factura)
    .where(
      and(
        eq(factura.pedido_id, pedidoId),
        eq(factura.tipo, 10),
        eq(factura.tipo_documento, 1),
        isNull(factura.anulada_en),
      ),
    );
  if (previa) throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenYaFacturada);
  const items: ItemNuevo[] = v.lineas.map((l) => ({
    descripcion: l.nombre,
    cantidad: l.cantidad,
    precio_unitario: l.precio,
    tasa_iva: l.tipo_iva,
    total: l.total,
    producto_id: l.producto_id,
  }));
  if (v.pedido.costo_envio > 0) {
    items.push({
      descripcion: 'Servicio de envío',
      cantidad: 1,
      precio_unitario: v.pedido.costo_envio,
      tasa_iva: 10,
      total: v.pedido.costo_envio,
    });
  }
  const ruc = v.pedido.ruc ? normalizarRuc(v.pedido.ruc) : null;
  const total = items.reduce((s, i) => s + i.total, 0);
  if (!ruc && total > TOPE_INNOMINADA) {
    throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.innominadaExcedida);
  }
  return emitirConTimbrado(
    tx,
    t,
    fecha,
    {
      tipo: 10,
      receptor_ruc: ruc,
      receptor_razon_social: ruc ? (v.pedido.razon_social ?? null) : 'Sin nombre',
      usuario_id: clienteId,
      pedido_id: pedidoId,
    },
    items,
  );
}

// ───────────────────────────── rendición de proveedor o transportista ─────────────────────────────

async function rendir(tx: Tx, datos: Rendicion, registradoPor: number): Promise<FilaFactura> {
  if (!datos.numero_factura) {
    throw ErrorValidacion.campo('numero_factura', MENSAJES_CONTABILIDAD.numeroFacturaRequerido);
  }
  const partes = partesNumeroFactura(datos.numero_factura);
  if (!partes) {
    throw ErrorValidacion.campo('numero_factura', MENSAJES_CONTABILIDAD.numeroFacturaRequerido);
  }
  const persona = await personaDe(tx, datos.tipo, datos.persona_id);
  if (!persona) throw ErrorValidacion.campo('persona_id', MENSAJES_CONTABILIDAD.personaInexistente);
  const ruc = persona.ruc ? normalizarRuc(persona.ruc) : null;
  if (!ruc) throw ErrorValidacion.campo('persona_id', MENSAJES_CONTABILIDAD.rucEmisorInvalido);
  const items: ItemNuevo[] = [];
  if (datos.tipo === 20) {
    const ordenes = await ordenesVenta(tx, datos.ordenes);
    for (const id of datos.ordenes) {
      const o = ordenes.find((x) => x.id === id);
      if (!o) throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenInexistente);
      if (o.fabricante_id !== datos.persona_id) {
        throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenAjena);
      }
    }
    // Neto a favor del proveedor por orden según el libro (venta menos reembolsos).
    const netos = await tx
      .select({ orden: mov.orden_venta_id, neto: sql<string>`sum(${mov.monto})` })
      .from(mov)
      .where(and(eq(mov.cuenta, 'proveedor'), inArray(mov.orden_venta_id, datos.ordenes)))
      .groupBy(mov.orden_venta_id);
    for (const id of datos.ordenes) {
      const neto = Number(netos.find((n) => n.orden === id)?.neto ?? 0);
      if (neto <= 0) throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenNoPagada);
      items.push(
        ...(await itemsDeOrden(
          tx,
          ordenes.find((o) => o.id === id)!,
          neto,
        )),
      );
    }
  } else {
    const hojas = await hojasDe(tx, datos.ordenes);
    for (const id of datos.ordenes) {
      const h = hojas.find((x) => x.id === id);
      if (!h) throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenInexistente);
      if (h.transportista_id !== datos.persona_id) {
        throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenAjena);
      }
      if (!h.finalizado)
        throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenNoPagada);
      items.push({
        descripcion: `Servicio de transporte, hoja de ruta ${h.id}`,
        cantidad: 1,
        precio_unitario: h.tarifa,
        tasa_iva: 10,
        total: h.tarifa,
      });
    }
  }
  if (datos.tipo === 30) {
    // Una hoja se rinde una sola vez: su ítem ya figura en otra factura del transportista.
    const [previa] = await tx
      .select({ id: facturaItem.id })
      .from(facturaItem)
      .innerJoin(factura, eq(factura.id, facturaItem.factura_id))
      .where(
        and(
          eq(factura.transportista_id, datos.persona_id),
          inArray(
            facturaItem.descripcion,
            items.map((i) => i.descripcion),
          ),
        ),
      )
      .limit(1);
    if (previa) throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenYaFacturada);
  }
  const plataforma = (
    await tx.select().from(timbrado).where(eq(timbrado.activo, true)).limit(1)
  )[0];
  let f: FilaFactura | undefined;
  try {
    f = await insertarFactura(
      tx,
      {
        tipo: datos.tipo,
        emisor_ruc: ruc,
        emisor_razon_social: persona.razon_social ?? persona.nombre,
        timbrado: datos.timbrado,
        establecimiento: partes.establecimiento,
        punto_expedicion: partes.punto,
        numero: partes.numero,
        fecha: new Date(`${datos.fecha}T12:00:00-03:00`),
        condicion: 'credito',
        receptor_ruc: plataforma?.emisor_ruc ?? null,
        receptor_razon_social: plataforma?.emisor_razon_social ?? null,
        fabricante_id: datos.tipo === 20 ? datos.persona_id : null,
        transportista_id: datos.tipo === 30 ? datos.persona_id : null,
      },
      items,
    );
  } catch (e) {
    if (codigoPg(e) === '23505') {
      throw ErrorValidacion.campo('numero_factura', MENSAJES_CONTABILIDAD.numeroFacturaRepetido);
    }
    throw e;
  }
  const [r] = await tx
    .insert(rendicion)
    .values({
      tipo: datos.tipo,
      fabricante_id: datos.tipo === 20 ? datos.persona_id : null,
      transportista_id: datos.tipo === 30 ? datos.persona_id : null,
      timbrado: datos.timbrado,
      numero_factura: datos.numero_factura,
      fecha: datos.fecha,
      monto: f.total,
      registrado_por: registradoPor,
    })
    .returning({ id: rendicion.id });
  if (datos.tipo === 20 && r) {
    const insertadas = await tx
      .insert(rendicionOrden)
      .values(datos.ordenes.map((o) => ({ rendicion_id: r.id, orden_venta_id: o })))
      .onConflictDoNothing()
      .returning();
    if (insertadas.length !== datos.ordenes.length) {
      throw ErrorValidacion.campo('ordenes', MENSAJES_CONTABILIDAD.ordenYaFacturada);
    }
  }
  return f;
}

/** Ítems de la factura del proveedor: su neto repartido por tasa de IVA de las líneas. */
async function itemsDeOrden(
  tx: Tx,
  o: { id: number; pedido_id: number; fabricante_id: number },
  neto: number,
): Promise<ItemNuevo[]> {
  const v = await ventaDePedido(tx, o.pedido_id);
  const lineas = (v?.lineas ?? []).filter((l) => l.fabricante_id === o.fabricante_id);
  const bruto = lineas.reduce((s, l) => s + l.total, 0);
  const porTasa = new Map<number, number>();
  for (const l of lineas) porTasa.set(l.tipo_iva, (porTasa.get(l.tipo_iva) ?? 0) + l.total);
  const tasas = [...porTasa].sort((a, b) => b[0] - a[0]);
  let resto = neto;
  return tasas.map(([tasa, total], i) => {
    const parte = i === tasas.length - 1 ? resto : Math.round((neto * total) / (bruto || 1));
    resto -= parte;
    return {
      descripcion: `Mercaderías de la orden de venta ${o.id} (pedido ${o.pedido_id})`,
      cantidad: 1,
      precio_unitario: parte,
      tasa_iva: tasa,
      total: parte,
    };
  });
}

const codigoPg = (e: unknown): string | undefined => {
  const x = e as { code?: string; cause?: { code?: string } };
  return x.code ?? x.cause?.code;
};

/** POST /rendicion/: todas las facturas del pedido en una transacción (todo o nada). */
export async function registrarRendicion(db: Db, datos: Rendicion, registradoPor: number) {
  const facturas = await db.transaction(async (tx) => {
    if (datos.tipo !== 10) return [await rendir(tx, datos, registradoPor)];
    const persona = await personaDe(tx, 10, datos.persona_id);
    if (!persona) {
      throw ErrorValidacion.campo('persona_id', MENSAJES_CONTABILIDAD.personaInexistente);
    }
    const t = await timbradoPara(tx, datos.timbrado, 1, datos.fecha);
    const hechas: FilaFactura[] = [];
    for (const pedidoId of [...new Set(datos.ordenes)].sort((a, b) => a - b)) {
      hechas.push(await facturarPedido(tx, t, datos.fecha, pedidoId, datos.persona_id));
    }
    return hechas;
  });
  return { facturas: await Promise.all(facturas.map((f) => detalleFactura(db, f.id))) };
}

/**
 * Nota de crédito por el reembolso de un pedido facturado, con el timbrado de notas de crédito
 * vigente. Devuelve null si el pedido no tenía factura.
 */
export async function notaDeCreditoPorReembolso(tx: Tx, pedidoId: number, motivo: string) {
  const [original] = await tx
    .select()
    .from(factura)
    .where(
      and(
        eq(factura.pedido_id, pedidoId),
        eq(factura.tipo, 10),
        eq(factura.tipo_documento, 1),
        isNull(factura.anulada_en),
      ),
    );
  if (!original) return null;
  const t = await timbradoPara(tx, null, 5, hoy());
  const items = await tx
    .select()
    .from(facturaItem)
    .where(eq(facturaItem.factura_id, original.id))
    .orderBy(asc(facturaItem.id));
  return emitirConTimbrado(
    tx,
    t,
    hoy(),
    {
      tipo: 10,
      receptor_ruc: original.receptor_ruc,
      receptor_razon_social: original.receptor_razon_social,
      usuario_id: original.usuario_id,
      pedido_id: pedidoId,
      factura_asociada_id: original.id,
    },
    items.map((i) => ({
      descripcion: `${i.descripcion} (devolución: ${motivo})`.slice(0, 200),
      cantidad: Number(i.cantidad),
      precio_unitario: i.precio_unitario,
      tasa_iva: i.tasa_iva,
      total: i.total,
      producto_id: i.producto_id,
    })),
  );
}

// ───────────────────────────── lecturas ─────────────────────────────

const lecturaFactura = (f: FilaFactura) => ({
  id: f.id,
  tipo: f.tipo,
  tipo_documento: f.tipo_documento,
  numero: numeroFactura(f.establecimiento, f.punto_expedicion, f.numero),
  timbrado: f.timbrado,
  timbrado_inicio: f.timbrado_inicio,
  timbrado_fin: f.timbrado_fin,
  fecha: f.fecha.toISOString(),
  condicion: f.condicion,
  emisor_ruc: f.emisor_ruc,
  emisor_razon_social: f.emisor_razon_social,
  receptor_ruc: f.receptor_ruc,
  receptor_razon_social: f.receptor_razon_social,
  persona_id: f.tipo === 20 ? f.fabricante_id : f.tipo === 30 ? f.transportista_id : f.usuario_id,
  pedido: f.pedido_id,
  factura_asociada: f.factura_asociada_id,
  subtotal_exenta: f.subtotal_exenta,
  subtotal_5: f.subtotal_5,
  subtotal_10: f.subtotal_10,
  iva_5: f.iva_5,
  iva_10: f.iva_10,
  total: f.total,
  cobrado: f.cobrado,
  electronica: f.electronica,
  cdc: f.cdc,
  anulada: f.anulada_en !== null,
});

export type FacturaLeida = ReturnType<typeof lecturaFactura>;

function filtrosFactura(c: Omit<ConsultaFacturas, 'page' | 'page_size'>): SQL | undefined {
  const persona =
    c.persona_id === undefined
      ? undefined
      : c.tipo === 20
        ? eq(factura.fabricante_id, c.persona_id)
        : c.tipo === 30
          ? eq(factura.transportista_id, c.persona_id)
          : eq(factura.usuario_id, c.persona_id);
  const texto = c.search ? `%${c.search}%` : null;
  return and(
    c.tipo === undefined ? undefined : eq(factura.tipo, c.tipo),
    persona,
    texto
      ? or(
          ilike(factura.receptor_razon_social, texto),
          ilike(factura.receptor_ruc, texto),
          ilike(factura.emisor_razon_social, texto),
          ilike(factura.emisor_ruc, texto),
          ilike(
            sql`${factura.establecimiento} || '-' || ${factura.punto_expedicion} || '-' || lpad(${factura.numero}::text, 7, '0')`,
            texto,
          ),
        )
      : undefined,
    filtroInstantes(factura.fecha, c),
  );
}

export function listarFacturas(db: Db, request: FastifyRequest, c: ConsultaFacturas) {
  const where = filtrosFactura(c);
  return paginar(request, c, {
    contar: async () => (await db.select({ n: count() }).from(factura).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) =>
      (
        await db
          .select()
          .from(factura)
          .where(where)
          .orderBy(desc(factura.fecha), desc(factura.id))
          .limit(limit)
          .offset(offset)
      ).map(lecturaFactura),
  });
}

/**
 * El reembolso del pedido de una factura de cliente: cuándo (el asiento de reembolso) y la nota
 * de crédito emitida contra esta factura. null si no es una factura de cliente con pedido o si
 * el pedido no se reembolsó.
 */
async function reembolsoDeFactura(db: Db | Tx, f: FilaFactura) {
  if (f.tipo !== 10 || f.tipo_documento !== 1 || f.pedido_id === null) return null;
  const en = await reembolsoDePedido(db, f.pedido_id);
  if (!en) return null;
  const [nota] = await db
    .select({
      id: factura.id,
      establecimiento: factura.establecimiento,
      punto_expedicion: factura.punto_expedicion,
      numero: factura.numero,
    })
    .from(factura)
    .where(
      and(
        eq(factura.pedido_id, f.pedido_id),
        eq(factura.tipo_documento, 5),
        eq(factura.factura_asociada_id, f.id),
      ),
    )
    .limit(1);
  return {
    fecha: en.toISOString(),
    nota_credito: nota
      ? {
          id: nota.id,
          numero: numeroFactura(nota.establecimiento, nota.punto_expedicion, nota.numero),
        }
      : null,
  };
}

export async function detalleFactura(db: Db | Tx, id: number) {
  const [f] = await db.select().from(factura).where(eq(factura.id, id));
  if (!f) throw new NoEncontrado();
  const items = await db
    .select()
    .from(facturaItem)
    .where(eq(facturaItem.factura_id, id))
    .orderBy(asc(facturaItem.id));
  const [de] = await db
    .select({
      estado: documentoSifen.estado,
      url_qr: documentoSifen.url_qr,
      codigo: documentoSifen.codigo_respuesta,
      mensaje: documentoSifen.mensaje_respuesta,
    })
    .from(documentoSifen)
    .where(eq(documentoSifen.factura_id, id));
  const reembolso = await reembolsoDeFactura(db, f);
  return {
    ...lecturaFactura(f),
    items: items.map((i) => ({
      descripcion: i.descripcion,
      cantidad: Number(i.cantidad),
      precio_unitario: i.precio_unitario,
      tasa_iva: i.tasa_iva,
      total: i.total,
      iva: i.iva,
    })),
    sifen: de ?? null,
    reembolso,
  };
}

export type DetalleFactura = Awaited<ReturnType<typeof detalleFactura>>;

/**
 * GET /rendicion/?tipo&persona_id: lo que esa persona tiene pendiente de facturar. Cliente:
 * pedidos pagados sin factura; proveedor: órdenes de venta con saldo en el libro sin rendir;
 * transportista: hojas terminadas sin rendir.
 */
export async function pendientesDeFacturar(db: Db, tipo: number, personaId: number) {
  if (tipo === 10) {
    const pedidos = await pedidosPagadosDe(db, personaId);
    const facturados = new Set(
      (
        await db
          .select({ pedido: factura.pedido_id })
          .from(factura)
          .where(
            and(eq(factura.tipo, 10), eq(factura.tipo_documento, 1), isNull(factura.anulada_en)),
          )
      ).map((f) => f.pedido),
    );
    return pedidos
      .filter((p) => !facturados.has(p.id))
      .map((p) => ({ id: p.id, pedido: p.id, fecha: p.fecha.toISOString(), monto: p.total }));
  }
  if (tipo === 20) {
    const ordenes = await ordenesDeFabricante(db, personaId);
    const rendidas = new Set(
      (await db.select({ o: rendicionOrden.orden_venta_id }).from(rendicionOrden)).map((r) => r.o),
    );
    const ids = ordenes.map((o) => o.id);
    const netos =
      ids.length === 0
        ? []
        : await db
            .select({ orden: mov.orden_venta_id, neto: sql<string>`sum(${mov.monto})` })
            .from(mov)
            .where(
              and(
                eq(mov.cuenta, 'proveedor'),
                inArray(mov.orden_venta_id, ids),
                inArray(mov.concepto, ['venta', 'reembolso']),
              ),
            )
            .groupBy(mov.orden_venta_id);
    return ordenes
      .filter((o) => !rendidas.has(o.id))
      .map((o) => ({
        id: o.id,
        pedido: o.pedido_id,
        fecha: o.fecha.toISOString(),
        monto: Number(netos.find((n) => n.orden === o.id)?.neto ?? 0),
      }))
      .filter((o) => o.monto > 0);
  }
  const hojas = await hojasTerminadasDe(db, personaId);
  const descripciones = new Set(
    (
      await db
        .select({ d: facturaItem.descripcion })
        .from(facturaItem)
        .innerJoin(factura, eq(factura.id, facturaItem.factura_id))
        .where(eq(factura.transportista_id, personaId))
    ).map((r) => r.d),
  );
  return hojas
    .filter((h) => !descripciones.has(`Servicio de transporte, hoja de ruta ${h.id}`))
    .map((h) => ({ id: h.id, pedido: null, fecha: `${h.fecha}T12:00:00-03:00`, monto: h.tarifa }));
}

/** POST /reembolso/: revierte la venta en el libro y emite la nota de crédito si hubo factura. */
export async function reembolsarPedido(db: Db, pedidoId: number, motivo: string) {
  const r = await db.transaction(async (tx) => {
    const v = await ventaDePedido(tx, pedidoId);
    if (!v) throw new NoEncontrado();
    await revertirVenta(tx, pedidoId, motivo);
    return {
      nota: await notaDeCreditoPorReembolso(tx, pedidoId, motivo),
      aDevolver: await aDevolverDe(tx, pedidoId),
    };
  });
  return {
    pedido: pedidoId,
    nota_credito: r.nota ? await detalleFactura(db, r.nota.id) : null,
    // Efectivo ya cobrado: la plataforma se lo debe al cliente hasta registrar la devolución.
    a_devolver: r.aDevolver,
  };
}
