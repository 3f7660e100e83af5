import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { COLUMNAS_IMPORTACION, MENSAJES, filaImportacionSchema } from '@nemu/domain';
import { ErrorValidacion } from '../../lib/errores.js';
import { movimientoStock, producto } from '../catalogo/catalogo.tables.js';
import { fabricanteObjetivo } from '../../lib/alcance-fabricante.js';
import type { Formulario } from '../../lib/archivos-subidos.js';
import { erroresDeIssues } from '../../plugins/errores.plugin.js';
import type { Contexto } from './productos-proveedor.service.js';

const MAXIMO_FILAS = 2000;

export interface FilaReporte {
  fila: number;
  nombre: string;
  valida: boolean;
  errores: Record<string, string[]>;
}

type Celdas = Record<string, string>;

function textoCelda(valor: ExcelJS.CellValue): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return valor.toISOString().slice(0, 10);
  if (typeof valor === 'object') {
    if ('result' in valor) return textoCelda(valor.result as ExcelJS.CellValue);
    if ('text' in valor) return String(valor.text);
    if ('richText' in valor) return valor.richText.map((r) => r.text).join('');
    return '';
  }
  return String(valor);
}

async function leerXlsx(datos: Buffer): Promise<string[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(datos as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
  if (!hoja) return [];
  const filas: string[][] = [];
  hoja.eachRow({ includeEmpty: true }, (fila, numero) => {
    const valores: string[] = [];
    for (let c = 1; c <= Math.max(fila.cellCount, COLUMNAS_IMPORTACION.length); c++) {
      valores.push(textoCelda(fila.getCell(c).value).trim());
    }
    filas[numero - 1] = valores;
  });
  return Array.from(filas, (f) => f ?? []);
}

function leerCsv(datos: Buffer): string[][] {
  const texto = datos.toString('utf8').replace(/^\uFEFF/, '');
  const primera = texto.split(/\r?\n/, 1)[0] ?? '';
  const delimitador =
    (primera.match(/;/g)?.length ?? 0) > (primera.match(/,/g)?.length ?? 0) ? ';' : ',';
  return parse(texto, {
    delimiter: delimitador,
    relax_column_count: true,
    skip_empty_lines: false,
    trim: true,
  });
}

/** Lee la planilla (XLSX por su firma ZIP, si no CSV) como filas de celdas por encabezado. */
export async function leerPlanilla(datos: Buffer): Promise<{ fila: number; celdas: Celdas }[]> {
  let matriz: string[][];
  try {
    matriz =
      datos.subarray(0, 2).toString('latin1') === 'PK' ? await leerXlsx(datos) : leerCsv(datos);
  } catch {
    throw ErrorValidacion.campo('archivo', MENSAJES.archivoImportacionInvalido);
  }
  const encabezados = (matriz[0] ?? []).map((h) => h.trim().toLowerCase());
  const faltan = ['nombre', 'precio', 'cantidad_disponible'].filter(
    (c) => !encabezados.includes(c),
  );
  if (faltan.length > 0)
    throw ErrorValidacion.campo('archivo', MENSAJES.archivoImportacionInvalido);
  const filas: { fila: number; celdas: Celdas }[] = [];
  matriz.slice(1).forEach((valores, i) => {
    if (valores.every((v) => v.trim() === '')) return;
    const celdas: Celdas = {};
    encabezados.forEach((h, c) => {
      const v = valores[c]?.trim() ?? '';
      if (h !== '' && v !== '') celdas[h] = v;
    });
    filas.push({ fila: i + 2, celdas });
  });
  if (filas.length > MAXIMO_FILAS) {
    throw ErrorValidacion.campo(
      'archivo',
      MENSAJES.listaMuyLarga.replace('{max}', String(MAXIMO_FILAS)),
    );
  }
  return filas;
}

/**
 * Importa productos desde CSV o XLSX: valida cada fila y responde un reporte por fila. Si hay
 * filas con errores no aplica nada, salvo que se pida `solo_validas`; `previsualizar` sólo valida.
 */
export async function importarProductos(ctx: Contexto, formulario: Formulario) {
  const archivo = formulario.archivos.find((a) => a.campo === 'archivo');
  if (!archivo) throw ErrorValidacion.campo('archivo', MENSAJES.archivoRequerido);
  const opcion = (clave: string) =>
    ['true', '1', 'on', 'si'].includes(String(formulario.campos[clave] ?? '').toLowerCase());
  const fabricanteId = fabricanteObjetivo(
    ctx.usuario,
    formulario.campos.fabricante === undefined ? null : Number(formulario.campos.fabricante),
  );
  const filas = await leerPlanilla(archivo.datos);
  if (filas.length === 0)
    throw ErrorValidacion.campo('archivo', MENSAJES.archivoImportacionInvalido);

  const validas: { fila: number; datos: z.output<typeof filaImportacionSchema> }[] = [];
  const reporte: FilaReporte[] = filas.map(({ fila, celdas }) => {
    const r = filaImportacionSchema.safeParse(celdas);
    if (r.success) {
      validas.push({ fila, datos: r.data });
      return { fila, nombre: r.data.nombre, valida: true, errores: {} };
    }
    const errores = erroresDeIssues(
      r.error.issues.map((i) => ({ params: { issue: { path: i.path } }, message: i.message })),
    );
    return { fila, nombre: celdas.nombre ?? '', valida: false, errores };
  });
  const invalidas = reporte.length - validas.length;
  const aplicar = !opcion('previsualizar') && (invalidas === 0 || opcion('solo_validas'));
  let importadas = 0;
  if (aplicar && validas.length > 0) {
    const referencia = `importacion:${randomUUID()}`;
    await ctx.db.transaction(async (tx) => {
      for (const { datos } of validas) {
        const [p] = await tx
          .insert(producto)
          .values({
            fabricante_id: fabricanteId,
            nombre: datos.nombre,
            descripcion: datos.descripcion ?? '',
            precio: datos.precio,
            precio_mayorista: datos.precio_mayorista ?? null,
            categoria_id: datos.categoria ?? null,
            no_apto_menores: datos.no_apto_menores,
            aprobado: false,
          })
          .returning({ id: producto.id });
        if (!p) throw new Error('no se creó el producto');
        if (datos.cantidad_disponible > 0) {
          await tx.insert(movimientoStock).values({
            producto_id: p.id,
            delta: datos.cantidad_disponible,
            motivo: 'importacion',
            usuario_id: ctx.usuario.id,
            referencia,
          });
        }
        importadas++;
      }
    });
  }
  return {
    aplicado: aplicar && importadas > 0,
    importadas,
    validas: validas.length,
    invalidas,
    mensaje: !aplicar && invalidas > 0 ? MENSAJES.importacionConErrores : null,
    filas: reporte,
  };
}

const EJEMPLO = ['Yerba mate 500 g', 'Yerba con palo', '18.500', '16.000', '40', '', 'no'];

/** Plantilla de importación con los encabezados y una fila de ejemplo. */
export async function plantillaImportacion(formato: 'xlsx' | 'csv'): Promise<Buffer> {
  if (formato === 'csv') {
    const linea = (v: readonly string[]) =>
      v.map((c) => (/[;"\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(';');
    return Buffer.from(`\uFEFF${linea(COLUMNAS_IMPORTACION)}\n${linea(EJEMPLO)}\n`, 'utf8');
  }
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('productos');
  hoja.addRow([...COLUMNAS_IMPORTACION]);
  hoja.addRow(EJEMPLO);
  hoja.getRow(1).font = { bold: true };
  hoja.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await libro.xlsx.writeBuffer());
}
