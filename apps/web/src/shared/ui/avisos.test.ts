import { notifications } from '@mantine/notifications';
import { MENSAJES, mensajeErrorAl } from '@nemu/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  avisarError,
  avisarExito,
  avisarFallo,
  avisarSesionVencida,
  avisarValidacion,
} from './avisos';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const ultimoAviso = () => vi.mocked(notifications.show).mock.calls.at(-1)?.[0];

describe('avisos (§8)', () => {
  beforeEach(() => vi.mocked(notifications.show).mockClear());

  it('éxito: verde, 5 s y el mensaje por defecto', () => {
    avisarExito();
    expect(ultimoAviso()).toMatchObject({
      color: 'green',
      autoClose: 5000,
      message: 'La acción se completó exitosamente',
    });
  });

  it('éxito con acción: el botón cierra el aviso y ejecuta la acción', () => {
    const alElegir = vi.fn();
    avisarExito('Producto agregado al carrito', { etiqueta: 'Ver carrito', alElegir });
    const aviso = ultimoAviso();
    const mensaje = aviso?.message as {
      props: { mensaje: string; etiqueta: string; alElegir: () => void };
    };
    expect(mensaje.props).toMatchObject({
      mensaje: 'Producto agregado al carrito',
      etiqueta: 'Ver carrito',
    });
    mensaje.props.alElegir();
    expect(alElegir).toHaveBeenCalledOnce();
    expect(notifications.hide).toHaveBeenCalledWith(aviso?.id);
  });

  it('validación: el primer non_field_error o el mensaje genérico', () => {
    avisarValidacion({ non_field_errors: ['Stock insuficiente.'] });
    expect(ultimoAviso()).toMatchObject({ color: 'yellow', message: 'Stock insuficiente.' });
    avisarValidacion({ nombre: ['Requerido.'] });
    expect(ultimoAviso()?.message).toBe('Se han encontrado errores de validación');
  });

  it('error: rojo con el mensaje de guardar por defecto', () => {
    avisarError();
    expect(ultimoAviso()).toMatchObject({
      color: 'red',
      message: 'Ocurrió un error al guardar, vuelva a intentar en unos momentos',
    });
  });

  it('un fallo de la API elige el aviso según su tipo', () => {
    avisarFallo({ kind: 'bad-data', errores: {} });
    expect(ultimoAviso()?.color).toBe('yellow');
    avisarFallo({ kind: 'server', status: 500, detalle: null });
    expect(ultimoAviso()?.message).toBe(
      'Ocurrió un error al guardar, vuelva a intentar en unos momentos',
    );
    avisarFallo({ kind: 'rejected', status: 409, detalle: 'El pedido ya fue enviado.' });
    expect(ultimoAviso()?.message).toBe('El pedido ya fue enviado.');
    vi.mocked(notifications.show).mockClear();
    avisarFallo({ kind: 'unauthorized', status: 401, detalle: null });
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('un error del servidor lleva el verbo de la acción (§8)', () => {
    avisarFallo({ kind: 'server', status: 500, detalle: null }, mensajeErrorAl('eliminar'));
    expect(ultimoAviso()).toMatchObject({
      color: 'red',
      message: 'Ocurrió un error al eliminar, vuelva a intentar en unos momentos',
    });
    avisarError(mensajeErrorAl('cancelar'));
    expect(ultimoAviso()?.message).toBe(
      'Ocurrió un error al cancelar, vuelva a intentar en unos momentos',
    );
    // El verbo sólo cambia el aviso de un error del servidor: los demás fallos dicen lo suyo.
    avisarFallo(
      { kind: 'rejected', status: 409, detalle: 'Ya fue aprobado.' },
      mensajeErrorAl('aprobar'),
    );
    expect(ultimoAviso()?.message).toBe('Ya fue aprobado.');
  });

  it('sesión vencida: el mensaje del dominio con id fijo, para no repetirse', () => {
    avisarSesionVencida();
    expect(ultimoAviso()).toMatchObject({
      id: 'sesion-vencida',
      color: 'yellow',
      message: MENSAJES.tokenInvalido,
    });
  });
});
