import { describe, expect, it } from 'vitest';
import { MENSAJES, formatearMensaje, mensajeErrorAl } from './errores.js';
import * as dominio from './index.js';

describe('mensajeErrorAl (§8: el verbo cambia con la acción)', () => {
  it('arma el mensaje de fallo con el verbo de la acción', () => {
    expect(mensajeErrorAl('eliminar')).toBe(
      'Ocurrió un error al eliminar, vuelva a intentar en unos momentos',
    );
    expect(mensajeErrorAl('enviar')).toBe(
      'Ocurrió un error al enviar, vuelva a intentar en unos momentos',
    );
  });

  it('el mensaje de guardar es el de la especificación y sale de la misma plantilla', () => {
    expect(MENSAJES.errorGuardar).toBe(
      'Ocurrió un error al guardar, vuelva a intentar en unos momentos',
    );
    expect(MENSAJES.errorGuardar).toBe(mensajeErrorAl('guardar'));
  });

  it('se exporta desde el índice del paquete', () => {
    expect(dominio.mensajeErrorAl('cancelar')).toBe(
      'Ocurrió un error al cancelar, vuelva a intentar en unos momentos',
    );
  });
});

describe('formatearMensaje', () => {
  it('reemplaza las claves conocidas y deja las desconocidas', () => {
    expect(formatearMensaje('Hay {n} de {total} {x}', { n: 2, total: 5 })).toBe('Hay 2 de 5 {x}');
  });
});
