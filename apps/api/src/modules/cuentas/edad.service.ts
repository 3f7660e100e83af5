// Límite de edad (§5) para productos no aptos para menores: carrito y checkout.
import { verificarEdad } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { ErrorValidacion } from '../../lib/errores.js';
import { fechaNacimiento } from './cuentas.lectura.js';

/** Quien compra: sin sesión (`null`), cliente o administrador (exento). */
export interface Comprador {
  id: number;
  administrador: boolean;
}

/** 400 con el mensaje de edad si el comprador no puede llevar un producto no apto para menores. */
export async function exigirEdad(
  db: Db,
  comprador: Comprador | null,
  noAptoMenores: boolean,
): Promise<void> {
  if (!noAptoMenores) return;
  const resultado = verificarEdad({
    usuario: comprador && {
      administrador: comprador.administrador,
      fecha_nacimiento: comprador.administrador ? null : await fechaNacimiento(db, comprador.id),
    },
    producto: { no_apto_menores: true },
    ahora: Date.now(),
  });
  if (!resultado.ok) {
    throw new ErrorValidacion({
      non_field_errors: [resultado.mensaje],
      motivo: [resultado.motivo],
    });
  }
}
