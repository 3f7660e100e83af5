import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Image,
  Rating,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { formatoGuaranies, verificarEdad } from '@nemu/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { rutaIngresoDesde } from '../../../shared/navegacion/destino-ingreso';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { EstimacionEnvio } from '../../../shared/tienda/estimacion-envio';
import { ProximaApertura } from '../../../shared/tienda/proxima-apertura';
import {
  useProducto,
  type DetalleProducto as Detalle,
  type VarianteProducto,
} from '../api/catalogo.api';

export interface EstadoCompra {
  productoId: number;
  varianteId: number | null;
  disponible: number;
  precioMejorado: boolean;
  faltaVariante: boolean;
}

interface Props {
  id: number;
  /** Acciones de compra (carrito, favorito) que compone la página. */
  acciones: (estado: EstadoCompra) => ReactNode;
  favorito: ReactNode;
}

const etiquetaVariante = (v: VarianteProducto) =>
  [v.color, v.medida].filter(Boolean).join(' · ') || `Variante ${v.id}`;

/** Con más variantes que esto, en el teléfono se elige con un selector en vez de botones. */
const MAX_BOTONES_VARIANTE = 6;

function SelectorVariante({
  variantes,
  varianteId,
  alElegir,
}: {
  variantes: VarianteProducto[];
  varianteId: number | null;
  alElegir: (id: number | null) => void;
}) {
  const valor = varianteId === null ? null : String(varianteId);
  const muchas = variantes.length > MAX_BOTONES_VARIANTE;
  return (
    <>
      {muchas && (
        <Select
          hiddenFrom="sm"
          label="Elija una opción"
          placeholder={`${variantes.length} opciones`}
          data={variantes.map((v) => ({
            value: String(v.id),
            label: `${etiquetaVariante(v)} · ${formatoGuaranies(v.precio)}${v.cantidad_disponible <= 0 ? ' (sin stock)' : ''}`,
            disabled: v.cantidad_disponible <= 0,
          }))}
          value={valor}
          onChange={(v) => alElegir(v === null ? null : Number(v))}
          searchable
          nothingFoundMessage="Ninguna opción coincide"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Stack gap={4} visibleFrom={muchas ? 'sm' : undefined} data-testid="variantes-botones">
        <Text size="sm" fw={600}>
          Elija una opción
        </Text>
        <Chip.Group value={valor ?? ''} onChange={(v) => alElegir(Number(v) || null)}>
          <Group gap="xs">
            {variantes.map((v) => (
              <Chip key={v.id} value={String(v.id)} disabled={v.cantidad_disponible <= 0}>
                {etiquetaVariante(v)} · {formatoGuaranies(v.precio)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </>
  );
}

function Galeria({ producto, varianteId }: { producto: Detalle; varianteId: number | null }) {
  const propias = producto.imagenes.filter((i) => i.variante === varianteId && varianteId !== null);
  const imagenes = propias.length > 0 ? propias : producto.imagenes;
  const [elegida, setElegida] = useState(0);
  const principal = imagenes[Math.min(elegida, imagenes.length - 1)];
  return (
    <Stack gap="xs">
      <Image
        src={principal?.imagen}
        alt={producto.nombre}
        h={{ base: 260, sm: 380 }}
        fit="contain"
        bg="gray.0"
        radius="md"
      />
      {imagenes.length > 1 && (
        <Group gap="xs">
          {imagenes.map((img, i) => (
            <UnstyledButton
              key={img.id}
              onClick={() => setElegida(i)}
              aria-label={`Imagen ${i + 1}`}
            >
              <Image src={img.imagen} alt="" w={56} h={56} fit="contain" bg="gray.0" radius="sm" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Aviso de §5/§8 para productos no aptos para menores (los administradores están exentos). */
function AvisoEdad({ producto }: { producto: Detalle }) {
  const usuario = useUsuario();
  const { pathname } = useLocation();
  const r = verificarEdad({
    usuario: usuario && {
      administrador: usuario.administrador,
      fecha_nacimiento: usuario.fecha_nacimiento,
    },
    producto,
    ahora: Date.now(),
  });
  if (r.ok) return null;
  return (
    <Alert color="orange" icon={<IconAlertCircle />} data-testid="aviso-edad">
      <Stack gap="xs">
        <Text size="sm">{r.mensaje}</Text>
        {r.motivo === 'sin-sesion' && (
          <Button component={Link} to={rutaIngresoDesde(pathname)} size="xs" w="fit-content">
            Ingresar
          </Button>
        )}
        {r.motivo === 'sin-fecha-nacimiento' && (
          <Button component={Link} to="/cliente" size="xs" w="fit-content">
            Completar mi perfil
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Ficha del producto: galería, variantes, precio mayorista, proveedor y comentarios. */
export function DetalleProducto({ id, acciones, favorito }: Props) {
  const { data: producto, isPending, isError } = useProducto(id);
  const usuario = useUsuario();
  const [varianteId, setVarianteId] = useState<number | null>(null);
  const [mayorista, setMayorista] = useState(false);

  if (isPending) return <Skeleton h={400} />;
  if (isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Producto no disponible">
        El producto no existe o ya no está publicado.
      </Alert>
    );
  }
  const variante = producto.variantes.find((v) => v.id === varianteId) ?? null;
  const precio = variante?.precio ?? producto.precio;
  const disponible = variante?.cantidad_disponible ?? producto.cantidad_disponible;
  const ofreceMayorista = producto.compra_mejorada && producto.precio_mayorista !== null;
  const edad = verificarEdad({
    usuario: usuario && {
      administrador: usuario.administrador,
      fecha_nacimiento: usuario.fecha_nacimiento,
    },
    producto,
    ahora: Date.now(),
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <div>
        <Galeria producto={producto} varianteId={varianteId} />
      </div>
      <div>
        <Stack gap="sm">
          <Group justify="space-between" align="start" wrap="nowrap">
            <Title order={1} fz="h2">
              {producto.nombre}
            </Title>
            {favorito}
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {producto.fabricante_detalle.nombre}
            </Text>
            <Badge color={producto.fabricante_detalle.abierto ? 'teal' : 'gray'} variant="light">
              {producto.fabricante_detalle.abierto ? 'Abierto' : 'Cerrado'}
            </Badge>
            {producto.no_apto_menores && <Badge color="red">+21</Badge>}
          </Group>
          {!producto.fabricante_detalle.abierto && (
            <ProximaApertura proxima={producto.fabricante_detalle.proxima_apertura} size="sm" />
          )}
          {producto.ratings > 0 && (
            <Group gap="xs">
              <Rating value={producto.rating} fractions={2} readOnly size="sm" />
              <Text size="xs" c="dimmed">
                ({producto.ratings})
              </Text>
            </Group>
          )}
          <Text fz={28} fw={700} c="teal.8" data-testid="precio-producto">
            {formatoGuaranies(
              mayorista && producto.precio_mayorista !== null ? producto.precio_mayorista : precio,
            )}
            {producto.unidad_medida && (
              <Text span fz="md" fw={500} c="dimmed" data-testid="unidad-producto">
                {' '}
                por {producto.unidad_medida.nombre.toLowerCase()}
              </Text>
            )}
          </Text>
          {ofreceMayorista && producto.precio_mayorista !== null && (
            <Switch
              checked={mayorista}
              onChange={(e) => setMayorista(e.currentTarget.checked)}
              label={`Compra mejorada: ${formatoGuaranies(producto.precio_mayorista)} c/u`}
              description={`Precio mayorista al llevar ${producto.cantidad} unidades o más.`}
            />
          )}
          {producto.variantes.length > 0 && (
            <SelectorVariante
              variantes={producto.variantes}
              varianteId={varianteId}
              alElegir={setVarianteId}
            />
          )}
          <Text size="sm" c={disponible > 0 ? 'dimmed' : 'red'}>
            {disponible > 0 ? `${disponible} disponibles` : 'Sin stock'}
          </Text>
          <EstimacionEnvio fabricantes={[producto.fabricante_detalle.id]} />
          {edad.ok ? (
            acciones({
              productoId: producto.id,
              varianteId,
              disponible,
              precioMejorado: mayorista,
              faltaVariante: producto.variantes.length > 0 && variante === null,
            })
          ) : (
            <AvisoEdad producto={producto} />
          )}
          {producto.descripcion && <Text>{producto.descripcion}</Text>}
          {producto.descripcion_extensa && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {producto.descripcion_extensa}
            </Text>
          )}
          {producto.especificaciones && (
            <Stack gap={2}>
              <Text fw={600} size="sm">
                Especificaciones
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {producto.especificaciones}
              </Text>
            </Stack>
          )}
          {producto.comentarios.length > 0 && (
            <Stack gap="xs">
              <Text fw={600}>Comentarios</Text>
              {producto.comentarios.map((c) => (
                <Stack key={c.id} gap={0}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {c.usuario}
                    </Text>
                    {c.calificacion !== null && (
                      <Rating value={c.calificacion} readOnly size="xs" />
                    )}
                  </Group>
                  <Text size="sm">{c.comentario}</Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </div>
    </SimpleGrid>
  );
}
