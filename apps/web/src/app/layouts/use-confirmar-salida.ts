import { useNavigate } from 'react-router';
import { confirmar } from '../../shared/ui/confirmar';

/** Pide confirmación y, si el usuario acepta, cierra la sesión. */
export function useConfirmarSalida(): () => Promise<void> {
  const navegar = useNavigate();
  return async () => {
    const acepta = await confirmar({
      titulo: 'Cerrar sesión',
      mensaje: '¿Desea cerrar la sesión en este dispositivo?',
      textoConfirmar: 'Cerrar sesión',
      peligro: true,
    });
    if (acepta) void navegar('/logout');
  };
}
