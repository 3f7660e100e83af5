import { describe, expect, it } from 'vitest';
import { tipoDeReporte } from './tipo-reporte';

describe('tipoDeReporte', () => {
  it('distingue lo que mandan los formularios de las apps de los errores capturados', () => {
    expect(tipoDeReporte({ archivo: 'proveedor/reportar_error', origen: 'app' })).toMatchObject({
      etiqueta: 'Error reportado',
      quien: 'Proveedor',
    });
    expect(
      tipoDeReporte({ archivo: 'cliente/comentarios_sugerencias', origen: 'app' }),
    ).toMatchObject({ etiqueta: 'Comentario o sugerencia', quien: 'Cliente' });
    expect(tipoDeReporte({ archivo: 'catalogo.tsx', origen: 'app' })).toMatchObject({
      etiqueta: 'Error de la app',
      quien: null,
    });
    expect(tipoDeReporte({ archivo: null, origen: 'servidor' }).etiqueta).toBe(
      'Error del servidor',
    );
  });
});
