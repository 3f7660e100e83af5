import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { tema } from '../ui/tema';

/** Renderiza con los proveedores que usan los componentes (Mantine y TanStack Query). */
export function renderizar(elemento: ReactElement): RenderResult {
  const clienteConsultas = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={clienteConsultas}>
      <MantineProvider theme={tema}>{elemento}</MantineProvider>
    </QueryClientProvider>,
  );
}
