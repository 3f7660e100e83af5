import {
  Alert,
  Button,
  Card,
  Chip,
  FileInput,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ETIQUETAS_DIA_SEMANA,
  MENSAJES,
  perfilFabricanteSchema,
  mensajeErrorAl,
} from '@nemu/domain';
import { useState } from 'react';
import { enviar } from '../../../shared/api/consulta';
import { primerErrorGeneral } from '../../../shared/api/resultado';
import { avisarFallo } from '../../../shared/ui/avisos';
import {
  refrescarSesion,
  useAccionEmpresa,
  useCiudades,
  useRubros,
  type Fabricante,
} from '../api/empresa.api';
import { MapaUbicacion } from './mapa-ubicacion';

interface Valores {
  nombre: string;
  razon_social: string;
  ruc: string;
  nro_telefono: string;
  resena_empresa: string;
  rubros: string[];
  dias_apertura: string[];
  hora_apertura: string;
  hora_cierre: string;
  calle_principal: string;
  numero: string;
  referencia: string;
  ciudad: string | null;
  ubicacion: string;
}

const CAMPOS = [
  'nombre',
  'razon_social',
  'ruc',
  'nro_telefono',
  'resena_empresa',
  'rubros',
  'dias_apertura',
  'hora_apertura',
  'hora_cierre',
  'calle_principal',
  'numero',
  'referencia',
  'ciudad',
  'ubicacion',
  'constancia_ruc',
];

/** Formulario de registro de una empresa proveedora (§2 /proveedor para quien aún no lo es). */
export function RegistroProveedor({ alRegistrar }: { alRegistrar: (f: Fabricante) => void }) {
  const ciudades = useCiudades();
  const rubros = useRubros();
  const [constancia, setConstancia] = useState<File | null>(null);
  const [errores, setErrores] = useState<{ constancia: string | null; general: string | null }>({
    constancia: null,
    general: null,
  });
  const registrar = useAccionEmpresa((datos: FormData) =>
    enviar(perfilFabricanteSchema, '/registro-fabricante/', { metodo: 'POST', cuerpo: datos }),
  );
  const form = useForm<Valores>({
    initialValues: {
      nombre: '',
      razon_social: '',
      ruc: '',
      nro_telefono: '',
      resena_empresa: '',
      rubros: [],
      dias_apertura: ['1', '2', '3', '4', '5'],
      hora_apertura: '08:00',
      hora_cierre: '18:00',
      calle_principal: '',
      numero: '',
      referencia: '',
      ciudad: null,
      ubicacion: '',
    },
    validate: {
      nombre: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      razon_social: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      ruc: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      nro_telefono: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      calle_principal: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
      ciudad: (v) => (v ? null : MENSAJES.campoRequerido),
      ubicacion: (v) => (v.trim() ? null : MENSAJES.campoRequerido),
    },
  });

  const alEnviar = form.onSubmit((v) => {
    if (!constancia) return setErrores({ constancia: MENSAJES.archivoRequerido, general: null });
    setErrores({ constancia: null, general: null });
    const datos = new FormData();
    for (const [k, valor] of Object.entries(v)) {
      datos.append(k, Array.isArray(valor) ? valor.join(',') : (valor ?? ''));
    }
    datos.append('constancia_ruc', constancia, constancia.name);
    registrar.mutate(datos, {
      onSuccess: async (r) => {
        if (!r) return;
        if (r.kind === 'ok') {
          await refrescarSesion();
          return alRegistrar(r.data);
        }
        if (r.kind !== 'bad-data') return avisarFallo(r, mensajeErrorAl('registrar la empresa'));
        form.setErrors(
          Object.fromEntries(CAMPOS.filter((c) => r.errores[c]).map((c) => [c, r.errores[c]?.[0]])),
        );
        setErrores({
          constancia: r.errores.constancia_ruc?.[0] ?? null,
          general: primerErrorGeneral(r.errores) ?? MENSAJES.validacion,
        });
      },
    });
  });

  return (
    <form onSubmit={alEnviar} noValidate>
      <Stack maw={760}>
        <Title order={2}>Venda en Ñemu</Title>
        <Text c="dimmed">
          Registre su empresa. Un administrador la revisará; mientras tanto puede preparar su
          catálogo.
        </Text>
        {errores.general && (
          <Alert color="red" role="alert">
            {errores.general}
          </Alert>
        )}
        <Card withBorder>
          <Stack>
            <Title order={4}>Datos de la empresa</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nombre comercial" required {...form.getInputProps('nombre')} />
              <TextInput label="Razón social" required {...form.getInputProps('razon_social')} />
              <TextInput
                label="RUC"
                required
                placeholder="80012345-6"
                description="Con su dígito verificador"
                {...form.getInputProps('ruc')}
              />
              <TextInput
                label="Teléfono"
                required
                placeholder="0981 123 456"
                inputMode="tel"
                {...form.getInputProps('nro_telefono')}
              />
            </SimpleGrid>
            <FileInput
              label="Constancia de RUC"
              required
              placeholder="PDF o foto"
              accept="application/pdf,image/*"
              value={constancia}
              onChange={setConstancia}
              error={errores.constancia}
              clearable
            />
            <MultiSelect
              label="Rubros"
              searchable
              data={(rubros.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre }))}
              {...form.getInputProps('rubros')}
            />
            <Textarea
              label="Reseña de la empresa"
              autosize
              minRows={2}
              {...form.getInputProps('resena_empresa')}
            />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            <Title order={4}>Días y horario de atención</Title>
            <Chip.Group multiple {...form.getInputProps('dias_apertura')}>
              <Group gap="xs">
                {Object.entries(ETIQUETAS_DIA_SEMANA).map(([n, d]) => (
                  <Chip key={n} value={n} size="sm">
                    {d}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <SimpleGrid cols={2}>
              <TextInput type="time" label="Abre" {...form.getInputProps('hora_apertura')} />
              <TextInput type="time" label="Cierra" {...form.getInputProps('hora_cierre')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            <Title order={4}>Punto de retiro principal</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Calle principal"
                required
                {...form.getInputProps('calle_principal')}
              />
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
              <TextInput
                label="Ubicación"
                required
                placeholder="-25.30066,-57.63591"
                {...form.getInputProps('ubicacion')}
              />
            </SimpleGrid>
            <TextInput label="Referencia" {...form.getInputProps('referencia')} />
            <MapaUbicacion
              valor={form.values.ubicacion}
              alCambiar={(u) => form.setFieldValue('ubicacion', u)}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={registrar.isPending}>
            Registrar mi empresa
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
