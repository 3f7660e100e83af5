import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { ETIQUETAS_CADENA_FRIO, formatoGuaranies, mensajeErrorAl } from '@nemu/domain';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  HistorialAuditoria,
  TablaAdmin,
  useFiltrosUrl,
  type ColumnaAdmin,
} from '../../../shared/admin';
import { seleccionarAdmin } from '../../../shared/interfaz/interfaz.store';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  escribir,
  useRefrescarCatalogo,
  useTipoVehiculo,
  useTiposVehiculo,
  type TipoVehiculo,
} from '../api/catalogo-admin.api';
import { resultadoGuardar } from './campos-error';
import { alEnviar } from '../../../shared/ui/al-enviar';

const gs = (v: number | null) => (v === null ? '—' : formatoGuaranies(v));

/** /admin/tipo-vehiculo: tipos con sus tarifas. */
export function ListaTiposVehiculo() {
  const { filtros, cambiar } = useFiltrosUrl();
  const consulta = useTiposVehiculo(filtros);
  const refrescar = useRefrescarCatalogo();

  async function borrar(t: TipoVehiculo) {
    const ok = await confirmar({
      titulo: 'Eliminar tipo de vehículo',
      mensaje: `¿Eliminar «${t.nombre}»? No se puede si hay vehículos de este tipo.`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    const r = await escribir(`/tipo-vehiculo/${t.id}/`, { metodo: 'DELETE' });
    if (r?.kind === 'ok') {
      avisarExito('Tipo de vehículo eliminado.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
  }

  const columnas: ColumnaAdmin<TipoVehiculo>[] = [
    { titulo: 'Nombre', orden: 'nombre', celda: (t) => t.nombre },
    { titulo: 'Bajada de bandera', celda: (t) => gs(t.subida_bandera) },
    { titulo: 'Mínimo', celda: (t) => gs(t.precio_minimo) },
    { titulo: 'Por km', celda: (t) => gs(t.precio_km) },
    { titulo: 'Por parada', celda: (t) => gs(t.precio_parada) },
    {
      titulo: 'Peso máx.',
      celda: (t) => (t.peso_maximo_kg === null ? '—' : `${t.peso_maximo_kg} kg`),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Tipos de vehículo</Title>
        <Button
          component={Link}
          to="/admin/tipo-vehiculo/create"
          leftSection={<IconPlus size={18} />}
        >
          Nuevo tipo
        </Button>
      </Group>
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(t) => t.id}
        nombreDe={(t) => t.nombre}
        etiquetaBusqueda="Buscar tipos de vehículo"
        vacio="Todavía no hay tipos de vehículo."
        enlaceDe={(t) => `/admin/tipo-vehiculo/update/${t.id}`}
        claveSeleccion="tipoVehiculo"
        acciones={(t) => (
          <>
            <ActionIcon
              size="xl"
              variant="subtle"
              component={Link}
              to={`/admin/tipo-vehiculo/update/${t.id}`}
              aria-label={`Editar ${t.nombre}`}
            >
              <IconEdit size={18} />
            </ActionIcon>
            <ActionIcon
              size="xl"
              variant="subtle"
              color="red"
              aria-label={`Eliminar ${t.nombre}`}
              onClick={() => void borrar(t)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </>
        )}
      />
    </Stack>
  );
}

type Numerico = number | string;
const CAMPOS_PRECIO = [
  ['subida_bandera', 'Bajada de bandera (Gs.)'],
  ['precio_minimo', 'Precio mínimo (Gs.)'],
  ['precio_km', 'Precio por km (Gs.)'],
  ['precio_minuto', 'Precio por minuto (Gs.)'],
  ['precio_parada', 'Precio por parada (Gs.)'],
] as const;
const CAMPOS_MEDIDA = [
  ['peso_maximo_kg', 'Peso máximo (kg)'],
  ['espacio_alto_cm', 'Alto (cm)'],
  ['espacio_ancho_cm', 'Ancho (cm)'],
  ['espacio_profundidad_cm', 'Profundidad (cm)'],
] as const;
type CampoNumerico = (typeof CAMPOS_PRECIO)[number][0] | (typeof CAMPOS_MEDIDA)[number][0];

// Una sola fuente: los valores y etiquetas de la cadena de frío del dominio.
const REFRIGERACION = Object.entries(ETIQUETAS_CADENA_FRIO).map(([value, label]) => ({
  value,
  label,
}));

function FormularioTipo({ tipo }: { tipo: TipoVehiculo | null }) {
  const navegar = useNavigate();
  const refrescar = useRefrescarCatalogo();
  const [nombre, setNombre] = useState(tipo?.nombre ?? '');
  const [refrigeracion, setRefrigeracion] = useState<string | null>(
    tipo?.refrigeracion === null || tipo?.refrigeracion === undefined
      ? null
      : String(tipo.refrigeracion),
  );
  const [valores, setValores] = useState<Record<CampoNumerico, Numerico>>(() => {
    const v = {} as Record<CampoNumerico, Numerico>;
    for (const [c] of [...CAMPOS_PRECIO, ...CAMPOS_MEDIDA]) v[c] = tipo?.[c] ?? '';
    return v;
  });
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  async function guardar() {
    setEnviando(true);
    const cuerpo: Record<string, unknown> = {
      nombre,
      refrigeracion: refrigeracion === null ? null : Number(refrigeracion),
    };
    // Vacío = null: precios y medidas admiten no estar cargados (§3).
    for (const [c, v] of Object.entries(valores)) cuerpo[c] = v === '' ? null : Number(v);
    const r = await escribir(tipo ? `/tipo-vehiculo/${tipo.id}/` : '/tipo-vehiculo/', {
      metodo: tipo ? 'PATCH' : 'POST',
      cuerpo,
    });
    setEnviando(false);
    const e = resultadoGuardar(r, tipo ? 'Tipo de vehículo guardado.' : 'Tipo de vehículo creado.');
    if (e === null) return;
    setErrores(e);
    if (Object.keys(e).length === 0) {
      refrescar();
      void navegar('/admin/tipo-vehiculo');
    }
  }

  const numero = ([c, etiqueta]: readonly [CampoNumerico, string], guaranies: boolean) => (
    <NumberInput
      key={c}
      label={etiqueta}
      value={valores[c]}
      onChange={(v) => setValores((a) => ({ ...a, [c]: v }))}
      min={0}
      allowDecimal={!guaranies}
      thousandSeparator={guaranies ? '.' : undefined}
      decimalSeparator=","
      error={errores[c]}
    />
  );

  return (
    <Stack maw={900}>
      <Title order={2}>{tipo ? `Editar ${tipo.nombre}` : 'Nuevo tipo de vehículo'}</Title>
      <Card withBorder component="form" onSubmit={alEnviar(guardar)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nombre"
              value={nombre}
              onChange={(e) => setNombre(e.currentTarget.value)}
              error={errores.nombre}
              required
            />
            <Select
              label="Refrigeración"
              data={REFRIGERACION}
              value={refrigeracion}
              onChange={setRefrigeracion}
              clearable
              error={errores.refrigeracion}
            />
          </SimpleGrid>
          <Title order={5}>Tarifas</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {CAMPOS_PRECIO.map((c) => numero(c, true))}
          </SimpleGrid>
          <Title order={5}>Capacidad</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
            {CAMPOS_MEDIDA.map((c) => numero(c, false))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/admin/tipo-vehiculo">
              Cancelar
            </Button>
            <Button type="submit" loading={enviando}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </Card>
      {tipo && <HistorialAuditoria entidad="tipo_vehiculo" entidadId={tipo.id} />}
    </Stack>
  );
}

export const CrearTipoVehiculo = () => <FormularioTipo tipo={null} />;

/** /admin/tipo-vehiculo/update/{id}. */
export function EditarTipoVehiculo({ id }: { id: number }) {
  const tipo = useTipoVehiculo(id);
  useEffect(() => seleccionarAdmin('tipoVehiculo', id), [id]);
  if (tipo.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (tipo.isError) return <Alert color="red">No encontramos el tipo de vehículo.</Alert>;
  return <FormularioTipo tipo={tipo.data} />;
}
