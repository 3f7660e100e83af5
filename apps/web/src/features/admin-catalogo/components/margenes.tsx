import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatoDecimal, formatoGuaranies } from '@nemu/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HistorialAuditoria, useNombreProveedor } from '../../../shared/admin';
import { seleccionarAdmin } from '../../../shared/interfaz/interfaz.store';
import { alEnviar } from '../../../shared/ui/al-enviar';
import {
  escribir,
  useCategoriasAdmin,
  useMargenes,
  useProveedoresOpciones,
  useRefrescarCatalogo,
  type Margen,
} from '../api/catalogo-admin.api';
import { resultadoGuardar } from './campos-error';

const TIPOS = [
  { value: '10', label: 'Porcentaje del precio' },
  { value: '20', label: 'Monto fijo por unidad (Gs.)' },
];

const textoMargen = (m: Pick<Margen, 'margen' | 'tipo'>) =>
  m.tipo === 20 ? `${formatoGuaranies(m.margen)} por unidad` : `${formatoDecimal(m.margen)} %`;

/**
 * /admin/margenes: el margen de la plataforma por proveedor (general o en una categoría).
 * Reemplaza la comisión de la categoría en los pedidos que se paguen desde que se guarda.
 */
export function AdminMargenes() {
  const [params, setParams] = useSearchParams();
  const fabricante = params.get('fabricante') ? Number(params.get('fabricante')) : null;
  const [texto, setTexto] = useState('');
  const [buscar] = useDebouncedValue(texto, 300);
  const proveedores = useProveedoresOpciones(buscar);
  const categorias = useCategoriasAdmin();
  const margenes = useMargenes(fabricante);
  const refrescar = useRefrescarCatalogo();

  const [categoria, setCategoria] = useState<string | null>(null);
  const [tipo, setTipo] = useState<string | null>('10');
  const [valor, setValor] = useState<number | string>('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (fabricante !== null) seleccionarAdmin('fabricante', fabricante);
  }, [fabricante]);

  const nombreCategoria = useMemo(() => {
    const m = new Map((categorias.data ?? []).map((c) => [c.id, c.nombre]));
    return (id: number | null) =>
      id === null ? 'General (todas las categorías)' : (m.get(id) ?? `#${id}`);
  }, [categorias.data]);

  const opcionesProveedor = (proveedores.data?.results ?? []).map((p) => ({
    value: String(p.id),
    label: p.nombre,
  }));
  const faltaElegido =
    fabricante !== null && !opcionesProveedor.some((o) => o.value === String(fabricante));
  // El de la URL puede no estar entre los primeros de la búsqueda: su nombre, de su ficha.
  const elegido = useNombreProveedor(fabricante, proveedores.isSuccess && faltaElegido);
  if (fabricante !== null && faltaElegido) {
    opcionesProveedor.unshift({
      value: String(fabricante),
      label: elegido.data ?? `Proveedor #${fabricante}`,
    });
  }

  function editar(m: Margen) {
    setCategoria(m.categoria === null ? null : String(m.categoria));
    setTipo(String(m.tipo));
    setValor(m.margen);
    setErrores({});
  }

  async function guardar() {
    if (fabricante === null) return;
    setEnviando(true);
    const r = await escribir('/updateMargen/', {
      metodo: 'PATCH',
      cuerpo: {
        id_fabricante: fabricante,
        categoria: categoria === null ? null : Number(categoria),
        tipo: Number(tipo),
        margen: valor === '' ? '' : String(valor),
      },
    });
    setEnviando(false);
    const e = resultadoGuardar(r, 'Margen guardado. Rige para los próximos pedidos.');
    if (e === null) return;
    setErrores(e);
    if (Object.keys(e).length === 0) {
      setValor('');
      refrescar();
    }
  }

  return (
    <Stack maw={1000}>
      <Title order={2}>Márgenes por proveedor</Title>
      <Text c="dimmed" size="sm">
        El margen reemplaza la comisión de la categoría en los pedidos que se paguen desde que se
        guarda; los pedidos ya pagados conservan lo que se les cobró.
      </Text>
      <Select
        label="Proveedor"
        placeholder="Busque por nombre"
        searchable
        searchValue={texto}
        onSearchChange={setTexto}
        data={opcionesProveedor}
        value={fabricante === null ? null : String(fabricante)}
        onChange={(v) => {
          setParams(v ? { fabricante: v } : {}, { replace: true });
          setValor('');
        }}
        nothingFoundMessage={proveedores.isFetching ? 'Buscando…' : 'Sin resultados'}
        maw={480}
        size="md"
      />
      {fabricante === null ? (
        <Card withBorder p="xl">
          <Text ta="center" c="dimmed">
            Elija un proveedor para ver y fijar sus márgenes.
          </Text>
        </Card>
      ) : (
        <>
          <Card withBorder>
            <Title order={4} mb="sm">
              Márgenes vigentes
            </Title>
            {margenes.isPending ? (
              <Loader size="sm" role="status" aria-label="Cargando márgenes" />
            ) : margenes.isError ? (
              <Alert color="red">No pudimos cargar los márgenes.</Alert>
            ) : margenes.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                Sin márgenes propios: se cobra la comisión de cada categoría.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={360}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Alcance</Table.Th>
                      <Table.Th>Margen</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {margenes.data.map((m) => (
                      <Table.Tr key={m.id}>
                        <Table.Td>{nombreCategoria(m.categoria)}</Table.Td>
                        <Table.Td>{textoMargen(m)}</Table.Td>
                        <Table.Td>
                          <Button variant="subtle" size="sm" onClick={() => editar(m)}>
                            Editar
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
          <Card withBorder component="form" onSubmit={alEnviar(guardar)} noValidate>
            <Title order={4} mb="sm">
              Fijar margen
            </Title>
            <Stack>
              <Select
                label="Categoría"
                placeholder="General (todas las categorías)"
                data={(categorias.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.nombre,
                }))}
                value={categoria}
                onChange={setCategoria}
                clearable
                searchable
                error={errores.categoria}
              />
              <Group grow align="flex-start">
                <Select
                  label="Tipo"
                  data={TIPOS}
                  value={tipo}
                  onChange={setTipo}
                  allowDeselect={false}
                  error={errores.tipo}
                />
                <NumberInput
                  label={tipo === '20' ? 'Monto (Gs.)' : 'Margen (%)'}
                  value={valor}
                  onChange={setValor}
                  min={0}
                  max={tipo === '20' ? undefined : 100}
                  decimalScale={tipo === '20' ? 0 : 2}
                  thousandSeparator={tipo === '20' ? '.' : undefined}
                  decimalSeparator=","
                  error={errores.margen}
                  required
                />
              </Group>
              <Group justify="flex-end">
                <Button type="submit" loading={enviando} disabled={valor === ''}>
                  Guardar margen
                </Button>
              </Group>
            </Stack>
          </Card>
          {margenes.data?.map((m) => (
            <HistorialAuditoria key={m.id} entidad="margen" entidadId={m.id} />
          ))}
        </>
      )}
    </Stack>
  );
}
