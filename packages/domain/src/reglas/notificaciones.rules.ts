// Tipos de notificación: datos de cada uno, su enlace profundo (§2 «Behaviours across screens»)
// y sus textos. Una sola fuente para la API (fila, push, correo) y la web (lista, service worker).
import { plural } from './cantidades.rules.js';
import { z } from 'zod';
import { MENSAJES, formatearMensaje } from '../errores.js';
import { MENSAJES_TRANSPORTISTAS } from '../mensajes-transportistas.js';
import type { TipoNotificacion } from '../schemas/notificacion.schema.js';

const id = z.number().int().positive();

/** Datos que viajan con cada tipo (se guardan como payload junto con `tipo`). */
export const datosNotificacionSchemas = {
  // Chat de un pedido: con `orden_venta_id` lo abre el proveedor, con `transportista` el
  // transportista asignado (desde su app), si no el cliente.
  chat: z.object({
    pedido_id: id,
    orden_venta_id: id.optional(),
    transportista: z.literal(true).optional(),
  }),
  oportunidad: z.object({ oportunidad_id: id.optional() }),
  // Pedido: con `orden_venta_id` es la vista del proveedor (su orden de venta).
  pedido: z.object({ pedido_id: id, orden_venta_id: id.optional() }),
  // Avisos de un vehículo: con `empresa` los abre el administrador de la empresa dueña (su
  // flota), si no el transportista que lo maneja.
  vehiculo_aprobado: z.object({ vehiculo_id: id, empresa: z.boolean().optional() }),
  transportista_aprobado: z.object({ transportista_id: id }),
  // Documento por vencer (dias > 0) o vencido (dias 0) de un transportista o de un vehículo
  // (con `empresa`, como arriba).
  documento_vencimiento: z.object({
    transportista_id: id.optional(),
    vehiculo_id: id.optional(),
    empresa: z.boolean().optional(),
    documento: z.enum(['registro', 'habilitacion', 'poliza']),
    dias: z.number().int().min(0),
  }),
  proveedor_aprobado: z.object({ fabricante_id: id }),
  producto_aprobado: z.object({ producto_id: id }),
  producto_rechazado: z.object({ producto_id: id }),
  general: z.object({ url: z.string().startsWith('/').optional() }),
} satisfies Record<TipoNotificacion, z.ZodType>;

export type DatosNotificacion<T extends TipoNotificacion> = z.infer<
  (typeof datosNotificacionSchemas)[T]
>;

/** Payload de la notificación: el tipo y sus datos (lo que guarda la fila y lleva el push). */
export type PayloadNotificacion = {
  [T in TipoNotificacion]: { tipo: T } & DatosNotificacion<T>;
}[TipoNotificacion];

/** Tipos que además se avisan por correo (aprobaciones). */
export const TIPOS_NOTIFICACION_CON_CORREO: readonly TipoNotificacion[] = [
  'vehiculo_aprobado',
  'transportista_aprobado',
  'documento_vencimiento',
  'proveedor_aprobado',
  'producto_aprobado',
  'producto_rechazado',
];

/** Ficha del vehículo en la web de quien recibe el aviso: la empresa o el transportista. */
const enlaceVehiculo = (vehiculoId: number, empresa: boolean | undefined): string =>
  empresa === true
    ? `/adm_transportista/vehiculo/${vehiculoId}/`
    : `/driver/vehiculos/detail?id=${vehiculoId}`;

/** Enlace profundo (ruta de la web) al que lleva abrir la notificación. */
export function enlaceNotificacion(p: PayloadNotificacion): string {
  switch (p.tipo) {
    case 'chat':
      if (p.orden_venta_id !== undefined) return `/proveedor/venta/${p.orden_venta_id}/?chat=1`;
      return p.transportista === true
        ? `/driver/chat/${p.pedido_id}`
        : `/pedido/rastreo/${p.pedido_id}?chat=1`;
    case 'oportunidad':
      return p.oportunidad_id !== undefined
        ? `/driver/oportunidad?id=${p.oportunidad_id}`
        : '/driver/oportunidades';
    case 'pedido':
      return p.orden_venta_id !== undefined
        ? `/proveedor/venta/${p.orden_venta_id}/`
        : `/pedido/rastreo/${p.pedido_id}`;
    case 'vehiculo_aprobado':
      return enlaceVehiculo(p.vehiculo_id, p.empresa);
    case 'transportista_aprobado':
      return '/driver/home';
    case 'documento_vencimiento':
      return p.vehiculo_id === undefined
        ? '/driver/perfil/configuracion/documentos'
        : enlaceVehiculo(p.vehiculo_id, p.empresa);
    case 'proveedor_aprobado':
      return '/proveedor';
    case 'producto_aprobado':
    case 'producto_rechazado':
      return `/proveedor/catalogo/${p.producto_id}/`;
    case 'general':
      return p.url ?? '/';
  }
}

const ETIQUETA_DOCUMENTO = {
  registro: MENSAJES_TRANSPORTISTAS.documentoRegistro,
  habilitacion: MENSAJES_TRANSPORTISTAS.documentoHabilitacion,
  poliza: MENSAJES_TRANSPORTISTAS.documentoPoliza,
} as const;

/** Valores para los textos que no van en el payload (nombres, mensajes). */
export type ValoresNotificacion = Readonly<Record<string, string | number>>;

