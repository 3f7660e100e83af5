import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRedirigir } from '../../../shared/navegacion/redireccion';
import { reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { useBorrarCuenta } from '../api/cuenta.api';

/** Baja de la cuenta, con confirmación; opcionalmente borra los datos personales. */
export function BorrarCuenta() {
  const borrar = useBorrarCuenta();
  const redirigir = useRedirigir();
  const [borrarDatos, setBorrarDatos] = useState(false);

  async function pedir() {
    const ok = await confirmar({
      titulo: 'Eliminar cuenta',
      mensaje: borrarDatos
        ? 'Su cuenta se desactivará y sus datos personales se borrarán. Esta acción no se puede deshacer.'
        : 'Su cuenta se desactivará y se cerrarán todas sus sesiones.',
      textoConfirmar: 'Eliminar cuenta',
      peligro: true,
    });
    if (!ok) return;
    const resultado = await borrar.mutateAsync(borrarDatos);
    if (!resultado) return;
    if (resultado.kind !== 'ok')
      return avisarFallo(resultado, mensajeErrorAl('eliminar la cuenta'));
    reiniciarSesion();
    avisarExito('Su cuenta fue eliminada.');
    redirigir('/login', { replace: true });
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Sus pedidos y facturas se conservan por obligación contable, sin sus datos personales si
        elige borrarlos.
      </Text>
      <Checkbox
        label="Borrar también mis datos personales"
        checked={borrarDatos}
        onChange={(e) => setBorrarDatos(e.currentTarget.checked)}
      />
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        onClick={() => void pedir()}
        loading={borrar.isPending}
      >
        Eliminar mi cuenta
      </Button>
    </Stack>
  );
}
