import {
  createTheme,
  darken,
  PasswordInput,
  TableScrollContainer,
  defaultVariantColorsResolver,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Insignias y botones `light`: el texto en el tono más oscuro del color (y un poco más), así el
 * verde o el amarillo sobre su fondo claro llegan al contraste 4,5:1 de WCAG AA.
 */
const coloresDeVariante: VariantColorsResolver = (entrada) => {
  const colores = defaultVariantColorsResolver(entrada);
  if (entrada.variant !== 'light') return colores;
  const color = parseThemeColor({
    color: entrada.color ?? entrada.theme.primaryColor,
    theme: entrada.theme,
  });
  if (!color.isThemeColor) return colores;
  const texto = darken(entrada.theme.colors[color.color]?.[9] ?? color.value, 0.3);
  return { ...colores, color: texto, hoverColor: texto };
};

/**
 * Botón lleno de una acción destructiva: el blanco sobre el rojo por defecto (tono 7) no llega a
 * 4,5:1 (WCAG AA); el tono 9 sí.
 */
export const ROJO_PELIGRO = 'red.9';

/** El único tema de Ñemu. */
export const tema = createTheme({
  primaryColor: 'nemu',
  primaryShade: { light: 7, dark: 5 },
  colors: { nemu },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Quien pidió menos movimiento en su sistema ve los diálogos, menús y cajones sin animación.
  respectReducedMotion: true,
  variantColorResolver: coloresDeVariante,
  components: {
    // Una tabla más ancha que la pantalla se desplaza con el teclado también (WCAG 2.1.1): su
    // zona de desplazamiento recibe el foco.
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    // El botón del ojo trae su nombre en inglés («Toggle password visibility»).
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar la contraseña' },
      },
    }),
  },
});
