import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES, type FichaVehiculo } from '@nemu/domain';
import { useState } from 'react';
import { primerErrorGeneral } from '../api/resultado';
import { avisarFallo } from '../ui/avisos';
import { CampoFecha } from '../ui/campo-fecha';
import { useArchivosEnPreparacion } from './archivos-en-preparacion';
import { CampoDocumento } from './campo-documento';
import { guardarVehiculo, useAccionFlota, useTiposVehiculo } from './flota.api';

type Documento = 'habilitacion_frente' | 'habilitacion_dorso' | 'poliza_seguro';

const DOCUMENTOS: readonly { campo: Documento; etiqueta: string; descripcion: string }[] = [
  {
    campo: 'habilitacion_frente',
    etiqueta: 'Habilitación vehicular (frente)',
    descripcion: 'Foto o PDF del frente de la habilitación municipal',
  },
  {
    campo: 'habilitacion_dorso',
    etiqueta: 'Habilitación vehicular (dorso)',
    descripcion: 'Foto o PDF del dorso',
  },
  {
    campo: 'poliza_seguro',
    etiqueta: 'Póliza de seguro del vehículo',
    descripcion: 'La póliza vigente, en foto o PDF',
  },
];

interface Valores {
  tipo_vehiculo: string | null;
  marca: string;
  modelo: string;
  ano: string;
  color: string;
  numero_chapa: string;
  numero_chassis: string;
  kilometraje: string;
  habilitacion_vencimiento: string;
  poliza_vencimiento: string;
  peso_maximo: string;
  espacio_alto_cm: string;
  espacio_ancho_cm: string;
  espacio_largo_cm: string;
}

const texto = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

function inicial(v?: FichaVehiculo): Valores {
  return {
    tipo_vehiculo: v ? String(v.tipo_vehiculo) : null,
    marca: v?.marca ?? '',
    modelo: v?.modelo ?? '',
    ano: texto(v?.ano),
    color: v?.color ?? '',
    numero_chapa: v?.numero_chapa ?? '',
    numero_chassis: v?.numero_chassis ?? '',
    kilometraje: v?.kilometraje ?? '',
    habilitacion_vencimiento: v?.habilitacion_vencimiento ?? '',
    poliza_vencimiento: v?.poliza_vencimiento ?? '',
    peso_maximo: texto(v?.peso_maximo),
    espacio_alto_cm: texto(v?.espacio_alto_cm),
    espacio_ancho_cm: texto(v?.espacio_ancho_cm),
    espacio_largo_cm: texto(v?.espacio_largo_cm),
  };
}

const requerido = (v: string | null) => (v && v.trim() ? null : MENSAJES.campoRequerido);

/**
 * Alta o edición de un vehículo (multipart): datos, habilitación frente y dorso con su
 * vencimiento y póliza. El kilometraje viaja como lo escribe la persona (§3). Si el envío
 * falla, los datos y los archivos elegidos quedan en el formulario.
 */
