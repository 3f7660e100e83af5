import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES } from '@nemu/domain';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { primerErrorGeneral } from '../../../shared/api/resultado';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { useCategorias, useGuardarProducto, type ProductoDetalle } from '../api/catalogo.api';
import { comprimirImagen } from '../../../shared/imagenes/comprimir-imagen';
import { SelectorUnidad } from './selector-unidad';
import { CampoGuaranies } from '../../../shared/ui/campo-guaranies';

interface FilaVariante {
  color: string;
  medida: string;
  precio: number | string;
  cantidad_disponible: number | string;
}

interface Valores {
  nombre: string;
  descripcion: string;
  descripcion_extensa: string;
  precio: number | string;
  precio_mayorista: number | string;
  cantidad_disponible: number | string;
  stock_minimo: number | string;
  categoria: string | null;
  unidad_medida: string | null;
  no_apto_menores: boolean;
  variantes: FilaVariante[];
}

const CAMPOS: readonly string[] = [
  'nombre',
  'descripcion',
  'descripcion_extensa',
  'precio',
  'precio_mayorista',
  'cantidad_disponible',
  'stock_minimo',
  'categoria',
  'unidad_medida',
];

interface Props {
  producto?: ProductoDetalle;
  alGuardar: (p: ProductoDetalle) => void;
  /** Sólo el administrador: el proveedor del producto nuevo. */
  fabricanteId?: number;
}

