import {
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CENTRO_MAPA_POR_DEFECTO,
  ETIQUETAS_ICONO_DIRECCION,
  guardarDireccionSchema,
  MENSAJES,
  type Direccion,
  type SugerenciaCalle,
} from '@nemu/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { validarConZod } from '../../../shared/api/validar-con-zod';
import { useTurnoVigente } from '../../../shared/hooks/use-turno-vigente';
import { avisarExito } from '../../../shared/ui/avisos';
import {
  ciudadesQueryOptions,
  consultarCalle,
  useGuardarDireccion,
  type DatosDireccion,
} from '../api/direcciones.api';
import { MapaDireccion } from './mapa-direccion';

const validar = validarConZod<DatosDireccion>(guardarDireccionSchema, {
  ubicacion: 'Marque la ubicación en el mapa o busque la calle.',
  ciudad: MENSAJES.campoRequerido,
});

interface Props {
  direccion?: Direccion;
  /** Recibe la dirección guardada (con su id). */
  alGuardar: (guardada: Direccion) => void;
}

/** Alta o edición de una dirección: buscador de calles, alfiler en el mapa y datos de entrega. */
export function FormularioDireccion({ direccion, alGuardar }: Props) {
  const guardar = useGuardarDireccion();
  const ciudades = useQuery(ciudadesQueryOptions());
  const [busqueda, setBusqueda] = useState('');
  const [sugerencias, setSugerencias] = useState<SugerenciaCalle[]>([]);
  const espera = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Sólo cuenta la respuesta de la última búsqueda y de la última marca: una anterior que llega
  // tarde no pisa lo que el usuario ya cambió.
  const nuevaBusqueda = useTurnoVigente();
  const nuevaMarca = useTurnoVigente();
  const form = useForm<DatosDireccion>({
    mode: 'controlled',
    initialValues: {
      nombre: direccion?.nombre ?? '',
      calle_principal: direccion?.calle_principal ?? '',
      calle_secundaria: direccion?.calle_secundaria ?? '',
      numero: direccion?.numero ?? '',
      referencia: direccion?.referencia ?? '',
      ubicacion: direccion?.ubicacion ?? '',
      ciudad: direccion?.ciudad ?? null,
      icono: direccion?.icono ?? 'casa',
      default: direccion?.default ?? false,
    },
    validate: validar,
  });

  function buscar(texto: string) {
    setBusqueda(texto);
    clearTimeout(espera.current);
    const vigente = nuevaBusqueda();
    if (texto.trim().length < 3) return setSugerencias([]);
    const centro =
      form.values.ubicacion || `${CENTRO_MAPA_POR_DEFECTO.lat},${CENTRO_MAPA_POR_DEFECTO.lng}`;
    espera.current = setTimeout(() => {
      void consultarCalle({ search: texto, ubicacion: centro }).then((r) => {
        if (vigente() && r?.kind === 'ok') setSugerencias(r.data.resultados);
      });
    }, 300);
  }

  function elegir(label: string) {
    const s = sugerencias.find((x) => x.label === label);
    if (!s) return;
    form.setValues({
      ubicacion: s.ubicacion,
      ...(s.tipo === 'calle'
        ? { calle_principal: s.value }
        : { referencia: form.values.referencia || s.value }),
      ...(s.ciudad !== null ? { ciudad: s.ciudad } : {}),
    });
    setBusqueda('');
  }

  async function marcar(lat: number, lng: number) {
    form.setFieldValue('ubicacion', `${lat},${lng}`);
    const vigente = nuevaMarca();
    const r = await consultarCalle({ lat, lon: lng });
    if (!vigente() || r?.kind !== 'ok' || !r.data.calle_principal) return;
    form.setValues({
      calle_principal: r.data.calle_principal,
      calle_secundaria: r.data.calle_secundaria ?? '',
      ...(r.data.ciudad !== null ? { ciudad: r.data.ciudad } : {}),
    });
  }

  const enviar = form.onSubmit((datos) =>
    guardar.mutate(
      { ...(direccion ? { id: direccion.id } : {}), datos },
      {
        onSuccess: (resultado) => {
          if (!resultado) return;
          if (resultado.kind !== 'ok') return mostrarFalloEnFormulario(form, resultado);
          avisarExito('La dirección fue guardada.');
          alGuardar(resultado.data);
        },
      },
    ),
  );

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <Autocomplete
          label="Buscar calle o lugar"
          placeholder="Ej.: Avenida España, Shopping del Sol"
          leftSection={<IconSearch size={16} />}
          value={busqueda}
          onChange={buscar}
          onOptionSubmit={elegir}
          data={sugerencias.map((s) => s.label)}
          filter={({ options }) => options}
        />
        <MapaDireccion
          ubicacion={form.values.ubicacion}
          alMarcar={(lat, lng) => void marcar(lat, lng)}
        />
        <Text size="xs" c={form.errors.ubicacion ? 'red' : 'dimmed'}>
          {form.errors.ubicacion ?? 'Toque el mapa para mover el alfiler a la entrada exacta.'}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombre de la dirección"
            placeholder="Casa, Oficina…"
            required
            {...form.getInputProps('nombre')}
          />
          <Select
            label="Ícono"
            data={Object.entries(ETIQUETAS_ICONO_DIRECCION).map(([value, label]) => ({
              value,
              label,
            }))}
            allowDeselect={false}
            {...form.getInputProps('icono')}
          />
          <TextInput label="Calle principal" required {...form.getInputProps('calle_principal')} />
          <TextInput label="Calle secundaria" {...form.getInputProps('calle_secundaria')} />
          <TextInput label="Número de casa" {...form.getInputProps('numero')} />
          <Select
            label="Ciudad"
            placeholder={ciudades.isLoading ? 'Cargando…' : 'Seleccione'}
            searchable
            required
            data={(ciudades.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.nombre} (${c.departamento})`,
            }))}
            value={form.values.ciudad === null ? null : String(form.values.ciudad)}
            onChange={(v) => form.setFieldValue('ciudad', v === null ? null : Number(v))}
            error={form.errors.ciudad}
          />
        </SimpleGrid>
        <TextInput
          label="Referencia"
          placeholder="Portón verde, frente a la plaza"
          {...form.getInputProps('referencia')}
        />
        <Checkbox
          label="Usar como dirección principal"
          {...form.getInputProps('default', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={guardar.isPending}>
            Guardar dirección
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
