import { Alert, Box, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatoFechaHora, formatoGuaranies, telefonoA09 } from '@nemu/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useImpresion } from '../api/operaciones.api';

// Al imprimir sólo queda la etiqueta (sin menú ni encabezado del panel).
const ESTILO_IMPRESION = `
@media print {
  body * { visibility: hidden; }
  #etiqueta-orden, #etiqueta-orden * { visibility: visible; }
  #etiqueta-orden { position: absolute; inset: 0; padding: 8mm; }
  .no-imprimir { display: none !important; }
}`;

/** `/admin/imprimir/{id}`: orden de venta / etiqueta del paquete con el QR del pedido. */
export function ImprimirOrden({ id }: { id: number }) {
  const consulta = useImpresion(id);
  if (consulta.isPending) return <Loader role="status" aria-label="Preparando la etiqueta" />;
  if (consulta.isError) return <Alert color="red">No pudimos preparar la orden #{id}.</Alert>;
  const o = consulta.data;
  return (
    <Stack>
      <style>{ESTILO_IMPRESION}</style>
      <Group justify="space-between" className="no-imprimir" wrap="wrap">
        <Title order={2}>Imprimir orden #{o.id}</Title>
        <Button size="md" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </Group>
      <Box
        id="etiqueta-orden"
        maw={720}
        p="lg"
        bg="white"
        c="black"
        style={{ border: '2px dashed #999', borderRadius: 8 }}
      >
        {/* En el teléfono el QR baja debajo de los datos; un nombre largo se corta en la línea. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <Stack gap={4} miw={0} className="texto-entero" style={{ flex: '1 1 16rem' }}>
            <Text fz={22} fw={800}>
              Ñemu · Orden de venta #{o.id}
            </Text>
            <Text fw={600}>Pedido #{o.pedido}</Text>
            <Text size="sm">Proveedor: {o.fabricante_nombre}</Text>
            <Text size="sm">Fecha: {formatoFechaHora(o.fecha)}</Text>
            <Text fz={18} fw={700} mt="sm">
              {o.cliente_nombre}
            </Text>
            <Text size="sm">
              {o.direccion ?? 'Retiro en el local'}
              {o.ciudad ? `, ${o.ciudad}` : ''}
            </Text>
            {o.nro_telefono && <Text size="sm">Tel.: {telefonoA09(o.nro_telefono)}</Text>}
          </Stack>
          <Stack gap={2} align="center">
            <Box
              w={150}
              h={150}
              aria-label={`Código QR del pedido ${o.pedido}`}
              role="img"
              // SVG generado por el servidor con la biblioteca qrcode (sin datos del usuario).
              dangerouslySetInnerHTML={{ __html: o.qr_svg }}
            />
            <Text size="xs" ff="monospace">
              {o.qr_contenido}
            </Text>
          </Stack>
        </Group>
        <Table mt="md" withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Producto</Table.Th>
              <Table.Th>Cant.</Table.Th>
              <Table.Th>Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.productos.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td className="texto-entero">{l.nombre}</Table.Td>
                <Table.Td>{l.cantidad}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatoGuaranies(l.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text ta="right" fw={700} mt="xs">
          Total {formatoGuaranies(o.total)}
        </Text>
      </Box>
    </Stack>
  );
}
