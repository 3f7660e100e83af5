import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Proveedores } from './app/proveedores';
import { router } from './app/router';
import { validarSesionGuardada } from './shared/sesion/sesion.store';

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Falta el elemento #root');

createRoot(raiz).render(
  <StrictMode>
    <Proveedores>
      <RouterProvider router={router} />
    </Proveedores>
  </StrictMode>,
);

// Si no se puede descargar el esquema (sin conexión), la sesión sigue y la API la valida.
void validarSesionGuardada().catch(() => undefined);
