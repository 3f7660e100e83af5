// Todas las tablas de los módulos, para Drizzle y drizzle-kit.
export * from '../modules/configuracion/configuracion.tables.js';
export * from '../modules/cuentas/cuentas.tables.js';
export * from '../modules/direcciones/direcciones.tables.js';
export * from '../modules/facturacion/facturacion.tables.js';
export * from '../modules/fabricantes/fabricantes.tables.js';
export * from '../modules/catalogo/catalogo.tables.js';
export * from '../modules/logistica/logistica.tables.js';
export * from '../modules/carrito/carrito.tables.js';
export * from '../modules/pagos/pagos.tables.js';
export * from '../modules/pedidos/pedidos.tables.js';
export * from '../modules/contabilidad/contabilidad.tables.js';
export * from '../modules/soporte/soporte.tables.js';
export * from '../modules/notificaciones/notificaciones.tables.js';
export * from '../modules/claves-api/claves-api.tables.js';
export * from '../modules/reporte-errores/reporte-errores.tables.js';
export * from '../modules/busqueda/busqueda.tables.js';
export * from '../jobs/trabajos.tables.js';
