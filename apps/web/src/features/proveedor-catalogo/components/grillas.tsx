import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  guardarInventario,
  guardarPrecios,
  useAccionCatalogo,
  useProductosGrilla,
  type FilaProducto,
} from '../api/catalogo.api';

type Edicion = Record<number, Record<string, number | null>>;

function useGrilla() {
  const datos = useProductosGrilla();
  const [filtro, setFiltro] = useState('');
  const [edicion, setEdicion] = useState<Edicion>({});
  useEffect(() => setEdicion({}), [datos.data]);
  const filas = useMemo(
    () => (datos.data ?? []).filter((p) => p.nombre.toLowerCase().includes(filtro.toLowerCase())),
    [datos.data, filtro],
  );
  const cambiar = (id: number, campo: string, valor: number | null) =>
    setEdicion((e) => ({ ...e, [id]: { ...e[id], [campo]: valor } }));
  return { datos, filas, filtro, setFiltro, edicion, cambiar };
}

interface Columna {
  campo: 'precio' | 'precio_mayorista' | 'cantidad_disponible' | 'stock_minimo';
  titulo: string;
  moneda?: boolean;
}

function Grilla({
  titulo,
  columnas,
  alGuardar,
  guardando,
  extra,
}: {
  titulo: string;
  columnas: Columna[];
  alGuardar: (cambios: { p: FilaProducto; valores: Record<string, number | null> }[]) => void;
  guardando: boolean;
  extra?: React.ReactNode;
}) {
  const { datos, filas, filtro, setFiltro, edicion, cambiar } = useGrilla();
  const cambios = (datos.data ?? [])
    .filter((p) => edicion[p.id])
    .map((p) => ({ p, valores: edicion[p.id] ?? {} }));
  const valor = (p: FilaProducto, c: Columna['campo']) =>
    edicion[p.id]?.[c] !== undefined ? edicion[p.id]?.[c] : p[c];

  if (datos.isPending) return <Loader aria-label="Cargando productos" />;
  if (datos.isError)
    return <Alert color="red">No pudimos cargar los productos. Vuelva a intentar.</Alert>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{titulo}</Title>
        <Button
          disabled={cambios.length === 0}
          loading={guardando}
          onClick={() => alGuardar(cambios)}
        >
          Guardar {cambios.length > 0 ? `${cambios.length} cambio(s)` : 'cambios'}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Se guardan todas las filas modificadas juntas: si una falla, no se cambia ninguna.
      </Text>
      {extra}
      <TextInput
        placeholder="Filtrar por nombre"
        value={filtro}
        onChange={(e) => setFiltro(e.currentTarget.value)}
        aria-label="Filtrar productos"
      />
      {filas.length === 0 ? (
        <Card withBorder p="lg">
          <Text ta="center">No hay productos para mostrar.</Text>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Producto</Table.Th>
                {columnas.map((c) => (
                  <Table.Th key={c.campo}>{c.titulo}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filas.map((p) => (
                <Table.Tr
                  key={p.id}
                  bg={edicion[p.id] ? 'var(--mantine-color-yellow-light)' : undefined}
                >
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {p.nombre}
                    </Text>
                  </Table.Td>
                  {columnas.map((c) => (
                    <Table.Td key={c.campo} miw={c.moneda ? 130 : 90}>
                      <NumberInput
                        size="xs"
                        min={0}
                        allowDecimal={false}
                        thousandSeparator={c.moneda ? '.' : undefined}
                        decimalSeparator=","
                        aria-label={`${c.titulo} de ${p.nombre}`}
                        value={valor(p, c.campo) ?? ''}
                        onChange={(v) => cambiar(p.id, c.campo, v === '' ? null : Number(v))}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

const resultado = (r: { kind: string } | null, exito: string) => {
  if (r?.kind === 'ok') avisarExito(exito);
  else if (r) avisarFallo(r as Parameters<typeof avisarFallo>[0]);
};

export function GrillaPrecios() {
  const guardar = useAccionCatalogo(guardarPrecios);
  return (
    <Grilla
      titulo="Precios"
      guardando={guardar.isPending}
      columnas={[
        { campo: 'precio', titulo: 'Precio (Gs.)', moneda: true },
        { campo: 'precio_mayorista', titulo: 'Mayorista (Gs.)', moneda: true },
      ]}
      alGuardar={(cambios) =>
        void confirmar({ mensaje: `¿Actualizar el precio de ${cambios.length} producto(s)?` }).then(
          (ok) =>
            ok &&
            guardar.mutate(
              cambios.map(({ p, valores }) => ({
                producto: p.id,
                precio: valores.precio ?? p.precio,
                precio_mayorista:
                  valores.precio_mayorista !== undefined
                    ? valores.precio_mayorista
                    : p.precio_mayorista,
              })),
              { onSuccess: (r) => resultado(r, 'Precios actualizados.') },
            ),
        )
      }
    />
  );
}

export function GrillaInventario() {
  const guardar = useAccionCatalogo(guardarInventario);
  const [motivo, setMotivo] = useState('');
  return (
    <Grilla
      titulo="Inventario"
      guardando={guardar.isPending}
      extra={
        <TextInput
          label="Motivo del ajuste"
          placeholder="Ej.: conteo mensual"
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
        />
      }
      columnas={[
        { campo: 'cantidad_disponible', titulo: 'Stock' },
        { campo: 'stock_minimo', titulo: 'Mínimo' },
      ]}
      alGuardar={(cambios) =>
        void confirmar({
          mensaje: `¿Ajustar el stock de ${cambios.length} producto(s)? Quedará registrado en el historial.`,
        }).then(
          (ok) =>
            ok &&
            guardar.mutate(
              {
                motivo,
                items: cambios.map(({ p, valores }) => ({
                  producto: p.id,
                  cantidad_disponible: valores.cantidad_disponible ?? p.cantidad_disponible,
                  stock_minimo: valores.stock_minimo ?? p.stock_minimo,
                })),
              },
              { onSuccess: (r) => resultado(r, 'Inventario actualizado.') },
            ),
        )
      }
    />
  );
}
