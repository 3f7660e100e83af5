// Documentos del transportista y su estado (§3 Transportista, §4 documentos faltantes).
import { fechaAsuncion, sumarDias, type FichaTransportista } from '@nemu/domain';

export type CampoDocumentoTransportista =
  | 'registro_frente'
  | 'registro_dorso'
  | 'antecedentesj'
  | 'antecedentesp'
  | 'constancia_ruc'
  | 'poliza_seguro';

export interface DefinicionDocumento {
  campo: CampoDocumentoTransportista;
  etiqueta: string;
  descripcion: string;
  /** Campo de fecha de vencimiento que acompaña al documento. */
  vence?: 'registro_vencimiento' | 'poliza_vencimiento';
}

export const DOCUMENTOS_TRANSPORTISTA: readonly DefinicionDocumento[] = [
  {
    campo: 'registro_frente',
    etiqueta: 'Registro de conducir (frente)',
    descripcion: 'Foto nítida del frente de su licencia',
    vence: 'registro_vencimiento',
  },
  {
    campo: 'registro_dorso',
    etiqueta: 'Registro de conducir (dorso)',
    descripcion: 'Foto del dorso de su licencia',
    vence: 'registro_vencimiento',
  },
  {
    campo: 'antecedentesj',
    etiqueta: 'Antecedentes judiciales',
    descripcion: 'Certificado del Poder Judicial (foto o PDF)',
  },
  {
    campo: 'antecedentesp',
    etiqueta: 'Antecedentes policiales',
    descripcion: 'Certificado de la Policía Nacional (foto o PDF)',
  },
  {
    campo: 'constancia_ruc',
    etiqueta: 'Constancia de RUC',
    descripcion: 'Constancia de inscripción en la SET',
  },
  {
    campo: 'poliza_seguro',
    etiqueta: 'Póliza de seguro',
    descripcion: 'Seguro de responsabilidad civil vigente',
    vence: 'poliza_vencimiento',
  },
];

export type EstadoDocumento =
  | { tipo: 'falta' }
  | { tipo: 'vencido'; fecha: string }
  | { tipo: 'por-vencer'; fecha: string; dias: number }
  | { tipo: 'vigente'; fecha: string | null };

/** Días de anticipación con que se avisa un vencimiento (los avisos son a 30, 7 y 1 día). */
const AVISO_DIAS = 30;

export function estadoDocumento(
  ficha: FichaTransportista,
  d: DefinicionDocumento,
  hoy = fechaAsuncion(new Date()),
): EstadoDocumento {
  if (!ficha[d.campo]) return { tipo: 'falta' };
  const fecha = d.vence ? ficha[d.vence] : null;
  if (!fecha) return { tipo: 'vigente', fecha: null };
  if (fecha < hoy) return { tipo: 'vencido', fecha };
  if (fecha <= sumarDias(hoy, AVISO_DIAS)) {
    const dias = Math.round((Date.parse(fecha) - Date.parse(hoy)) / 86_400_000);
    return { tipo: 'por-vencer', fecha, dias };
  }
  return { tipo: 'vigente', fecha };
}
