import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { MENSAJES, filtroDeRango, rangoInvertido } from '@nemu/domain';
import { useState } from 'react';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarError, avisarExito } from '../../../shared/ui/avisos';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { descargar } from '../api/contabilidad.api';

const TIPOS = [
  { value: 'pedidos', label: 'Pedidos' },
  { value: 'ventas_proveedor', label: 'Ventas por proveedor' },
  { value: 'comisiones', label: 'Comisiones' },
  { value: 'pagos', label: 'Pagos' },
  { value: 'facturas', label: 'Facturas' },
  { value: 'ganancias_transportista', label: 'Ganancias de transportistas' },
  { value: 'efectivo', label: 'Efectivo contra entrega' },
];

/** /admin/reportes: reportes XLSX con filtros de fecha. */
export function AdminReportes() {
  const [tipo, setTipo] = useState<string | null>('pedidos');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [bajando, setBajando] = useState(false);
  const invertido = rangoInvertido(desde, hasta);

  async function bajar() {
    if (!tipo || invertido) return;
    setBajando(true);
    const filtros = filtroDeRango(desde, hasta);
    const ok = await descargar('/exportar-reporte/', `reporte-${tipo}.xlsx`, { tipo, filtros });
    setBajando(false);
    if (ok) avisarExito('Reporte descargado');
    else avisarError('No se pudo generar el reporte.');
  }

  return (
    <Stack maw={640}>
      <Title order={2}>Reportes</Title>
      {/* Los filtros del reporte: enviarlos (botón o Enter en el último campo) lo descarga. */}
      <Card withBorder component="form" onSubmit={alEnviar(bajar)} noValidate>
        <Stack>
          <Select
            label="Reporte"
            data={TIPOS}
            value={tipo}
            onChange={setTipo}
            size="md"
            allowDeselect={false}
          />
          <Group grow align="start">
            <CampoFecha label="Desde" value={desde} onChange={setDesde} size="md" />
            <CampoFecha
              label="Hasta"
              value={hasta}
              onChange={setHasta}
              error={invertido ? MENSAJES.rangoFechasInvalido : undefined}
              size="md"
            />
          </Group>
          <Text size="sm" c="dimmed">
            Planilla de Excel con montos en guaraníes y fechas de Asunción; incluye los días «Desde»
            y «Hasta». Sin fechas, trae todo.
          </Text>
          <Group>
            <Button
              type="submit"
              size="md"
              leftSection={<IconFileSpreadsheet size={18} />}
              loading={bajando}
            >
              Descargar XLSX
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
