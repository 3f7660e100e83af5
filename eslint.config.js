import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { fronterasApi, fronterasWeb, lecturaSinEscrituras } from './eslint.fronteras.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'apps/web/dev-dist/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // §2: toda redirección lleva el parámetro de refresco; `<Navigate>` sólo dentro de `Redireccion`.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/navegacion/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Navigate'],
              message:
                'Use <Redireccion> (shared/navegacion/redireccion): las redirecciones llevan el parámetro de refresco (§2).',
            },
          ],
        },
      ],
    },
  },
  // Fronteras de módulos (ADR 010).
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    ...fronterasApi,
  },
  { files: ['apps/api/src/modules/**/*.lectura.ts'], ...lecturaSinEscrituras },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    ...fronterasWeb,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
