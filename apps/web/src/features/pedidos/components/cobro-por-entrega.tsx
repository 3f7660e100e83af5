import { Alert, Group, Stack, Text } from '@mantine/core';
import { MedioPago, formatoGuaranies, partesCobroEfectivo, type DetallePedido } from '@nemu/domain';

/**
 * Efectivo contra entrega con varios proveedores: cada entrega se cobra aparte, con su parte del
 * total (la misma regla con que la app del transportista muestra el monto en cada parada).
 */
export function CobroPorEntrega({ pedido: p }: { pedido: DetallePedido }) {
  if (p.medio_pago !== MedioPago.EFECTIVO || !p.delivery || p.ordenes_venta.length < 2) return null;
  const partes = partesCobroEfectivo(p.total, p.ordenes_venta);
  return (
    <Alert color="blue" title="Pago en efectivo por entrega">
      <Stack gap={4}>
        <Text size="sm">
          Lo de cada proveedor puede llegar por separado: tenga listo el monto de cada entrega.
        </Text>
        {p.ordenes_venta.map((o) => (
          <Group key={o.id} justify="space-between" wrap="nowrap">
            <Text size="sm">Al recibir lo de {o.fabricante_nombre}</Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatoGuaranies(partes.get(o.id) ?? 0)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
