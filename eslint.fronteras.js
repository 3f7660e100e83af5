// Fronteras de módulos (docs/decisiones/010-fronteras-de-modulos.md), con eslint-plugin-boundaries.
// API: un módulo sólo usa de otro su servicio (`*.service.ts`) o su modelo de lectura
// (`*.lectura.ts`); un `*.tables.ts` puede importar otro `*.tables.ts` (claves foráneas); los
// módulos no importan workflows. Los tests y fixtures pueden preparar datos a través de otros módulos.
// Web: shared → features → app; una feature no importa otra.

/**
 * Excepciones temporales [desde, hacia], rutas desde la raíz del repositorio. Cada una está
 * justificada en el ADR 010; la lista sólo debe achicarse.
 */
const EXCEPCIONES_API = [
  [
    'apps/api/src/modules/busqueda/busqueda.repository.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/busqueda/busqueda.repository.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/busqueda/indice-productos.repository.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/busqueda/indice-productos.repository.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/carrito/carrito.repository.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/carrito/carrito.repository.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/catalogo/productos.repository.ts',
    'apps/api/src/modules/cuentas/cuentas.tables.ts',
  ],
  [
    'apps/api/src/modules/catalogo/productos.repository.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/claves-api/claves-api.service.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/fabricantes/portal-fabricante.service.ts',
    'apps/api/src/modules/cuentas/cuentas.tables.ts',
  ],
  [
    'apps/api/src/modules/fabricantes/registro-fabricante.service.ts',
    'apps/api/src/modules/configuracion/configuracion.tables.ts',
  ],
  [
    'apps/api/src/modules/fabricantes/registro-fabricante.service.ts',
    'apps/api/src/modules/cuentas/cuentas.tables.ts',
  ],
  [
    'apps/api/src/modules/favoritos/favoritos.repository.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/favoritos/favoritos.repository.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  ['apps/api/src/modules/pagos/pagos.service.ts', 'apps/api/src/modules/cuentas/cuentas.tables.ts'],
  ['apps/api/src/modules/pagos/pagos.service.ts', 'apps/api/src/modules/pedidos/pedidos.tables.ts'],
  [
    'apps/api/src/modules/pagos/tarjetas.service.ts',
    'apps/api/src/modules/cuentas/cuentas.tables.ts',
  ],
  [
    'apps/api/src/modules/pedidos/ordenes-venta.service.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/pedidos/pedidos-lectura.service.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/pedidos/pedidos-lectura.service.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/pedidos/pedidos.repository.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/pedidos/pedidos.repository.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/pedidos/pedidos.service.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/pedidos/pedidos.service.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/productos-proveedor/importacion.service.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/productos-proveedor/productos-proveedor.repository.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/productos-proveedor/productos-proveedor.repository.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/productos-proveedor/productos-proveedor.service.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/productos-proveedor/productos-proveedor.service.ts',
    'apps/api/src/modules/fabricantes/fabricantes.tables.ts',
  ],
  [
    'apps/api/src/modules/ventas-proveedor/ventas-proveedor.repository.ts',
    'apps/api/src/modules/catalogo/catalogo.tables.ts',
  ],
  [
    'apps/api/src/modules/ventas-proveedor/ventas-proveedor.repository.ts',
    'apps/api/src/modules/contabilidad/contabilidad.tables.ts',
  ],
  [
    'apps/api/src/modules/ventas-proveedor/ventas-proveedor.repository.ts',
    'apps/api/src/modules/pedidos/pedidos.tables.ts',
  ],
];
const EXCEPCIONES_WEB = [
  [
    'apps/web/src/features/checkout/components/alta-en-linea.tsx',
    'apps/web/src/features/direcciones/components/formulario-direccion.tsx',
  ],
  [
    'apps/web/src/features/checkout/components/alta-en-linea.tsx',
    'apps/web/src/features/facturacion/components/formulario-dato-facturacion.tsx',
  ],
  [
    'apps/web/src/features/checkout/components/checkout.tsx',
    'apps/web/src/features/pagos/api/pagos.api.ts',
  ],
  [
    'apps/web/src/features/tarjetas/api/tarjetas.api.ts',
    'apps/web/src/features/pagos/api/pagos.api.ts',
  ],
];

const excepcion = ([desde, hacia]) => ({
  from: { file: { path: desde } },
  allow: { to: { file: { path: hacia } } },
});

const resolver = (proyecto) => ({
  'import/resolver': { typescript: { project: proyecto, alwaysTryTypes: true } },
});

const MENSAJE_API =
  'Frontera de módulo (ADR 010): de otro módulo sólo su *.service.ts o su *.lectura.ts; los casos de uso entre módulos van en workflows/.';

export const fronterasApi = {
  settings: {
    ...resolver('apps/api/tsconfig.json'),
    'boundaries/elements': [
      { type: 'modulo', pattern: 'apps/api/src/modules/*', capture: ['modulo'] },
      { type: 'workflow', pattern: 'apps/api/src/workflows' },
    ],
    'boundaries/files': [
      {
        category: 'prueba',
        pattern: ['**/*.test.ts', '**/*.fixtures.ts', '**/*-de-prueba.ts'],
      },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        message: MENSAJE_API,
        policies: [
          {
            from: { element: { type: 'modulo' } },
            disallow: { to: { element: { type: 'workflow' } } },
            message: 'Un módulo no importa workflows: el workflow llama a los módulos (ADR 010).',
          },
          {
            // Las rutas son la entrada HTTP: pueden invocar un workflow.
            from: { element: { type: 'modulo', fileInternalPath: '*.routes.ts' } },
            allow: { to: { element: { type: 'workflow' } } },
          },
          {
            from: { element: { type: ['modulo', 'workflow'] } },
            disallow: { to: { element: { type: 'modulo' } } },
          },
          {
            from: { element: { type: ['modulo', 'workflow'] } },
            allow: {
              to: {
                element: { type: 'modulo', fileInternalPath: ['*.service.ts', '*.lectura.ts'] },
              },
            },
          },
          {
            from: { element: { type: 'modulo', fileInternalPath: '*.tables.ts' } },
            allow: { to: { element: { type: 'modulo', fileInternalPath: '*.tables.ts' } } },
          },
          {
            // Un modelo de lectura declarado puede unir tablas de otros módulos (sólo lee: ver abajo).
            from: { element: { type: 'modulo', fileInternalPath: '*.lectura.ts' } },
            allow: { to: { element: { type: 'modulo', fileInternalPath: '*.tables.ts' } } },
          },
          {
            from: { file: { categories: 'prueba' } },
            allow: { to: { element: { type: 'modulo' } } },
          },
          ...EXCEPCIONES_API.map(excepcion),
        ],
      },
    ],
  },
};

/** Un `*.lectura.ts` no escribe: sin insert, update, delete ni SQL crudo. */
export const lecturaSinEscrituras = {
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.property.name=/^(insert|update|delete|execute|transaction)$/]',
        message: 'Un modelo de lectura (*.lectura.ts) sólo lee (ADR 010).',
      },
    ],
  },
};

export const fronterasWeb = {
  settings: {
    ...resolver('apps/web/tsconfig.json'),
    'boundaries/elements': [
      { type: 'shared', pattern: 'apps/web/src/shared' },
      { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
      { type: 'app', pattern: 'apps/web/src/app' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: ['feature', 'app'] } } },
            message: 'shared no importa features ni app (ADR 010).',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: ['feature', 'app'] } } },
            message:
              'Una feature no importa otra feature ni app: lo compartido va a shared/ o se compone en app/ (ADR 010).',
          },
          ...EXCEPCIONES_WEB.map(excepcion),
        ],
      },
    ],
  },
};
