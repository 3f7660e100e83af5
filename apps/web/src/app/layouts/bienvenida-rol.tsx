import { lazy, Suspense } from 'react';
import type { Rol } from '../../shared/sesion/roles';
import { conEstilos } from '../../shared/ui/estilos';

// Usa las fechas del dominio: se descarga al entrar al panel, no con la portada.
const ContenidoBienvenida = lazy(() =>
  conEstilos(() => import('./bienvenida-rol.contenido'))().then((m) => ({
    default: m.ContenidoBienvenida,
  })),
);

/** Inicio de un panel con sesión: saludo, rol, fecha de hoy y datos de la cuenta. */
export function BienvenidaRol(props: { rol: Rol; descripcion: string }) {
  return (
    <Suspense fallback={null}>
      <ContenidoBienvenida {...props} />
    </Suspense>
  );
}
