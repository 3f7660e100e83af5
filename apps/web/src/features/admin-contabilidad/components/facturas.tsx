import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatoFecha, formatoFechaHora, formatoGuaranies, type Factura } from '@nemu/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ReembolsarPedido,
  TablaAdmin,
  useFiltrosUrl,
  type ColumnaAdmin,
} from '../../../shared/admin';
import { avisarError } from '../../../shared/ui/avisos';
import {
  descargar,
  useFactura,
  useFacturas,
  useRefrescarContabilidad,
} from '../api/contabilidad.api';
import { Dato } from './comunes';

const TITULO_DOCUMENTO: Record<number, string> = {
  1: 'Factura',
  5: 'Nota de crédito',
  6: 'Nota de débito',
};

const columnas: ColumnaAdmin<Factura>[] = [
  { titulo: 'Número', celda: (f) => f.numero },
  { titulo: 'Fecha', celda: (f) => formatoFecha(f.fecha) },
  { titulo: 'Tipo', celda: (f) => TITULO_DOCUMENTO[f.tipo_documento] ?? 'Factura' },
  { titulo: 'Emisor', celda: (f) => f.emisor_razon_social },
  { titulo: 'Receptor', celda: (f) => f.receptor_razon_social ?? 'Sin nombre' },
  { titulo: 'Total', celda: (f) => formatoGuaranies(f.total) },
];

/** Botón de descarga del PDF de una factura. */
export function DescargarPdf({ factura }: { factura: Pick<Factura, 'id' | 'numero'> }) {
  const [bajando, setBajando] = useState(false);
  return (
    <Button
      size="md"
      variant="light"
      leftSection={<IconDownload size={18} />}
      loading={bajando}
      onClick={async () => {
        setBajando(true);
        const ok = await descargar(`/pdf_download/${factura.id}/`, `factura-${factura.numero}.pdf`);
        setBajando(false);
        if (!ok) avisarError('No se pudo descargar el PDF.');
      }}
    >
      Descargar PDF
    </Button>
  );
}

/** /admin/factura/cliente y /admin/factura/proveedor. */
export function ListaFacturas({ tipo }: { tipo: 10 | 20 }) {
  const { filtros, cambiar } = useFiltrosUrl({ tipo: String(tipo) });
  const consulta = useFacturas(filtros);
  const base = tipo === 10 ? '/admin/factura/cliente' : '/admin/factura/proveedor';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{tipo === 10 ? 'Facturas a clientes' : 'Facturas de proveedores'}</Title>
        <Button component={Link} to="/admin/rendicion" size="md">
          {tipo === 10 ? 'Facturar pedidos' : 'Registrar rendición'}
        </Button>
      </Group>
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(f) => f.id}
        nombreDe={(f) => `Factura ${f.numero}`}
        etiquetaBusqueda="Buscar por número, RUC o razón social"
        vacio="Todavía no hay facturas."
        enlaceDe={(f) => `${base}/${f.id}`}
      />
    </Stack>
  );
}

/**
 * /admin/factura/{cliente|proveedor}/{id}: detalle con ítems, IVA y PDF; en una factura de
 * cliente, el reembolso de su pedido o, si ya se reembolsó, cuándo y su nota de crédito.
 */
export function DetalleFacturaAdmin() {
  const id = Number(useParams().id);
  const f = useFactura(id);
  const navegar = useNavigate();
  const refrescar = useRefrescarContabilidad();
  if (f.isPending) return <Loader role="status" aria-label="Cargando factura" />;
  if (f.isError) return <Alert color="red">No pudimos cargar la factura.</Alert>;
  const d = f.data;
  return (
    <Stack maw={1000}>
      <Group justify="space-between">
        <Title order={2}>
          {TITULO_DOCUMENTO[d.tipo_documento] ?? 'Factura'} {d.numero}
        </Title>
        <Group>
          {d.reembolso ? (
            <>
              <Badge color="orange" variant="light" data-testid="factura-reembolsada">
                Reembolsado el {formatoFecha(d.reembolso.fecha)}
              </Badge>
              {d.reembolso.nota_credito && (
                <Anchor
                  component={Link}
                  to={`/admin/factura/cliente/${d.reembolso.nota_credito.id}`}
                >
                  Nota de crédito {d.reembolso.nota_credito.numero}
                </Anchor>
              )}
            </>
          ) : (
            d.tipo === 10 &&
            d.tipo_documento === 1 &&
            d.pedido !== null && (
              <ReembolsarPedido
                pedido={d.pedido}
                alReembolsar={async (r) => {
                  await refrescar();
                  if (r.nota_credito) navegar(`/admin/factura/cliente/${r.nota_credito.id}`);
                }}
              />
            )
          )}
          <DescargarPdf factura={d} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text fw={600}>{d.emisor_razon_social}</Text>
          <Text size="sm">RUC {d.emisor_ruc}</Text>
          <Text size="sm">
            Timbrado {d.timbrado}
            {d.timbrado_inicio
              ? ` · vigencia ${formatoFecha(`${d.timbrado_inicio}T12:00:00-03:00`)}`
              : ''}
            {d.timbrado_fin ? ` al ${formatoFecha(`${d.timbrado_fin}T12:00:00-03:00`)}` : ''}
          </Text>
          <Text size="sm">Emitida el {formatoFechaHora(d.fecha)}</Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{d.receptor_razon_social ?? 'Sin nombre'}</Text>
          <Text size="sm">{d.receptor_ruc ? `RUC ${d.receptor_ruc}` : 'Factura innominada'}</Text>
          {d.pedido && <Text size="sm">Pedido {d.pedido}</Text>}
          {d.cdc && (
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              CDC {d.cdc}{' '}
              <Badge
                color={
                  d.sifen?.estado === 'aprobado'
                    ? 'green'
                    : d.sifen?.estado === 'rechazado'
                      ? 'red'
                      : 'yellow'
                }
              >
                SIFEN: {d.sifen?.estado ?? 'pendiente'}
              </Badge>
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Cant.</Table.Th>
              <Table.Th>Descripción</Table.Th>
              <Table.Th ta="right">Precio unit.</Table.Th>
              <Table.Th ta="right">IVA</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.items.map((i, n) => (
              <Table.Tr key={n}>
                <Table.Td>{i.cantidad}</Table.Td>
                <Table.Td>{i.descripcion}</Table.Td>
                <Table.Td ta="right">{formatoGuaranies(i.precio_unitario)}</Table.Td>
                <Table.Td ta="right">{i.tasa_iva === 0 ? 'Exenta' : `${i.tasa_iva} %`}</Table.Td>
                <Table.Td ta="right">{formatoGuaranies(i.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Dato titulo="Exentas" valor={formatoGuaranies(d.subtotal_exenta)} />
        <Dato titulo="Gravadas 5 %" valor={formatoGuaranies(d.subtotal_5)} />
        <Dato titulo="Gravadas 10 %" valor={formatoGuaranies(d.subtotal_10)} />
        <Dato titulo="Total" valor={formatoGuaranies(d.total)} />
        <Dato titulo="IVA 5 %" valor={formatoGuaranies(d.iva_5)} />
        <Dato titulo="IVA 10 %" valor={formatoGuaranies(d.iva_10)} />
        <Dato titulo="Cobrado / pagado" valor={formatoGuaranies(d.cobrado)} />
      </SimpleGrid>
    </Stack>
  );
}
