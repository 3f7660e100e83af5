import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatoCalificacion, formatoFecha, formatoGuaranies } from '@nemu/domain';
import {
  IconChevronRight,
  IconFileCertificate,
  IconSettings,
  IconTruck,
  IconUserEdit,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { urlMedia } from '../../../shared/api/media';
import { useCiudades } from '../../../shared/flota/flota.api';
import { nombreVisible } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { useFichaTransportista } from '../api/driver-perfil.api';
import { AvisoDocumentoFaltante } from './aviso-documento-faltante';
import { EstadoTransportista } from './estado-transportista';

const ENLACES = [
  { ruta: '/driver/perfil/update', etiqueta: 'Editar mis ciudades', icono: IconUserEdit },
  { ruta: '/driver/vehiculos', etiqueta: 'Mis vehículos', icono: IconTruck },
  {
    ruta: '/driver/perfil/configuracion/documentos',
    etiqueta: 'Mis documentos',
    icono: IconFileCertificate,
  },
  { ruta: '/driver/perfil/configuracion', etiqueta: 'Configuración', icono: IconSettings },
] as const;

/** /driver/perfil: estado del alta, calificación, viajes, ciudades y el documento faltante (§4). */
export function PerfilTransportista() {
  const usuario = useUsuario();
  const ficha = useFichaTransportista(usuario?.transportista_id ?? null);
  const ciudades = useCiudades();
  if (!usuario) return null;
  if (ficha.isPending) return <Skeleton h={240} maw={760} />;
  if (ficha.isError)
    return (
      <Alert color="red" title="No se pudo cargar su perfil" maw={760}>
        <Button variant="light" size="sm" mt="xs" onClick={() => void ficha.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  const t = ficha.data;
  const nombresCiudades = t.ciudades
    .map((id) => ciudades.data?.find((c) => c.id === id)?.nombre)
    .filter(Boolean)
    .join(', ');
  return (
    <Stack maw={760}>
      <Group wrap="nowrap">
        <Avatar src={urlMedia(usuario.imagen_perfil)} size={64} radius="xl" alt="" />
        <div>
          <Title order={2}>{nombreVisible(usuario)}</Title>
          <EstadoTransportista ficha={t} />
        </div>
      </Group>
      <AvisoDocumentoFaltante ficha={t} />
      {!t.aprobado && !t.suspendido && !t.documento_faltante && (
        <Alert color="blue" title="Su registro está en revisión">
          Le avisaremos cuando un administrador apruebe su alta. Mientras tanto puede cargar su
          vehículo.
        </Alert>
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <div>
            <Text size="xs" c="dimmed">
              Calificación
            </Text>
            <Text fw={600}>{formatoCalificacion(t.rating, t.ratings)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Viajes
            </Text>
            <Text fw={600}>{t.cantidad_viajes}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Balance
            </Text>
            <Text fw={600}>{formatoGuaranies(t.balance)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Último viaje
            </Text>
            <Text fw={600}>{t.ultimo_viaje ? formatoFecha(t.ultimo_viaje) : '—'}</Text>
          </div>
        </SimpleGrid>
        <Text size="sm" mt="sm">
          <Text span c="dimmed">
            Ciudades:{' '}
          </Text>
          {nombresCiudades || '—'}
        </Text>
        {t.fecha_aceptacion_contrato && (
          <Text size="xs" c="dimmed" mt={4}>
            Contrato aceptado el {formatoFecha(t.fecha_aceptacion_contrato)}
          </Text>
        )}
      </Card>
      <Card withBorder p={0}>
        {ENLACES.map(({ ruta, etiqueta, icono: Icono }) => (
          <Anchor key={ruta} component={Link} to={ruta} underline="never" c="inherit">
            <Group justify="space-between" px="md" mih={52} wrap="nowrap">
              <Group gap="sm">
                <Icono size={20} aria-hidden />
                <Text>{etiqueta}</Text>
              </Group>
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </Anchor>
        ))}
      </Card>
    </Stack>
  );
}