/** Título y cuerpo en español del catálogo, con los datos y valores de la notificación. */
export function textosNotificacion(
  p: PayloadNotificacion,
  valores: ValoresNotificacion = {},
): { titulo: string; cuerpo: string } {
  const v = { ...datosPlanos(p), ...valores };
  const t = (plantilla: string) => formatearMensaje(plantilla, v);
  switch (p.tipo) {
    case 'chat':
      return { titulo: t(MENSAJES.notificacionChat), cuerpo: String(valores.mensaje ?? '') };
    case 'oportunidad':
      return {
        titulo: t(MENSAJES.notificacionOportunidad),
        cuerpo: t(MENSAJES.notificacionOportunidadCuerpo),
      };
    case 'pedido':
      return p.orden_venta_id !== undefined
        ? {
            titulo: formatearMensaje(MENSAJES.pedidoNuevoProveedor, { id: p.orden_venta_id }),
            cuerpo: '',
          }
        : { titulo: t(MENSAJES.notificacionPedidoCliente), cuerpo: String(valores.detalle ?? '') };
    case 'vehiculo_aprobado':
      return {
        titulo: t(MENSAJES.notificacionVehiculoAprobado),
        cuerpo: t(MENSAJES.notificacionVehiculoAprobadoCuerpo),
      };
    case 'transportista_aprobado':
      return {
        titulo: t(MENSAJES.notificacionTransportistaAprobado),
        cuerpo: t(MENSAJES.notificacionTransportistaAprobadoCuerpo),
      };
    case 'documento_vencimiento': {
      const documento = ETIQUETA_DOCUMENTO[p.documento];
      const plazo = plural(p.dias, 'día', 'días');
      const td = (plantilla: string) => formatearMensaje(plantilla, { ...v, documento, plazo });
      return p.dias > 0
        ? {
            titulo: td(MENSAJES_TRANSPORTISTAS.notificacionDocumentoPorVencer),
            cuerpo: t(MENSAJES_TRANSPORTISTAS.notificacionDocumentoPorVencerCuerpo),
          }
        : {
            titulo: td(MENSAJES_TRANSPORTISTAS.notificacionDocumentoVencido),
            cuerpo: t(MENSAJES_TRANSPORTISTAS.notificacionDocumentoVencidoCuerpo),
          };
    }
    case 'proveedor_aprobado':
      return {
        titulo: t(MENSAJES.notificacionProveedorAprobado),
        cuerpo: t(MENSAJES.notificacionProveedorAprobadoCuerpo),
      };
    case 'producto_aprobado':
      return {
        titulo: t(MENSAJES.notificacionProductoAprobado),
        cuerpo: t(MENSAJES.notificacionProductoAprobadoCuerpo),
      };
    case 'producto_rechazado':
      return {
        titulo: t(MENSAJES.notificacionProductoRechazado),
        cuerpo: t(MENSAJES.notificacionProductoRechazadoCuerpo),
      };
    case 'general':
      return { titulo: String(valores.titulo ?? ''), cuerpo: String(valores.cuerpo ?? '') };
  }
}

function datosPlanos(p: PayloadNotificacion): Record<string, string | number> {
  const planos: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'string' || typeof v === 'number') planos[k] = v;
  }
  return planos;
}

/** Lee un payload guardado (fila o push); `null` si no corresponde a su tipo. */
export function leerPayloadNotificacion(valor: unknown): PayloadNotificacion | null {
  if (typeof valor !== 'object' || valor === null || !('tipo' in valor)) return null;
  const tipo = (valor as { tipo: unknown }).tipo;
  if (typeof tipo !== 'string' || !(tipo in datosNotificacionSchemas)) return null;
  const schema = datosNotificacionSchemas[tipo as TipoNotificacion];
  const r = schema.safeParse(valor);
  return r.success ? ({ ...r.data, tipo } as PayloadNotificacion) : null;
}

/** Datos del evento push que recibe el service worker. */
export const payloadPushSchema = z.object({
  titulo: z.string(),
  cuerpo: z.string(),
  url: z.string().startsWith('/'),
  silencioso: z.boolean(),
  tipo: z.string(),
  notificacion_id: id.optional(),
});
export type PayloadPush = z.infer<typeof payloadPushSchema>;

/**
 * Suscripción Web Push del navegador (PushSubscription.toJSON()). El endpoint es https; `http`
 * sólo se admite cuando se pide (pruebas contra un servicio push local).
 */
export function suscripcionWebPushSchema(
  opciones: { permitirHttp: boolean } = { permitirHttp: false },
) {
  const protocolos = opciones.permitirHttp ? ['https:', 'http:'] : ['https:'];
  return z.object({
    endpoint: z
      .string()
      .max(2048)
      .url()
      .refine((u) => protocolos.includes(new URL(u).protocol), MENSAJES.suscripcionPushInvalida),
    expirationTime: z.number().nullish(),
    keys: z.object({
      p256dh: z
        .string()
        .min(1)
        .max(256)
        .regex(/^[A-Za-z0-9_=-]+$/),
      auth: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_=-]+$/),
    }),
  });
}
export type SuscripcionWebPush = z.infer<ReturnType<typeof suscripcionWebPushSchema>>;

/**
 * Distingue el `push_token` de /set-device/: un objeto o un texto JSON (`{…}`) es una
 * suscripción Web Push y se valida; cualquier otro texto es un token nativo (`null`).
 */
export function suscripcionWebPushDe(
  pushToken: string | Record<string, unknown>,
  opciones: { permitirHttp: boolean } = { permitirHttp: false },
): z.ZodSafeParseResult<SuscripcionWebPush> | null {
  let valor: unknown = pushToken;
  if (typeof pushToken === 'string') {
    if (!pushToken.trimStart().startsWith('{')) return null;
    try {
      valor = JSON.parse(pushToken);
    } catch {
      valor = null;
    }
  }
  return suscripcionWebPushSchema(opciones).safeParse(valor);
}
