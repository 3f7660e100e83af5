import { useRedirigir } from '../../shared/navegacion/redireccion';
import { confirmar } from '../../shared/ui/confirmar';

/** Pide confirmación y, si el usuario acepta, cierra la sesión. */
export function useConfirmarSalida(): () => Promise<void> {
  const redirigir = useRedirigir();
  return async () => {
    const acepta = await confirmar({
      titulo: 'Cerrar sesión',
      mensaje: '¿Desea cerrar la sesión en este dispositivo?',
      textoConfirmar: 'Cerrar sesión',
      peligro: true,
    });
    if (acepta) redirigir('/logout');
  };
}
