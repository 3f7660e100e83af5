export * from './errores.js';
