import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES, puntoRetiroSchema, telefonoA09, mensajeErrorAl } from '@nemu/domain';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { solicitar } from '../../../shared/api/cliente-api';
import { enviar } from '../../../shared/api/consulta';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  useAccionEmpresa,
  useCiudades,
  usePuntosRetiro,
  type PuntoRetiro,
} from '../api/empresa.api';
import { MapaUbicacion } from './mapa-ubicacion';

export function ListaPuntosRetiro() {
  const puntos = usePuntosRetiro();
  const borrar = useAccionEmpresa((id: number) =>
    solicitar(`/punto-retiro/${id}/`, { metodo: 'DELETE' }),
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Puntos de retiro</Title>
        <Button
          component={Link}
          to="/proveedor/punto-retiro/create"
          leftSection={<IconPlus size={18} />}
        >
          Nuevo punto
        </Button>
      </Group>
      {puntos.isPending ? (
        <Loader role="status" aria-label="Cargando puntos de retiro" />
      ) : puntos.isError ? (
        <Alert color="red">No pudimos cargar los puntos de retiro.</Alert>
      ) : puntos.data.length === 0 ? (
        <Text c="dimmed">Todavía no cargó puntos de retiro.</Text>
      ) : (
        puntos.data.map((p) => (
          <Card key={p.id} withBorder>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{p.nombre}</Text>
                  {p.default && <Badge size="sm">Predeterminado</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {[p.calle_principal, p.numero, p.calle_secundaria].filter(Boolean).join(' ')}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={`/proveedor/punto-retiro/${p.id}/`}
                  variant="subtle"
                  aria-label={`Editar ${p.nombre}`}
                >
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={`Eliminar ${p.nombre}`}
                  onClick={() =>
                    void confirmar({
                      mensaje: `¿Eliminar el punto de retiro "${p.nombre}"?`,
                      peligro: true,
                      textoConfirmar: 'Eliminar',
                    }).then(
                      (ok) =>
                        ok &&
                        borrar.mutate(p.id, {
                          onSuccess: (r) =>
                            r?.kind === 'ok'
                              ? avisarExito('Punto de retiro eliminado.')
                              : r && avisarFallo(r, mensajeErrorAl('eliminar')),
                        }),
                    )
                  }
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}

interface Valores {
  nombre: string;
  calle_principal: string;
  calle_secundaria: string;
  numero: string;
  referencia: string;
  ubicacion: string;
  ciudad: string | null;
  nro_telefono: string;
  default: boolean;
}

const CAMPOS = [
  'nombre',
  'calle_principal',
  'calle_secundaria',
  'numero',
  'referencia',
  'ubicacion',
  'ciudad',
  'nro_telefono',
];

export function FormularioPuntoRetiro({
  punto,
  alGuardar,
  fabricanteId,
}: {
  punto?: PuntoRetiro;
  alGuardar: () => void;
  /** Sólo el administrador: a qué proveedor se le da de alta el punto. */
  fabricanteId?: number;
}) {
  const ciudades = useCiudades();
  const guardar = useAccionEmpresa((datos: Valores) =>
    enviar(puntoRetiroSchema, punto ? `/punto-retiro/${punto.id}/` : '/punto-retiro/', {
      metodo: punto ? 'PATCH' : 'POST',
      cuerpo: {
        ...datos,
        ...(fabricanteId !== undefined && { fabricante: fabricanteId }),
        ciudad: datos.ciudad ? Number(datos.ciudad) : null,
        nro_telefono: datos.nro_telefono || null,
      },
    }),
  );
  const form = useForm<Valores>({
    initialValues: {
      nombre: punto?.nombre ?? '',
      calle_principal: punto?.calle_principal ?? '',
      calle_secundaria: punto?.calle_secundaria ?? '',
      numero: punto?.numero ?? '',
      referencia: punto?.referencia ?? '',
      ubicacion: punto?.ubicacion ?? '',
      ciudad: punto?.ciudad ? String(punto.ciudad) : null,
      nro_telefono: telefonoA09(punto?.nro_telefono),
      default: punto?.default ?? false,
    },
    validate: {
      nombre: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      calle_principal: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      ubicacion: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      ciudad: (v) => (v ? null : MENSAJES.campoRequerido),
    },
  });
  const alEnviar = form.onSubmit((v) =>
    guardar.mutate(v, {
      onSuccess: (r) => {
        if (r?.kind === 'ok') {
          avisarExito('Punto de retiro guardado.');
          return alGuardar();
        }
        if (r?.kind === 'bad-data')
          form.setErrors(
            Object.fromEntries(
              CAMPOS.filter((c) => r.errores[c]).map((c) => [c, r.errores[c]?.[0]]),
            ),
          );
        if (r) avisarFallo(r);
      },
    }),
  );
  return (
    <form onSubmit={alEnviar} noValidate>
      <Stack maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre" required {...form.getInputProps('nombre')} />
          <TextInput label="Teléfono" inputMode="tel" {...form.getInputProps('nro_telefono')} />
          <TextInput label="Calle principal" required {...form.getInputProps('calle_principal')} />
          <TextInput label="Calle secundaria" {...form.getInputProps('calle_secundaria')} />
          <TextInput label="Número" {...form.getInputProps('numero')} />
          <Select
            label="Ciudad"
            required
            searchable
            data={(ciudades.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.nombre} (${c.departamento})`,
            }))}
            {...form.getInputProps('ciudad')}
          />
        </SimpleGrid>
        <TextInput label="Referencia" {...form.getInputProps('referencia')} />
        <TextInput
          label="Ubicación"
          required
          placeholder="-25.30066,-57.63591"
          {...form.getInputProps('ubicacion')}
        />
        <MapaUbicacion
          valor={form.values.ubicacion}
          alCambiar={(u) => form.setFieldValue('ubicacion', u)}
        />
        <Checkbox
          label="Punto de retiro predeterminado"
          {...form.getInputProps('default', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={guardar.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
