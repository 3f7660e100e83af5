import { describe, expect, it } from 'vitest';
import { claveTurno, horaValida, turnoVigente } from './programacion.js';
import { definirProgramado } from './trabajos.js';

// Asunción es UTC−3 todo el año (sin horario de verano desde 2024).
describe('turnos de los programados', () => {
  it('cada minuto: el minuto UTC en curso', () => {
    const t = turnoVigente('minuto', new Date('2026-03-10T14:07:42.500Z'));
    expect(t).toEqual({ clave: '2026-03-10T14:07Z', desde: new Date('2026-03-10T14:07:00Z') });
    expect(claveTurno('pagos.conciliar', t)).toBe('programado:pagos.conciliar@2026-03-10T14:07Z');
  });

  it('diario: el de hoy desde la hora de Asunción, el de ayer antes', () => {
    const cada = { diarioA: '03:00' };
    // 05:59 UTC = 02:59 en Asunción: todavía corresponde el turno de ayer.
    expect(turnoVigente(cada, new Date('2026-03-10T05:59:00Z'))).toEqual({
      clave: '2026-03-09',
      desde: new Date('2026-03-09T06:00:00Z'),
    });
    expect(turnoVigente(cada, new Date('2026-03-10T06:00:00Z'))).toEqual({
      clave: '2026-03-10',
      desde: new Date('2026-03-10T06:00:00Z'),
    });
    // 23:30 en Asunción ya es el día siguiente en UTC: el turno es el de la fecha local.
    expect(turnoVigente({ diarioA: '23:30' }, new Date('2026-03-11T02:45:00Z')).clave).toBe(
      '2026-03-10',
    );
  });

  it('rechaza horas mal escritas al definir', () => {
    expect(horaValida('07:05')).toBe(true);
    expect(horaValida('24:00')).toBe(false);
    expect(horaValida('7:05')).toBe(false);
    expect(() =>
      definirProgramado({ nombre: 'x', cada: { diarioA: '25:00' }, manejar: async () => {} }),
    ).toThrow(RangeError);
  });
});
