import { describe, expect, it } from 'vitest';
import { gananciaDelDia, gananciasPorDia, gananciasPorSemana, lunesDe } from './ganancias';

// Miércoles 18/11/2026 a las 10:00 de Asunción (UTC-3).
const ahora = new Date('2026-11-18T13:00:00Z');
const mov = (fecha: string, monto: number, motivo = 'viaje') => ({ fecha, monto, motivo });

describe('ganancias del transportista', () => {
  const movs = [
    mov('2026-11-18T12:00:00Z', 20_000),
    mov('2026-11-18T02:30:00Z', 5_000), // 23:30 del 17 en Asunción
    mov('2026-11-16T15:00:00Z', 12_000), // lunes
    mov('2026-11-15T15:00:00Z', 7_000), // domingo de la semana anterior
    mov('2026-11-18T14:00:00Z', -30_000, 'pago'), // un pago no es ganancia
  ];

  it('hoy suma sólo los viajes del día de Asunción', () => {
    expect(gananciaDelDia(movs, ahora)).toBe(20_000);
  });

  it('por día: siete barras hasta hoy, con ceros', () => {
    const dias = gananciasPorDia(movs, 7, ahora);
    expect(dias).toHaveLength(7);
    expect(dias.at(-1)).toEqual({ clave: '2026-11-18', etiqueta: '18/11', monto: 20_000 });
    expect(dias.find((d) => d.clave === '2026-11-17')?.monto).toBe(5_000);
    expect(dias.find((d) => d.clave === '2026-11-14')?.monto).toBe(0);
    expect(dias[0]?.clave).toBe('2026-11-12');
  });

  it('por semana: de lunes a domingo', () => {
    expect(lunesDe(ahora)).toBe('2026-11-16');
    expect(lunesDe('2026-11-16T03:30:00Z')).toBe('2026-11-16'); // 00:30 del lunes
    expect(lunesDe('2026-11-16T02:30:00Z')).toBe('2026-11-09'); // 23:30 del domingo
    const semanas = gananciasPorSemana(movs, 2, ahora);
    expect(semanas).toEqual([
      { clave: '2026-11-09', etiqueta: 'Sem. 09/11', monto: 7_000 },
      { clave: '2026-11-16', etiqueta: 'Sem. 16/11', monto: 37_000 },
    ]);
  });
});
