import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MENSAJES_TRANSPORTISTAS, mensajeErrorAl, type FichaVehiculo } from '@nemu/domain';
import { useState, type FormEvent } from 'react';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { useAsignarTransportista, useInicioEmpresa } from '../api/empresa-transporte.api';

type Errores = { transportista?: string; email?: string };

/**
 * En la ficha de un vehículo de la empresa: quién lo maneja, asignar a un transportista de su
 * flota o a uno aprobado nuevo por su correo, y quitarlo (con confirmación).
 */
export function AsignacionTransportista({ vehiculo }: { vehiculo: FichaVehiculo }) {
  const inicio = useInicioEmpresa();
  const asignar = useAsignarTransportista(vehiculo.id);
  const [elegido, setElegido] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [errores, setErrores] = useState<Errores>({});

  if (inicio.isPending) return <Skeleton h={180} maw={760} />;
  if (inicio.isError)
    return (
      <Alert color="red" title="No se pudieron cargar los transportistas de su flota" maw={760}>
        <Button variant="light" size="sm" mt="xs" onClick={() => void inicio.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );

  const choferes = inicio.data.choferes;
  const actual = choferes.find((c) => c.id === vehiculo.transportista);
  const nombreActual = actual?.nombre ?? `Transportista N.º ${vehiculo.transportista}`;
  const opciones = choferes
    .filter((c) => c.id !== vehiculo.transportista)
    .map((c) => ({ value: String(c.id), label: `${c.nombre} (${c.vehiculos.join(', ')})` }));

  const enviar = (cuerpo: Parameters<typeof asignar.mutate>[0], exito: string, verbo: string) =>
    asignar.mutate(cuerpo, {
      onSuccess: (r) => {
        if (!r) return;
        if (r.kind === 'ok') {
          setElegido(null);
          setEmail('');
          setErrores({});
          return avisarExito(exito);
        }
        if (r.kind === 'bad-data' && (r.errores.transportista || r.errores.email))
          return setErrores({
            transportista: r.errores.transportista?.[0],
            email: r.errores.email?.[0],
          });
        avisarFallo(r, mensajeErrorAl(verbo));
      },
    });

  const alAsignar = (e: FormEvent) => {
    e.preventDefault();
    const correo = email.trim();
    if (correo !== '') return enviar({ email: correo }, 'Transportista asignado.', 'asignar');
    if (elegido !== null)
      return enviar({ transportista: Number(elegido) }, 'Transportista asignado.', 'asignar');
    setErrores({ transportista: MENSAJES_TRANSPORTISTAS.asignacionSinTransportista });
  };

  const quitar = async () => {
    const ok = await confirmar({
      titulo: 'Quitar transportista',
      mensaje: `¿Quitar a ${nombreActual} del vehículo ${vehiculo.numero_chapa}? El vehículo queda desactivado hasta que asigne a otro.`,
      textoConfirmar: 'Quitar',
      peligro: true,
    });
    if (ok) enviar({ transportista: null }, 'Transportista quitado del vehículo.', 'quitar');
  };

  return (
    <Card withBorder maw={760} data-testid="asignacion-transportista">
      <Stack>
        <Title order={3}>Transportista asignado</Title>
        {vehiculo.transportista === null ? (
          <Text c="dimmed">
            Sin transportista: el vehículo no recibe oportunidades hasta que asigne uno.
          </Text>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} data-testid="transportista-asignado">
              {nombreActual}
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="md"
              loading={asignar.isPending}
              onClick={() => void quitar()}
            >
              Quitar transportista
            </Button>
          </Group>
        )}
        <form onSubmit={alAsignar} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Transportista de su flota"
                placeholder={opciones.length === 0 ? 'Todavía no tiene otros' : 'Elegir'}
                data={opciones}
                value={elegido}
                onChange={(v) => {
                  setElegido(v);
                  setErrores({});
                }}
                disabled={opciones.length === 0}
                clearable
                error={errores.transportista}
              />
              <TextInput
                label="O el correo de un transportista aprobado"
                type="email"
                inputMode="email"
                placeholder="chofer@correo.com.py"
                value={email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  setErrores({});
                }}
                error={errores.email}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={asignar.isPending}>
                {vehiculo.transportista === null ? 'Asignar' : 'Cambiar transportista'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