export function FormularioVehiculo({
  vehiculo,
  alGuardar,
  alCancelar,
}: {
  vehiculo?: FichaVehiculo;
  alGuardar: (v: FichaVehiculo) => void;
  alCancelar?: () => void;
}) {
  const edicion = vehiculo !== undefined;
  const tipos = useTiposVehiculo();
  const guardar = useAccionFlota(guardarVehiculo);
  const [archivos, setArchivos] = useState<Record<Documento, File | null>>({
    habilitacion_frente: null,
    habilitacion_dorso: null,
    poliza_seguro: null,
  });
  const [erroresDoc, setErroresDoc] = useState<Partial<Record<Documento, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const { preparando, alPreparar } = useArchivosEnPreparacion();
  const form = useForm<Valores>({
    initialValues: inicial(vehiculo),
    validate: {
      tipo_vehiculo: requerido,
      marca: requerido,
      modelo: requerido,
      ano: (v) => (/^\d{4}$/.test(v.trim()) ? null : 'Indique el año con cuatro dígitos.'),
      color: requerido,
      numero_chapa: requerido,
      kilometraje: (v) => (/^[\d.\s]*$/.test(v) ? null : 'Sólo números.'),
      habilitacion_vencimiento: (v) => (edicion ? null : requerido(v)),
    },
  });

  const alEnviar = form.onSubmit((v) => {
    const faltan: Partial<Record<Documento, string>> = {};
    if (!edicion) {
      for (const d of DOCUMENTOS)
        if (!archivos[d.campo]) faltan[d.campo] = MENSAJES.archivoRequerido;
    }
    setErroresDoc(faltan);
    if (Object.keys(faltan).length > 0) return setGeneral(MENSAJES.validacion);
    setGeneral(null);
    const datos = new FormData();
    for (const [campo, valor] of Object.entries(v)) {
      const t = (valor ?? '').trim();
      // En la edición sólo se envía lo cargado; en el alta, los opcionales vacíos no viajan.
      if (t !== '') datos.append(campo, t);
    }
    for (const d of DOCUMENTOS) {
      const archivo = archivos[d.campo];
      if (archivo) datos.append(d.campo, archivo, archivo.name);
    }
    guardar.mutate(
      { id: vehiculo?.id ?? null, datos },
      {
        onSuccess: (r) => {
          if (!r) return;
          if (r.kind === 'ok') return alGuardar(r.data);
          if (r.kind !== 'bad-data') return avisarFallo(r);
          const campos = Object.keys(form.values);
          form.setErrors(
            Object.fromEntries(
              Object.entries(r.errores)
                .filter(([c]) => campos.includes(c))
                .map(([c, m]) => [c, m[0] ?? '']),
            ),
          );
          setErroresDoc(
            Object.fromEntries(
              DOCUMENTOS.filter((d) => r.errores[d.campo]).map((d) => [
                d.campo,
                r.errores[d.campo]?.[0],
              ]),
            ),
          );
          setGeneral(primerErrorGeneral(r.errores) ?? MENSAJES.validacion);
        },
      },
    );
  });

  return (
    <form onSubmit={alEnviar} noValidate>
      <Stack maw={760}>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        <Card withBorder>
          <Stack>
            <Title order={4}>Datos del vehículo</Title>
            <Select
              label="Tipo de vehículo"
              required
              searchable
              placeholder={tipos.isPending ? 'Cargando…' : 'Elija el tipo'}
              data={(tipos.data ?? []).map((t) => ({ value: String(t.id), label: t.nombre }))}
              {...form.getInputProps('tipo_vehiculo')}
            />
            {tipos.isError && (
              <Text size="xs" c="red">
                No se pudieron cargar los tipos de vehículo.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Marca" required {...form.getInputProps('marca')} />
              <TextInput label="Modelo" required {...form.getInputProps('modelo')} />
              <TextInput
                label="Año"
                required
                inputMode="numeric"
                maxLength={4}
                {...form.getInputProps('ano')}
              />
              <TextInput label="Color" required {...form.getInputProps('color')} />
              <TextInput
                label="Chapa"
                required
                placeholder="AAEX902"
                autoCapitalize="characters"
                {...form.getInputProps('numero_chapa')}
              />
              <TextInput
                label="Número de chasis"
                autoCapitalize="characters"
                {...form.getInputProps('numero_chassis')}
              />
              <TextInput
                label="Kilometraje"
                inputMode="numeric"
                placeholder="64.000"
                {...form.getInputProps('kilometraje')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            <Title order={4}>Documentos</Title>
            {edicion && (
              <Text size="sm" c="dimmed">
                Cargue sólo los documentos que renueva; un documento nuevo vuelve a revisión.
              </Text>
            )}
            {DOCUMENTOS.map((d) => (
              <CampoDocumento
                key={d.campo}
                etiqueta={d.etiqueta}
                descripcion={d.descripcion}
                requerido={!edicion}
                valor={archivos[d.campo]}
                alCambiar={(a) => {
                  setArchivos((prev) => ({ ...prev, [d.campo]: a }));
                  setErroresDoc((prev) => ({ ...prev, [d.campo]: undefined }));
                }}
                alPreparar={alPreparar(d.campo)}
                error={erroresDoc[d.campo]}
              />
            ))}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CampoFecha
                label="Vencimiento de la habilitación"
                required={!edicion}
                {...form.getInputProps('habilitacion_vencimiento')}
              />
              <CampoFecha
                label="Vencimiento de la póliza"
                {...form.getInputProps('poliza_vencimiento')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            <Title order={4}>Capacidad (opcional)</Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <TextInput
                label="Peso máximo (kg)"
                inputMode="decimal"
                {...form.getInputProps('peso_maximo')}
              />
              <TextInput
                label="Alto (cm)"
                inputMode="numeric"
                {...form.getInputProps('espacio_alto_cm')}
              />
              <TextInput
                label="Ancho (cm)"
                inputMode="numeric"
                {...form.getInputProps('espacio_ancho_cm')}
              />
              <TextInput
                label="Largo (cm)"
                inputMode="numeric"
                {...form.getInputProps('espacio_largo_cm')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="flex-end">
          {alCancelar && (
            <Button variant="default" size="md" onClick={alCancelar}>
              Cancelar
            </Button>
          )}
          <Button type="submit" size="md" loading={guardar.isPending || preparando}>
            {edicion ? 'Guardar cambios' : 'Agregar vehículo'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
