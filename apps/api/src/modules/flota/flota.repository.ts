import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aplicarListado, contarFilas, type DefinicionListado } from '../../lib/listado.js';
import { tipoVehiculo } from './flota.tables.js';

const {
  creado_en: _creado,
  actualizado_en: _actualizado,
  activo: _activo,
  ...columnasTipoVehiculo
} = getTableColumns(tipoVehiculo);

export const listadoTiposVehiculo = (db: Db) =>
  ({
    contar: (where) => contarFilas(db, tipoVehiculo, where),
    listar: (where, orden: SQL[], limit, offset) =>
      aplicarListado(
        db.select(columnasTipoVehiculo).from(tipoVehiculo).$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [tipoVehiculo.nombre],
    ordenables: {
      id: tipoVehiculo.id,
      nombre: tipoVehiculo.nombre,
      peso_maximo_kg: tipoVehiculo.peso_maximo_kg,
      precio_km: tipoVehiculo.precio_km,
    },
    ordenPorDefecto: [asc(tipoVehiculo.peso_maximo_kg), asc(tipoVehiculo.nombre)],
    filtro: eq(tipoVehiculo.activo, true),
  }) satisfies DefinicionListado<unknown>;
