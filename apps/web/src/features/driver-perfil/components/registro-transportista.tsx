import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MENSAJES, MENSAJES_TRANSPORTISTAS, formatoFecha, mensajeErrorAl } from '@nemu/domain';
import { IconDownload, IconFileCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { primerErrorGeneral } from '../../../shared/api/resultado';
import { useArchivosEnPreparacion } from '../../../shared/flota/archivos-en-preparacion';
import { CampoDocumento } from '../../../shared/flota/campo-documento';
import { useCiudades } from '../../../shared/flota/flota.api';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarError, avisarFallo } from '../../../shared/ui/avisos';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import {
  aceptarContrato,
  descargarContrato,
  refrescarSesion,
  registrarTransportista,
  type FichaTransportista,
} from '../api/driver-perfil.api';
import {
  DOCUMENTOS_TRANSPORTISTA,
  type CampoDocumentoTransportista,
} from './definicion-documentos';

type Campo =
  | CampoDocumentoTransportista
  | 'registro_vencimiento'
  | 'poliza_vencimiento'
  | 'ciudades'
  | 'contrato';

interface Paso {
  titulo: string;
  campos: readonly Campo[];
}

const PASOS: readonly Paso[] = [
  { titulo: 'Contrato', campos: ['contrato'] },
  {
    titulo: 'Registro de conducir',
    campos: ['registro_frente', 'registro_dorso', 'registro_vencimiento'],
  },
  { titulo: 'Antecedentes y RUC', campos: ['antecedentesj', 'antecedentesp', 'constancia_ruc'] },
  { titulo: 'Póliza de seguro', campos: ['poliza_seguro', 'poliza_vencimiento'] },
  { titulo: 'Ciudades donde trabaja', campos: ['ciudades'] },
];

const docsDe = (paso: Paso) =>
  DOCUMENTOS_TRANSPORTISTA.filter((d) => paso.campos.includes(d.campo));

type Archivos = Record<CampoDocumentoTransportista, File | null>;
const SIN_ARCHIVOS: Archivos = {
  registro_frente: null,
  registro_dorso: null,
  antecedentesj: null,
  antecedentesp: null,
  constancia_ruc: null,
  poliza_seguro: null,
};

/**
 * Alta del transportista en pasos (§2 /driver/registro): contrato, licencia con vencimiento,
 * antecedentes y RUC, póliza y ciudades. Cada documento por cámara o archivo. Nada se pierde
 * si el envío falla: los datos quedan y se vuelve al primer paso con error.
 */
