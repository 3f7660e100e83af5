import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ModoUsoApp } from '@nemu/domain';
import { IconBuildingStore, IconShoppingBag, IconTruckDelivery } from '@tabler/icons-react';
import { useCambiarModo } from '../../../shared/sesion/use-cambiar-modo';
import { MODOS, tieneRol } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { confirmar } from '../../../shared/ui/confirmar';

const DETALLE: Record<
  ModoUsoApp,
  { icono: typeof IconShoppingBag; descripcion: string; destino: string }
> = {
  [ModoUsoApp.CLIENTE]: {
    icono: IconShoppingBag,
    descripcion: 'Comprar en la tienda, ver sus pedidos y favoritos.',
    destino: 'la tienda',
  },
  [ModoUsoApp.PROVEEDOR]: {
    icono: IconBuildingStore,
    descripcion: 'Administrar su catálogo, ventas, stock y puntos de retiro.',
    destino: 'el panel del proveedor',
  },
  [ModoUsoApp.TRANSPORTISTA]: {
    icono: IconTruckDelivery,
    descripcion: 'Tomar oportunidades de reparto y recorrer sus rutas.',
    destino: 'el inicio del transportista',
  },
};

/** /proveedor/modo: cambia el modo de uso de la app entre los que permiten sus roles (§4). */
export function ModoUso() {
  const usuario = useUsuario();
  const cambio = useCambiarModo();
  if (!usuario) return null;
  const disponibles = MODOS.filter(({ rol }) => tieneRol(usuario, rol));

  const cambiar = async (modo: ModoUsoApp, etiqueta: string) => {
    const ok = await confirmar({
      titulo: 'Cambiar de modo',
      mensaje: `¿Pasar a ${etiqueta.toLowerCase()}? Lo llevaremos a ${DETALLE[modo].destino}.`,
      textoConfirmar: 'Cambiar',
    });
    if (ok) cambio.mutate(modo);
  };

  return (
    <Stack maw={640}>
      <Title order={2}>Modo de uso</Title>
      <Text c="dimmed">
        Elija cómo quiere usar Ñemu. Puede volver a cambiarlo cuando quiera desde aquí o desde el
        menú de su usuario.
      </Text>
      {disponibles.map(({ modo, etiqueta }) => {
        const { icono: Icono, descripcion } = DETALLE[modo];
        const actual = usuario.modo_uso_app === modo;
        return (
          <Card key={modo} withBorder padding="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group wrap="nowrap" gap="sm" style={{ flex: '1 1 240px' }}>
                <ThemeIcon size={42} radius="md" variant="light">
                  <Icono size={24} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Group gap="xs">
                    <Text fw={600}>{etiqueta}</Text>
                    {actual && (
                      <Badge size="sm" color="green">
                        Actual
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {descripcion}
                  </Text>
                </Stack>
              </Group>
              {!actual && (
                <Button
                  variant="light"
                  loading={cambio.isPending && cambio.variables === modo}
                  disabled={cambio.isPending}
                  onClick={() => void cambiar(modo, etiqueta)}
                >
                  Cambiar a {etiqueta.toLowerCase()}
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
