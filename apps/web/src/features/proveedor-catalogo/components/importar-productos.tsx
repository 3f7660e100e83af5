import { plural, mensajeErrorAl } from '@nemu/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { avisarError, avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import {
  descargar,
  importarArchivo,
  useAccionCatalogo,
  type ReporteImportacion,
} from '../api/catalogo.api';

/** Importación de productos desde CSV o Excel con vista previa de errores fila por fila. */
export function ImportarProductos() {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [reporte, setReporte] = useState<ReporteImportacion | null>(null);
  const importar = useAccionCatalogo(importarArchivo);

  function enviar(opciones: { previsualizar?: boolean; solo_validas?: boolean }) {
    if (!archivo) return;
    const datos = new FormData();
    if (opciones.previsualizar) datos.append('previsualizar', 'true');
    if (opciones.solo_validas) datos.append('solo_validas', 'true');
    datos.append('archivo', archivo, archivo.name);
    importar.mutate(datos, {
      onSuccess: (r) => {
        if (!r) return;
        if (r.kind !== 'ok') {
          setReporte(null);
          return avisarFallo(
            r,
            mensajeErrorAl(opciones.previsualizar ? 'revisar el archivo' : 'importar'),
          );
        }
        setReporte(r.data);
        if (r.data.aplicado)
          avisarExito(
            `Importados: ${plural(r.data.importadas, 'producto', 'productos')}. Quedan pendientes de aprobación.`,
          );
      },
    });
  }

  const plantilla = (formato: 'xlsx' | 'csv') =>
    void descargar(
      `/cargar-archivo/plantilla/?formato=${formato}`,
      `plantilla-productos.${formato}`,
    ).then((ok) => ok || avisarError('No se pudo descargar la plantilla.'));

  return (
    <Stack>
      <Title order={2}>Importar productos</Title>
      <Card withBorder>
        <Stack>
          <Text size="sm">
            Cargue un archivo CSV o Excel (XLSX) con las columnas de la plantilla: nombre,
            descripción, precio, precio mayorista, stock, categoría (id) y no apto para menores.
            Primero revisamos cada fila; si alguna tiene errores no se importa nada, salvo que elija
            importar sólo las válidas.
          </Text>
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => plantilla('xlsx')}
            >
              Plantilla Excel
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconDownload size={16} />}
              onClick={() => plantilla('csv')}
            >
              Plantilla CSV
            </Button>
          </Group>
          <FileInput
            label="Archivo"
            placeholder="Elegir archivo .xlsx o .csv"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={18} />}
            value={archivo}
            onChange={(a) => {
              setArchivo(a);
              setReporte(null);
            }}
            clearable
          />
          <Group>
            <Button
              variant="default"
              disabled={!archivo}
              loading={importar.isPending}
              onClick={() => enviar({ previsualizar: true })}
            >
              Revisar sin importar
            </Button>
            <Button disabled={!archivo} loading={importar.isPending} onClick={() => enviar({})}>
              Importar
            </Button>
          </Group>
        </Stack>
      </Card>

      {reporte && (
        <Card withBorder>
          <Stack>
            <Group gap="xs">
              <Badge color="green">{plural(reporte.validas, 'válida', 'válidas')}</Badge>
              <Badge color={reporte.invalidas > 0 ? 'red' : 'gray'}>
                {reporte.invalidas} con errores
              </Badge>
              {reporte.aplicado && (
                <Badge color="blue">{plural(reporte.importadas, 'importada', 'importadas')}</Badge>
              )}
            </Group>
            {reporte.mensaje && (
              <Alert color="yellow">
                {reporte.mensaje}
                {reporte.validas > 0 && (
                  <Button
                    mt="sm"
                    display="block"
                    variant="light"
                    loading={importar.isPending}
                    onClick={() => enviar({ solo_validas: true })}
                  >
                    Importar sólo las {reporte.validas} filas válidas
                  </Button>
                )}
              </Alert>
            )}
            {reporte.invalidas > 0 && (
              <Table.ScrollContainer minWidth={360}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Fila</Table.Th>
                      <Table.Th>Nombre</Table.Th>
                      <Table.Th>Errores</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {reporte.filas
                      .filter((f) => !f.valida)
                      .map((f) => (
                        <Table.Tr key={f.fila}>
                          <Table.Td>{f.fila}</Table.Td>
                          <Table.Td>{f.nombre || '—'}</Table.Td>
                          <Table.Td>
                            <List size="sm">
                              {Object.entries(f.errores).map(([campo, m]) => (
                                <List.Item key={campo}>
                                  <b>{campo}</b>: {m.join(' ')}
                                </List.Item>
                              ))}
                            </List>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
