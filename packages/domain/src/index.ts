export * from './errores.js';
export * from './constantes.js';
export * from './enums/index.js';
export * from './reglas/resultado-api.rules.js';
