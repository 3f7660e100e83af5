import { describe, expect, it } from 'vitest';
import { cambiosEntre } from './cambios';

describe('cambiosEntre', () => {
  it('lista sólo los campos que cambiaron, sin los técnicos', () => {
    expect(
      cambiosEntre(
        { aprobado: false, nombre: 'A', actualizado_en: '1' },
        { aprobado: true, nombre: 'A', actualizado_en: '2', aprobado_por: 3 },
      ),
    ).toEqual([
      { campo: 'aprobado', antes: 'no', despues: 'sí' },
      { campo: 'aprobado_por', antes: '—', despues: '3' },
    ]);
  });

  it('sin antes (alta) todo es nuevo salvo lo que sigue vacío; valores no objeto no rompen', () => {
    expect(cambiosEntre(null, { margen: 5, categoria_id: null })).toEqual([
      { campo: 'margen', antes: '—', despues: '5' },
    ]);
    expect(cambiosEntre('x', 3)).toEqual([]);
  });

  it('muestra los instantes en hora de Asunción', () => {
    expect(cambiosEntre({}, { fecha_aprobacion: '2026-11-24T07:23:39.129Z' })).toEqual([
      { campo: 'fecha_aprobacion', antes: '—', despues: '24/11/2026 04:23' },
    ]);
  });
});