/** Alta y edición de un producto: datos, fotos comprimidas en el navegador, video y variantes iniciales. */
export function FormularioProducto({ producto, alGuardar, fabricanteId }: Props) {
  const guardar = useGuardarProducto(producto?.id);
  const categorias = useCategorias();
  const [fotos, setFotos] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [comprimiendo, setComprimiendo] = useState(false);
  const form = useForm<Valores>({
    initialValues: {
      nombre: producto?.nombre ?? '',
      descripcion: producto?.descripcion ?? '',
      descripcion_extensa: producto?.descripcion_extensa ?? '',
      precio: producto?.precio ?? '',
      precio_mayorista: producto?.precio_mayorista ?? '',
      cantidad_disponible: producto?.cantidad_disponible ?? 0,
      stock_minimo: producto?.stock_minimo ?? 0,
      categoria: producto?.categoria ? String(producto.categoria) : null,
      unidad_medida: producto?.unidad_medida ? String(producto.unidad_medida) : null,
      no_apto_menores: producto?.no_apto_menores ?? false,
      variantes: [],
    },
    validate: {
      nombre: (v) => (v.trim() === '' ? MENSAJES.campoRequerido : null),
      precio: (v) => (v === '' ? MENSAJES.campoRequerido : null),
    },
  });

  async function elegirFotos(archivos: File[]) {
    setComprimiendo(true);
    try {
      setFotos(await Promise.all(archivos.map(comprimirImagen)));
    } finally {
      setComprimiendo(false);
    }
  }

  const enviar = form.onSubmit((v) => {
    setErrorGeneral(null);
    const datos = new FormData();
    const poner = (k: string, valor: string | number | boolean | null) =>
      datos.append(k, valor === null ? '' : String(valor));
    if (fabricanteId !== undefined && !producto) poner('fabricante', fabricanteId);
    poner('nombre', v.nombre);
    poner('descripcion', v.descripcion);
    poner('descripcion_extensa', v.descripcion_extensa);
    poner('precio', v.precio);
    if (v.precio_mayorista !== '') poner('precio_mayorista', v.precio_mayorista);
    poner('cantidad_disponible', v.variantes.length > 0 ? 0 : v.cantidad_disponible);
    poner('stock_minimo', v.stock_minimo);
    if (v.categoria) poner('categoria', v.categoria);
    if (v.unidad_medida || producto) poner('unidad_medida', v.unidad_medida);
    poner('no_apto_menores', v.no_apto_menores);
    if (!producto && v.variantes.length > 0) {
      datos.append(
        'variantes',
        JSON.stringify(
          v.variantes.map((x) => ({
            color: x.color,
            medida: x.medida,
            precio: Number(x.precio || v.precio),
            cantidad_disponible: Number(x.cantidad_disponible || 0),
          })),
        ),
      );
    }
    fotos.forEach((f) => datos.append('imagenes', f, f.name));
    if (video) datos.append('video', video, video.name);
    guardar.mutate(datos, {
      onSuccess: (r) => {
        if (!r) return;
        if (r.kind === 'ok') {
          avisarExito(
            producto
              ? 'Cambios guardados. El producto vuelve a moderación.'
              : 'Producto creado. Queda pendiente de aprobación.',
          );
          setFotos([]);
          setVideo(null);
          return alGuardar(r.data);
        }
        if (r.kind === 'bad-data') {
          const deCampos = CAMPOS.filter((c) => r.errores[c]?.[0]);
          form.setErrors(Object.fromEntries(deCampos.map((c) => [c, r.errores[c]?.[0]])));
          const otro = Object.entries(r.errores).find(([c]) => !CAMPOS.includes(c));
          setErrorGeneral(
            primerErrorGeneral(r.errores) ??
              otro?.[1][0] ??
              (deCampos.length === 0 ? MENSAJES.validacion : null),
          );
          return;
        }
        avisarFallo(r);
      },
    });
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack>
        {errorGeneral && (
          <Alert color="red" role="alert">
            {errorGeneral}
          </Alert>
        )}
        <TextInput label="Nombre" required {...form.getInputProps('nombre')} />
        <Textarea
          label="Descripción corta"
          autosize
          minRows={2}
          {...form.getInputProps('descripcion')}
        />
        <Textarea
          label="Descripción extensa"
          autosize
          minRows={3}
          {...form.getInputProps('descripcion_extensa')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <CampoGuaranies label="Precio (Gs.)" required {...form.getInputProps('precio')} />
          <CampoGuaranies
            label="Precio mayorista (Gs.)"
            {...form.getInputProps('precio_mayorista')}
          />
          <NumberInput
            label="Stock disponible"
            min={0}
            allowDecimal={false}
            disabled={form.values.variantes.length > 0 || (producto?.variantes.length ?? 0) > 0}
            description={
              form.values.variantes.length > 0 ? 'Se suma el stock de las variantes' : undefined
            }
            {...form.getInputProps('cantidad_disponible')}
          />
          <NumberInput
            label="Stock mínimo (alerta)"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('stock_minimo')}
          />
        </SimpleGrid>
        <Select
          label="Categoría"
          searchable
          clearable
          data={(categorias.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${'· '.repeat(Math.max(0, c.nivel - 1))}${c.nombre}`,
          }))}
          {...form.getInputProps('categoria')}
        />
        <SelectorUnidad
          value={form.values.unidad_medida}
          onChange={(u) => form.setFieldValue('unidad_medida', u)}
          error={form.errors.unidad_medida as string | undefined}
        />
        <Checkbox
          label="No apto para menores de 21 años"
          {...form.getInputProps('no_apto_menores', { type: 'checkbox' })}
        />
        <FileInput
          label="Fotos"
          description="Se comprimen a 1024 px y 1 MB antes de subirlas"
          placeholder="Elegir fotos"
          multiple
          accept="image/*"
          leftSection={<IconPhoto size={18} />}
          value={fotos}
          onChange={(a) => void elegirFotos(a)}
          clearable
        />
        <FileInput
          label="Video (opcional, MP4 o WebM)"
          placeholder="Elegir video"
          accept="video/mp4,video/webm"
          value={video}
          onChange={setVideo}
          clearable
        />

        {!producto && (
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Title order={5}>Variantes (color / medida)</Title>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() =>
                  form.insertListItem('variantes', {
                    color: '',
                    medida: '',
                    precio: form.values.precio,
                    cantidad_disponible: 0,
                  })
                }
              >
                Agregar variante
              </Button>
            </Group>
            {form.values.variantes.length === 0 && (
              <Text size="sm" c="dimmed">
                Sin variantes: el producto se vende tal cual.
              </Text>
            )}
            <Stack gap="xs">
              {form.values.variantes.map((_, i) => (
                <Group key={i} align="flex-end" gap="xs" wrap="wrap">
                  <TextInput
                    label="Color"
                    w={110}
                    {...form.getInputProps(`variantes.${i}.color`)}
                  />
                  <TextInput
                    label="Medida"
                    w={90}
                    {...form.getInputProps(`variantes.${i}.medida`)}
                  />
                  <CampoGuaranies
                    label="Precio"
                    w={120}
                    {...form.getInputProps(`variantes.${i}.precio`)}
                  />
                  <NumberInput
                    label="Stock"
                    w={80}
                    min={0}
                    allowDecimal={false}
                    {...form.getInputProps(`variantes.${i}.cantidad_disponible`)}
                  />
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    mb={4}
                    onClick={() => form.removeListItem('variantes', i)}
                    aria-label={`Quitar variante ${i + 1}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Card>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={guardar.isPending || comprimiendo}>
            {producto ? 'Guardar cambios' : 'Crear producto'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
