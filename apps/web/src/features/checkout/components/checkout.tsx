import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCash, IconCreditCard, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ETIQUETAS_MEDIO_PAGO,
  formatoFecha,
  formatoGuaranies,
  MedioPago,
  MENSAJES,
  presentacionTarjeta,
  mensajeErrorAl,
  type DatoFacturacion,
  type Direccion,
} from '@nemu/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useRedirigir } from '../../../shared/navegacion/redireccion';
import { avisarError, avisarFallo } from '../../../shared/ui/avisos';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { useConfigPagos, useProveedorTarjetas } from '../../pagos/api/pagos.api';
import {
  checkoutKeys,
  useCarritoCheckout,
  useComprar,
  useCostoEnvio,
  useDireccionesCheckout,
  useFacturacionCheckout,
  useFechaEstimada,
  useNuevaTarjeta,
  useTarjetasCheckout,
  type DatoFacturacionCheckout,
  type DireccionCheckout,
} from '../api/checkout.api';
import { PanelNuevaDireccion, PanelNuevoDatoFacturacion } from './alta-en-linea';

const MEDIOS_SIN_TARJETA = [
  { valor: String(MedioPago.TARJETA_NO_REGISTRADA), etiqueta: 'Tarjeta nueva (pago único)' },
  { valor: String(MedioPago.TIGO_MONEY), etiqueta: 'Tigo Money' },
  { valor: String(MedioPago.ZIMPLE), etiqueta: 'Zimple' },
  { valor: String(MedioPago.BILLETERA_PERSONAL), etiqueta: 'Billetera Personal' },
] as const;

function Cargando() {
  return (
    <Group justify="center" py="xl">
      <Loader role="status" aria-label="Cargando" />
    </Group>
  );
}

