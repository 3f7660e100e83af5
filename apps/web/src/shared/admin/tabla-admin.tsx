import { plural } from '@nemu/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { accionMasivaConfirmada, type AccionMasiva } from './acciones-masivas';
import { useBusquedaDiferida } from './busqueda-diferida';
import { alternarOrden, TAMANO_PAGINA_ADMIN, type FiltrosLista } from './filtros-url';
import { flechasPaginacion } from '../ui/paginacion';
import type { SeleccionAdmin } from '../interfaz/interfaz.store';
import { useFilaSeleccionada } from '../interfaz/use-fila-seleccionada';

export interface ColumnaAdmin<T> {
  titulo: string;
  celda: (fila: T) => ReactNode;
  /** Campo de `ordering` en la API, si la columna se puede ordenar. */
  orden?: string;
}

export interface Pagina<T> {
  count: number;
  results: T[];
}

export interface PropsTablaAdmin<T> {
  columnas: readonly ColumnaAdmin<T>[];
  consulta: UseQueryResult<Pagina<T>>;
  filtros: FiltrosLista;
  cambiar: (cambios: Partial<Record<string, string | number | null>>, reiniciar?: boolean) => void;
  idDe: (fila: T) => number;
  /** Texto accesible de la fila (para las casillas y las tarjetas). */
  nombreDe: (fila: T) => string;
  etiquetaBusqueda: string;
  vacio: string;
  /** Al tocar la fila se abre su detalle. */
  enlaceDe?: (fila: T) => string;
  acciones?: (fila: T) => ReactNode;
  accionesMasivas?: readonly AccionMasiva[];
  /** Controles de filtro propios (van junto a la búsqueda). */
  filtrosExtra?: ReactNode;
  alTerminarMasiva?: () => void;
  /** Selección del panel (§2) de esta lista: se resalta la fila del último abierto. */
  claveSeleccion?: SeleccionAdmin;
}

