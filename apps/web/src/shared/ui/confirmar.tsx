import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MENSAJES } from '@nemu/domain';
import { pedirCapas } from './capas';
import { ROJO_PELIGRO } from './tema';

interface OpcionesConfirmar {
  mensaje: string;
  titulo?: string;
  textoConfirmar?: string;
  peligro?: boolean;
}

/** Diálogo de confirmación (§8); resuelve `true` solo si el usuario confirma. */
export async function confirmar({
  mensaje,
  titulo = MENSAJES.confirmarTitulo,
  textoConfirmar = 'Confirmar',
  peligro = false,
}: OpcionesConfirmar): Promise<boolean> {
  await pedirCapas();
  return new Promise((resolver) => {
    modals.openConfirmModal({
      title: titulo,
      centered: true,
      children: <Text size="sm">{mensaje}</Text>,
      closeButtonProps: { 'aria-label': 'Cerrar' },
      labels: { confirm: textoConfirmar, cancel: 'Cancelar' },
      confirmProps: { color: peligro ? ROJO_PELIGRO : undefined },
      onConfirm: () => resolver(true),
      onCancel: () => resolver(false),
      onClose: () => resolver(false),
    });
  });
}
