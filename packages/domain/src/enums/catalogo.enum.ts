// Enums del catálogo: tipos de IVA (dominio-paraguay §4.3).
import { esquemaEnum, type ValorDe } from './enum.helpers.js';

/** Tipo de IVA de una categoría; el valor es la tasa en %. */
export const TipoIva = { EXENTA: 0, IVA_5: 5, IVA_10: 10 } as const;
export type TipoIva = ValorDe<typeof TipoIva>;
export const ETIQUETAS_TIPO_IVA: Readonly<Record<TipoIva, string>> = {
  0: 'Exenta',
  5: 'IVA 5 %',
  10: 'IVA 10 %',
};
export const tipoIvaSchema = esquemaEnum(TipoIva);
