import { describe, expect, it } from 'vitest';
import {
  CAMPOS_AUDITORIA,
  ENTIDADES_AUDITADAS,
  cambiosAuditoria,
  etiquetaCampoAuditoria,
  referenciasAuditoria,
  valorCampoAuditoria,
} from './auditoria.rules.js';

describe('etiquetas de la bitácora', () => {
  it('cada entidad auditada tiene su mapa de campos', () => {
    for (const e of ENTIDADES_AUDITADAS) expect(CAMPOS_AUDITORIA[e]).toBeDefined();
  });

  it('nombra los campos en español, según la entidad', () => {
    expect(etiquetaCampoAuditoria('producto', 'precio_mayorista')).toBe('Precio mayorista');
    expect(etiquetaCampoAuditoria('producto', 'precio_venta')).toBe('Precio de venta');
    expect(etiquetaCampoAuditoria('fabricante', 'moderado')).toBe('Aprobado');
    expect(etiquetaCampoAuditoria('categoria', 'comision')).toBe('Comisión');
    expect(etiquetaCampoAuditoria('tipo_vehiculo', 'precio_km')).toBe('Precio por km');
    expect(etiquetaCampoAuditoria('usuario_staff', 'first_name')).toBe('Nombre');
  });

  it('un campo o una entidad sin etiqueta se muestran legibles, sin guiones bajos', () => {
    expect(etiquetaCampoAuditoria('producto', 'dias_de_garantia')).toBe('Dias de garantia');
    expect(etiquetaCampoAuditoria('otra_cosa', 'sucursal_id')).toBe('Sucursal');
    expect(etiquetaCampoAuditoria('otra_cosa', 'nombre')).toBe('Nombre');
  });
});

describe('valores de la bitácora', () => {
  it('dinero en guaraníes, porcentajes y medidas', () => {
    expect(valorCampoAuditoria('producto', 'precio', 150000)).toBe('Gs. 150.000');
    expect(valorCampoAuditoria('tipo_vehiculo', 'precio_km', '2500')).toBe('Gs. 2.500');
    expect(valorCampoAuditoria('categoria', 'comision', 8.5)).toBe('8,5 %');
    expect(valorCampoAuditoria('producto', 'peso_kg', 1.25)).toBe('1,25 kg');
  });

  it('el margen se lee con su tipo: porcentaje o monto fijo por unidad', () => {
    expect(valorCampoAuditoria('margen', 'margen', 5, { tipo: 10, margen: 5 })).toBe('5 %');
    expect(valorCampoAuditoria('margen', 'margen', 3000, { tipo: 20, margen: 3000 })).toBe(
      'Gs. 3.000 por unidad',
    );
    expect(valorCampoAuditoria('margen', 'tipo', 20)).toBe('Monto fijo por unidad');
  });

  it('estados y opciones conocidas con su nombre; una opción desconocida queda tal cual', () => {
    expect(valorCampoAuditoria('categoria', 'tipo_iva', 10)).toBe('IVA 10 %');
    expect(valorCampoAuditoria('usuario_staff', 'rol', 'cliente')).toBe(
      'Cliente (fuera del equipo)',
    );
    expect(valorCampoAuditoria('fabricante', 'dias_apertura', [1, 2, 6])).toBe(
      'Lunes, Martes, Sábado',
    );
    expect(valorCampoAuditoria('vehiculo', 'refrigeracion', 20)).toBe('Congelado');
    expect(valorCampoAuditoria('categoria', 'tipo_iva', 7)).toBe('7');
  });

  it('sí/no, vacíos, fechas en hora de Asunción, referencias y listas', () => {
    expect(valorCampoAuditoria('producto', 'aprobado', true)).toBe('Sí');
    expect(valorCampoAuditoria('fabricante', 'moderado', false)).toBe('No');
    expect(valorCampoAuditoria('producto', 'motivo_rechazo', null)).toBe('—');
    expect(valorCampoAuditoria('producto', 'precio', '')).toBe('—');
    expect(valorCampoAuditoria('producto', 'fecha_aprobacion', '2026-11-24T07:23:39.129Z')).toBe(
      '24/11/2026 04:23',
    );
    expect(valorCampoAuditoria('transportista', 'registro_vencimiento', '2027-03-01')).toBe(
      '01/03/2027',
    );
    expect(valorCampoAuditoria('producto', 'categoria', 12)).toBe('#12');
    expect(
      valorCampoAuditoria('fabricante', 'rubros', [
        { id: 1, nombre: 'Almacén' },
        { id: 2, nombre: 'Bebidas' },
      ]),
    ).toBe('Almacén, Bebidas');
    expect(valorCampoAuditoria('vehiculo', 'ano', 2019)).toBe('2019');
  });
});

