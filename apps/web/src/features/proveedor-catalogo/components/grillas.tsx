import { plural } from '@nemu/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { flechasPaginacion } from '../../../shared/ui/paginacion';
import {
  guardarInventario,
  guardarPrecios,
  TAMANO_PAGINA_GRILLA,
  useAccionCatalogo,
  useProductosGrilla,
  type FilaProducto,
} from '../api/catalogo.api';

/** Cambio sin guardar de un producto, con la fila tal como se leyó. */
export interface CambioGrilla {
  p: FilaProducto;
  valores: Record<string, number | null>;
}

/** Cambios sin guardar por id de producto (sobreviven al cambiar de página). */
type Edicion = Record<number, CambioGrilla>;

function useGrilla() {
  const [page, setPage] = useState(1);
  const [texto, setTexto] = useState('');
  const [search] = useDebouncedValue(texto.trim(), 300);
  const datos = useProductosGrilla({ page, search });
  const [edicion, setEdicion] = useState<Edicion>({});
  const filtrar = (v: string) => {
    setTexto(v);
    setPage(1);
  };
  const cambiar = (p: FilaProducto, campo: string, valor: number | null) =>
    setEdicion((e) => ({ ...e, [p.id]: { p, valores: { ...e[p.id]?.valores, [campo]: valor } } }));
  const paginas = Math.max(1, Math.ceil((datos.data?.count ?? 0) / TAMANO_PAGINA_GRILLA));
  return { datos, page, setPage, paginas, texto, search, filtrar, edicion, setEdicion, cambiar };
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
  /** Guarda los cambios; llama a `listo` si se guardaron, para vaciar la edición. */
  alGuardar: (cambios: CambioGrilla[], listo: () => void) => void;
  guardando: boolean;
  extra?: React.ReactNode;
}) {
  const { datos, page, setPage, paginas, texto, search, filtrar, edicion, setEdicion, cambiar } =
    useGrilla();
  const cambios = Object.values(edicion);
  const valor = (p: FilaProducto, c: Columna['campo']) =>
    edicion[p.id]?.valores[c] !== undefined ? edicion[p.id]?.valores[c] : p[c];

  if (datos.isPending) return <Loader role="status" aria-label="Cargando productos" />;
  if (datos.isError)
    return <Alert color="red">No pudimos cargar los productos. Vuelva a intentar.</Alert>;
  const filas = datos.data.results;
  const guardarCambios = () => {
    if (cambios.length > 0) alGuardar(cambios, () => setEdicion({}));
  };
  // Un formulario: Enter pasa a la celda siguiente (fila por fila) y, en la última de la página,
  // guarda como el botón (con su confirmación); sin cambios, el botón está deshabilitado y no.
  return (
    <form onSubmit={alEnviar(guardarCambios)} noValidate>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{titulo}</Title>
          <Button type="submit" disabled={cambios.length === 0} loading={guardando}>
            Guardar {cambios.length > 0 ? plural(cambios.length, 'cambio', 'cambios') : 'cambios'}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Se guardan todas las filas modificadas juntas, también las de otras páginas: si una falla,
          no se cambia ninguna.
        </Text>
        {extra}
        <TextInput
          placeholder="Buscar por nombre o descripción"
          leftSection={<IconSearch size={16} />}
          value={texto}
          onChange={(e) => filtrar(e.currentTarget.value)}
          aria-label="Buscar productos"
        />
        {filas.length === 0 ? (
          <Card withBorder p="lg">
            <Text ta="center">
              {search
                ? `Ningún producto coincide con «${search}».`
                : 'No hay productos para mostrar.'}
            </Text>
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
                    {/* El nombre entero: dos presentaciones («900 ml», «Bidón 5 L») se distinguen al final. */}
                    <Table.Td miw={110}>
                      <Text size="sm" className="texto-entero">
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
                          onChange={(v) => cambiar(p, c.campo, v === '' ? null : Number(v))}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {datos.data.count === 1 ? '1 producto' : `${datos.data.count} productos`}
          </Text>
          {paginas > 1 && (
            <Pagination
              total={paginas}
              value={page}
              onChange={setPage}
              size="lg"
              getControlProps={flechasPaginacion}
              getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}

const resultado = (r: { kind: string } | null, exito: string, listo: () => void) => {
  if (r?.kind === 'ok') {
    avisarExito(exito);
    listo();
  } else if (r) avisarFallo(r as Parameters<typeof avisarFallo>[0]);
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
      alGuardar={(cambios, listo) =>
        void confirmar({
          mensaje: `¿Actualizar el precio de ${plural(cambios.length, 'producto', 'productos')}? Un precio nuevo vuelve a moderación: el producto deja de verse en la tienda hasta que un administrador lo apruebe.`,
        }).then(
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
              {
                onSuccess: (r) =>
                  resultado(r, 'Precios actualizados. Vuelven a moderación.', listo),
              },
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
      alGuardar={(cambios, listo) =>
        void confirmar({
          mensaje: `¿Ajustar el stock de ${plural(cambios.length, 'producto', 'productos')}? Quedará registrado en el historial.`,
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
              { onSuccess: (r) => resultado(r, 'Inventario actualizado.', listo) },
            ),
        )
      }
    />
  );
}
