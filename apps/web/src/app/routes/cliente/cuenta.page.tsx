import { Alert, Container, Loader, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { authKeys } from '../../../features/auth/api/auth.api';
import { SelectorModo } from '../../../features/auth/components/selector-modo';
import { perfilQueryOptions } from '../../../features/cuenta/api/cuenta.api';
import { BorrarCuenta } from '../../../features/cuenta/components/borrar-cuenta';
import { FormularioPerfil } from '../../../features/cuenta/components/formulario-perfil';
import { Preferencias } from '../../../features/cuenta/components/preferencias';
import { ListaDirecciones } from '../../../features/direcciones/components/lista-direcciones';
import { ListaDatosFacturacion } from '../../../features/facturacion/components/lista-datos-facturacion';
import { useUsuario } from '../../../shared/sesion/sesion.store';

const PESTANAS = ['perfil', 'direcciones', 'facturacion', 'preferencias', 'cuenta'] as const;

/** `/cliente`: perfil, direcciones, datos de facturación, preferencias y baja de la cuenta. */
export function CuentaPage() {
  const usuario = useUsuario();
  const cliente = useQueryClient();
  const [parametros, setParametros] = useSearchParams();
  const perfil = useQuery({ ...perfilQueryOptions(usuario?.id ?? 0), enabled: usuario !== null });
  const pedida = parametros.get('seccion');
  const pestana = PESTANAS.find((p) => p === pedida) ?? 'perfil';
  const refrescarSesion = () => void cliente.invalidateQueries({ queryKey: authKeys.sesion() });

  if (!usuario) return null;
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Title order={1} fz={26}>
          Mi cuenta
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs
            value={pestana}
            onChange={(v) =>
              setParametros(v && v !== 'perfil' ? { seccion: v } : {}, { replace: true })
            }
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="perfil">Perfil</Tabs.Tab>
              <Tabs.Tab value="direcciones">Direcciones</Tabs.Tab>
              <Tabs.Tab value="facturacion">Facturación</Tabs.Tab>
              <Tabs.Tab value="preferencias">Preferencias</Tabs.Tab>
              <Tabs.Tab value="cuenta">Cuenta</Tabs.Tab>
            </Tabs.List>
            <Stack pt="md">
              <Tabs.Panel value="perfil">
                {perfil.isLoading && (
                  <Loader size="sm" role="status" aria-label="Cargando perfil" />
                )}
                {perfil.isError && <Alert color="red">No se pudo cargar su perfil.</Alert>}
                {perfil.data && (
                  <FormularioPerfil perfil={perfil.data} alGuardar={refrescarSesion} />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="direcciones">
                <ListaDirecciones />
              </Tabs.Panel>
              <Tabs.Panel value="facturacion">
                <ListaDatosFacturacion />
              </Tabs.Panel>
              <Tabs.Panel value="preferencias">
                <Stack gap="xl">
                  {perfil.data && <Preferencias perfil={perfil.data} alCambiar={refrescarSesion} />}
                  <Stack gap="xs">
                    <Title order={2} fz={16}>
                      Modo de uso
                    </Title>
                    <SelectorModo usuario={usuario} />
                  </Stack>
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="cuenta">
                <BorrarCuenta />
              </Tabs.Panel>
            </Stack>
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}
