import { defineProject } from 'vitest/config';
import base from './vitest.config';
import { TESTS_AISLADOS } from './vitest.aislados';

export default defineProject({
  ...base,
  test: { ...base.test, name: 'web-aislado', include: TESTS_AISLADOS, exclude: [], isolate: true },
});
