import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
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
  campoFechaHoraAsuncion,
  formatoGuaranies,
  instanteDeCampoFechaHora,
  mensajeErrorAl,
} from '@nemu/domain';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useVolver } from '../../../shared/interfaz/use-volver';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  actualizarPromocion,
  borrarPromocion,
  catalogoKeys,
  useAccionCatalogo,
  productoQueryOptions,
  usePromocion,
  type ProductoDetalle,
  type Promocion,
} from '../api/catalogo.api';

interface Valores {
  titulo: string;
  descripcion: string;
  tipo: 'porcentaje' | 'precio';
  valor: number | string;
  variante: string | null;
  fecha_inicio: string;
  fecha_fin: string;
  oferta_del_dia: boolean;
}

function Formulario({ promocion, producto }: { promocion: Promocion; producto: ProductoDetalle }) {
  const navegar = useNavigate();
  const volver = `/proveedor/catalogo/update/${producto.id}/#promociones`;
  const guardar = useAccionCatalogo(actualizarPromocion);
  const cliente = useQueryClient();
  // Al borrar se vuelve al producto sin volver a pedir la promoción que ya no existe.
  const borrar = useMutation({
    mutationFn: borrarPromocion,
    onSuccess: (r) => {
      if (r?.kind !== 'ok') return r && avisarFallo(r, mensajeErrorAl('eliminar'));
      avisarExito('Promoción eliminada.');
      void navegar(volver);
      return cliente.invalidateQueries({
        queryKey: catalogoKeys.todo,
        predicate: (q) => q.queryKey[2] !== 'promocion',
      });
    },
  });
  const form = useForm<Valores>({
    initialValues: {
      titulo: promocion.titulo,
      descripcion: promocion.descripcion ?? '',
      tipo: 'precio',
      valor: promocion.precio_promocional,
      variante: promocion.variante ? String(promocion.variante) : null,
      fecha_inicio: campoFechaHoraAsuncion(promocion.fecha_inicio),
      fecha_fin: campoFechaHoraAsuncion(promocion.fecha_fin),
      oferta_del_dia: promocion.oferta_del_dia,
    },
  });
  const variante = producto.variantes.find((v) => String(v.id) === form.values.variante);
  const base = variante?.precio ?? producto.precio;
  const valor = Number(form.values.valor) || 0;
  const resultado =
    form.values.tipo === 'porcentaje' ? Math.round((base * (100 - valor)) / 100) : valor;

  const enviar = form.onSubmit((v) =>
    guardar.mutate(
      {
        id: promocion.id,
        datos: {
          titulo: v.titulo,
          descripcion: v.descripcion,
          tipo: v.tipo,
          valor: Number(v.valor),
          variante: v.variante ? Number(v.variante) : null,
          fecha_inicio: instanteDeCampoFechaHora(v.fecha_inicio)?.toISOString() ?? '',
          fecha_fin: instanteDeCampoFechaHora(v.fecha_fin)?.toISOString() ?? '',
          oferta_del_dia: v.oferta_del_dia,
        },
      },
      {
        onSuccess: (r) => {
          if (r?.kind === 'ok') {
            avisarExito('Promoción guardada.');
            void navegar(volver);
          } else if (r?.kind === 'bad-data') {
            form.setErrors(
              Object.fromEntries(Object.entries(r.errores).map(([k, m]) => [k, m[0]])),
            );
          } else if (r) avisarFallo(r);
        },
      },
    ),
  );

  const eliminar = async () => {
    const ok = await confirmar({
      titulo: 'Eliminar promoción',
      mensaje: `¿Eliminar la promoción «${promocion.titulo}»? La tienda volverá a mostrar el precio normal.`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    borrar.mutate(promocion.id);
  };

  return (
    <form onSubmit={enviar} noValidate>
      <Stack>
        <TextInput label="Título" required {...form.getInputProps('titulo')} />
        <Textarea
          label="Descripción (opcional)"
          autosize
          minRows={2}
          {...form.getInputProps('descripcion')}
        />
        {producto.variantes.length > 0 && (
          <Select
            label="Se aplica a"
            data={[
              { value: '', label: 'Todo el producto' },
              ...producto.variantes.map((v) => ({
                value: String(v.id),
                label: [v.color, v.medida].filter(Boolean).join(' / ') || `Variante ${v.id}`,
              })),
            ]}
            value={form.values.variante ?? ''}
            onChange={(v) => form.setFieldValue('variante', v || null)}
            error={form.errors.variante}
          />
        )}
        <SegmentedControl
          aria-label="Tipo de promoción"
          data={[
            { value: 'porcentaje', label: 'Porcentaje' },
            { value: 'precio', label: 'Precio fijo' },
          ]}
          {...form.getInputProps('tipo')}
        />
        <NumberInput
          label={form.values.tipo === 'porcentaje' ? 'Descuento (%)' : 'Precio promocional (Gs.)'}
          required
          min={1}
          max={form.values.tipo === 'porcentaje' ? 99 : undefined}
          thousandSeparator="."
          decimalSeparator=","
          allowDecimal={false}
          {...form.getInputProps('valor')}
        />
        <Text size="sm" c="dimmed" data-testid="precio-resultante">
          Precio normal {formatoGuaranies(base)} · con la promoción {formatoGuaranies(resultado)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label="Desde"
            required
            {...form.getInputProps('fecha_inicio')}
          />
          <TextInput
            type="datetime-local"
            label="Hasta"
            required
            {...form.getInputProps('fecha_fin')}
          />
        </SimpleGrid>
        <Checkbox
          label="Oferta del día"
          {...form.getInputProps('oferta_del_dia', { type: 'checkbox' })}
        />
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={18} />}
            loading={borrar.isPending}
            onClick={() => void eliminar()}
          >
            Eliminar promoción
          </Button>
          <Group gap="sm">
            <Button component={Link} to={volver} variant="default">
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending}>
              Guardar cambios
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** /proveedor/promocion/{id}/: editar o eliminar una promoción de un producto propio. */
export function EditarPromocion({ id }: { id: number }) {
  const promocion = usePromocion(id);
  const productoId = promocion.data?.producto ?? 0;
  const producto = useQuery({ ...productoQueryOptions(productoId), enabled: productoId > 0 });
  const volverAlCatalogo = useVolver('/proveedor/catalogo');
  if (promocion.isError || producto.isError) {
    return (
      <Stack maw={720}>
        <Title order={2}>Editar promoción</Title>
        <Alert color="red">No encontramos la promoción.</Alert>
        <Anchor component={Link} {...volverAlCatalogo}>
          Volver al catálogo
        </Anchor>
      </Stack>
    );
  }
  if (promocion.isPending || producto.isPending) {
    return (
      <Stack maw={720}>
        <Title order={2}>Editar promoción</Title>
        <Loader role="status" aria-label="Cargando la promoción" />
      </Stack>
    );
  }
  return (
    <Stack maw={720}>
      <Title order={2}>Editar promoción</Title>
      <Text c="dimmed">
        Producto:{' '}
        <Anchor component={Link} to={`/proveedor/catalogo/update/${producto.data.id}/`}>
          {producto.data.nombre}
        </Anchor>
      </Text>
      <Card withBorder>
        <Formulario promocion={promocion.data} producto={producto.data} />
      </Card>
    </Stack>
  );
}
