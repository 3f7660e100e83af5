import { Badge } from '@mantine/core';
import type { FichaVehiculo } from '@nemu/domain';

type Estado = 'activo' | 'aprobado' | 'pendiente' | 'suspendido';

export function estadoVehiculo(
  v: Pick<FichaVehiculo, 'activo' | 'aprobado' | 'suspendido'>,
): Estado {
  if (v.suspendido) return 'suspendido';
  if (!v.aprobado) return 'pendiente';
  return v.activo ? 'activo' : 'aprobado';
}

const ESTADOS: Record<Estado, { etiqueta: string; color: string }> = {
  activo: { etiqueta: 'Activo', color: 'green' },
  aprobado: { etiqueta: 'Aprobado', color: 'blue' },
  pendiente: { etiqueta: 'Pendiente de aprobación', color: 'yellow' },
  suspendido: { etiqueta: 'Suspendido: documento vencido', color: 'red' },
};

export function EstadoVehiculo({ vehiculo }: { vehiculo: Parameters<typeof estadoVehiculo>[0] }) {
  const e = ESTADOS[estadoVehiculo(vehiculo)];
  return (
    <Badge color={e.color} variant="light">
      {e.etiqueta}
    </Badge>
  );
}
