// Perfil de la empresa de transporte que edita su administrador (/adm_transportista/editar/perfil).
import { z } from 'zod';
import { MENSAJES_TRANSPORTISTAS } from '../mensajes-transportistas.js';
import {
  emailSchema,
  idSchema,
  rucSchema,
  telefonoSchema,
  textoLimpio,
  textoOpcional,
} from './campos.schema.js';

/** PATCH /empresa-transporte/{id}/ (parcial). */
export const editarEmpresaTransporteSchema = z
  .object({
    nombre: textoLimpio({ min: 2, max: 120 }),
    razon_social: textoOpcional(160),
    ruc: rucSchema.nullish(),
    nro_telefono: telefonoSchema.nullish(),
    email: emailSchema.nullish(),
    direccion: textoOpcional(200),
  })
  .partial();
export type EditarEmpresaTransporte = z.output<typeof editarEmpresaTransporteSchema>;

/**
 * PUT /vehiculo/{id}/transportista/: la empresa asigna a un vehículo suyo un transportista de su
 * flota (`transportista`, o `null` para quitarlo) o uno aprobado nuevo por su correo (`email`).
 */
export const asignarTransportistaVehiculoSchema = z
  .object({
    transportista: idSchema.nullable().optional(),
    email: emailSchema.optional(),
  })
  .superRefine((d, ctx) => {
    if ((d.transportista === undefined) === (d.email === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['transportista'],
        message: MENSAJES_TRANSPORTISTAS.asignacionSinTransportista,
      });
  });
export type AsignarTransportistaVehiculo = z.output<typeof asignarTransportistaVehiculoSchema>;
