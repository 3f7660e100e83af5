import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MENSAJES,
  guardarDatoFacturacionSchema,
  validarRuc,
  type DatoFacturacion,
  mensajeErrorAl,
} from '@nemu/domain';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { avisarExito } from '../../../shared/ui/avisos';
import { consultarRuc, useGuardarDatoFacturacion } from '../api/facturacion.api';

interface Valores {
  ruc: string;
  razon_social: string;
  default: boolean;
}

const validar = schemaResolver(guardarDatoFacturacionSchema, { sync: true });

interface Props {
  dato?: DatoFacturacion;
  /** Recibe el dato guardado (con su id). */
  alGuardar: (guardado: DatoFacturacion) => void;
}

/**
 * RUC (validado con su dígito verificador) y razón social, que se trae del registro con
 * «Consultar» o sola al salir del RUC si todavía está vacía.
 */
export function FormularioDatoFacturacion({ dato, alGuardar }: Props) {
  const guardar = useGuardarDatoFacturacion();
  const [consultando, setConsultando] = useState(false);
  const enCurso = useRef(false);
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: {
      ruc: dato?.ruc ?? '',
      razon_social: dato?.razon_social ?? '',
      default: dato?.default ?? false,
    },
    validate: validar,
  });

  async function buscarRazonSocial() {
    if (enCurso.current || form.validateField('ruc').hasError) return;
    enCurso.current = true;
    setConsultando(true);
    const consultado = form.values.ruc;
    const r = await consultarRuc(consultado);
    enCurso.current = false;
    setConsultando(false);
    // Si el RUC cambió mientras se consultaba, la respuesta ya no es la del campo: no lo pisa.
    if (form.getValues().ruc !== consultado) return;
    if (r?.kind === 'ok') {
      form.setValues({ ruc: r.data.ruc, razon_social: r.data.razon_social });
    } else if (r?.kind === 'not-found') {
      form.setFieldError('ruc', `${MENSAJES.rucNoEncontrado} Escriba la razón social.`);
    } else if (r) {
      mostrarFalloEnFormulario(form, r, mensajeErrorAl('consultar el RUC'));
    }
  }

  const enviar = form.onSubmit((valores) =>
    guardar.mutate(
      { ...(dato ? { id: dato.id } : {}), ...valores },
      {
        onSuccess: (resultado) => {
          if (!resultado) return;
          if (resultado.kind !== 'ok') return mostrarFalloEnFormulario(form, resultado);
          avisarExito('Los datos de facturación fueron guardados.');
          alGuardar(resultado.data);
        },
      },
    ),
  );

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label="RUC"
            placeholder="80028061-0"
            required
            {...form.getInputProps('ruc')}
            onBlur={() => {
              if (validarRuc(form.values.ruc) && form.values.razon_social.trim() === '') {
                void buscarRazonSocial();
              }
            }}
          />
          <Button
            variant="light"
            leftSection={<IconSearch size={16} />}
            loading={consultando}
            onClick={() => void buscarRazonSocial()}
          >
            Consultar
          </Button>
        </Group>
        <TextInput label="Razón social" required {...form.getInputProps('razon_social')} />
        <Checkbox
          label="Usar por defecto en mis compras"
          {...form.getInputProps('default', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={guardar.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
