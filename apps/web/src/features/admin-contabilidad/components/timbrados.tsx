import {
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatoFecha } from '@nemu/domain';
import { useState, type ChangeEvent } from 'react';
import { avisarExito, avisarFallo, avisarValidacion } from '../../../shared/ui/avisos';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { cargarTimbrado, useRefrescarContabilidad, useTimbrados } from '../api/contabilidad.api';

const VACIO = {
  numero: '',
  tipo_documento: '1',
  establecimiento: '001',
  punto_expedicion: '001',
  inicio: '',
  fin: '',
  emisor_ruc: '',
  emisor_razon_social: '',
  electronico: false,
};

const fecha = (iso: string | null) => (iso ? formatoFecha(`${iso}T12:00:00-03:00`) : 'sin fin');

/** Timbrados propios de la plataforma: vigencia, punto de expedición y próximo número. */
export function TimbradosPropios() {
  const timbrados = useTimbrados();
  const refrescar = useRefrescarContabilidad();
  const [abierto, setAbierto] = useState(false);
  const [datos, setDatos] = useState(VACIO);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const campo = (k: keyof typeof VACIO) => ({
    value: String(datos[k]),
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setDatos({ ...datos, [k]: e.currentTarget.value }),
    error: errores[k],
    size: 'md' as const,
  });

  async function guardar() {
    setEnviando(true);
    const r = await cargarTimbrado({
      ...datos,
      tipo_documento: Number(datos.tipo_documento),
      fin: datos.fin || null,
    });
    setEnviando(false);
    if (r?.kind === 'ok') {
      avisarExito(`Timbrado ${r.data.numero} cargado`);
      setDatos(VACIO);
      setErrores({});
      setAbierto(false);
      await refrescar();
      return;
    }
    if (r?.kind === 'bad-data') {
      const e: Record<string, string> = {};
      for (const [c, m] of Object.entries(r.errores)) e[c] = m[0] ?? '';
      setErrores(e);
      avisarValidacion(r.errores);
      return;
    }
    if (r) avisarFallo(r);
  }

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={4}>Timbrados propios</Title>
        {!abierto && (
          <Button size="md" variant="light" onClick={() => setAbierto(true)}>
            Cargar timbrado
          </Button>
        )}
      </Group>
      {timbrados.isPending ? (
        <Loader role="status" aria-label="Cargando timbrados" />
      ) : (timbrados.data ?? []).length === 0 ? (
        <Text c="dimmed">Todavía no hay timbrados cargados.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Timbrado</Table.Th>
                <Table.Th>Documento</Table.Th>
                <Table.Th>Punto</Table.Th>
                <Table.Th>Vigencia</Table.Th>
                <Table.Th ta="right">Último N°</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(timbrados.data ?? []).map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    {t.numero}
                    {t.electronico ? ' (electrónico)' : ''}
                  </Table.Td>
                  <Table.Td>{t.tipo_documento === 5 ? 'Nota de crédito' : 'Factura'}</Table.Td>
                  <Table.Td>
                    {t.establecimiento}-{t.punto_expedicion}
                  </Table.Td>
                  <Table.Td>
                    {fecha(t.inicio)} al {fecha(t.fin)}
                  </Table.Td>
                  <Table.Td ta="right">{t.ultimo_numero}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {abierto && (
        <form onSubmit={alEnviar(guardar)} noValidate>
          <Stack mt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Número de timbrado"
                inputMode="numeric"
                maxLength={8}
                {...campo('numero')}
              />
              <Select
                label="Documento"
                data={[
                  { value: '1', label: 'Factura' },
                  { value: '5', label: 'Nota de crédito' },
                ]}
                value={datos.tipo_documento}
                onChange={(v) => setDatos({ ...datos, tipo_documento: v ?? '1' })}
                size="md"
                allowDeselect={false}
              />
              <TextInput label="Establecimiento" maxLength={3} {...campo('establecimiento')} />
              <TextInput label="Punto de expedición" maxLength={3} {...campo('punto_expedicion')} />
              <CampoFecha
                label="Inicio de vigencia"
                value={datos.inicio}
                onChange={(v) => setDatos({ ...datos, inicio: v })}
                error={errores.inicio}
                size="md"
              />
              <CampoFecha
                label="Fin de vigencia"
                value={datos.fin}
                onChange={(v) => setDatos({ ...datos, fin: v })}
                error={errores.fin}
                size="md"
              />
              <TextInput label="RUC del emisor" placeholder="80012345-6" {...campo('emisor_ruc')} />
              <TextInput label="Razón social del emisor" {...campo('emisor_razon_social')} />
            </SimpleGrid>
            <Checkbox
              size="md"
              label="Documento electrónico (SIFEN)"
              checked={datos.electronico}
              onChange={(e) => setDatos({ ...datos, electronico: e.currentTarget.checked })}
            />
            <Group>
              <Button type="submit" size="md" loading={enviando}>
                Guardar timbrado
              </Button>
              <Button type="button" size="md" variant="default" onClick={() => setAbierto(false)}>
                Cancelar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