function IconoOrden({ campo, actual }: { campo: string; actual: string }) {
  if (actual === campo) return <IconArrowUp size={14} aria-hidden />;
  if (actual === `-${campo}`) return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/**
 * Lista paginada del panel de administración: búsqueda, orden y página en la URL; estados de
 * carga, vacío y error; selección con acciones masivas confirmadas. En pantallas angostas
 * cada fila es una tarjeta.
 */
export function TablaAdmin<T>(props: PropsTablaAdmin<T>) {
  const { columnas, consulta, filtros, cambiar, idDe, nombreDe, acciones, enlaceDe } = props;
  const angosta = useMediaQuery('(max-width: 48em)') ?? false;
  const navegar = useNavigate();
  const [texto, buscar] = useBusquedaDiferida(filtros.search, (v) => cambiar({ search: v }));
  const [seleccion, setSeleccion] = useState<number[]>([]);
  const filaSeleccionada = useFilaSeleccionada(props.claveSeleccion);
  const [ocupado, setOcupado] = useState(false);

  const filas = consulta.data?.results ?? [];
  const paginas = Math.max(1, Math.ceil((consulta.data?.count ?? 0) / TAMANO_PAGINA_ADMIN));
  const masivas = props.accionesMasivas ?? [];
  const idsVisibles = filas.map(idDe);
  const todas = idsVisibles.length > 0 && idsVisibles.every((id) => seleccion.includes(id));

  const alternar = (id: number) =>
    setSeleccion((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  async function masiva(accion: AccionMasiva) {
    setOcupado(true);
    try {
      const r = await accionMasivaConfirmada(accion, seleccion);
      if (r) {
        setSeleccion(r.fallidos);
        props.alTerminarMasiva?.();
      }
    } finally {
      setOcupado(false);
    }
  }

  const casilla = (f: T) =>
    masivas.length > 0 ? (
      <Checkbox
        aria-label={`Seleccionar ${nombreDe(f)}`}
        checked={seleccion.includes(idDe(f))}
        onChange={() => alternar(idDe(f))}
        onClick={(e) => e.stopPropagation()}
        size="md"
      />
    ) : null;

  let cuerpo: ReactNode;
  if (consulta.isPending) {
    cuerpo = (
      <Group justify="center" p="xl">
        <Loader role="status" aria-label="Cargando" />
      </Group>
    );
  } else if (consulta.isError) {
    cuerpo = (
      <Alert color="red" title="No pudimos cargar la lista">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{consulta.error.message}</Text>
          <Button variant="light" onClick={() => void consulta.refetch()}>
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  } else if (filas.length === 0) {
    cuerpo = (
      <Card withBorder p="xl">
        <Text ta="center" c="dimmed">
          {filtros.search ? `Nada coincide con «${filtros.search}».` : props.vacio}
        </Text>
      </Card>
    );
  } else if (angosta) {
    cuerpo = (
      <Stack gap="sm">
        {filas.map((f) => (
          <Card
            key={idDe(f)}
            withBorder
            padding="sm"
            aria-label={nombreDe(f)}
            style={enlaceDe ? { cursor: 'pointer' } : undefined}
            onClick={enlaceDe ? () => void navegar(enlaceDe(f)) : undefined}
            {...filaSeleccionada(idDe(f))}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0 }}>
                {columnas.map((c) => (
                  <Group key={c.titulo} gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed" w={120} style={{ flexShrink: 0 }}>
                      {c.titulo}
                    </Text>
                    <div style={{ minWidth: 0 }}>{c.celda(f)}</div>
                  </Group>
                ))}
              </Stack>
              {casilla(f)}
            </Group>
            {acciones && (
              <Group mt="xs" gap="xs" onClick={(e) => e.stopPropagation()}>
                {acciones(f)}
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    );
  } else {
    cuerpo = (
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {masivas.length > 0 && (
                <Table.Th w={44}>
                  <Checkbox
                    aria-label="Seleccionar todos los de esta página"
                    checked={todas}
                    indeterminate={!todas && idsVisibles.some((id) => seleccion.includes(id))}
                    onChange={() =>
                      setSeleccion((s) =>
                        todas
                          ? s.filter((id) => !idsVisibles.includes(id))
                          : [...new Set([...s, ...idsVisibles])],
                      )
                    }
                  />
                </Table.Th>
              )}
              {columnas.map((c) => (
                <Table.Th key={c.titulo}>
                  {c.orden ? (
                    <UnstyledButton
                      onClick={() =>
                        cambiar({ ordering: alternarOrden(filtros.ordering, c.orden ?? '') })
                      }
                      aria-label={`Ordenar por ${c.titulo}`}
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {c.titulo}
                        </Text>
                        <IconoOrden campo={c.orden} actual={filtros.ordering} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    c.titulo
                  )}
                </Table.Th>
              ))}
              {acciones && <Table.Th>Acciones</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filas.map((f) => (
              <Table.Tr
                key={idDe(f)}
                style={enlaceDe ? { cursor: 'pointer' } : undefined}
                onClick={enlaceDe ? () => void navegar(enlaceDe(f)) : undefined}
                {...filaSeleccionada(idDe(f))}
              >
                {masivas.length > 0 && <Table.Td>{casilla(f)}</Table.Td>}
                {columnas.map((c) => (
                  <Table.Td key={c.titulo}>{c.celda(f)}</Table.Td>
                ))}
                {acciones && (
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Group gap={4} wrap="nowrap">
                      {acciones(f)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={props.etiquetaBusqueda}
          leftSection={<IconSearch size={16} />}
          value={texto}
          onChange={(e) => buscar(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          size="md"
        />
        {props.filtrosExtra}
      </Group>
      {masivas.length > 0 && seleccion.length > 0 && (
        <Card withBorder padding="xs" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{plural(seleccion.length, 'seleccionado', 'seleccionados')}</Text>
            <Group gap="xs">
              {masivas.map((a) => (
                <Button
                  key={a.etiqueta}
                  color={a.peligro ? 'red' : undefined}
                  loading={ocupado}
                  onClick={() => void masiva(a)}
                >
                  {a.etiqueta}
                </Button>
              ))}
              <Button variant="subtle" onClick={() => setSeleccion([])} disabled={ocupado}>
                Quitar selección
              </Button>
            </Group>
          </Group>
        </Card>
      )}
      {cuerpo}
      {paginas > 1 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {consulta.data?.count ?? 0} en total
          </Text>
          <Pagination
            total={paginas}
            value={Math.min(filtros.page, paginas)}
            onChange={(p) => cambiar({ page: p }, false)}
            getControlProps={flechasPaginacion}
            size="lg"
          />
        </Group>
      )}
    </Stack>
  );
}
