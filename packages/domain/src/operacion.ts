// Operación de rutas (oportunidades, paradas, PIN, rastreo): mensajes en español y formatos.
import { z } from 'zod';
import { MENSAJES } from './errores.js';

export const MENSAJES_OPERACION = {
  transportistaNoHabilitado:
    'Su perfil de transportista no está habilitado para tomar rutas (aprobación, bloqueo o documentos).',
  documentoPendiente: 'Debe actualizar un documento antes de tomar rutas: {documento}.',
  rutaYaTomada: 'Otro transportista ya aceptó esta ruta.',
  oportunidadVencida: 'La oportunidad ya no está disponible.',
  rutaNoAceptada: 'La ruta no está aceptada por usted o ya empezó.',
  rutaNoEnCurso: 'La ruta no está en curso.',
  tieneRutaActiva: 'Ya tiene una ruta en curso: termínela antes de empezar otra.',
  vehiculoNoValido: 'El vehículo debe ser suyo, estar aprobado y activo.',
  vehiculoNoAlcanza: 'El vehículo no alcanza para la carga de la ruta ({motivo}).',
  paradaFueraDeOrden: 'Complete primero la parada {orden}.',
  paradaYaCompletada: 'La parada ya fue completada.',
  pinIncorrecto: 'El PIN no es correcto. Le quedan {restantes} intentos.',
  codigoRetiroIncorrecto: 'El código de retiro no es correcto. Le quedan {restantes} intentos.',
  pinBloqueado:
    'La parada quedó bloqueada por demasiados intentos fallidos. Pida a un administrador que la desbloquee.',
  incidenteFueraDeRuta: 'El itinerario o el vehículo no pertenecen a la hoja de ruta.',
  ubicacionInvalida: 'La ubicación debe tener el formato "lat,lng".',
  rangoFechasInvalido: 'fecha__gt debe ser anterior a fecha__lt.',
  notificacionRutaSinAceptar: 'Hoja de ruta {hoja} sin aceptar',
  notificacionRutaSinAceptarCuerpo:
    'Nadie aceptó la hoja de ruta {hoja} a tiempo; se volvió a ofrecer.',
  notificacionIncidente: 'Incidente en la hoja de ruta {hoja}',
  notificacionIncidenteCuerpo: '{tipo}. Las paradas pendientes volvieron a despacho.',
  devueltaADespacho: 'Devuelta a despacho por un incidente en la hoja de ruta {hoja}.',
  hojaSinTiempo:
    'Nadie aceptó la hoja de ruta {hoja} a tiempo para cumplir sus franjas: vuelve al próximo lote.',
  notificacionHojaReprogramada: 'Hoja de ruta {hoja} reprogramada',
  notificacionHojaReprogramadaCuerpo:
    'Nadie la aceptó a tiempo para cumplir las franjas; se canceló y sus órdenes vuelven al próximo lote.',
  pedidoEntregadoDetalle: 'Su pedido fue entregado.',
  pedidoEnCaminoDetalle: 'Su pedido está en camino.',
  pedidoIncidenteDetalle:
    'Hubo un problema con la entrega de su pedido; le avisaremos la nueva fecha.',
  pedidoIncidenteResueltoDetalle:
    'Resolvimos el problema con la entrega de su pedido: vuelve a salir en una nueva ruta y le avisaremos cuando esté en camino.',
  incidenteResuelto:
    'Incidente resuelto por un administrador: el pedido vuelve a despacho para una nueva ruta.',
  devueltaADespachoTrasIncidente:
    'Incidente de la hoja de ruta {hoja} resuelto: la carga volvió al punto de retiro del proveedor y se retira de nuevo.',
} as const;

/** Ubicación como texto "lat,lng" (spec §3 Direccion.ubicacion), leída a números. */
export const ubicacionTextoSchema = z
  .string()
  .trim()
  .transform((texto, ctx) => {
    const partes = texto.split(',').map((p) => Number(p.trim()));
    const [lat, lng] = partes;
    if (
      partes.length !== 2 ||
      lat === undefined ||
      lng === undefined ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    ) {
      ctx.addIssue({ code: 'custom', message: MENSAJES_OPERACION.ubicacionInvalida });
      return z.NEVER;
    }
    return { lat, lng, texto: `${lat},${lng}` };
  });
export type UbicacionTexto = z.output<typeof ubicacionTextoSchema>;

/** PIN de entrega (4 dígitos) o código de retiro del proveedor (6 dígitos). */
export const pincodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,6}$/, MENSAJES.pinInvalido);