export function RegistroTransportista({
  alRegistrar,
}: {
  alRegistrar: (t: FichaTransportista) => void;
}) {
  const ciudades = useCiudades();
  const [paso, setPaso] = useState(0);
  const [archivos, setArchivos] = useState<Archivos>(SIN_ARCHIVOS);
  const [vencimientos, setVencimientos] = useState({
    registro_vencimiento: '',
    poliza_vencimiento: '',
  });
  const [elegidas, setElegidas] = useState<string[]>([]);
  const [contratoLeido, setContratoLeido] = useState(false);
  const [contratoAceptado, setContratoAceptado] = useState<Date | null>(null);
  const [errores, setErrores] = useState<Partial<Record<Campo, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const aceptar = useMutation({ mutationFn: aceptarContrato });
  const registrar = useMutation({ mutationFn: registrarTransportista });
  const { preparando, alPreparar } = useArchivosEnPreparacion();

  const actual = PASOS[paso] ?? PASOS[0]!;
  const ultimo = paso === PASOS.length - 1;

  /** Errores del paso que se pueden ver sin ir al servidor. */
  function validarPaso(p: Paso): Partial<Record<Campo, string>> {
    const e: Partial<Record<Campo, string>> = {};
    if (p.campos.includes('contrato') && !contratoAceptado) {
      e.contrato = MENSAJES_TRANSPORTISTAS.contratoTransportistaSinAceptar;
    }
    for (const d of docsDe(p)) if (!archivos[d.campo]) e[d.campo] = MENSAJES.archivoRequerido;
    if (p.campos.includes('registro_vencimiento') && !vencimientos.registro_vencimiento) {
      e.registro_vencimiento = MENSAJES.campoRequerido;
    }
    if (p.campos.includes('ciudades') && elegidas.length === 0)
      e.ciudades = 'Elija al menos una ciudad.';
    return e;
  }

  function siguiente() {
    const e = validarPaso(actual);
    setErrores(e);
    if (Object.keys(e).length === 0) {
      setGeneral(null);
      setPaso((p) => Math.min(p + 1, PASOS.length - 1));
    }
  }

  function enviar() {
    const todos = PASOS.map(validarPaso);
    const conError = todos.findIndex((e) => Object.keys(e).length > 0);
    if (conError >= 0) {
      setErrores(todos[conError] ?? {});
      setPaso(conError);
      return;
    }
    const datos = new FormData();
    datos.append('registro_vencimiento', vencimientos.registro_vencimiento);
    if (vencimientos.poliza_vencimiento)
      datos.append('poliza_vencimiento', vencimientos.poliza_vencimiento);
    datos.append('ciudades', elegidas.join(','));
    for (const d of DOCUMENTOS_TRANSPORTISTA) {
      const a = archivos[d.campo];
      if (a) datos.append(d.campo, a, a.name);
    }
    registrar.mutate(datos, {
      onSuccess: async (r) => {
        if (!r) return;
        if (r.kind === 'ok') {
          await refrescarSesion();
          return alRegistrar(r.data);
        }
        if (r.kind !== 'bad-data') return avisarFallo(r, mensajeErrorAl('enviar el registro'));
        const e: Partial<Record<Campo, string>> = {};
        for (const p of PASOS) for (const c of p.campos) if (r.errores[c]) e[c] = r.errores[c]?.[0];
        setErrores(e);
        setGeneral(primerErrorGeneral(r.errores) ?? MENSAJES.validacion);
        const primero = PASOS.findIndex((p) => p.campos.some((c) => e[c]));
        if (primero >= 0) setPaso(primero);
      },
    });
  }

  const cambiarArchivo = (campo: CampoDocumentoTransportista) => (a: File | null) => {
    setArchivos((prev) => ({ ...prev, [campo]: a }));
    setErrores((prev) => ({ ...prev, [campo]: undefined }));
  };

  return (
    // Enviar el formulario (botón o Enter en el último campo) avanza un paso o, en el último, envía.
    <form onSubmit={alEnviar(ultimo ? enviar : siguiente)} noValidate>
      <Stack maw={640} mx="auto" w="100%">
        <Title order={2}>Maneje con Ñemu</Title>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              Paso {paso + 1} de {PASOS.length}: {actual.titulo}
            </Text>
            <Text size="sm" c="dimmed">
              {Math.round(((paso + 1) / PASOS.length) * 100)} %
            </Text>
          </Group>
          <Progress
            value={((paso + 1) / PASOS.length) * 100}
            aria-label={`Progreso del registro: paso ${paso + 1} de ${PASOS.length}`}
          />
        </div>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}

        {actual.campos.includes('contrato') && (
          <Card withBorder>
            <Stack>
              <Text size="sm">
                Para trabajar con Ñemu acepte el contrato de prestación de servicios de transporte.
                Descárguelo, léalo y confirme.
              </Text>
              <Button
                type="button"
                variant="light"
                size="md"
                leftSection={<IconDownload size={18} />}
                onClick={() =>
                  void descargarContrato().then(
                    (ok) => ok || avisarError('No se pudo descargar el contrato.'),
                  )
                }
              >
                Descargar contrato (PDF)
              </Button>
              {contratoAceptado ? (
                <Alert color="green" icon={<IconFileCheck />}>
                  Contrato aceptado el {formatoFecha(contratoAceptado)}.
                </Alert>
              ) : (
                <>
                  <Checkbox
                    label="Leí el contrato y acepto sus condiciones"
                    checked={contratoLeido}
                    onChange={(e) => setContratoLeido(e.currentTarget.checked)}
                  />
                  <Button
                    type="button"
                    size="md"
                    disabled={!contratoLeido}
                    loading={aceptar.isPending}
                    onClick={() =>
                      aceptar.mutate(undefined, {
                        onSuccess: (r) => {
                          if (r?.kind === 'ok') {
                            setContratoAceptado(new Date());
                            setErrores((prev) => ({ ...prev, contrato: undefined }));
                          } else if (r) avisarFallo(r, mensajeErrorAl('aceptar el contrato'));
                        },
                      })
                    }
                  >
                    Aceptar contrato
                  </Button>
                </>
              )}
              {errores.contrato && (
                <Text size="sm" c="red" role="alert">
                  {errores.contrato}
                </Text>
              )}
            </Stack>
          </Card>
        )}

        {docsDe(actual).map((d) => (
          <CampoDocumento
            key={d.campo}
            etiqueta={d.etiqueta}
            descripcion={d.descripcion}
            requerido
            valor={archivos[d.campo]}
            alCambiar={cambiarArchivo(d.campo)}
            alPreparar={alPreparar(d.campo)}
            error={errores[d.campo]}
          />
        ))}
        {actual.campos.includes('registro_vencimiento') && (
          <CampoFecha
            label="Vencimiento del registro de conducir"
            required
            value={vencimientos.registro_vencimiento}
            onChange={(v) => {
              setVencimientos((prev) => ({ ...prev, registro_vencimiento: v }));
              setErrores((prev) => ({ ...prev, registro_vencimiento: undefined }));
            }}
            error={errores.registro_vencimiento}
          />
        )}
        {actual.campos.includes('poliza_vencimiento') && (
          <CampoFecha
            label="Vencimiento de la póliza"
            description="Le avisaremos 30, 7 y 1 día antes de que venza"
            value={vencimientos.poliza_vencimiento}
            onChange={(v) => setVencimientos((prev) => ({ ...prev, poliza_vencimiento: v }))}
            error={errores.poliza_vencimiento}
          />
        )}
        {actual.campos.includes('ciudades') && (
          <MultiSelect
            label="Ciudades"
            description="Recibirá oportunidades de rutas en estas ciudades"
            required
            searchable
            placeholder={ciudades.isPending ? 'Cargando…' : 'Elija una o más'}
            data={(ciudades.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
            value={elegidas}
            onChange={(v) => {
              setElegidas(v);
              setErrores((prev) => ({ ...prev, ciudades: undefined }));
            }}
            error={errores.ciudades}
          />
        )}

        <Group justify="space-between">
          <Button
            type="button"
            variant="default"
            size="md"
            disabled={paso === 0}
            onClick={() => setPaso((p) => Math.max(p - 1, 0))}
          >
            Atrás
          </Button>
          {ultimo ? (
            <Button type="submit" size="md" loading={registrar.isPending || preparando}>
              Enviar registro
            </Button>
          ) : (
            <Button type="submit" size="md" loading={preparando}>
              Siguiente
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Sus documentos son privados: sólo los ven usted y el equipo de Ñemu que aprueba su alta.
        </Text>
      </Stack>
    </form>
  );
}
