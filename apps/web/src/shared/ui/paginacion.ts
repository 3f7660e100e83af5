/** Nombres en español de las flechas de `Pagination` de Mantine (`getControlProps`). */
export const flechasPaginacion = (control: string) => ({
  'aria-label':
    control === 'next' ? 'Página siguiente' : control === 'previous' ? 'Página anterior' : control,
});
