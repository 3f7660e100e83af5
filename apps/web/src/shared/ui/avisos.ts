import { MENSAJES, TOAST_DURACION_MS } from '@nemu/domain';
import { notifications } from '@mantine/notifications';
import { mensajeFallo, primerErrorGeneral, type Fallo, type ErroresCampo } from '../api/resultado';
import { pedirCapas } from './capas';
import { createElement } from 'react';
import { MensajeConAccion, type AccionAviso } from './mensaje-con-accion';

/** Muestra un aviso; si su contenedor aún no se montó, queda en cola hasta que se monte. */
function mostrar(aviso: Parameters<typeof notifications.show>[0]): void {
  void pedirCapas();
  notifications.show(aviso);
}

/** Aviso de éxito; con `accion`, un botón al lado del texto que además cierra el aviso. */
export function avisarExito(mensaje: string = MENSAJES.exito, accion?: AccionAviso): void {
  const id = accion ? `exito-${Date.now()}` : undefined;
  const message = accion
    ? createElement(MensajeConAccion, {
        mensaje,
        etiqueta: accion.etiqueta,
        alElegir: () => {
          if (id) notifications.hide(id);
          accion.alElegir();
        },
      })
    : mensaje;
  mostrar({ id, color: 'green', title: 'Listo', message, autoClose: TOAST_DURACION_MS });
}

/** Aviso de validación: el primer `non_field_errors` o el mensaje genérico (§5, §8). */
export function avisarValidacion(errores: ErroresCampo = {}): void {
  mostrar({
    color: 'yellow',
    title: 'Revise los datos',
    message: primerErrorGeneral(errores) ?? MENSAJES.validacion,
    autoClose: TOAST_DURACION_MS,
  });
}

/**
 * Aviso de error (§8). Sin mensaje, el de guardar; para otra acción pase el de su verbo:
 * `avisarError(mensajeErrorAl('eliminar'))`.
 */
export function avisarError(mensaje: string = MENSAJES.errorGuardar): void {
  mostrar({ color: 'red', title: 'Error', message: mensaje, autoClose: TOAST_DURACION_MS });
}

/**
 * Sesión vencida (401). Con id fijo: varios rechazos juntos dejan un solo aviso mientras se ve.
 */
export function avisarSesionVencida(): void {
  mostrar({
    id: 'sesion-vencida',
    color: 'yellow',
    title: 'Sesión vencida',
    message: MENSAJES.tokenInvalido,
    autoClose: TOAST_DURACION_MS,
  });
}

/**
 * Muestra el aviso que corresponde a un fallo de la API; `unauthorized` no, porque la raíz ya
 * avisa la sesión vencida (una vez) y lleva al ingreso. `mensajeError` es el de un error del
 * servidor: el de guardar salvo que la acción sea otra (§8, el verbo cambia con la acción), p. ej.
 * `avisarFallo(r, mensajeErrorAl('eliminar'))`.
 */
export function avisarFallo(fallo: Fallo, mensajeError: string = MENSAJES.errorGuardar): void {
  if (fallo.kind === 'unauthorized') return;
  if (fallo.kind === 'bad-data') avisarValidacion(fallo.errores);
  else if (fallo.kind === 'server') avisarError(mensajeError);
  else avisarError(mensajeFallo(fallo));
}
