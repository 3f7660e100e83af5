import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { reintentarSiTemporal } from '../shared/api/consulta';
import { tema } from '../shared/ui/tema';

export const clienteConsultas = new QueryClient({
  defaultOptions: {
    queries: { retry: reintentarSiTemporal, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function Proveedores({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={clienteConsultas}>
      <MantineProvider theme={tema} defaultColorScheme="light">
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Notifications position="top-right" limit={3} />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
