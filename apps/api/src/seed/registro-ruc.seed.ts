import { eq } from 'drizzle-orm';
import { digitoVerificadorRuc } from '@nemu/domain';
import type { Db } from '../db/client.js';
import { registroRuc } from '../modules/facturacion/facturacion.tables.js';
import { importarRegistroRuc } from '../modules/facturacion/registro-ruc.importer.js';
import { PROVEEDORES_DEMO } from './data/demo.data.js';

/** Contribuyentes de demostración (ficticios), en el formato de las listas de la DNIT. */
const CONTRIBUYENTES_DEMO: readonly [string, string][] = [
  ['4716240', 'GONZALEZ AYALA, MARIA JOSE'],
  ['1068460', 'VILLALBA, ROSA'],
  ['3987654', 'MARTINEZ ORTIZ, JUAN CARLOS'],
  ['2345678', 'FERNANDEZ ROJAS, DIEGO'],
  ['80101010', 'COMERCIAL LOS LAPACHOS S.A.'],
  ['80202020', 'SERVICIOS INFORMATICOS ÑANDUTI S.R.L.'],
  ['80303030', 'CONSTRUCTORA YBYRAPYTA S.A.'],
  ['80404040', 'FARMACIA SAN BLAS E.A.S.'],
  ['5123456', 'BENITEZ DUARTE, ANA LUCIA'],
];

/** Registro local de RUC para /consulta-ruc/ en modo demo (idempotente). */
export async function sembrarRegistroRuc(db: Db): Promise<void> {
  const primero = CONTRIBUYENTES_DEMO[0]?.[0] ?? '';
  const [ya] = await db
    .select({ id: registroRuc.id })
    .from(registroRuc)
    .where(eq(registroRuc.ruc, `${primero}-${digitoVerificadorRuc(primero)}`));
  if (ya) return;
  const filas: [string, string][] = [
    ...CONTRIBUYENTES_DEMO,
    ...PROVEEDORES_DEMO.map((p): [string, string] => [p.rucBase, p.razon_social.toUpperCase()]),
  ];
  const texto = filas
    .map(([base, razon]) => `${base}|${razon}|${digitoVerificadorRuc(base)}||ACTIVO|`)
    .join('\n');
  await importarRegistroRuc(db, Buffer.from(texto, 'utf8'));
}