/** Checkout desde el carrito: entrega, horario, facturación, medio de pago y resumen. */
export function Checkout() {
  const redirigir = useRedirigir();
  const cliente = useQueryClient();
  const carrito = useCarritoCheckout();
  const direcciones = useDireccionesCheckout();
  const facturacion = useFacturacionCheckout();
  const proveedorTarjetas = useProveedorTarjetas();
  const configPagos = useConfigPagos();
  const tarjetas = useTarjetasCheckout(proveedorTarjetas);
  const nuevaTarjeta = useNuevaTarjeta(proveedorTarjetas);
  const comprar = useComprar();

  const [delivery, setDelivery] = useState<'delivery' | 'retiro'>('delivery');
  const [direccion, setDireccion] = useState<string | null>(null);
  const [programada, setProgramada] = useState(false);
  const [fecha, setFecha] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [factura, setFactura] = useState<string | null>(null);
  const [medio, setMedio] = useState<string>('');
  const [telefono, setTelefono] = useState('');
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const [panel, setPanel] = useState<'direccion' | 'facturacion' | null>(null);

  const productos = carrito.data?.productos ?? [];
  const fabricantes = [...new Set(productos.map((p) => p.fabricante_id))].join(',');
  const direccionElegida =
    direccion ??
    String(direcciones.data?.find((d) => d.default)?.id ?? direcciones.data?.[0]?.id ?? '');
  const facturaElegida = factura ?? String(facturacion.data?.find((d) => d.default)?.id ?? '');
  const tarjetaDefault = tarjetas.data?.find((t) => t.default);
  // Efectivo contra entrega: sólo si está habilitado y con envío a domicilio (ADR 021).
  const EFECTIVO = String(MedioPago.EFECTIVO);
  const efectivoVisible = configPagos.data?.efectivo === true && delivery === 'delivery';
  const medioElegido =
    (medio === EFECTIVO && !efectivoVisible ? '' : medio) ||
    (tarjetaDefault
      ? `tarjeta:${tarjetaDefault.card_id}`
      : String(MedioPago.TARJETA_NO_REGISTRADA));
  const envio = useCostoEnvio(
    delivery === 'delivery' && direccionElegida ? Number(direccionElegida) : null,
    fabricantes,
  );
  const fechaEstimada = useFechaEstimada(fabricantes);

  if (carrito.isPending) return <Cargando />;
  if (carrito.isError) {
    return (
      <Alert color="red" title="No pudimos cargar su carrito">
        {carrito.error.message}
        <Button mt="sm" variant="light" onClick={() => void carrito.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  if (productos.length === 0) {
    return (
      <Stack align="center" py="xl">
        <IconShoppingCart size={48} />
        <Text>Su carrito está vacío.</Text>
        <Button component={Link} to="/">
          Seguir comprando
        </Button>
      </Stack>
    );
  }

  const costoEnvio = delivery === 'delivery' ? (envio.data?.costo_envio ?? 0) : 0;
  const subtotal = carrito.data.totales.total;
  const total = subtotal + costoEnvio;
  const esTarjeta = medioElegido.startsWith('tarjeta:');
  const esEfectivo = medioElegido === EFECTIVO;
  const esBilletera = [MedioPago.TIGO_MONEY, MedioPago.ZIMPLE, MedioPago.BILLETERA_PERSONAL]
    .map(String)
    .includes(medioElegido);

  // Lo agregado en línea queda elegido al instante; la lista se vuelve a pedir por detrás.
  function direccionAgregada(nueva: Direccion) {
    cliente.setQueryData<DireccionCheckout[]>(checkoutKeys.direcciones, (previas = []) => [
      ...previas.filter((d) => d.id !== nueva.id),
      nueva,
    ]);
    void cliente.invalidateQueries({ queryKey: checkoutKeys.direcciones });
    setDireccion(String(nueva.id));
    setErrores(({ direccion: _, ...resto }) => resto);
    setPanel(null);
  }

  function datoAgregado(nuevo: DatoFacturacion) {
    cliente.setQueryData<DatoFacturacionCheckout[]>(checkoutKeys.facturacion, (previos = []) => [
      ...previos.filter((d) => d.id !== nuevo.id),
      nuevo,
    ]);
    void cliente.invalidateQueries({ queryKey: checkoutKeys.facturacion });
    setFactura(String(nuevo.id));
    setErrores(({ dato_facturacion: _, ...resto }) => resto);
    setPanel(null);
  }

  async function agregarTarjeta() {
    const r = await nuevaTarjeta.mutateAsync().catch(() => null);
    if (r) window.location.assign(r.url);
    else avisarError(mensajeErrorAl('agregar la tarjeta'));
  }

  async function enviar(e: FormEvent) {
    e.preventDefault();
    setErrores({});
    const cuerpo = {
      direccion: delivery === 'delivery' && direccionElegida ? Number(direccionElegida) : null,
      delivery: delivery === 'delivery',
      medio_pago: esTarjeta ? MedioPago.TARJETA_REGISTRADA : Number(medioElegido),
      tarjeta: esTarjeta ? medioElegido.slice('tarjeta:'.length) : undefined,
      nro_telefono: esBilletera ? telefono : undefined,
      productos: productos.map((p) => ({
        producto: p.id,
        variante: p.variante?.id ?? null,
        cantidad: p.cantidad,
      })),
      monto: total,
      compra_mejorada: carrito.data?.compra_mejorada ?? false,
      entrega_programada: programada,
      fecha_entrega: programada ? fecha : null,
      hora_entrega_inicio: programada ? desde : null,
      hora_entrega_fin: programada ? hasta : null,
      dato_facturacion: facturaElegida ? Number(facturaElegida) : null,
    };
    const r = await comprar.mutateAsync({
      ruta: esTarjeta ? '/pedido/create/' : '/single-buy/',
      cuerpo,
    });
    if (r === null) return;
    if (r.kind === 'ok') {
      if (r.data.url) {
        void cliente.invalidateQueries({ queryKey: checkoutKeys.carrito });
        window.location.assign(r.data.url);
        return;
      }
      // Sin pasarela (efectivo, prueba) no se recarga la página: el carrito vacío debe verse en
      // todo lo que lo muestra (también el ícono de la barra, que es de otra feature).
      void cliente.invalidateQueries();
      redirigir(`/pedido?transaccion_id=${r.data.transaccion_id ?? ''}`);
      return;
    }
    if (r.kind === 'bad-data') setErrores(r.errores);
    if (r.kind === 'rejected' && r.status === 409) {
      void cliente.invalidateQueries({ queryKey: ['checkout'] });
      avisarError(r.detalle ?? MENSAJES.montoCambiado);
      return;
    }
    avisarFallo(r, mensajeErrorAl('confirmar el pedido'));
  }

  const error = (campo: string) => errores[campo]?.[0];

  return (
    <>
      <form onSubmit={(e) => void enviar(e)}>
        <Stack gap="md" maw={720} mx="auto">
          <Title order={2}>Finalizar compra</Title>

          <Card withBorder>
            <Stack gap="sm">
              <Title order={4}>Entrega</Title>
              <SegmentedControl
                value={delivery}
                onChange={(v) => setDelivery(v === 'retiro' ? 'retiro' : 'delivery')}
                data={[
                  { value: 'delivery', label: 'Envío a domicilio' },
                  { value: 'retiro', label: 'Retiro en el local' },
                ]}
              />
              {delivery === 'delivery' &&
                (direcciones.isPending ? (
                  <Loader size="sm" role="status" aria-label="Cargando direcciones" />
                ) : (
                  <Group align="flex-end" wrap="wrap">
                    <Select
                      label="Dirección de entrega"
                      placeholder="Seleccione una dirección"
                      style={{ flex: 1, minWidth: 220 }}
                      data={(direcciones.data ?? []).map((d) => ({
                        value: String(d.id),
                        label: `${d.nombre} — ${d.calle_principal} ${d.numero ?? ''}`.trim(),
                      }))}
                      value={direccionElegida || null}
                      onChange={setDireccion}
                      error={error('direccion')}
                      nothingFoundMessage="No tiene direcciones"
                    />
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} />}
                      onClick={() => setPanel('direccion')}
                    >
                      Agregar dirección
                    </Button>
                  </Group>
                ))}
              <Switch
                label="Entrega en un horario (por defecto, sin horario)"
                checked={programada}
                onChange={(e) => setProgramada(e.currentTarget.checked)}
              />
              {programada && (
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                  {/* En el teléfono, un campo por renglón: la fecha DD/MM/AAAA se lee entera. */}
                  <CampoFecha
                    label="Fecha"
                    value={fecha}
                    onChange={setFecha}
                    error={error('fecha_entrega')}
                  />
                  <TextInput
                    type="time"
                    label="Desde"
                    value={desde}
                    onChange={(e) => setDesde(e.currentTarget.value)}
                    error={error('hora_entrega_inicio')}
                  />
                  <TextInput
                    type="time"
                    label="Hasta"
                    value={hasta}
                    onChange={(e) => setHasta(e.currentTarget.value)}
                    error={error('hora_entrega_fin')}
                  />
                </SimpleGrid>
              )}
              {fechaEstimada.data && (
                <Text size="sm" c="dimmed">
                  Entrega estimada desde el{' '}
                  {formatoFecha(`${fechaEstimada.data.fecha}T12:00:00-03:00`)}.
                </Text>
              )}
            </Stack>
          </Card>

          <Card withBorder>
            <Stack gap="sm">
              <Title order={4}>Facturación</Title>
              <Select
                label="Datos de facturación"
                placeholder="Sin datos (factura innominada)"
                clearable
                data={(facturacion.data ?? []).map((d) => ({
                  value: String(d.id),
                  label: `${d.razon_social} — RUC ${d.ruc}`,
                }))}
                value={facturaElegida || null}
                onChange={(v) => setFactura(v ?? '')}
                error={error('dato_facturacion')}
              />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setPanel('facturacion')}
                style={{ alignSelf: 'flex-start' }}
              >
                Agregar datos de facturación
              </Button>
            </Stack>
          </Card>

          <Card withBorder>
            <Stack gap="sm">
              <Title order={4}>Medio de pago</Title>
              <Radio.Group
                value={medioElegido}
                onChange={setMedio}
                error={error('medio_pago') ?? error('tarjeta')}
              >
                <Stack gap="xs">
                  {(tarjetas.data ?? []).map((t) => {
                    const p = presentacionTarjeta(t);
                    return (
                      <Radio
                        key={t.card_id}
                        value={`tarjeta:${t.card_id}`}
                        label={
                          <Group gap="xs">
                            <IconCreditCard color={p.colorHex} size={20} />
                            <Text span ff="monospace">
                              {p.numeroEnGrupos}
                            </Text>
                            <Text span size="sm" c="dimmed">
                              {t.card_brand}
                            </Text>
                          </Group>
                        }
                      />
                    );
                  })}
                  {MEDIOS_SIN_TARJETA.map((m) => (
                    <Radio key={m.valor} value={m.valor} label={m.etiqueta} />
                  ))}
                  {efectivoVisible && (
                    <Radio
                      value={EFECTIVO}
                      label={
                        <Group gap="xs" wrap="nowrap">
                          <IconCash size={20} aria-hidden />
                          <Text span size="sm">
                            {ETIQUETAS_MEDIO_PAGO[MedioPago.EFECTIVO]}
                          </Text>
                        </Group>
                      }
                      description="Paga al recibir el pedido; tenga listo el monto exacto."
                    />
                  )}
                </Stack>
              </Radio.Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                loading={nuevaTarjeta.isPending}
                onClick={() => void agregarTarjeta()}
              >
                Agregar una tarjeta
              </Button>
              {esBilletera && (
                <TextInput
                  label="Teléfono de la billetera"
                  placeholder="0981 123 456"
                  value={telefono}
                  onChange={(e) => setTelefono(e.currentTarget.value)}
                  error={error('nro_telefono')}
                />
              )}
            </Stack>
          </Card>

          <Card withBorder>
            <Stack gap="xs">
              <Title order={4}>Resumen</Title>
              {productos.map((p) => (
                <Group key={`${p.id}-${p.variante?.id ?? 0}`} justify="space-between" wrap="nowrap">
                  {/* El nombre entero: la presentación («… 500 g», «… 1 kg») va al final. */}
                  <Stack gap={0} miw={0}>
                    <Text size="sm" className="texto-entero">
                      {p.cantidad} × {p.nombre}
                    </Text>
                    {p.fabricante && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {p.fabricante}
                      </Text>
                    )}
                  </Stack>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {formatoGuaranies(p.total)}
                  </Text>
                </Group>
              ))}
              <Divider />
              <Group justify="space-between">
                <Text>Subtotal</Text>
                <Text>{formatoGuaranies(subtotal)}</Text>
              </Group>
              <Group justify="space-between">
                <Text>Envío</Text>
                <Text>{envio.isFetching ? '…' : formatoGuaranies(costoEnvio)}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700} data-testid="total-checkout">
                  {formatoGuaranies(total)}
                </Text>
              </Group>
              <Button
                type="submit"
                size="md"
                mt="sm"
                loading={comprar.isPending}
                disabled={envio.isFetching}
              >
                {esEfectivo
                  ? `Confirmar pedido ${formatoGuaranies(total)}`
                  : `Confirmar y pagar ${formatoGuaranies(total)}`}
              </Button>
            </Stack>
          </Card>
        </Stack>
      </form>
      {/* Fuera del <form> del checkout: los eventos de los formularios del panel no lo envían. */}
      <PanelNuevaDireccion
        abierto={panel === 'direccion'}
        alCerrar={() => setPanel(null)}
        alGuardar={direccionAgregada}
      />
      <PanelNuevoDatoFacturacion
        abierto={panel === 'facturacion'}
        alCerrar={() => setPanel(null)}
        alGuardar={datoAgregado}
      />
    </>
  );
}
