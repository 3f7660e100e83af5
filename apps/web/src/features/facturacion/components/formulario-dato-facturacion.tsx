import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES, validarRuc, type DatoFacturacion } from '@nemu/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { enterAlSiguienteCampo } from '../../../shared/hooks/enter-siguiente';
import { avisarExito } from '../../../shared/ui/avisos';
import { consultarRuc, useGuardarDatoFacturacion } from '../api/facturacion.api';

interface Props {
  dato?: DatoFacturacion;
  alGuardar: () => void;
}

/** RUC (validado con su dígito verificador) y razón social, que se puede traer del registro. */
export function FormularioDatoFacturacion({ dato, alGuardar }: Props) {
  const guardar = useGuardarDatoFacturacion();
  const [consultando, setConsultando] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      ruc: dato?.ruc ?? '',
      razon_social: dato?.razon_social ?? '',
      default: dato?.default ?? false,
    },
    validate: {
      ruc: (v) => (validarRuc(v) ? null : MENSAJES.rucInvalido),
      razon_social: (v) => (v.trim() === '' ? MENSAJES.campoRequerido : null),
    },
  });

  async function buscarRazonSocial() {
    if (form.validateField('ruc').hasError) return;
    setConsultando(true);
    const r = await consultarRuc(form.values.ruc);
    setConsultando(false);
    if (r?.kind === 'ok') {
      form.setValues({ ruc: r.data.ruc, razon_social: r.data.razon_social });
    } else if (r?.kind === 'not-found') {
      form.setFieldError('ruc', `${MENSAJES.rucNoEncontrado} Escriba la razón social.`);
    } else if (r) {
      mostrarFalloEnFormulario(form, r);
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
          alGuardar();
        },
      },
    ),
  );

  return (
    <form onSubmit={enviar} onKeyDown={enterAlSiguienteCampo} noValidate>
      <Stack gap="md">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label="RUC"
            placeholder="80028061-0"
            required
            {...form.getInputProps('ruc')}
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
