import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
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
import { useForm } from '@mantine/form';
import {
  formatoFechaHora,
  mensajeErrorAl,
  type ClaveApiAdmin,
  type RegistroApi,
} from '@nemu/domain';
import { IconExternalLink, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { TablaAdmin, useFiltrosUrl, type ColumnaAdmin } from '../../../shared/admin';
import { pedir } from '../../../shared/api/consulta';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  configurarApi,
  operacionesKeys,
  useEstadoApi,
  useRefrescarOperaciones,
  useRegistroApi,
} from '../api/operaciones.api';

const proveedoresSchema = z.array(z.object({ id: z.number().int(), nombre: z.string() }));

const estadoClave = (c: Pick<ClaveApiAdmin, 'activo' | 'revocada_en'>) =>
  c.revocada_en ? (
    <Badge color="red" variant="light">
      Revocada
    </Badge>
  ) : c.activo ? (
    <Badge color="green" variant="light">
      Activa
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Pausada
    </Badge>
  );

/** `/admin/api-config`: alta de claves para socios y su activación, pausa o revocación. */
export function ConfiguracionApi() {
  const { filtros } = useFiltrosUrl();
  const estado = useEstadoApi({ ...filtros, page: 1 });
  const proveedores = useQuery({
    queryKey: [...operacionesKeys.todo, 'proveedores-publicos'],
    queryFn: ({ signal }) => pedir(proveedoresSchema, '/fabricantes/', { senal: signal }),
  });
  const refrescar = useRefrescarOperaciones();
  const [nueva, setNueva] = useState<string | null>(null);
  const form = useForm<{ fabricante: string | null; nombre: string }>({
    initialValues: { fabricante: null, nombre: '' },
  });

  const crear = form.onSubmit(async (v) => {
    const r = await configurarApi('crear', { fabricante: Number(v.fabricante), nombre: v.nombre });
    if (r?.kind === 'ok') {
      setNueva(r.data.clave ?? null);
      form.reset();
      refrescar();
    } else if (r) {
      if (r.kind === 'bad-data') {
        const datos = Object.fromEntries(
          Object.entries(r.errores).map(([k, m]) => [k.replace(/^datos\./, ''), m]),
        );
        mostrarFalloEnFormulario(form, { ...r, errores: datos });
      } else avisarFallo(r, mensajeErrorAl('crear la clave'));
    }
  });

  const accion = async (c: ClaveApiAdmin, que: 'revocar' | 'activar' | 'desactivar') => {
    if (que === 'revocar') {
      const ok = await confirmar({
        titulo: 'Revocar la clave',
        mensaje: `La clave «${c.nombre}» dejará de funcionar para siempre. ¿Continuar?`,
        textoConfirmar: 'Revocar',
        peligro: true,
      });
      if (!ok) return;
    }
    const r = await configurarApi(que, { id: c.id });
    if (r?.kind === 'ok') {
      avisarExito('Clave actualizada.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl(`${que} la clave`));
  };

  return (
    <Stack>
      <Title order={2}>Configuración de la API</Title>
      <Card withBorder component="form" onSubmit={crear} noValidate>
        <Title order={4} mb="sm">
          Nueva clave para un socio
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Proveedor"
            searchable
            required
            size="md"
            data={(proveedores.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }))}
            {...form.getInputProps('fabricante')}
          />
          <TextInput
            label="Nombre de la clave"
            placeholder="ERP del socio"
            required
            size="md"
            {...form.getInputProps('nombre')}
          />
          <Button
            type="submit"
            size="md"
            mt={{ sm: 24 }}
            leftSection={<IconKey size={18} />}
            loading={form.submitting}
          >
            Crear clave
          </Button>
        </SimpleGrid>
        {nueva && (
          <Alert color="yellow" mt="md" title="Copie la clave ahora: no se volverá a mostrar">
            <Group gap="sm" wrap="wrap">
              <Code style={{ wordBreak: 'break-all' }}>{nueva}</Code>
              <CopyButton value={nueva}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copiada' : 'Copiar'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          Claves
        </Title>
        {estado.isPending ? (
          <Loader role="status" aria-label="Cargando las claves" />
        ) : estado.isError ? (
          <Alert color="red">No pudimos cargar las claves.</Alert>
        ) : estado.data.claves.length === 0 ? (
          <Text c="dimmed">Todavía no hay claves de socios.</Text>
        ) : (
          <Stack gap="sm">
            {estado.data.claves.map((c) => (
              <Group key={c.id} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Group gap="xs">
                    <Text fw={600}>{c.nombre}</Text>
                    {estadoClave(c)}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {c.fabricante_nombre ?? '—'} · prefijo {c.prefijo} · creada{' '}
                    {formatoFechaHora(c.creado_en)}
                  </Text>
                </Stack>
                {!c.revocada_en && (
                  <Group gap="xs">
                    <Button
                      variant="light"
                      onClick={() => void accion(c, c.activo ? 'desactivar' : 'activar')}
                    >
                      {c.activo ? 'Pausar' : 'Activar'}
                    </Button>
                    <Button color="red" variant="light" onClick={() => void accion(c, 'revocar')}>
                      Revocar
                    </Button>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

/** `/admin/api-view`: uso de cada clave en las últimas 24 horas. */
export function VistaApi() {
  const { filtros } = useFiltrosUrl();
  const estado = useEstadoApi({ ...filtros, page: 1 });
  if (estado.isPending) return <Loader role="status" aria-label="Cargando el uso de la API" />;
  if (estado.isError) return <Alert color="red">No pudimos cargar el uso de la API.</Alert>;
  const e = estado.data;
  const datos = e.claves
    .filter((c) => c.peticiones_24h > 0)
    .map((c) => ({
      clave: c.nombre,
      Correctas: c.peticiones_24h - c.errores_24h,
      Errores: c.errores_24h,
    }));
  return (
    <Stack>
      <Title order={2}>Uso de la API</Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Peticiones (24 h)
          </Text>
          <Text fz={28} fw={700}>
            {e.peticiones_24h}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Con error (24 h)
          </Text>
          <Text fz={28} fw={700} c={e.errores_24h > 0 ? 'red' : undefined}>
            {e.errores_24h}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Claves activas
          </Text>
          <Text fz={28} fw={700}>
            {e.claves.filter((c) => c.activo).length}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={4} mb="sm">
          Peticiones por clave (24 h)
        </Title>
        {datos.length === 0 ? (
          <Text c="dimmed">Ninguna clave se usó en las últimas 24 horas.</Text>
        ) : (
          <BarChart
            h={220}
            data={datos}
            dataKey="clave"
            type="stacked"
            series={[
              { name: 'Correctas', color: 'teal.6' },
              { name: 'Errores', color: 'red.6' },
            ]}
          />
        )}
      </Card>
      <Card withBorder>
        {e.claves.length === 0 ? (
          <Text c="dimmed">Todavía no hay claves de socios: se crean en «API de socios».</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Clave</Table.Th>
                  <Table.Th>Proveedor</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th>24 h</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.claves.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.nombre}</Table.Td>
                    <Table.Td>{c.fabricante_nombre ?? '—'}</Table.Td>
                    <Table.Td>{estadoClave(c)}</Table.Td>
                    <Table.Td>
                      {c.ultimo_uso_en ? formatoFechaHora(c.ultimo_uso_en) : 'Nunca'}
                    </Table.Td>
                    <Table.Td>
                      {c.peticiones_24h} ({c.errores_24h} con error)
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

/** `/admin/api-log`: registro de peticiones hechas con claves, paginado y filtrable. */
export function RegistroPeticionesApi() {
  const { filtros, cambiar } = useFiltrosUrl();
  const estado = useEstadoApi(filtros);
  const consulta = useRegistroApi(filtros);
  const claves = estado.data?.claves ?? [];
  const columnas: ColumnaAdmin<RegistroApi>[] = [
    { titulo: 'Fecha', celda: (r) => formatoFechaHora(r.creado_en) },
    {
      titulo: 'Clave',
      celda: (r) => claves.find((c) => c.id === r.clave)?.nombre ?? (r.clave ? `#${r.clave}` : '—'),
    },
    { titulo: 'Petición', celda: (r) => <Code>{`${r.metodo} ${r.ruta}`}</Code> },
    {
      titulo: 'Respuesta',
      celda: (r) => (
        <Badge color={r.estado_http >= 400 ? 'red' : 'green'} variant="light">
          {r.estado_http}
        </Badge>
      ),
    },
    { titulo: 'Duración', celda: (r) => `${r.duracion_ms} ms` },
    { titulo: 'IP', celda: (r) => r.ip ?? '—' },
  ];
  return (
    <Stack>
      <Title order={2}>Registro de peticiones</Title>
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(r) => r.id}
        nombreDe={(r) => `${r.metodo} ${r.ruta}`}
        etiquetaBusqueda="Buscar por ruta"
        vacio="No hay peticiones registradas con esos filtros."
        filtrosExtra={
          <Select
            label="Clave"
            placeholder="Todas"
            clearable
            size="md"
            w={{ base: '100%', sm: 220 }}
            data={claves.map((c) => ({ value: String(c.id), label: c.nombre }))}
            value={filtros.extra.clave ?? null}
            onChange={(v) => cambiar({ clave: v })}
          />
        }
      />
    </Stack>
  );
}

const openapiSchema = z.object({
  info: z.object({ title: z.string(), version: z.string() }).passthrough(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** `/admin/api-documentacion`: el OpenAPI generado de los esquemas, con búsqueda y Swagger. */
export function DocumentacionApi() {
  const [texto, setTexto] = useState('');
  const doc = useQuery({
    queryKey: [...operacionesKeys.todo, 'openapi'],
    queryFn: ({ signal }) => pedir(openapiSchema, '/docs/json', { senal: signal }),
    staleTime: 10 * 60_000,
  });
  const operaciones = Object.entries(doc.data?.paths ?? {}).flatMap(([ruta, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => {
      const o = (op ?? {}) as { summary?: string; tags?: string[] };
      return {
        ruta,
        metodo: metodo.toUpperCase(),
        resumen: o.summary ?? '',
        tag: o.tags?.[0] ?? '',
      };
    }),
  );
  const t = texto.trim().toLowerCase();
  const visibles = t
    ? operaciones.filter((o) => `${o.ruta} ${o.resumen} ${o.tag}`.toLowerCase().includes(t))
    : operaciones;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Documentación de la API</Title>
        <Group gap="sm">
          <Button
            component="a"
            href="/api/docs"
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconExternalLink size={16} />}
          >
            Abrir Swagger
          </Button>
          <Button component="a" href="/api/docs/json" download="openapi.json" variant="default">
            Descargar openapi.json
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Los socios se autentican con la cabecera <Code>X-Api-Key</Code> (o{' '}
        <Code>Authorization: Api-Key …</Code>) y sólo llegan a las rutas de proveedor.
      </Text>
      <TextInput
        label="Buscar en la documentación"
        placeholder="pedido, stock, /orden_venta/…"
        size="md"
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
      />
      {doc.isPending ? (
        <Loader role="status" aria-label="Cargando la documentación" />
      ) : doc.isError ? (
        <Alert color="red">No pudimos cargar el documento OpenAPI.</Alert>
      ) : (
        <Card withBorder>
          <Text size="sm" c="dimmed" mb="sm">
            {doc.data.info.title} {doc.data.info.version} · {visibles.length} de{' '}
            {operaciones.length} operaciones
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Tbody>
                {visibles.slice(0, 300).map((o) => (
                  <Table.Tr key={`${o.metodo} ${o.ruta}`}>
                    <Table.Td w={80}>
                      <Badge variant="light">{o.metodo}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code>{o.ruta}</Code>
                    </Table.Td>
                    <Table.Td>{o.resumen}</Table.Td>
                    <Table.Td c="dimmed">{o.tag}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
