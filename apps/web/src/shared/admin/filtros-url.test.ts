import { describe, expect, it } from 'vitest';
import { alternarOrden, filtrosDeUrl, parametrosApi } from './filtros-url';

describe('filtros de las listas del admin en la URL', () => {
  it('lee página, búsqueda, orden y filtros propios', () => {
    const f = filtrosDeUrl(new URLSearchParams('page=3&search=yerba&ordering=-id&activo=true'));
    expect(f).toEqual({ page: 3, search: 'yerba', ordering: '-id', extra: { activo: 'true' } });
    expect(parametrosApi(f, 10)).toEqual({
      page: 3,
      page_size: 10,
      search: 'yerba',
      ordering: '-id',
      activo: 'true',
    });
  });

  it('una página inválida vuelve a la 1 y usa el orden por defecto', () => {
    const f = filtrosDeUrl(new URLSearchParams('page=-2'), 'nombre');
    expect(f.page).toBe(1);
    expect(f.ordering).toBe('nombre');
    expect(parametrosApi(f).search).toBeUndefined();
  });

  it('alterna el orden de una columna: asc, desc, sin orden', () => {
    expect(alternarOrden('', 'nombre')).toBe('nombre');
    expect(alternarOrden('nombre', 'nombre')).toBe('-nombre');
    expect(alternarOrden('-nombre', 'nombre')).toBe('');
    expect(alternarOrden('-id', 'nombre')).toBe('nombre');
  });
});
