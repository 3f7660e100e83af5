// Datos del banco de carga: 100 000 productos de 500 proveedores, insertados por SQL en lote.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

export const PROVEEDORES = 500;
export const PRODUCTOS = 100_000;

export const NOMBRES = [
  'Yerba mate',
  'Café molido',
  'Tomate perita',
  'Arroz tipo 1',
  'Fideo tallarín',
  'Harina de trigo',
  'Almidón de mandioca',
  'Azúcar blanca',
  'Aceite de soja',
  'Dulce de leche',
  'Galletitas de queso',
  'Gaseosa naranja',
  'Agua mineral',
  'Jugo de durazno',
  'Cerveza rubia',
  'Caña paraguaya',
  'Vino tinto',
  'Leche entera',
  'Queso Paraguay',
  'Chipa almidón',
  'Mandioca fresca',
  'Cebolla',
  'Papa',
  'Zanahoria',
  'Banana',
  'Naranja',
  'Pollo entero',
  'Carne molida',
  'Detergente',
  'Jabón en polvo',
];
export const MARCAS = [
  'Pajarito',
  'Kurupí',
  'Selecta',
  'La Negrita',
  'Tío Ñandú',
  'Don Vicente',
  'Primor',
  'Lactolanda',
  'Azpa',
  'Trébol',
  'Doña Rosa',
  'Guaraní',
  'Ycuá',
  'Campo Verde',
  'El Ceibo',
];
const PRESENTACIONES = [
  '500 g',
  '1 kg',
  '2 kg',
  '5 kg',
  '1 L',
  '2 L',
  'Pack 6',
  'Caja 12',
  'Bolsa 25 kg',
  'Unidad',
];

const lista = (xs: string[]) =>
  sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

export async function sembrarBanco(db: Db): Promise<void> {
  const existentes = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from fabricante where nombre like 'Banco proveedor %'`,
  );
  if (Number(existentes.rows[0]?.n ?? 0) >= PROVEEDORES) return;
  await db.execute(sql`
    insert into fabricante (nombre, aprobado, activo, dias_apertura, hora_apertura, hora_cierre, rating)
    select 'Banco proveedor ' || g, true, true, array['1','2','3','4','5','6'], '07:00', '20:00', (g % 50) / 10.0
    from generate_series(1, ${PROVEEDORES}) g`);
  await db.execute(sql`
    insert into producto (fabricante_id, nombre, descripcion, precio, precio_mayorista, cantidad,
      compra_mejorada, cantidad_disponible, categoria_id, aprobado, activo, vistas, cantidad_vendida, rating)
    select f.ids[1 + (g % ${PROVEEDORES})],
      (${lista(NOMBRES)})[1 + g % ${NOMBRES.length}] || ' ' || (${lista(MARCAS)})[1 + (g / 7) % ${MARCAS.length}]
        || ' ' || (${lista(PRESENTACIONES)})[1 + (g / 13) % ${PRESENTACIONES.length}],
      'Producto número ' || g || ' para la prueba de carga',
      1000 * (1 + (g * 7919) % 300), case when g % 3 = 0 then 900 * (1 + (g * 7919) % 300) end,
      case when g % 3 = 0 then 6 else 0 end, g % 3 = 0,
      (g * 31) % 200, c.ids[1 + g % array_length(c.ids, 1)], g % 20 <> 0, true,
      (g * 17) % 1000, (g * 13) % 500, (g % 50) / 10.0
    from generate_series(1, ${PRODUCTOS}) g,
      (select array_agg(id order by id) ids from fabricante where nombre like 'Banco proveedor %') f,
      (select array_agg(id order by id) ids from categoria) c`);
  await db.execute(sql`analyze`);
}
