// Mensajes en español del panel de administración (moderación y catálogo).
export const MENSAJES_ADMINISTRACION = {
  categoriaConProductos: 'No se puede borrar la categoría: tiene productos.',
  categoriaConSubcategorias: 'No se puede borrar la categoría: tiene subcategorías.',
  categoriaCiclo: 'Una categoría no puede quedar debajo de sí misma ni de una subcategoría suya.',
  categoriaNivelMaximo: 'La categoría superior ya está en el último nivel permitido ({maximo}).',
  rubroEnUso: 'No se puede borrar el rubro: está asignado a proveedores o productos.',
  tipoVehiculoEnUso: 'No se puede borrar el tipo de vehículo: hay vehículos registrados con él.',
  nombreDuplicado: 'Ya existe un registro con ese nombre.',
  claveDuplicada: 'Ya existe una configuración con esa clave.',
  margenPorcentual: 'Un margen porcentual no puede pasar de 100.',
  margenCategoriaDistinta: 'El margen indicado no corresponde a ese proveedor y categoría.',
  fabricanteInactivo: 'El proveedor está dado de baja.',
} as const;
