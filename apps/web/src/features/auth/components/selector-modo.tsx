import { SegmentedControl, Stack, Text } from '@mantine/core';
import { ETIQUETAS_MODO_USO_APP, ModoUsoApp } from '@nemu/domain';
import type { UsuarioSesion } from '../../../shared/sesion/usuario-sesion.schema';
import { useCambiarModo } from '../../../shared/sesion/use-cambiar-modo';

/**
 * Modo de uso de la app (§4): se puede pedir cualquiera; sin el perfil de proveedor o de
 * transportista, el servidor indica qué registro hacer y se lleva allí.
 */
export function SelectorModo({ usuario }: { usuario: UsuarioSesion }) {
  const cambio = useCambiarModo();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Elija cómo quiere usar Ñemu.
      </Text>
      <SegmentedControl
        fullWidth
        aria-label="Modo de uso"
        disabled={cambio.isPending}
        value={String(usuario.modo_uso_app)}
        onChange={(valor) => cambio.mutate(Number(valor) as ModoUsoApp)}
        data={Object.values(ModoUsoApp).map((modo) => ({
          value: String(modo),
          label: ETIQUETAS_MODO_USO_APP[modo],
        }))}
      />
    </Stack>
  );
}
