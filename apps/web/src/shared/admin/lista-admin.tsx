import { Group, Select, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useFiltrosUrl, type FiltrosLista } from './filtros-url';
import { TablaAdmin, type Pagina, type PropsTablaAdmin } from './tabla-admin';

/** Filtro por opciones (un estado, un tipo…) junto a la búsqueda; su valor va en la URL. */
export interface FiltroOpcionesAdmin {
  /** Parámetro de la URL y de la API, p. ej. `estado`. */
  clave: string;
  etiqueta: string;
  opciones: readonly { value: number | string; label: string }[];
}

/** Filtros de la URL y cómo cambiarlos, para lo que la pantalla agrega a la lista. */
export interface ContextoListaAdmin {
  filtros: FiltrosLista;
  cambiar: PropsTablaAdmin<unknown>['cambiar'];
}

interface Props<T> extends Omit<
  PropsTablaAdmin<T>,
  'consulta' | 'filtros' | 'cambiar' | 'filtrosExtra'
> {
  titulo: string;
  /** Orden cuando la URL no trae `ordering`. */
  ordenPorDefecto: string;
  /** Consulta paginada de la lista con los filtros de la URL (siempre el mismo hook). */
  useConsulta: (filtros: FiltrosLista) => UseQueryResult<Pagina<T>>;
  /** Botón del encabezado, a la derecha del título (p. ej. «Nuevo cliente»). */
  accion?: (c: ContextoListaAdmin) => ReactNode;
  /** Controles entre el encabezado y la búsqueda. */
  barra?: (c: ContextoListaAdmin) => ReactNode;
  filtrosOpciones?: readonly FiltroOpcionesAdmin[];
}

function SelectFiltro({ f, contexto }: { f: FiltroOpcionesAdmin; contexto: ContextoListaAdmin }) {
  return (
    <Select
      label={f.etiqueta}
      placeholder="Todos"
      data={f.opciones.map((o) => ({ value: String(o.value), label: o.label }))}
      value={contexto.filtros.extra[f.clave] ?? null}
      onChange={(v) => contexto.cambiar({ [f.clave]: v })}
      clearable
      size="md"
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/**
 * Pantalla de lista del panel: título (con su acción), filtros por opciones y la tabla con
 * búsqueda, orden y página en la URL, y sus estados de carga, vacío y error.
 */
export function ListaAdmin<T>(props: Props<T>) {
  const {
    titulo,
    ordenPorDefecto,
    useConsulta,
    accion,
    barra,
    filtrosOpciones = [],
    ...tabla
  } = props;
  const { filtros, cambiar } = useFiltrosUrl({}, ordenPorDefecto);
  const consulta = useConsulta(filtros);
  const contexto: ContextoListaAdmin = { filtros, cambiar };
  const selects = filtrosOpciones.map((f) => (
    <SelectFiltro key={f.clave} f={f} contexto={contexto} />
  ));
  return (
    <Stack>
      {accion ? (
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>{titulo}</Title>
          {accion(contexto)}
        </Group>
      ) : (
        <Title order={2}>{titulo}</Title>
      )}
      {barra?.(contexto)}
      <TablaAdmin
        {...tabla}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        filtrosExtra={
          selects.length > 1 ? (
            <Group gap="sm" wrap="wrap">
              {selects}
            </Group>
          ) : (
            selects[0]
          )
        }
      />
    </Stack>
  );
}