describe('cambiosAuditoria', () => {
  it('lista sólo lo que cambió, con etiqueta y valores formateados, sin campos técnicos', () => {
    expect(
      cambiosAuditoria(
        'producto',
        { precio: 100000, aprobado: false, nombre: 'Yerba', actualizado_en: '1' },
        { precio: 120000, aprobado: true, nombre: 'Yerba', actualizado_en: '2', aprobado_por: 3 },
      ),
    ).toEqual([
      { campo: 'precio', etiqueta: 'Precio', antes: 'Gs. 100.000', despues: 'Gs. 120.000' },
      { campo: 'aprobado', etiqueta: 'Aprobado', antes: 'No', despues: 'Sí' },
      { campo: 'aprobado_por', etiqueta: 'Aprobado por', antes: '—', despues: '#3' },
    ]);
  });

  it('usuarios y proveedores con el nombre que trae la entrada; sin él, «#id»', () => {
    const nombres = { usuario: { '3': 'Carmen Benítez' }, fabricante: { '12': 'Almacén Uno' } };
    expect(
      cambiosAuditoria(
        'margen',
        null,
        { margen: 5, tipo: 10, fabricante_id: 12, usuario_id: '3', categoria_id: 4 },
        nombres,
      ),
    ).toEqual([
      { campo: 'margen', etiqueta: 'Margen', antes: '—', despues: '5 %' },
      { campo: 'tipo', etiqueta: 'Tipo de margen', antes: '—', despues: 'Porcentaje del precio' },
      { campo: 'fabricante_id', etiqueta: 'Proveedor', antes: '—', despues: 'Almacén Uno' },
      { campo: 'usuario_id', etiqueta: 'Usuario', antes: '—', despues: 'Carmen Benítez' },
      { campo: 'categoria_id', etiqueta: 'Categoría', antes: '—', despues: '#4' },
    ]);
    expect(valorCampoAuditoria('producto', 'aprobado_por', 7, {}, nombres)).toBe('#7');
    // Un id de categoría no se toma por uno de usuario aunque coincida el número.
    expect(valorCampoAuditoria('producto', 'categoria', 3, {}, nombres)).toBe('#3');
  });
});

describe('referenciasAuditoria', () => {
  it('junta los ids de usuarios y proveedores del antes y del después, nada más', () => {
    expect(
      referenciasAuditoria(
        'producto',
        { aprobado_por: null, fabricante: 12, categoria: 4, precio: 1000 },
        { aprobado_por: 3, fabricante: '12', usuario: 'x' },
      ),
    ).toEqual({ usuario: [3], fabricante: [12, 12] });
    expect(referenciasAuditoria('producto', null, 'x')).toEqual({ usuario: [], fabricante: [] });
  });

  it('sin antes (alta) todo es nuevo salvo lo que sigue vacío; valores no objeto no rompen', () => {
    expect(cambiosAuditoria('margen', null, { margen: 5, tipo: 10, categoria_id: null })).toEqual([
      { campo: 'margen', etiqueta: 'Margen', antes: '—', despues: '5 %' },
      { campo: 'tipo', etiqueta: 'Tipo de margen', antes: '—', despues: 'Porcentaje del precio' },
    ]);
    expect(cambiosAuditoria('producto', 'x', 3)).toEqual([]);
  });
});
