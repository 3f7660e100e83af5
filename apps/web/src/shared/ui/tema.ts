import { createTheme, type MantineColorsTuple } from '@mantine/core';

const nemu: MantineColorsTuple = [
  '#e7f1fa',
  '#cde0f2',
  '#9cbfe5',
  '#679bd8',
  '#3d7ecd',
  '#236bc6',
  '#1462b4',
  '#0d5c9e',
  '#084f8a',
  '#00406f',
];

/** El único tema de Ñemu. */
export const tema = createTheme({
  primaryColor: 'nemu',
  primaryShade: { light: 7, dark: 5 },
  colors: { nemu },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
