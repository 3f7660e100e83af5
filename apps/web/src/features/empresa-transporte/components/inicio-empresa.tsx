import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatoGuaranies } from '@nemu/domain';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nombreVisible, ROLES } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { PanelBienvenida } from '../../../shared/ui/panel-bienvenida';
import { useInicioEmpresa, usePerfilEmpresa } from '../api/empresa-transporte.api';

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
export const nombreMes = (iso: string) =>
  `${MESES[Number(iso.slice(5, 7)) - 1] ?? ''} de ${iso.slice(0, 4)}`;

function Cifra({
  etiqueta,
  valor,
  color,
}: {
  etiqueta: string;
  valor: string | number;
  color?: string;
}) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text fw={700} fz="xl" c={color}>
        {valor}
      </Text>
    </Card>
  );
}

/** /adm_transportista/home: flota por estado, choferes y rutas y ganancias del mes. */
export function InicioEmpresa() {
  const usuario = useUsuario();
  const perfil = usePerfilEmpresa();
  const inicio = useInicioEmpresa();
  if (inicio.isPending) return <Skeleton h={320} maw={960} />;
  if (inicio.isError)
    return (
      <Alert color="red" title="No se pudo cargar el panel" maw={960}>
        <Button variant="light" size="sm" mt="xs" onClick={() => void inicio.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  const { flota, choferes, mes } = inicio.data;
  return (
    <Stack maw={960}>
      <PanelBienvenida
        titulo={`¡Hola, ${usuario ? nombreVisible(usuario) : ''}!`}
        rol={ROLES.empresa.nombre}
        descripcion={`Panel de ${perfil.data?.nombre ?? 'su empresa de transporte'} en Ñemu.`}
      >
        <Group justify="space-between">
          {perfil.data && !perfil.data.aprobado ? (
            <Badge color="yellow" variant="light">
              Empresa pendiente de aprobación
            </Badge>
          ) : (
            <span />
          )}
          <Button
            component={Link}
            to="/adm_transportista/vehiculo/create/"
            size="md"
            leftSection={<IconPlus size={18} />}
          >
            Agregar vehículo
          </Button>
        </Group>
      </PanelBienvenida>

      <Title order={4}>Este mes ({nombreMes(mes.desde)})</Title>
      <SimpleGrid cols={{ base: 2, sm: 2 }}>
        <Cifra etiqueta="Rutas terminadas" valor={mes.rutas} />
        <Cifra etiqueta="Ganancias" valor={formatoGuaranies(mes.ganancias)} color="green.9" />
      </SimpleGrid>

      <Group justify="space-between">
        <Title order={4}>Flota</Title>
        <Button component={Link} to="/adm_transportista/vehiculos" variant="subtle" size="md">
          Ver vehículos
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Cifra etiqueta="Total" valor={flota.total} />
        <Cifra etiqueta="Activos" valor={flota.activos} color="green.9" />
        <Cifra etiqueta="Aprobados" valor={flota.aprobados} color="blue.8" />
        <Cifra etiqueta="Pendientes" valor={flota.pendientes} color="yellow.9" />
        <Cifra etiqueta="Suspendidos" valor={flota.suspendidos} color="red.8" />
      </SimpleGrid>

      <Title order={4}>Choferes asignados</Title>
      {choferes.length === 0 ? (
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Todavía no hay choferes asignados a sus vehículos.
          </Text>
        </Card>
      ) : (
        <Card withBorder p={0}>
          {choferes.map((c) => (
            <Group key={c.id} justify="space-between" px="md" py="xs" mih={52} wrap="nowrap">
              <div>
                <Text fw={600}>{c.nombre}</Text>
                <Text size="xs" c="dimmed">
                  {c.vehiculos.join(', ')}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap">
                {!c.aprobado && (
                  <Badge color="yellow" variant="light">
                    Pendiente
                  </Badge>
                )}
                <Badge color={c.conectado ? 'green' : 'gray'} variant="dot">
                  {c.conectado ? 'Conectado' : 'Desconectado'}
                </Badge>
              </Group>
            </Group>
          ))}
        </Card>
      )}
    </Stack>
  );
}
