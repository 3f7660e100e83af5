import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { formatoFecha, mensajeErrorAl } from '@nemu/domain';
import { IconDownload, IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { API_BASE, VERSION_APP, solicitar } from '../../../shared/api/cliente-api';
import { obtenerToken } from '../../../shared/sesion/sesion.store';
import { avisarError, avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { useAccionEmpresa } from '../api/empresa.api';

async function descargarContrato(): Promise<boolean> {
  const token = obtenerToken();
  const r = await fetch(`${API_BASE}/descargar-contrato/?tipo=20`, {
    headers: {
      'X-App-Version': VERSION_APP,
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  }).catch(() => null);
  if (!r?.ok) return false;
  const url = URL.createObjectURL(await r.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'contrato-proveedor.pdf';
  a.click();
  URL.revokeObjectURL(url);
  return true;
}

/** Contrato de proveedor: descargar y aceptar (§5: por tipo). */
export function ContratoProveedor({
  aceptadoEn,
  alAceptar,
}: {
  aceptadoEn: string | null;
  alAceptar?: () => void;
}) {
  const [leido, setLeido] = useState(false);
  const [descargado, setDescargado] = useState(false);
  const aceptar = useAccionEmpresa(() =>
    solicitar('/aceptar-contrato/', { metodo: 'POST', cuerpo: { tipo: 20 } }),
  );
  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>Contrato de proveedor</Title>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              void descargarContrato().then((ok) =>
                ok ? setDescargado(true) : avisarError('No se pudo descargar el contrato.'),
              )
            }
          >
            Descargar contrato (PDF)
          </Button>
        </Group>
        {aceptadoEn ? (
          <Alert color="green" icon={<IconFileCheck />}>
            Contrato aceptado el {formatoFecha(aceptadoEn)}.
          </Alert>
        ) : (
          <>
            <Checkbox
              label="Leí el contrato y acepto sus condiciones"
              checked={leido}
              onChange={(e) => setLeido(e.currentTarget.checked)}
              description={descargado ? undefined : 'Descárguelo y léalo antes de aceptar'}
            />
            <Group>
              <Button
                disabled={!leido}
                loading={aceptar.isPending}
                onClick={() =>
                  aceptar.mutate(undefined, {
                    onSuccess: (r) => {
                      if (r?.kind === 'ok') {
                        avisarExito('Contrato aceptado.');
                        alAceptar?.();
                      } else if (r) avisarFallo(r, mensajeErrorAl('aceptar el contrato'));
                    },
                  })
                }
              >
                Aceptar contrato
              </Button>
            </Group>
          </>
        )}
        <Text size="xs" c="dimmed">
          La aceptación queda registrada con su usuario y la fecha.
        </Text>
      </Stack>
    </Card>
  );
}
