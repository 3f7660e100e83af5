import { BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MENSAJES,
  filtroDeRango,
  formatoGuaranies,
  mensajeErrorAl,
  rangoInvertido,
} from '@nemu/domain';
import { TablaAdmin, useFiltrosUrl, type ColumnaAdmin } from '../../../shared/admin';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { CampoGuaranies } from '../../../shared/ui/campo-guaranies';
import { useState } from 'react';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarError, avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  registrarDeposito,
  registrarDevolucionCliente,
  useBalances,
  useCuentasFondo,
  useEfectivo,
  useRefrescarContabilidad,
  useTotales,
} from '../api/contabilidad.api';
import { Dato, TIPOS_PERSONA, hoyIso } from './comunes';
import type { BalancePersona } from '@nemu/domain';

const columnas: ColumnaAdmin<BalancePersona>[] = [
  { titulo: 'Nombre', celda: (b) => b.nombre || `#${b.persona_id}` },
  { titulo: 'Devengado', celda: (b) => formatoGuaranies(b.devengado) },
  { titulo: 'Pagado', celda: (b) => formatoGuaranies(b.pagado) },
  { titulo: 'Saldo', celda: (b) => <Text fw={600}>{formatoGuaranies(b.saldo)}</Text> },
  { titulo: 'Facturado', celda: (b) => formatoGuaranies(b.facturado) },
];

/** /admin/balance: totales de la plataforma (libro mayor) y saldo por persona. */
export function AdminBalance() {
  const { filtros, cambiar } = useFiltrosUrl({}, '');
  // El período de la URL tiene los dos días incluidos; el API los excluye (fecha__gt, fecha__lt).
  const { desde = '', hasta = '', ...extra } = filtros.extra;
  const tipo = extra.tipo ?? '20';
  const fechas = { ...filtroDeRango(desde, hasta) };
  const totales = useTotales(fechas);
  const balances = useBalances({ ...filtros, extra: { ...extra, ...fechas, tipo } });
  const efectivo = useEfectivo();

  return (
    <Stack>
      <Title order={2}>Balance</Title>
      {/* Filtros del período: se aplican al cambiar; Enter pasa de una fecha a la otra. */}
      <form onSubmit={alEnviar(() => undefined)} aria-label="Período" noValidate>
        <Group align="start">
          <CampoFecha
            label="Desde"
            value={desde}
            onChange={(v) => cambiar({ desde: v || null })}
            size="md"
          />
          <CampoFecha
            label="Hasta"
            value={hasta}
            onChange={(v) => cambiar({ hasta: v || null })}
            error={rangoInvertido(desde, hasta) ? MENSAJES.rangoFechasInvalido : undefined}
            size="md"
          />
        </Group>
      </form>
      {totales.isPending ? (
        <Loader role="status" aria-label="Cargando totales" />
      ) : totales.isError ? (
        <Alert color="red">No pudimos cargar los totales.</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Dato titulo="Ventas" valor={formatoGuaranies(totales.data.ventas)} />
            <Dato titulo="Comisión" valor={formatoGuaranies(totales.data.comision)} />
            <Dato
              titulo="Ganancia (comisión + envío − tarifas)"
              valor={formatoGuaranies(totales.data.ganancia)}
              color="teal"
            />
            <Dato titulo="Disponible" valor={formatoGuaranies(totales.data.disponible)} />
            <Dato
              titulo="A pagar a proveedores"
              valor={formatoGuaranies(totales.data.adeudado_proveedores)}
            />
            <Dato
              titulo="A pagar a transportistas"
              valor={formatoGuaranies(totales.data.adeudado_transportistas)}
            />
            <Dato
              titulo="Pagado a proveedores"
              valor={formatoGuaranies(totales.data.pagado_proveedores)}
            />
            <Dato
              titulo="Efectivo en transportistas"
              valor={formatoGuaranies(totales.data.efectivo_en_transportistas)}
            />
            <Dato
              titulo="A devolver a clientes"
              valor={formatoGuaranies(totales.data.a_devolver_clientes)}
              color={totales.data.a_devolver_clientes > 0 ? 'red' : undefined}
            />
          </SimpleGrid>
          <BarChart
            h={220}
            data={[
              { concepto: 'Comisión', monto: totales.data.comision },
              { concepto: 'Envío cobrado', monto: totales.data.envio_cobrado },
              { concepto: 'Tarifas', monto: totales.data.tarifas_transportistas },
              { concepto: 'Ganancia', monto: totales.data.ganancia },
            ]}
            dataKey="concepto"
            series={[{ name: 'monto', label: 'Monto', color: 'blue.6' }]}
            valueFormatter={formatoGuaranies}
            yAxisProps={{ width: 100 }}
            role="img"
            aria-label="Gráfico de comisión, envío, tarifas y ganancia"
          />
        </>
      )}
      <Title order={3}>Saldo por persona</Title>
      <SegmentedControl
        data={TIPOS_PERSONA}
        value={tipo}
        onChange={(v) => cambiar({ tipo: v })}
        aria-label="Tipo de persona"
        size="md"
      />
      <TablaAdmin
        columnas={columnas}
        consulta={balances}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(b) => b.persona_id}
        nombreDe={(b) => b.nombre}
        etiquetaBusqueda="Buscar por nombre"
        vacio="Nadie tiene movimientos en el período."
      />
      {(efectivo.data ?? []).length > 0 && <EfectivoPendiente filas={efectivo.data ?? []} />}
      {totales.isSuccess && totales.data.a_devolver_clientes > 0 && <DevolucionCliente />}
    </Stack>
  );
}

