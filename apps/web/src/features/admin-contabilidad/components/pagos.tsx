import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatoFecha, formatoGuaranies, mensajeErrorAl, type PagoContable } from '@nemu/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TablaAdmin, useFiltrosUrl, type ColumnaAdmin } from '../../../shared/admin';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarExito, avisarFallo, avisarValidacion } from '../../../shared/ui/avisos';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { CampoGuaranies } from '../../../shared/ui/campo-guaranies';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  registrarPago,
  useCuentasFondo,
  usePagos,
  useRefrescarContabilidad,
  useSaldo,
} from '../api/contabilidad.api';
import { SelectorPersona, TIPOS_PERSONA, hoyIso } from './comunes';

const columnas: ColumnaAdmin<PagoContable>[] = [
  { titulo: 'Fecha', celda: (p) => formatoFecha(`${p.fecha}T12:00:00-03:00`) },
  { titulo: 'Persona', celda: (p) => p.persona_nombre || `#${p.persona_id}` },
  { titulo: 'Cuenta', celda: (p) => p.fund_account_nombre },
  { titulo: 'Monto', celda: (p) => formatoGuaranies(p.monto) },
  { titulo: 'Referencia', celda: (p) => p.referencia ?? '—' },
];

/** /admin/pago/proveedor (pagos a proveedores) y /admin/pago/cliente (cobros a clientes). */
export function ListaPagos({ tipo }: { tipo: 10 | 20 }) {
  const { filtros, cambiar } = useFiltrosUrl({ tipo: String(tipo) });
  const consulta = usePagos(filtros);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{tipo === 20 ? 'Pagos a proveedores' : 'Cobros a clientes'}</Title>
        <Button component={Link} to={`/admin/pago/proveedor/create?tipo=${tipo}`} size="md">
          {tipo === 20 ? 'Registrar pago' : 'Registrar cobro'}
        </Button>
      </Group>
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(p) => p.id}
        nombreDe={(p) => `Pago ${p.id}`}
        etiquetaBusqueda="Buscar por referencia"
        vacio="Todavía no hay pagos registrados."
      />
    </Stack>
  );
}

/** /admin/pago/proveedor/create: pago a proveedor o transportista (o cobro a cliente). */
export function NuevoPago() {
  const [params] = useSearchParams();
  const navegar = useNavigate();
  const refrescar = useRefrescarContabilidad();
  const [tipo, setTipo] = useState(params.get('tipo') ?? '20');
  const [persona, setPersona] = useState<number | null>(
    params.get('persona') ? Number(params.get('persona')) : null,
  );
  const [fondo, setFondo] = useState<string | null>(null);
  const [monto, setMonto] = useState<number | string>('');
  const [fecha, setFecha] = useState(hoyIso());
  const [referencia, setReferencia] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const fondos = useCuentasFondo();
  const saldo = useSaldo(Number(tipo), persona);
  const adeudado = saldo.data ? (tipo === '10' ? -saldo.data.saldo : saldo.data.saldo) : null;

  async function guardar() {
    const e: Record<string, string> = {};
    if (persona === null) e.persona_id = 'Elija a quién se paga.';
    if (!fondo) e.fund_account = 'Elija la cuenta de fondos.';
    if (monto === '' || Number(monto) <= 0) e.monto = 'Indique un monto mayor a cero.';
    if (!fecha) e.fecha = 'Indique la fecha.';
    setErrores(e);
    if (Object.keys(e).length > 0) return;
    const ok = await confirmar({
      mensaje: `¿Registrar ${tipo === '10' ? 'el cobro' : 'el pago'} de ${formatoGuaranies(Number(monto))}? No se puede deshacer.`,
    });
    if (!ok) return;
    setEnviando(true);
    const r = await registrarPago({
      tipo: Number(tipo),
      persona_id: persona,
      fund_account: Number(fondo),
      monto: Number(monto),
      fecha,
      referencia: referencia || undefined,
    });
    setEnviando(false);
    if (r?.kind === 'ok') {
      avisarExito(tipo === '10' ? 'Cobro registrado' : 'Pago registrado');
      await refrescar();
      navegar(tipo === '10' ? '/admin/pago/cliente' : '/admin/pago/proveedor');
      return;
    }
    if (r?.kind === 'bad-data') {
      const campos: Record<string, string> = {};
      for (const [c, m] of Object.entries(r.errores)) campos[c] = m[0] ?? '';
      setErrores(campos);
      avisarValidacion(r.errores);
      return;
    }
    if (r)
      avisarFallo(r, mensajeErrorAl(tipo === '10' ? 'registrar el cobro' : 'registrar el pago'));
  }

  return (
    <form onSubmit={alEnviar(guardar)} noValidate>
      <Stack maw={640}>
        <Title order={2}>{tipo === '10' ? 'Registrar cobro' : 'Registrar pago'}</Title>
        <Select
          label="A quién"
          data={TIPOS_PERSONA}
          value={tipo}
          onChange={(v) => {
            setTipo(v ?? '20');
            setPersona(null);
          }}
          size="md"
          allowDeselect={false}
        />
        <SelectorPersona
          tipo={Number(tipo)}
          value={persona}
          onChange={setPersona}
          error={errores.persona_id}
        />
        {persona !== null && (
          <Card withBorder>
            {saldo.isPending ? (
              <Text c="dimmed">Consultando el saldo…</Text>
            ) : saldo.isError ? (
              <Alert color="red">No pudimos consultar el saldo.</Alert>
            ) : (
              <Text>
                {tipo === '10' ? 'Debe' : 'Se le adeuda'}:{' '}
                <strong>{formatoGuaranies(Math.max(0, adeudado ?? 0))}</strong>
              </Text>
            )}
          </Card>
        )}
        <Select
          label="Cuenta de fondos"
          data={(fondos.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
          value={fondo}
          onChange={setFondo}
          error={errores.fund_account}
          size="md"
          placeholder={fondos.isPending ? 'Cargando…' : 'Elija una cuenta'}
        />
        <CampoGuaranies
          label="Monto (Gs.)"
          value={monto}
          onChange={setMonto}
          error={errores.monto}
          size="md"
        />
        <CampoFecha
          label="Fecha"
          value={fecha}
          onChange={setFecha}
          error={errores.fecha}
          size="md"
        />
        <TextInput
          label="Referencia (opcional)"
          value={referencia}
          onChange={(e) => setReferencia(e.currentTarget.value)}
          size="md"
          maxLength={120}
        />
        <Group>
          <Button type="submit" size="md" loading={enviando}>
            Registrar
          </Button>
          <Button size="md" variant="default" component={Link} to="/admin/pago/proveedor">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
