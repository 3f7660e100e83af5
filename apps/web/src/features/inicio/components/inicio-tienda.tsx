import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GrillaProductos } from '../../../shared/tienda/grilla-productos';
import { rutaCategoria } from '../../../shared/tienda/slug';
import type { TarjetaProducto } from '../../../shared/tienda/tienda.schema';
import { useInicio, type Inicio } from '../api/inicio.api';
import clases from './portada.module.css';
import { urlMedia } from '../../../shared/api/media';

function Promo({
  promocion,
  buscador,
  nivel,
}: {
  promocion: Inicio['promocion'];
  buscador: ReactNode;
  nivel: 1 | 2;
}) {
  // Se anima el contenido de la promoción, no el buscador: éste se puede usar desde el inicio.
  const animacion = promocion.animacion === 'slide' ? clases.slide : clases.fade;
  return (
    <div className={clases.promo} data-testid="promo-inicio">
      <Stack gap="sm">
        {promocion.imagen ? (
          <Image
            className={animacion}
            src={promocion.imagen}
            alt="Promoción"
            radius="md"
            mah={220}
            fit="cover"
          />
        ) : (
          <Stack gap="sm" className={animacion}>
            <Title order={nivel} fz={{ base: 24, sm: 32 }}>
              Todo Paraguay en un solo lugar
            </Title>
            <Text>Compre a proveedores locales y reciba su pedido donde esté.</Text>
          </Stack>
        )}
        <div style={{ maxWidth: 560 }}>{buscador}</div>
      </Stack>
    </div>
  );
}

function Seccion({ titulo, productos }: { titulo: string; productos: TarjetaProducto[] }) {
  if (productos.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {titulo}
      </Title>
      <GrillaProductos productos={productos.slice(0, 10)} />
    </Stack>
  );
}

/** Promoción mientras llega el inicio: el buscador se puede usar sin esperar a la API. */
const PROMOCION_INICIAL: Inicio['promocion'] = { imagen: null, animacion: 'fade' };

/** `/`: promoción animada, buscador, categorías, proveedores abiertos y listas destacadas. */
export function InicioTienda({ buscador, saludo }: { buscador: ReactNode; saludo?: ReactNode }) {
  const { data, isPending, isError, refetch } = useInicio();
  return (
    <Stack gap="lg">
      {saludo}
      <Promo
        promocion={data?.promocion ?? PROMOCION_INICIAL}
        buscador={buscador}
        nivel={saludo ? 2 : 1}
      />
      {isPending ? (
        <Stack aria-busy="true">
          <Skeleton h={40} />
          <Skeleton h={240} />
        </Stack>
      ) : isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title="No se pudo cargar el inicio">
          <Button variant="light" size="xs" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <Destacados inicio={data} />
      )}
    </Stack>
  );
}

function Destacados({ inicio }: { inicio: Inicio }) {
  const abiertos = inicio.fabricantes.filter((f) => f.abierto);
  return (
    <>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            Categorías
          </Title>
          <Button component={Link} to="/categorias" variant="subtle" size="xs">
            Ver todas
          </Button>
        </Group>
        <div className={clases.carril}>
          <Group wrap="nowrap" gap="xs">
            {inicio.categorias
              .filter((c) => c.tiene_productos)
              .map((c) => (
                <Button
                  key={c.id}
                  component={Link}
                  to={rutaCategoria(c)}
                  variant="light"
                  radius="xl"
                  size="xs"
                >
                  {c.nombre}
                </Button>
              ))}
          </Group>
        </div>
      </Stack>
      {abiertos.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h3">
            Proveedores abiertos ahora
          </Title>
          <div className={clases.carril}>
            <Group wrap="nowrap" gap="sm">
              {abiertos.map((f) => (
                <Card
                  key={f.id}
                  withBorder
                  padding="xs"
                  w={150}
                  component={Link}
                  to={`/buscar?empresa=${f.id}`}
                >
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={urlMedia(f.imagen_perfil)} alt="" size="sm" />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="xs" fw={600} lineClamp={1}>
                        {f.nombre}
                      </Text>
                      <Badge size="xs" color="teal.9" variant="filled">
                        Abierto
                      </Badge>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </Group>
          </div>
        </Stack>
      )}
      <Seccion titulo="Más vendidos" productos={inicio.mas_vendidos} />
      <Seccion titulo="Más vistos" productos={inicio.mas_vistos} />
      <Seccion titulo="De proveedores abiertos" productos={inicio.prods_abi} />
    </>
  );
}
