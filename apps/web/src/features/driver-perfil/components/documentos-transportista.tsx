import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MENSAJES, formatoFecha, mensajeErrorAl, type FichaTransportista } from '@nemu/domain';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CampoDocumento } from '../../../shared/flota/campo-documento';
import { abrirDocumentoPrivado } from '../../../shared/flota/documento-privado';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { useActualizarTransportista, useFichaTransportista } from '../api/driver-perfil.api';
import { AvisoDocumentoFaltante } from './aviso-documento-faltante';
import {
  DOCUMENTOS_TRANSPORTISTA,
  estadoDocumento,
  type DefinicionDocumento,
  type EstadoDocumento,
} from './definicion-documentos';

function Estado({ estado }: { estado: EstadoDocumento }) {
  switch (estado.tipo) {
    case 'falta':
      return <Badge color="red">Falta</Badge>;
    case 'vencido':
      return <Badge color="red">Vencido el {formatoFecha(estado.fecha)}</Badge>;
    case 'por-vencer':
      return (
        <Badge color="orange" variant="light">
          Vence en {estado.dias} día{estado.dias === 1 ? '' : 's'}
        </Badge>
      );
    default:
      return (
        <Badge color="green" variant="light">
          {estado.fecha ? `Vigente hasta ${formatoFecha(estado.fecha)}` : 'Cargado'}
        </Badge>
      );
  }
}

/** Un documento: su estado, verlo y volver a subirlo (con su nuevo vencimiento si tiene). */
function FilaDocumento({ ficha, d }: { ficha: FichaTransportista; d: DefinicionDocumento }) {
  const actualizar = useActualizarTransportista(ficha.id);
  const [abierto, setAbierto] = useState(false);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [vence, setVence] = useState('');
  const [preparando, setPreparando] = useState(false);
  const [errores, setErrores] = useState<{ archivo?: string; vence?: string }>({});
  const url = ficha[d.campo];

  const subir = () => {
    if (!archivo) return setErrores({ archivo: MENSAJES.archivoRequerido });
    if (d.vence === 'registro_vencimiento' && !vence)
      return setErrores({ vence: MENSAJES.campoRequerido });
    const datos = new FormData();
    datos.append(d.campo, archivo, archivo.name);
    if (d.vence && vence) datos.append(d.vence, vence);
    actualizar.mutate(datos, {
      onSuccess: (r) => {
        if (!r) return;
        if (r.kind === 'ok') {
          avisarExito(`${d.etiqueta}: documento actualizado.`);
          setAbierto(false);
          setArchivo(null);
          setVence('');
          return;
        }
        if (r.kind === 'bad-data') {
          const e: { archivo?: string; vence?: string } = {};
          const deArchivo = r.errores[d.campo]?.[0];
          const deVence = d.vence ? r.errores[d.vence]?.[0] : undefined;
          if (deArchivo) e.archivo = deArchivo;
          if (deVence) e.vence = deVence;
          setErrores(e);
        }
        avisarFallo(r, mensajeErrorAl('subir el documento'));
      },
    });
  };

  return (
    <Card withBorder data-testid={`documento-${d.campo}`}>
      <Stack gap="xs">
        <div>
          <Text fw={600} size="sm">
            {d.etiqueta}
          </Text>
          <Text size="xs" c="dimmed">
            {d.descripcion}
          </Text>
        </div>
        <Group>
          <Estado estado={estadoDocumento(ficha, d)} />
        </Group>
        <Group gap="xs">
          {url && (
            <Button
              variant="subtle"
              size="md"
              leftSection={<IconFileText size={18} />}
              onClick={() => void abrirDocumentoPrivado(url)}
            >
              Ver
            </Button>
          )}
          {!abierto && (
            <Button variant="light" size="md" onClick={() => setAbierto(true)}>
              {url ? 'Volver a subir' : 'Subir'}
            </Button>
          )}
        </Group>
        {abierto && (
          <Stack gap="xs">
            <CampoDocumento
              etiqueta={`Nuevo: ${d.etiqueta}`}
              valor={archivo}
              alCambiar={(a) => {
                setArchivo(a);
                setErrores({});
              }}
              alPreparar={setPreparando}
              error={errores.archivo}
            />
            {d.vence && (
              <CampoFecha
                label={
                  d.vence === 'registro_vencimiento'
                    ? 'Nuevo vencimiento del registro'
                    : 'Nuevo vencimiento de la póliza'
                }
                required={d.vence === 'registro_vencimiento'}
                value={vence}
                onChange={setVence}
                error={errores.vence}
              />
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="md" onClick={() => setAbierto(false)}>
                Cancelar
              </Button>
              <Button size="md" loading={actualizar.isPending || preparando} onClick={subir}>
                Guardar documento
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /driver/perfil/configuracion/documentos: estado y vencimiento de cada documento (§4). */
export function DocumentosTransportista() {
  const usuario = useUsuario();
  const ficha = useFichaTransportista(usuario?.transportista_id ?? null);
  if (ficha.isPending) return <Skeleton h={320} maw={760} />;
  if (ficha.isError)
    return (
      <Alert color="red" title="No se pudieron cargar sus documentos" maw={760}>
        <Button variant="light" size="sm" mt="xs" onClick={() => void ficha.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  return (
    <Stack maw={760}>
      <Title order={2}>Mis documentos</Title>
      <AvisoDocumentoFaltante ficha={ficha.data} conEnlace={false} />
      <Text size="sm" c="dimmed">
        Le avisamos 30, 7 y 1 día antes de que venza su registro o su póliza. Un documento vencido
        lo suspende de las oportunidades hasta que se apruebe el renovado. Vea también los
        documentos de{' '}
        <Anchor component={Link} to="/driver/vehiculos" underline="always">
          sus vehículos
        </Anchor>
        .
      </Text>
      {DOCUMENTOS_TRANSPORTISTA.map((d) => (
        <FilaDocumento key={d.campo} ficha={ficha.data} d={d} />
      ))}
    </Stack>
  );
}
