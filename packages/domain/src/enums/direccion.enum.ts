// Íconos de dirección (spec §3).
import { esquemaEnum, type ValorDe } from './enum.helpers.js';

export const IconoDireccion = {
  CASA: 'casa',
  EMPRESA: 'empresa',
  MALETIN: 'maletin',
  ALFILER: 'alfiler',
  CORAZON: 'corazon',
} as const;
export type IconoDireccion = ValorDe<typeof IconoDireccion>;
export const ETIQUETAS_ICONO_DIRECCION: Readonly<Record<IconoDireccion, string>> = {
  casa: 'Casa',
  empresa: 'Empresa',
  maletin: 'Trabajo',
  alfiler: 'Otro',
  corazon: 'Favorito',
};
export const iconoDireccionSchema = esquemaEnum(IconoDireccion);
