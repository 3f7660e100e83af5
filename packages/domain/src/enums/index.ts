export * from './enum.helpers.js';
export * from './pedido.enum.js';
export * from './logistica.enum.js';
export * from './usuario.enum.js';
export * from './catalogo.enum.js';
export * from './chat.enum.js';
export * from './direccion.enum.js';
export * from './dia-semana.enum.js';
