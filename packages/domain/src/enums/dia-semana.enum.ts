// Días de la semana: lunes 1 … domingo 7 (spec §3, §9).
import { esquemaEnum, type ValorDe } from './enum.helpers.js';

export const DiaSemana = {
  LUNES: 1,
  MARTES: 2,
  MIERCOLES: 3,
  JUEVES: 4,
  VIERNES: 5,
  SABADO: 6,
  DOMINGO: 7,
} as const;
export type DiaSemana = ValorDe<typeof DiaSemana>;
export const ETIQUETAS_DIA_SEMANA: Readonly<Record<DiaSemana, string>> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};
export const diaSemanaSchema = esquemaEnum(DiaSemana);
