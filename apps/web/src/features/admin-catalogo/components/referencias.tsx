import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  HistorialAuditoria,
  TablaAdmin,
  useFiltrosUrl,
  type ColumnaAdmin,
} from '../../../shared/admin';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  escribir,
  formulario,
  useConfiguracion,
  usePreguntas,
  useRefrescarCatalogo,
  useRubros,
  type Configuracion,
  type PreguntaFrecuente,
  type Rubro,
} from '../api/catalogo-admin.api';
import { resultadoGuardar } from './campos-error';
import { alEnviar } from '../../../shared/ui/al-enviar';

/** Baja confirmada de un dato de referencia. */
function useBorrar() {
  const refrescar = useRefrescarCatalogo();
  return async (ruta: string, que: string) => {
    const ok = await confirmar({
      titulo: 'Eliminar',
      mensaje: `¿Eliminar ${que}? Esta acción no se puede deshacer.`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    const r = await escribir(ruta, { metodo: 'DELETE' });
    if (r?.kind === 'ok') {
      avisarExito('Eliminado.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
  };
}

function BotonesFila(props: { nombre: string; editar: () => void; borrar: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        size="xl"
        variant="subtle"
        aria-label={`Editar ${props.nombre}`}
        onClick={props.editar}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        size="xl"
        variant="subtle"
        color="red"
        aria-label={`Eliminar ${props.nombre}`}
        onClick={props.borrar}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

function Estado<T>({
  consulta,
  vacio,
  children,
}: {
  consulta: {
    isPending: boolean;
    isError: boolean;
    data?: T[] | undefined;
    refetch: () => unknown;
  };
  vacio: string;
  children: (datos: T[]) => React.ReactNode;
}) {
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (consulta.isError || !consulta.data)
    return (
      <Alert color="red" title="No pudimos cargar la lista">
        <Button variant="light" onClick={() => void consulta.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  if (consulta.data.length === 0)
    return (
      <Card withBorder p="xl">
        <Text ta="center" c="dimmed">
          {vacio}
        </Text>
      </Card>
    );
  return <>{children(consulta.data)}</>;
}

/** /admin/rubro. */
export function AdminRubros() {
  const consulta = useRubros();
  const refrescar = useRefrescarCatalogo();
  const borrar = useBorrar();
  const [editando, setEditando] = useState<Rubro | 'nuevo' | null>(null);
  const [nombre, setNombre] = useState('');
  const [imagen, setImagen] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);

  function abrir(r: Rubro | 'nuevo') {
    setEditando(r);
    setNombre(r === 'nuevo' ? '' : r.nombre);
    setImagen(null);
    setError(undefined);
  }
  async function guardar() {
    if (editando === null) return;
    setEnviando(true);
    const nuevo = editando === 'nuevo';
    const r = await escribir(nuevo ? '/rubro/' : `/rubro/${editando.id}/`, {
      metodo: nuevo ? 'POST' : 'PATCH',
      cuerpo: formulario({ nombre }, { imagen }),
    });
    setEnviando(false);
    const e = resultadoGuardar(r, nuevo ? 'Rubro creado.' : 'Rubro guardado.');
    if (e === null) return;
    setError(e.nombre ?? e.imagen);
    if (Object.keys(e).length === 0) {
      refrescar();
      setEditando(null);
    }
  }

  return (
    <Stack maw={800}>
      <Group justify="space-between">
        <Title order={2}>Rubros</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => abrir('nuevo')}>
          Nuevo rubro
        </Button>
      </Group>
      <Estado consulta={consulta} vacio="Todavía no hay rubros.">
        {(rubros) => (
          <Card withBorder p={0}>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {rubros.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.nombre}</Table.Td>
                    <Table.Td w={120}>
                      <BotonesFila
                        nombre={r.nombre}
                        editar={() => abrir(r)}
                        borrar={() => void borrar(`/rubro/${r.id}/`, `el rubro «${r.nombre}»`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </Estado>
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'nuevo' ? 'Nuevo rubro' : 'Editar rubro'}
      >
        <form onSubmit={alEnviar(guardar)} noValidate>
          <Stack>
            <TextInput
              label="Nombre"
              value={nombre}
              onChange={(e) => setNombre(e.currentTarget.value)}
              error={error}
              required
              data-autofocus
            />
            <FileInput
              label="Imagen"
              accept="image/*"
              value={imagen}
              onChange={setImagen}
              clearable
              placeholder="Opcional"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditando(null)}>
                Cancelar
              </Button>
              <Button type="submit" loading={enviando}>
                Guardar
              </Button>
            </Group>
            {editando !== null && editando !== 'nuevo' && (
              <HistorialAuditoria entidad="rubro" entidadId={editando.id} />
            )}
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/** /admin/preguntas_frecuentes (con búsqueda en el servidor). */
export function AdminPreguntas() {
  const { filtros, cambiar } = useFiltrosUrl();
  const consulta = usePreguntas(filtros);
  const refrescar = useRefrescarCatalogo();
  const borrar = useBorrar();
  const [editando, setEditando] = useState<PreguntaFrecuente | 'nueva' | null>(null);
  const [pregunta, setPregunta] = useState('');
  const [respuesta, setRespuesta] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  function abrir(p: PreguntaFrecuente | 'nueva') {
    setEditando(p);
    setPregunta(p === 'nueva' ? '' : p.pregunta);
    setRespuesta(p === 'nueva' ? '' : p.respuesta);
    setErrores({});
  }
  async function guardar() {
    if (editando === null) return;
    setEnviando(true);
    const nueva = editando === 'nueva';
    const r = await escribir(
      nueva ? '/preguntas-frecuentes/' : `/preguntas-frecuentes/${editando.id}/`,
      {
        metodo: nueva ? 'POST' : 'PATCH',
        cuerpo: { pregunta, respuesta },
      },
    );
    setEnviando(false);
    const e = resultadoGuardar(r, 'Pregunta guardada.');
    if (e === null) return;
    setErrores(e);
    if (Object.keys(e).length === 0) {
      refrescar();
      setEditando(null);
    }
  }

  const columnas: ColumnaAdmin<PreguntaFrecuente>[] = [
    {
      titulo: 'Pregunta',
      celda: (p) => (
        <Text fw={500} size="sm">
          {p.pregunta}
        </Text>
      ),
    },
    {
      titulo: 'Respuesta',
      celda: (p) => (
        <Text size="sm" lineClamp={2}>
          {p.respuesta}
        </Text>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Preguntas frecuentes</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => abrir('nueva')}>
          Nueva pregunta
        </Button>
      </Group>
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(p) => p.id}
        nombreDe={(p) => p.pregunta}
        etiquetaBusqueda="Buscar preguntas"
        vacio="Todavía no hay preguntas frecuentes."
        acciones={(p) => (
          <BotonesFila
            nombre={p.pregunta}
            editar={() => abrir(p)}
            borrar={() => void borrar(`/preguntas-frecuentes/${p.id}/`, 'esta pregunta')}
          />
        )}
      />
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'nueva' ? 'Nueva pregunta' : 'Editar pregunta'}
        size="lg"
      >
        <form onSubmit={alEnviar(guardar)} noValidate>
          <Stack>
            <TextInput
              label="Pregunta"
              value={pregunta}
              onChange={(e) => setPregunta(e.currentTarget.value)}
              error={errores.pregunta}
              required
              data-autofocus
            />
            <Textarea
              label="Respuesta"
              value={respuesta}
              onChange={(e) => setRespuesta(e.currentTarget.value)}
              error={errores.respuesta}
              autosize
              minRows={4}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditando(null)}>
                Cancelar
              </Button>
              <Button type="submit" loading={enviando}>
                Guardar
              </Button>
            </Group>
            {editando !== null && editando !== 'nueva' && (
              <HistorialAuditoria entidad="pregunta_frecuente" entidadId={editando.id} />
            )}
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

function FilaConfiguracion({ c }: { c: Configuracion }) {
  const refrescar = useRefrescarCatalogo();
  const [valor, setValor] = useState(c.valor);
  const [error, setError] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);
  async function guardar() {
    setEnviando(true);
    const r = await escribir('/configuracion-editar/', {
      metodo: 'POST',
      cuerpo: { id: c.id, clave: c.clave, valor },
    });
    setEnviando(false);
    const e = resultadoGuardar(r, `«${c.clave}» guardada.`);
    if (e === null) return;
    setError(e.valor ?? e.clave);
    if (Object.keys(e).length === 0) refrescar();
  }
  // Una fila que se apila a 390 px: clave arriba, valor y botón debajo.
  return (
    <Grid
      component="li"
      p="xs"
      align="center"
      rowGap={4}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {c.clave}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 6 }}>
        <Textarea
          aria-label={`Valor de ${c.clave}`}
          value={valor}
          onChange={(e) => setValor(e.currentTarget.value)}
          error={error}
          autosize
          minRows={1}
          maxRows={6}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <Button
          variant="light"
          fullWidth
          disabled={valor === c.valor}
          loading={enviando}
          onClick={() => void guardar()}
          aria-label={`Guardar ${c.clave}`}
        >
          Guardar
        </Button>
      </Grid.Col>
    </Grid>
  );
}

/** /admin/configuracion: pares clave/valor de la plataforma. */
export function AdminConfiguracion() {
  const consulta = useConfiguracion();
  const refrescar = useRefrescarCatalogo();
  const [clave, setClave] = useState('');
  const [valor, setValor] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [historial, setHistorial] = useState<number | null>(null);

  async function crear() {
    const r = await escribir('/configuracion-editar/', {
      metodo: 'POST',
      cuerpo: { clave, valor },
    });
    const e = resultadoGuardar(r, 'Configuración creada.');
    if (e === null) return;
    setErrores(e);
    if (Object.keys(e).length === 0) {
      setClave('');
      setValor('');
      refrescar();
    }
  }

  return (
    <Stack maw={1000}>
      <Title order={2}>Configuración</Title>
      <Estado consulta={consulta} vacio="No hay configuraciones.">
        {(filas) => (
          <Card withBorder p={0}>
            <Stack
              gap={0}
              component="ul"
              aria-label="Configuraciones"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {filas.map((c) => (
                <FilaConfiguracion key={`${c.id}:${c.valor}`} c={c} />
              ))}
            </Stack>
          </Card>
        )}
      </Estado>
      <Card withBorder>
        <Title order={4} mb="sm">
          Nueva configuración
        </Title>
        <form onSubmit={alEnviar(crear)} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Clave"
              value={clave}
              onChange={(e) => setClave(e.currentTarget.value)}
              error={errores.clave}
              style={{ flex: '1 1 200px' }}
            />
            <TextInput
              label="Valor"
              value={valor}
              onChange={(e) => setValor(e.currentTarget.value)}
              error={errores.valor}
              style={{ flex: '2 1 260px' }}
            />
            <Button type="submit" disabled={!clave}>
              Crear
            </Button>
          </Group>
        </form>
      </Card>
      {consulta.data && consulta.data.length > 0 && (
        <Card withBorder>
          <Group align="flex-end" mb="sm">
            <Title order={4}>Historial de una clave</Title>
          </Group>
          <Group gap="xs" wrap="wrap" mb="sm">
            {consulta.data.map((c) => (
              <Button
                key={c.id}
                size="xs"
                variant={historial === c.id ? 'filled' : 'default'}
                onClick={() => setHistorial(c.id)}
              >
                {c.clave}
              </Button>
            ))}
          </Group>
          {historial !== null && (
            <HistorialAuditoria entidad="configuracion" entidadId={historial} />
          )}
        </Card>
      )}
    </Stack>
  );
}
