// Tests de la web que necesitan módulos recién cargados: reemplazan un módulo con vi.mock o
// prueban el estado inicial de un singleton (avisos, capas, stores). Corren en su propio proyecto
// con aislamiento; el resto comparte los módulos de su proceso (cuatro veces más rápido).
export const TESTS_AISLADOS = [
  'src/app/raiz.test.tsx',
  'src/features/driver-perfil/components/registro-transportista.test.tsx',
  'src/features/proveedor-empresa/components/puntos-retiro.test.tsx',
  'src/shared/flota/campo-documento.test.tsx',
  'src/shared/sesion/sesion.store.test.ts',
  'src/shared/ui/avisos.test.ts',
  'src/shared/ui/capas.test.ts',
  'src/shared/interfaz/interfaz.store.test.ts',
];
