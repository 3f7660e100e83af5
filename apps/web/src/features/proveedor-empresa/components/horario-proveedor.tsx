import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Chip,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ETIQUETAS_DIA_SEMANA,
  MENSAJES,
  formatoFecha,
  formatoFechaHora,
  instanteDeCampoFechaHora,
  mensajeErrorAl,
} from '@nemu/domain';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { solicitar } from '../../../shared/api/cliente-api';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  useAccionEmpresa,
  useFabricante,
  useFeriados,
  usePausas,
  type Feriado,
} from '../api/empresa.api';

/** Aviso del resultado; `mensajeError`, el de un error del servidor (el de guardar por omisión). */
const avisar = (exito: string, mensajeError?: string) => ({
  onSuccess: (r: Awaited<ReturnType<typeof solicitar>>) =>
    r?.kind === 'ok' ? avisarExito(exito) : r && avisarFallo(r, mensajeError),
});

function FormularioHorario({
  fabricanteId,
  dias,
  abre,
  cierra,
}: {
  fabricanteId: number;
  dias: string[];
  abre: string;
  cierra: string;
}) {
  const form = useForm({
    initialValues: { dias_apertura: dias, hora_apertura: abre, hora_cierre: cierra },
  });
  const guardar = useAccionEmpresa((v: typeof form.values) => {
    const datos = new FormData();
    datos.append('dias_apertura', v.dias_apertura.join(','));
    datos.append('hora_apertura', v.hora_apertura);
    datos.append('hora_cierre', v.hora_cierre);
    return solicitar(`/fabricante/${fabricanteId}/`, { metodo: 'PATCH', cuerpo: datos });
  });
  return (
    <form onSubmit={form.onSubmit((v) => guardar.mutate(v, avisar('Horario guardado.')))}>
      <Stack>
        <Chip.Group multiple {...form.getInputProps('dias_apertura')}>
          <Group gap="xs">
            {Object.entries(ETIQUETAS_DIA_SEMANA).map(([n, d]) => (
              <Chip key={n} value={n} size="sm">
                {d}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SimpleGrid cols={2} maw={360}>
          <TextInput type="time" label="Abre" {...form.getInputProps('hora_apertura')} />
          <TextInput type="time" label="Cierra" {...form.getInputProps('hora_cierre')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={guardar.isPending}>
            Guardar horario
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Pausas({ fabricanteId }: { fabricanteId: number }) {
  const pausas = usePausas();
  const form = useForm({
    initialValues: { desde: '', hasta: '', motivo: '' },
    validate: {
      desde: (v) => (v ? null : MENSAJES.campoRequerido),
      hasta: (v) => (v ? null : MENSAJES.campoRequerido),
    },
  });
  const crear = useAccionEmpresa((v: typeof form.values) =>
    solicitar('/pausas_fabricantes/', {
      metodo: 'POST',
      cuerpo: {
        fabricante: fabricanteId,
        desde: instanteDeCampoFechaHora(v.desde)?.toISOString(),
        hasta: instanteDeCampoFechaHora(v.hasta)?.toISOString(),
        motivo: v.motivo,
      },
    }),
  );
  const borrar = useAccionEmpresa((id: number) =>
    solicitar(`/pausas_fabricantes/${id}/`, { metodo: 'DELETE' }),
  );
  return (
    <Stack>
      {pausas.isPending ? (
        <Loader size="sm" role="status" aria-label="Cargando pausas" />
      ) : (pausas.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin pausas programadas.
        </Text>
      ) : (
        (pausas.data ?? []).map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {formatoFechaHora(p.desde)} → {p.hasta ? formatoFechaHora(p.hasta) : 'sin fin'}{' '}
              {p.motivo ? `· ${p.motivo}` : ''}
            </Text>
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label="Borrar pausa"
              onClick={() =>
                void confirmar({ mensaje: '¿Borrar esta pausa?', peligro: true }).then(
                  (ok) =>
                    ok && borrar.mutate(p.id, avisar('Pausa borrada.', mensajeErrorAl('borrar'))),
                )
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))
      )}
      <form
        onSubmit={form.onSubmit((v) =>
          crear.mutate(v, {
            onSuccess: (r) => {
              if (r?.kind === 'ok') {
                avisarExito('Pausa programada.');
                form.reset();
              } else if (r?.kind === 'bad-data')
                form.setErrors(
                  Object.fromEntries(Object.entries(r.errores).map(([k, m]) => [k, m[0]])),
                );
              else if (r) avisarFallo(r, mensajeErrorAl('programar la pausa'));
            },
          }),
        )}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="datetime-local" label="Desde" {...form.getInputProps('desde')} />
          <TextInput type="datetime-local" label="Hasta" {...form.getInputProps('hasta')} />
          <TextInput label="Motivo" {...form.getInputProps('motivo')} />
        </SimpleGrid>
        <Button mt="sm" type="submit" variant="light" loading={crear.isPending}>
          Programar pausa
        </Button>
      </form>
    </Stack>
  );
}

function Feriados() {
  const feriados = useFeriados();
  const borrar = useAccionEmpresa((id: number) =>
    solicitar(`/fabricante_feriado/${id}/`, { metodo: 'DELETE' }),
  );
  if (feriados.isPending) return <Loader size="sm" role="status" aria-label="Cargando feriados" />;
  if (feriados.isError) return <Alert color="red">No pudimos cargar los feriados.</Alert>;
  if (feriados.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin feriados cargados.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {feriados.data.map((f: Feriado) => (
        <Group key={f.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {formatoFecha(f.fecha)} {f.descripcion ? `· ${f.descripcion}` : ''}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              component={Link}
              to={`/proveedor/feriado/update/${f.id}/`}
              variant="subtle"
              aria-label="Editar feriado"
            >
              <IconEdit size={18} />
            </ActionIcon>
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label="Borrar feriado"
              onClick={() =>
                void confirmar({ mensaje: '¿Borrar este feriado?', peligro: true }).then(
                  (ok) =>
                    ok && borrar.mutate(f.id, avisar('Feriado borrado.', mensajeErrorAl('borrar'))),
                )
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** Horario de atención, pausas y feriados (la regla de apertura del dominio usa los tres). */
export function HorarioProveedor({ fabricanteId }: { fabricanteId: number }) {
  const fabricante = useFabricante(fabricanteId);
  return (
    <Stack>
      <Title order={2}>Horario de atención</Title>
      <Card withBorder>
        {fabricante.isPending ? (
          <Loader size="sm" role="status" aria-label="Cargando horario" />
        ) : fabricante.isError ? (
          <Alert color="red">No pudimos cargar el horario.</Alert>
        ) : (
          <FormularioHorario
            fabricanteId={fabricanteId}
            dias={fabricante.data.dias_apertura}
            abre={fabricante.data.hora_apertura ?? '08:00'}
            cierra={fabricante.data.hora_cierre ?? '18:00'}
          />
        )}
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={4}>Feriados</Title>
          <Button component={Link} to="/proveedor/feriado/create/" size="xs" variant="light">
            Nuevo feriado
          </Button>
        </Group>
        <Feriados />
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          Pausas
        </Title>
        <Pausas fabricanteId={fabricanteId} />
      </Card>
    </Stack>
  );
}

/** Alta (rango de fechas) o edición (un día) de un feriado. */
export function FormularioFeriado({
  fabricanteId,
  feriado,
  alGuardar,
}: {
  fabricanteId: number;
  feriado?: Feriado;
  alGuardar: () => void;
}) {
  const form = useForm({
    initialValues: {
      desde: feriado?.fecha ?? '',
      hasta: feriado?.fecha ?? '',
      descripcion: feriado?.descripcion ?? '',
    },
    validate: { desde: (v) => (v ? null : MENSAJES.campoRequerido) },
  });
  const guardar = useAccionEmpresa((v: typeof form.values) =>
    feriado
      ? solicitar(`/fabricante_feriado/${feriado.id}/`, {
          metodo: 'PATCH',
          cuerpo: { desde: v.desde, descripcion: v.descripcion },
        })
      : solicitar('/fabricante_feriado/', {
          metodo: 'POST',
          cuerpo: {
            fabricante: fabricanteId,
            desde: v.desde,
            hasta: v.hasta || v.desde,
            descripcion: v.descripcion,
          },
        }),
  );
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        guardar.mutate(v, {
          onSuccess: (r) => {
            if (r?.kind === 'ok') {
              avisarExito('Feriado guardado.');
              return alGuardar();
            }
            if (r?.kind === 'bad-data')
              form.setErrors(
                Object.fromEntries(Object.entries(r.errores).map(([k, m]) => [k, m[0]])),
              );
            if (r) avisarFallo(r);
          },
        }),
      )}
    >
      <Stack maw={480}>
        <SimpleGrid cols={feriado ? 1 : 2}>
          <CampoFecha
            label={feriado ? 'Fecha' : 'Desde'}
            required
            {...form.getInputProps('desde')}
          />
          {!feriado && <CampoFecha label="Hasta (opcional)" {...form.getInputProps('hasta')} />}
        </SimpleGrid>
        <TextInput
          label="Descripción"
          placeholder="Ej.: Día de la Independencia"
          {...form.getInputProps('descripcion')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={guardar.isPending}>
            Guardar feriado
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
