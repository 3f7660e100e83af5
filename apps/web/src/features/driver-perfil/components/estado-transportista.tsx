import { Badge } from '@mantine/core';
import type { FichaTransportista } from '@nemu/domain';

export function EstadoTransportista({ ficha }: { ficha: FichaTransportista }) {
  if (ficha.bloqueado) return <Badge color="red">Bloqueado</Badge>;
  if (ficha.suspendido)
    return (
      <Badge color="red" variant="light">
        Suspendido
      </Badge>
    );
  if (!ficha.aprobado)
    return (
      <Badge color="yellow" variant="light">
        Pendiente de aprobación
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      Aprobado
    </Badge>
  );
}
