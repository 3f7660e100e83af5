import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BienvenidaTransportista } from '../../../features/driver-perfil/components/bienvenida-transportista';
import { ConfiguracionTransportista } from '../../../features/driver-perfil/components/configuracion-transportista';
import { DocumentosTransportista } from '../../../features/driver-perfil/components/documentos-transportista';
import { EditarPerfilTransportista } from '../../../features/driver-perfil/components/editar-perfil-transportista';
import { PerfilTransportista } from '../../../features/driver-perfil/components/perfil-transportista';
import { RegistroTransportista } from '../../../features/driver-perfil/components/registro-transportista';
import {
  BotonActivar,
  VehiculosTransportista,
} from '../../../features/driver-perfil/components/vehiculos-transportista';
import { DetalleVehiculo } from '../../../shared/flota/detalle-vehiculo';
import { eliminarVehiculo, useAccionFlota, useVehiculo } from '../../../shared/flota/flota.api';
import { AltaVehiculo, VolverFlota } from '../../../shared/flota/alta-vehiculo';
import { FormularioVehiculo } from '../../../shared/flota/formulario-vehiculo';
import { rutaIngresoDesde } from '../../../shared/navegacion/destino-ingreso';
import { Redireccion } from '../../../shared/navegacion/redireccion';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';

/** /driver/registro: exige sesión (vuelve aquí después de ingresar); un transportista ya lo es. */
export function RegistroTransportistaPage() {
  const usuario = useUsuario();
  const navegar = useNavigate();
  if (!usuario) return <Redireccion to={rutaIngresoDesde('/driver/registro')} />;
  if (usuario.transportista_id !== null) {
    return (
      <Stack component="main" maw={480} mx="auto" p="md">
        <Alert color="blue" title="Ya está registrado como transportista">
          Vea el estado de su alta y sus documentos en su perfil.
        </Alert>
        <Button component={Link} to="/driver/welcome" size="md">
          Continuar
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="main" p="md" maw={672} mx="auto" w="100%">
      <VolverFlota a="/driver/welcome" texto="Volver" />
      <RegistroTransportista
        alRegistrar={() => void navegar('/driver/welcome', { replace: true })}
      />
    </Stack>
  );
}

export function BienvenidaTransportistaPage() {
  return <BienvenidaTransportista />;
}

export function VehiculosPage() {
  return <VehiculosTransportista />;
}

export function CrearVehiculoPage() {
  return (
    <AltaVehiculo
      lista="/driver/vehiculos"
      textoVolver="Mis vehículos"
      aviso="Queda pendiente hasta que lo aprobemos; después podrá activarlo."
      detalleDe={(id) => `/driver/vehiculos/detail?id=${id}`}
    />
  );
}

/** El id llega como `/driver/vehiculos/detail?id=3` (§2) o `/driver/vehiculos/3`. */
function useIdVehiculo(): number | null {
  const { id } = useParams();
  const [consulta] = useSearchParams();
  const n = Number(id ?? consulta.get('id'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function DetalleVehiculoPage() {
  const id = useIdVehiculo();
  const navegar = useNavigate();
  const vehiculo = useVehiculo(id);
  const baja = useAccionFlota(eliminarVehiculo);
  if (id === null || vehiculo.isError)
    return (
      <Stack maw={760}>
        <VolverFlota a="/driver/vehiculos" texto="Mis vehículos" />
        <Alert color="red" title="No encontramos ese vehículo">
          {vehiculo.isError && (
            <Button variant="light" size="sm" mt="xs" onClick={() => void vehiculo.refetch()}>
              Reintentar
            </Button>
          )}
        </Alert>
      </Stack>
    );
  if (vehiculo.isPending) return <Skeleton h={320} maw={760} />;
  const v = vehiculo.data;
  const eliminar = async () => {
    const ok = await confirmar({
      titulo: 'Eliminar vehículo',
      mensaje: `¿Eliminar el ${v.marca} ${v.modelo} (chapa ${v.numero_chapa})? Sus documentos también se borran.`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    baja.mutate(v.id, {
      onSuccess: (r) => {
        if (r?.kind === 'ok') {
          avisarExito('Vehículo eliminado.');
          void navegar('/driver/vehiculos', { replace: true });
        } else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
      },
    });
  };
  return (
    <Stack>
      <VolverFlota a="/driver/vehiculos" texto="Mis vehículos" />
      <DetalleVehiculo
        vehiculo={v}
        acciones={
          <Group justify="flex-end" gap="xs">
            {v.empresa_transporte === null && (
              <>
                <Button
                  variant="subtle"
                  color="red"
                  size="md"
                  loading={baja.isPending}
                  onClick={() => void eliminar()}
                >
                  Eliminar
                </Button>
                <Button
                  component={Link}
                  to={`/driver/vehiculos/${v.id}/editar`}
                  variant="default"
                  size="md"
                >
                  Editar o renovar documentos
                </Button>
              </>
            )}
            <BotonActivar vehiculo={v} />
          </Group>
        }
      />
    </Stack>
  );
}

export function EditarVehiculoPage() {
  const id = useIdVehiculo();
  const navegar = useNavigate();
  const vehiculo = useVehiculo(id);
  if (vehiculo.isError || id === null)
    return <Alert color="red" title="No encontramos ese vehículo" maw={760} />;
  if (vehiculo.isPending) return <Skeleton h={320} maw={760} />;
  return (
    <Stack>
      <VolverFlota a={`/driver/vehiculos/detail?id=${id}`} texto="Volver al vehículo" />
      <Title order={2}>Editar vehículo</Title>
      <FormularioVehiculo
        vehiculo={vehiculo.data}
        alGuardar={() => {
          avisarExito('Vehículo actualizado.');
          void navegar(`/driver/vehiculos/detail?id=${id}`, { replace: true });
        }}
        alCancelar={() => void navegar(`/driver/vehiculos/detail?id=${id}`)}
      />
    </Stack>
  );
}

export function PerfilPage() {
  return <PerfilTransportista />;
}

export function EditarPerfilPage() {
  const navegar = useNavigate();
  return <EditarPerfilTransportista alGuardar={() => void navegar('/driver/perfil')} />;
}

export function ConfiguracionPage() {
  return (
    <Stack>
      <VolverFlota a="/driver/perfil" texto="Mi perfil" />
      <ConfiguracionTransportista />
    </Stack>
  );
}

export function DocumentosPage() {
  return (
    <Stack>
      <VolverFlota a="/driver/perfil/configuracion" texto="Configuración" />
      <DocumentosTransportista />
    </Stack>
  );
}
