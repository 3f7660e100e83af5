// Datos de referencia (también en producción): ciudades, rubros, categorías, etc.
import { readFileSync } from 'node:fs';
import type { Db, Tx } from '../db/client.js';
import {
  categoria,
  ciudad,
  configuracion,
  contrato,
  cuentaFondo,
  familia,
  grupoMedida,
  linea,
  mensajePredeterminado,
  preguntaFrecuente,
  refrigeracion,
  rubro,
  tipoVehiculo,
  unidadMedida,
} from '../db/schema.js';
import { bloquearSiembra, ponerMarca, tieneMarca } from './comun.seed.js';
import {
  CATEGORIAS,
  CONFIGURACIONES,
  CONTRATOS,
  CUENTAS_FONDO,
  FAMILIAS,
  GRUPOS_MEDIDA,
  LINEAS,
  MENSAJES_PREDETERMINADOS,
  PREGUNTAS_FRECUENTES,
  REFRIGERACIONES,
  RUBROS,
  TIPOS_VEHICULO,
  type NodoCategoria,
} from './data/referencia.data.js';

export const MARCA_REFERENCIA = 'seed.referencia';

// Resuelto desde el archivo compilado (dist/seed) o fuente (src/seed): ambos llegan a src/seed/data.
const CSV_CIUDADES = new URL('../../src/seed/data/ciudades-py.csv', import.meta.url);

export function leerCiudades(): {
  nombre: string;
  departamento: string;
  lat: number;
  lng: number;
}[] {
  const [, ...lineas] = readFileSync(CSV_CIUDADES, 'utf8').trim().split(/\r?\n/);
  return lineas.map((l) => {
    const [nombre = '', departamento = '', lat = '0', lng = '0'] = l.split(',');
    return {
      nombre: nombre.trim(),
      departamento: departamento.trim(),
      lat: Number(lat),
      lng: Number(lng),
    };
  });
}

async function insertarCategorias(
  tx: Tx,
  nodos: NodoCategoria[],
  superior: number | null,
  nivel: number,
) {
  for (const [orden, n] of nodos.entries()) {
    const [c] = await tx
      .insert(categoria)
      .values({
        nombre: n.nombre,
        comision: n.comision,
        tipo_iva: n.tipo_iva,
        no_apto_menores: n.no_apto_menores ?? false,
        icono: n.icono ?? null,
        superior_id: superior,
        nivel,
        orden,
      })
      .returning({ id: categoria.id });
    if (c && n.hijos) await insertarCategorias(tx, n.hijos, c.id, nivel + 1);
  }
}

/** Siembra los datos de referencia una sola vez (marca en `configuracion`). */
export async function sembrarReferencia(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await bloquearSiembra(tx);
    if (await tieneMarca(tx, MARCA_REFERENCIA)) return false;
    await tx.insert(ciudad).values(leerCiudades()).onConflictDoNothing();
    await tx
      .insert(rubro)
      .values(RUBROS.map((nombre, orden) => ({ nombre, orden })))
      .onConflictDoNothing();
    await insertarCategorias(tx, CATEGORIAS, null, 1);
    await tx
      .insert(familia)
      .values(FAMILIAS.map((nombre) => ({ nombre })))
      .onConflictDoNothing();
    await tx
      .insert(linea)
      .values(LINEAS.map((nombre) => ({ nombre })))
      .onConflictDoNothing();
    await tx
      .insert(refrigeracion)
      .values([...REFRIGERACIONES])
      .onConflictDoNothing();
    await tx
      .insert(tipoVehiculo)
      .values([...TIPOS_VEHICULO])
      .onConflictDoNothing();
    await tx.insert(configuracion).values(CONFIGURACIONES).onConflictDoNothing();
    await tx
      .insert(preguntaFrecuente)
      .values(PREGUNTAS_FRECUENTES.map((p, orden) => ({ ...p, orden })));
    await tx
      .insert(mensajePredeterminado)
      .values(MENSAJES_PREDETERMINADOS.map((m, orden) => ({ ...m, orden })));
    await tx
      .insert(contrato)
      .values([...CONTRATOS])
      .onConflictDoNothing();
    for (const g of GRUPOS_MEDIDA) {
      const [grupo] = await tx
        .insert(grupoMedida)
        .values({ nombre: g.nombre })
        .returning({ id: grupoMedida.id });
      if (!grupo) continue;
      await tx
        .insert(unidadMedida)
        .values(
          g.unidades.map(([nombre, abreviatura], orden) => ({
            grupo_medida_id: grupo.id,
            nombre,
            abreviatura,
            orden,
          })),
        );
    }
    await tx.insert(cuentaFondo).values(CUENTAS_FONDO).onConflictDoNothing();
    await ponerMarca(tx, MARCA_REFERENCIA, '1');
    return true;
  });
}
