import { Badge, VisuallyHidden } from '@mantine/core';
import { textoMensajesSinLeer } from './no-leidos';

/**
 * Número de mensajes sin leer junto al acceso a un chat: se ve el número y los lectores de
 * pantalla leen «N mensajes sin leer». Sin no leídos no se muestra nada.
 */
export function ContadorNoLeidos({ cantidad }: { cantidad: number }) {
  if (cantidad <= 0) return null;
  return (
    <>
      <Badge color="red" size="sm" circle={cantidad < 10} aria-hidden data-testid="chat-no-leidos">
        {cantidad}
      </Badge>
      <VisuallyHidden>{textoMensajesSinLeer(cantidad)}</VisuallyHidden>
    </>
  );
}
