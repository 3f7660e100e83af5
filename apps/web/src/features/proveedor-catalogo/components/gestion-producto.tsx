import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatoFecha,
  formatoGuaranies,
  instanteDeCampoFechaHora,
  mensajeErrorAl,
} from '@nemu/domain';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Fallo } from '../../../shared/api/resultado';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  borrarImagen,
  borrarPromocion,
  borrarVariante,
  crearPromocion,
  crearVariante,
  elegirPortada,
  useAccionCatalogo,
  type ProductoDetalle,
} from '../api/catalogo.api';
import { CampoGuaranies } from '../../../shared/ui/campo-guaranies';

/** Aviso del resultado; `mensajeError`, el de un error del servidor (§8: el verbo de la acción). */
const tras = (exito: string, mensajeError: string) => ({
  onSuccess: (r: { kind: string } | null) => {
    if (r?.kind === 'ok') avisarExito(exito);
    else if (r) avisarFallo(r as Fallo, mensajeError);
  },
});

export function ImagenesProducto({ producto }: { producto: ProductoDetalle }) {
  const portada = useAccionCatalogo(elegirPortada);
  const borrar = useAccionCatalogo(borrarImagen);
  if (producto.imagenes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin fotos: la tienda muestra el logo de Ñemu como portada.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }}>
      {producto.imagenes.map((img) => (
        <Card key={img.id} withBorder padding={4}>
          <Image src={img.imagen} alt="Foto del producto" h={110} fit="cover" radius="sm" />
          <Group justify="space-between" mt={4}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              aria-label={img.portada ? 'Es la portada' : 'Usar como portada'}
              onClick={() =>
                !img.portada &&
                portada.mutate(
                  img.id,
                  tras('Portada actualizada.', mensajeErrorAl('cambiar la portada')),
                )
              }
            >
              {img.portada ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Borrar foto"
              onClick={() =>
                void confirmar({
                  mensaje: '¿Borrar esta foto?',
                  peligro: true,
                  textoConfirmar: 'Borrar',
                }).then(
                  (ok) =>
                    ok && borrar.mutate(img.id, tras('Foto borrada.', mensajeErrorAl('borrar'))),
                )
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function VariantesProducto({ producto }: { producto: ProductoDetalle }) {
  const alta = useAccionCatalogo(crearVariante);
  const baja = useAccionCatalogo(borrarVariante);
  const form = useForm({
    initialValues: {
      color: '',
      medida: '',
      precio: producto.precio as number | string,
      cantidad_disponible: 0 as number | string,
    },
  });
  const enviar = form.onSubmit((v) =>
    alta.mutate(
      {
        producto: producto.id,
        color: v.color || null,
        medida: v.medida || null,
        precio: Number(v.precio),
        cantidad_disponible: Number(v.cantidad_disponible),
      },
      {
        onSuccess: (r) => {
          if (r?.kind === 'ok') {
            avisarExito('Variante agregada.');
            form.reset();
          } else if (r) avisarFallo(r);
        },
      },
    ),
  );
  return (
    <Stack>
      {producto.variantes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Este producto no tiene variantes.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Color</Table.Th>
                <Table.Th>Medida</Table.Th>
                <Table.Th ta="right">Precio</Table.Th>
                <Table.Th ta="right">Stock</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {producto.variantes.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>{v.color ?? '—'}</Table.Td>
                  <Table.Td>{v.medida ?? '—'}</Table.Td>
                  <Table.Td ta="right">{formatoGuaranies(v.precio)}</Table.Td>
                  <Table.Td ta="right">{v.cantidad_disponible}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      aria-label="Quitar variante"
                      onClick={() =>
                        void confirmar({
                          mensaje: '¿Quitar esta variante? Su stock se descuenta del producto.',
                          peligro: true,
                        }).then(
                          (ok) =>
                            ok &&
                            baja.mutate(v.id, tras('Variante quitada.', mensajeErrorAl('quitar'))),
                        )
                      }
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={enviar}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput label="Color" w={110} {...form.getInputProps('color')} />
          <TextInput label="Medida" w={90} {...form.getInputProps('medida')} />
          <CampoGuaranies label="Precio" w={120} {...form.getInputProps('precio')} />
          <NumberInput
            label="Stock"
            w={80}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('cantidad_disponible')}
          />
          <Button type="submit" variant="light" loading={alta.isPending}>
            Agregar
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

interface ValoresPromocion {
  titulo: string;
  tipo: string;
  valor: number | string;
  fecha_inicio: string;
  fecha_fin: string;
  oferta_del_dia: boolean;
}

export function PromocionesProducto({ producto }: { producto: ProductoDetalle }) {
  const alta = useAccionCatalogo((v: Record<string, unknown>) => crearPromocion(producto.id, v));
  const baja = useAccionCatalogo(borrarPromocion);
  const form = useForm<ValoresPromocion>({
    initialValues: {
      titulo: '',
      tipo: 'porcentaje',
      valor: 10,
      fecha_inicio: '',
      fecha_fin: '',
      oferta_del_dia: false,
    },
  });
  const enviar = form.onSubmit((v) => {
    const iso = (s: string) => instanteDeCampoFechaHora(s)?.toISOString() ?? '';
    alta.mutate(
      {
        ...v,
        valor: Number(v.valor),
        fecha_inicio: iso(v.fecha_inicio),
        fecha_fin: iso(v.fecha_fin),
      },
      {
        onSuccess: (r) => {
          if (r?.kind === 'ok') {
            avisarExito('Promoción creada.');
            form.reset();
          } else if (r?.kind === 'bad-data') {
            form.setErrors(
              Object.fromEntries(Object.entries(r.errores).map(([k, m]) => [k, m[0]])),
            );
          } else if (r) avisarFallo(r);
        },
      },
    );
  });
  return (
    <Stack>
      {producto.promociones.map((p) => (
        <Group key={p.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={500}>
              {p.titulo} {p.oferta_del_dia && <Badge size="xs">Oferta del día</Badge>}
            </Text>
            <Text size="sm" c="dimmed">
              {formatoGuaranies(p.precio_promocional)} · {formatoFecha(p.fecha_inicio)} al{' '}
              {formatoFecha(p.fecha_fin)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              component={Link}
              to={`/proveedor/promocion/${p.id}/`}
              variant="subtle"
              aria-label={`Editar promoción ${p.titulo}`}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label="Borrar promoción"
              onClick={() =>
                void confirmar({ mensaje: '¿Borrar esta promoción?', peligro: true }).then(
                  (ok) =>
                    ok && baja.mutate(p.id, tras('Promoción borrada.', mensajeErrorAl('borrar'))),
                )
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <form onSubmit={enviar}>
        <Stack gap="xs">
          <Title order={6}>Nueva promoción</Title>
          <TextInput label="Título" {...form.getInputProps('titulo')} />
          <SegmentedControl
            data={[
              { value: 'porcentaje', label: 'Porcentaje' },
              { value: 'precio', label: 'Precio fijo' },
            ]}
            {...form.getInputProps('tipo')}
          />
          <NumberInput
            label={form.values.tipo === 'porcentaje' ? 'Descuento (%)' : 'Precio promocional (Gs.)'}
            min={1}
            thousandSeparator="."
            decimalSeparator=","
            {...form.getInputProps('valor')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="datetime-local"
              label="Desde"
              {...form.getInputProps('fecha_inicio')}
            />
            <TextInput type="datetime-local" label="Hasta" {...form.getInputProps('fecha_fin')} />
          </SimpleGrid>
          <Checkbox
            label="Oferta del día"
            {...form.getInputProps('oferta_del_dia', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={alta.isPending}>
              Crear promoción
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
