import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { AsignacionTransportista } from '../../../features/empresa-transporte/components/asignacion-transportista';
import { BalanceEmpresa } from '../../../features/empresa-transporte/components/balance-empresa';
import { InicioEmpresa } from '../../../features/empresa-transporte/components/inicio-empresa';
import { PerfilEmpresa } from '../../../features/empresa-transporte/components/perfil-empresa';
import { VehiculosEmpresa } from '../../../features/empresa-transporte/components/vehiculos-empresa';
import { DetalleVehiculo } from '../../../shared/flota/detalle-vehiculo';
import { eliminarVehiculo, useAccionFlota, useVehiculo } from '../../../shared/flota/flota.api';
import { AltaVehiculo, VolverFlota } from '../../../shared/flota/alta-vehiculo';
import { FormularioVehiculo } from '../../../shared/flota/formulario-vehiculo';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';

const VEHICULOS = '/adm_transportista/vehiculos';

function useIdVehiculo(): number | null {
  const n = Number(useParams().id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function InicioEmpresaPage() {
  return <InicioEmpresa />;
}

export function PerfilEmpresaPage() {
  const navegar = useNavigate();
  return <PerfilEmpresa alGuardar={() => void navegar('/adm_transportista/home')} />;
}

export function BalanceEmpresaPage() {
  return <BalanceEmpresa />;
}

export function VehiculosEmpresaPage() {
  return <VehiculosEmpresa />;
}

export function CrearVehiculoEmpresaPage() {
  return (
    <AltaVehiculo
      lista={VEHICULOS}
      textoVolver="Vehículos"
      aviso="Queda pendiente hasta que Ñemu lo apruebe."
      detalleDe={(id) => `/adm_transportista/vehiculo/${id}/`}
    />
  );
}

export function DetalleVehiculoEmpresaPage() {
  const id = useIdVehiculo();
  const navegar = useNavigate();
  const vehiculo = useVehiculo(id);
  const baja = useAccionFlota(eliminarVehiculo);
  if (id === null || vehiculo.isError)
    return (
      <Stack maw={760}>
        <VolverFlota a={VEHICULOS} texto="Vehículos" />
        <Alert color="red" title="No encontramos ese vehículo en su flota" />
      </Stack>
    );
  if (vehiculo.isPending) return <Skeleton h={320} maw={760} />;
  const v = vehiculo.data;
  const eliminar = async () => {
    const ok = await confirmar({
      titulo: 'Eliminar vehículo',
      mensaje: `¿Eliminar el ${v.marca} ${v.modelo} (chapa ${v.numero_chapa}) de su flota? Sus documentos también se borran.`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    baja.mutate(v.id, {
      onSuccess: (r) => {
        if (r?.kind === 'ok') {
          avisarExito('Vehículo eliminado.');
          void navegar(VEHICULOS, { replace: true });
        } else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
      },
    });
  };
  return (
    <Stack>
      <VolverFlota a={VEHICULOS} texto="Vehículos" />
      <DetalleVehiculo
        vehiculo={v}
        acciones={
          <Group justify="flex-end" gap="xs">
            <Button
              variant="subtle"
              color="red"
              size="md"
              loading={baja.isPending}
              onClick={() => void eliminar()}
            >
              Eliminar
            </Button>
            <Button component={Link} to={`/adm_transportista/vehiculo/update/${v.id}/`} size="md">
              Editar o renovar documentos
            </Button>
          </Group>
        }
      />
      <AsignacionTransportista vehiculo={v} />
    </Stack>
  );
}

export function EditarVehiculoEmpresaPage() {
  const id = useIdVehiculo();
  const navegar = useNavigate();
  const vehiculo = useVehiculo(id);
  if (id === null || vehiculo.isError)
    return <Alert color="red" title="No encontramos ese vehículo en su flota" maw={760} />;
  if (vehiculo.isPending) return <Skeleton h={320} maw={760} />;
  const detalle = `/adm_transportista/vehiculo/${id}/`;
  return (
    <Stack>
      <VolverFlota a={detalle} texto="Volver al vehículo" />
      <Title order={2}>Editar vehículo</Title>
      <FormularioVehiculo
        vehiculo={vehiculo.data}
        alGuardar={() => {
          avisarExito('Vehículo actualizado.');
          void navegar(detalle, { replace: true });
        }}
        alCancelar={() => void navegar(detalle)}
      />
    </Stack>
  );
}
