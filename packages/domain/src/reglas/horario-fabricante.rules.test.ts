import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fabricanteAbierto,
  proximaApertura,
  textoProximaApertura,
  type HorarioFabricante,
} from './horario-fabricante.rules.js';
import { instanteAsuncion, sumarDias } from './fechas.rules.js';

// 2025-07-07 is a Monday.
const lunes = (hora: string) => instanteAsuncion('2025-07-07', hora);
const base: HorarioFabricante = {
  dias_apertura: ['1', '2', '3', '4', '5'],
  hora_apertura: '08:00',
  hora_cierre: '18:00',
};

describe('fabricanteAbierto', () => {
  it('is open on an opening day within hours', () => {
    expect(fabricanteAbierto(base, lunes('08:00'))).toMatchObject({ abierto: true, motivo: null });
    expect(fabricanteAbierto(base, lunes('17:59'))).toMatchObject({ abierto: true });
  });

  it('is closed outside hours (closing time exclusive)', () => {
    expect(fabricanteAbierto(base, lunes('07:59'))).toMatchObject({
      abierto: false,
      motivo: 'horario',
    });
    expect(fabricanteAbierto(base, lunes('18:00'))).toMatchObject({
      abierto: false,
      motivo: 'horario',
    });
  });

  it('is closed on other days', () => {
    const domingo = instanteAsuncion('2025-07-06', '10:00');
    expect(fabricanteAbierto(base, domingo)).toMatchObject({ abierto: false, motivo: 'dia' });
    expect(fabricanteAbierto({ ...base, dias_apertura: null }, lunes('10:00')).motivo).toBe('dia');
  });

  it('accepts numeric days and HH:mm:ss', () => {
    const h = { dias_apertura: [1], hora_apertura: '08:00:00', hora_cierre: '18:00:00' };
    expect(fabricanteAbierto(h, lunes('09:00')).abierto).toBe(true);
  });

  it('handles a shift closing after midnight', () => {
    const noche: HorarioFabricante = {
      dias_apertura: ['5'],
      hora_apertura: '20:00',
      hora_cierre: '02:00',
    };
    const viernes = (h: string) => instanteAsuncion('2025-07-11', h);
    const sabado = (h: string) => instanteAsuncion('2025-07-12', h);
    expect(fabricanteAbierto(noche, viernes('23:00')).abierto).toBe(true);
    expect(fabricanteAbierto(noche, sabado('01:30')).abierto).toBe(true);
    expect(fabricanteAbierto(noche, sabado('02:00')).motivo).toBe('dia');
    expect(fabricanteAbierto(noche, viernes('01:00')).motivo).toBe('horario');
    expect(fabricanteAbierto(noche, viernes('19:00')).motivo).toBe('horario');
  });

  it('treats missing or equal hours as all day', () => {
    expect(fabricanteAbierto({ ...base, hora_apertura: null }, lunes('03:00')).abierto).toBe(true);
    expect(
      fabricanteAbierto({ ...base, hora_apertura: '00:00', hora_cierre: '00:00' }, lunes('23:59'))
        .abierto,
    ).toBe(true);
  });

  it('a closing time of 23:59 stays open through the last minute of the day', () => {
    const hastaMedianoche = { ...base, hora_cierre: '23:59' };
    const ultimoMinuto = new Date(lunes('23:59').getTime() + 30_000);
    expect(fabricanteAbierto(hastaMedianoche, ultimoMinuto).abierto).toBe(true);
    expect(fabricanteAbierto(hastaMedianoche, lunes('07:59')).motivo).toBe('horario');
    // Friday 23:59:30 open, Saturday (not an opening day) closed from midnight.
    const viernes = new Date(instanteAsuncion('2025-07-11', '23:59').getTime() + 30_000);
    expect(fabricanteAbierto(hastaMedianoche, viernes).abierto).toBe(true);
    expect(fabricanteAbierto(hastaMedianoche, instanteAsuncion('2025-07-12', '00:00')).motivo).toBe(
      'dia',
    );
    // Opening at 23:59 as well is the all-day case.
    const igual = { ...base, hora_apertura: '23:59', hora_cierre: '23:59' };
    expect(fabricanteAbierto(igual, lunes('12:00')).abierto).toBe(true);
  });

  it('closes during a pause', () => {
    const h = {
      ...base,
      pausas: [{ desde: lunes('12:00').toISOString(), hasta: lunes('13:00').toISOString() }],
    };
    expect(fabricanteAbierto(h, lunes('12:30'))).toMatchObject({ abierto: false, motivo: 'pausa' });
    expect(fabricanteAbierto(h, lunes('13:00')).abierto).toBe(true);
  });

  it('closes on holidays (single date or range)', () => {
    expect(
      fabricanteAbierto({ ...base, feriados: [{ fecha: '2025-07-07' }] }, lunes('10:00')).motivo,
    ).toBe('feriado');
    const rango = { ...base, feriados: [{ desde: '2025-07-05', hasta: '2025-07-08' }] };
    expect(fabricanteAbierto(rango, lunes('10:00')).motivo).toBe('feriado');
    expect(
      fabricanteAbierto({ ...base, feriados: [{ fecha: '2025-07-08' }] }, lunes('10:00')).abierto,
    ).toBe(true);
  });

  it('uses the shift day for holidays after midnight', () => {
    const noche = {
      dias_apertura: ['5'],
      hora_apertura: '20:00',
      hora_cierre: '02:00',
      feriados: [{ fecha: '2025-07-11' }],
    };
    expect(fabricanteAbierto(noche, instanteAsuncion('2025-07-12', '01:00')).motivo).toBe(
      'feriado',
    );
  });

  const instante = fc.date({
    min: new Date('2025-01-01'),
    max: new Date('2030-12-31'),
    noInvalidDate: true,
  });
  const hora = fc
    .integer({ min: 0, max: 1439 })
    .map(
      (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
    );
  const horario = fc.record({
    dias_apertura: fc.subarray(['1', '2', '3', '4', '5', '6', '7']),
    hora_apertura: hora,
    hora_cierre: hora,
  });

  it('reason is null exactly when open (property)', () => {
    fc.assert(
      fc.property(horario, instante, (h, t) => {
        const r = fabricanteAbierto(h, t);
        expect(r.motivo === null).toBe(r.abierto);
        expect(r.mensaje.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never opens with no days, always opens 24/7 (property)', () => {
    fc.assert(
      fc.property(hora, hora, instante, (a, c, t) => {
        expect(
          fabricanteAbierto({ dias_apertura: [], hora_apertura: a, hora_cierre: c }, t).abierto,
        ).toBe(false);
        const siempre = {
          dias_apertura: ['1', '2', '3', '4', '5', '6', '7'],
          hora_apertura: a,
          hora_cierre: a,
        };
        expect(fabricanteAbierto(siempre, t).abierto).toBe(true);
      }),
    );
  });

  it('00:00 to 23:59 every day is open at every instant (property)', () => {
    const todoElDia = {
      dias_apertura: ['1', '2', '3', '4', '5', '6', '7'],
      hora_apertura: '00:00',
      hora_cierre: '23:59',
    };
    // Half of the instants fall in the last minute of a day, where 23:59 used to close.
    const ultimoMinuto = fc
      .tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 59_999 }))
      .map(
        ([d, ms]) => new Date(instanteAsuncion(sumarDias('2025-01-01', d), '23:59').getTime() + ms),
      );
    fc.assert(
      fc.property(fc.oneof(instante, ultimoMinuto), (t) => {
        expect(fabricanteAbierto(todoElDia, t)).toMatchObject({ abierto: true });
      }),
    );
  });

  it('a pause or holiday covering the instant always closes (property)', () => {
    fc.assert(
      fc.property(horario, instante, (h, t) => {
        const pausa = { desde: new Date(t.getTime() - 1000), hasta: new Date(t.getTime() + 1000) };
        expect(fabricanteAbierto({ ...h, pausas: [pausa] }, t).abierto).toBe(false);
        const feriado = { desde: '2000-01-01', hasta: '2100-01-01' };
        expect(fabricanteAbierto({ ...h, feriados: [feriado] }, t).abierto).toBe(false);
      }),
    );
  });

  it('adding opening days never closes an open supplier (property)', () => {
    fc.assert(
      fc.property(horario, instante, (h, t) => {
        if (!fabricanteAbierto(h, t).abierto) return;
        const todos = { ...h, dias_apertura: ['1', '2', '3', '4', '5', '6', '7'] };
        expect(fabricanteAbierto(todos, t).abierto).toBe(true);
      }),
    );
  });
});

describe('proximaApertura', () => {
  it('is null while open and the next opening time when closed', () => {
    expect(proximaApertura(base, lunes('10:00'))).toBeNull();
    expect(proximaApertura(base, lunes('07:00'))).toEqual(lunes('08:00'));
    expect(proximaApertura(base, lunes('19:00'))).toEqual(instanteAsuncion('2025-07-08', '08:00'));
    // Viernes a la noche: abre el lunes.
    expect(proximaApertura(base, instanteAsuncion('2025-07-11', '20:00'))).toEqual(
      instanteAsuncion('2025-07-14', '08:00'),
    );
  });

  it('skips holidays and opens when a pause ends within hours', () => {
    const conFeriado = { ...base, feriados: [{ fecha: '2025-07-08' }] };
    expect(proximaApertura(conFeriado, lunes('19:00'))).toEqual(
      instanteAsuncion('2025-07-09', '08:00'),
    );
    const pausa = { desde: lunes('09:00'), hasta: lunes('11:30') };
    expect(proximaApertura({ ...base, pausas: [pausa] }, lunes('10:00'))).toEqual(lunes('11:30'));
  });

  it('is null with no opening days', () => {
    expect(proximaApertura({ ...base, dias_apertura: [] }, lunes('10:00'))).toBeNull();
  });

  const instante = fc.date({
    min: new Date('2025-01-01'),
    max: new Date('2030-12-31'),
    noInvalidDate: true,
  });
  const hora = fc
    .integer({ min: 0, max: 1439 })
    .map(
      (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
    );
  const horario = fc.record({
    dias_apertura: fc.subarray(['1', '2', '3', '4', '5', '6', '7']),
    hora_apertura: hora,
    hora_cierre: hora,
  });

  it('the next opening is later, open, and closed just before (property)', () => {
    fc.assert(
      fc.property(horario, instante, fc.double({ min: 0, max: 1, noNaN: true }), (h, t, f) => {
        const abre = proximaApertura(h, t);
        if (abre === null) {
          // Sólo sin apertura: abierto ahora o sin días de apertura.
          expect(fabricanteAbierto(h, t).abierto || h.dias_apertura.length === 0).toBe(true);
          return;
        }
        expect(abre.getTime()).toBeGreaterThan(t.getTime());
        expect(fabricanteAbierto(h, abre).abierto).toBe(true);
        expect(fabricanteAbierto(h, abre.getTime() - 60_000).abierto).toBe(false);
        // Cualquier instante entre ahora y la apertura sigue cerrado.
        const medio = t.getTime() + Math.floor(f * (abre.getTime() - t.getTime() - 1));
        expect(fabricanteAbierto(h, medio).abierto).toBe(false);
      }),
    );
  });
});

describe('textoProximaApertura', () => {
  it('says today, tomorrow, the weekday or the date', () => {
    const ahora = lunes('20:00');
    expect(textoProximaApertura(lunes('21:00'), ahora)).toBe('Abre hoy 21:00');
    expect(textoProximaApertura(instanteAsuncion('2025-07-08', '07:00'), ahora)).toBe(
      'Abre mañana 07:00',
    );
    expect(textoProximaApertura(instanteAsuncion('2025-07-10', '08:30'), ahora)).toBe(
      'Abre el jueves 08:30',
    );
    expect(textoProximaApertura(instanteAsuncion('2025-07-20', '08:00'), ahora)).toBe(
      'Abre el 20/07 08:00',
    );
  });
});
