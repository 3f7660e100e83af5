// Contrato de las respuestas que lee la web: la API las documenta y la web las valida.
export * from './pedidos.js';
export * from './pagos.js';
export * from './carrito.js';
export * from './referencia.js';
export * from './proveedor.js';
export * from './ventas.js';
export * from './catalogo-proveedor.js';
export * from './direcciones.js';
export * from './calificaciones.js';
export * from './auditoria.js';
export * from './flota.js';
export * from './admin-operaciones.js';
export * from './operacion-transportista.js';
export * from './torre-control.js';
export * from './contabilidad.js';
