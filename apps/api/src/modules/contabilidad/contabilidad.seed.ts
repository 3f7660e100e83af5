// Timbrados de demostración de la plataforma (RUC ficticio con DV válido): factura impresa,
// nota de crédito y factura electrónica, vigentes en 2026 y 2027.
import type { Tx } from '../../db/client.js';
import { timbrado } from './contabilidad.tables.js';

export const RUC_DEMO_PLATAFORMA = '80123456-5';

export async function sembrarTimbradosDemo(tx: Tx): Promise<void> {
  const comun = {
    establecimiento: '001',
    inicio: '2026-01-01',
    fin: '2027-12-31',
    emisor_ruc: RUC_DEMO_PLATAFORMA,
    emisor_razon_social: 'Ñemu Marketplace S.A.',
    emisor_direccion: 'Avda. Mariscal López 1234, Asunción',
    tipo_contribuyente: 2,
  };
  await tx
    .insert(timbrado)
    .values([
      { ...comun, numero: '16784512', tipo_documento: 1, punto_expedicion: '001' },
      { ...comun, numero: '16784512', tipo_documento: 5, punto_expedicion: '001' },
      {
        ...comun,
        numero: '16784513',
        tipo_documento: 1,
        punto_expedicion: '002',
        electronico: true,
      },
    ])
    .onConflictDoNothing();
}