/**
 * Devolución a un cliente de lo que se le debe por un pedido (efectivo cobrado de un pedido
 * reembolsado), pagada por transferencia o en caja desde una cuenta de fondos.
 */
export function DevolucionCliente() {
  const fondos = useCuentasFondo();
  const refrescar = useRefrescarContabilidad();
  const [pedido, setPedido] = useState<string | number>('');
  const [monto, setMonto] = useState<string | number>('');
  const [fondo, setFondo] = useState<string | null>(null);
  const [referencia, setReferencia] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  async function devolver() {
    if (!fondo) {
      setErrores({ fund_account: 'Elija la cuenta desde la que se devuelve.' });
      return;
    }
    setEnviando(true);
    const r = await registrarDevolucionCliente({
      pedido: Number(pedido),
      fund_account: Number(fondo),
      monto: Number(monto),
      fecha: hoyIso(),
      ...(referencia.trim() ? { referencia: referencia.trim() } : {}),
    });
    setEnviando(false);
    if (r?.kind === 'ok') {
      setErrores({});
      avisarExito(
        `Devolución registrada. Queda por devolver: ${formatoGuaranies(r.data.a_devolver)}`,
      );
      await refrescar();
    } else if (r?.kind === 'bad-data') {
      setErrores(Object.fromEntries(Object.entries(r.errores).map(([k, v]) => [k, v[0] ?? ''])));
    } else if (r) avisarFallo(r, mensajeErrorAl('registrar la devolución'));
  }

  return (
    <Stack>
      <Title order={3}>Devolución a un cliente</Title>
      <Text c="dimmed">
        Efectivo cobrado de pedidos reembolsados: registre lo que se le devuelve al cliente.
      </Text>
      <form onSubmit={alEnviar(devolver)} noValidate>
        <Group align="end">
          <NumberInput
            label="Pedido N.º"
            min={1}
            allowDecimal={false}
            value={pedido}
            onChange={setPedido}
            error={errores.pedido}
            size="md"
          />
          <CampoGuaranies
            label="Monto"
            value={monto}
            onChange={setMonto}
            error={errores.monto}
            size="md"
          />
          <Select
            label="Cuenta de fondos"
            data={(fondos.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
            value={fondo}
            onChange={setFondo}
            error={errores.fund_account}
            size="md"
          />
          <TextInput
            label="Referencia"
            value={referencia}
            onChange={(e) => setReferencia(e.currentTarget.value)}
            size="md"
            maxLength={120}
          />
          <Button type="submit" size="md" loading={enviando}>
            Registrar devolución
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** Efectivo cobrado por transportistas y todavía no depositado; el admin registra el depósito. */
function EfectivoPendiente({
  filas,
}: {
  filas: { transportista: number; nombre: string; pendiente: number; supera_tope: boolean }[];
}) {
  const fondos = useCuentasFondo();
  const refrescar = useRefrescarContabilidad();
  const [fondo, setFondo] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<number | null>(null);

  async function depositar(f: (typeof filas)[number]) {
    if (!fondo) {
      avisarError('Elija la cuenta donde se depositó.');
      return;
    }
    const ok = await confirmar({
      mensaje: `¿Registrar el depósito de ${formatoGuaranies(f.pendiente)} de ${f.nombre}?`,
    });
    if (!ok) return;
    setOcupado(f.transportista);
    const r = await registrarDeposito({
      transportista: f.transportista,
      fund_account: Number(fondo),
      monto: f.pendiente,
      fecha: hoyIso(),
    });
    setOcupado(null);
    if (r?.kind === 'ok') {
      avisarExito('Depósito registrado');
      await refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('registrar el depósito'));
  }

  return (
    <Stack>
      <Title order={3}>Efectivo pendiente de depósito</Title>
      <Select
        label="Cuenta donde se deposita"
        data={(fondos.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        value={fondo}
        onChange={setFondo}
        size="md"
        maw={420}
      />
      {filas.map((f) => (
        <Group key={f.transportista} justify="space-between">
          <Text>{f.nombre}</Text>
          <Group>
            <Text fw={600} c={f.supera_tope ? 'red' : undefined}>
              {formatoGuaranies(f.pendiente)}
              {f.supera_tope ? ' (supera el tope)' : ''}
            </Text>
            <Button
              size="md"
              variant="light"
              loading={ocupado === f.transportista}
              onClick={() => void depositar(f)}
            >
              Registrar depósito
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
