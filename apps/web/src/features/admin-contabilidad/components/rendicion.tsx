import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatoFecha, formatoGuaranies, mensajeErrorAl } from '@nemu/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarExito, avisarFallo, avisarValidacion } from '../../../shared/ui/avisos';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  registrarRendicion,
  usePendientes,
  useRefrescarContabilidad,
  useTimbrados,
} from '../api/contabilidad.api';
import { SelectorPersona, hoyIso } from './comunes';
import { TimbradosPropios } from './timbrados';

const ARTICULO: Record<string, string> = {
  '10': 'un cliente',
  '20': 'un proveedor',
  '30': 'un transportista',
};

const QUE: Record<string, string> = {
  '10': 'Pedidos pagados sin factura',
  '20': 'Órdenes de venta sin rendir (neto a pagar)',
  '30': 'Hojas de ruta terminadas sin rendir',
};

/**
 * /admin/rendicion: factura a un cliente sus pedidos con un timbrado propio, o registra la
 * factura que un proveedor o transportista emite a la plataforma por sus órdenes u hojas.
 */
export function AdminRendicion() {
  const navegar = useNavigate();
  const angosta = useMediaQuery('(max-width: 48em)') ?? false;
  const refrescar = useRefrescarContabilidad();
  const [tipo, setTipo] = useState('10');
  const [persona, setPersona] = useState<number | null>(null);
  const [elegidas, setElegidas] = useState<number[]>([]);
  const [timbrado, setTimbrado] = useState<string | null>(null);
  const [numero, setNumero] = useState('');
  const [fecha, setFecha] = useState(hoyIso());
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const pendientes = usePendientes(Number(tipo), persona);
  const timbrados = useTimbrados();
  const propios = (timbrados.data ?? []).filter((t) => t.activo && t.tipo_documento === 1);
  const total = (pendientes.data ?? [])
    .filter((p) => elegidas.includes(p.id))
    .reduce((s, p) => s + p.monto, 0);

  function cambiarTipo(v: string) {
    setTipo(v);
    setPersona(null);
    setElegidas([]);
    setErrores({});
  }

  async function guardar() {
    const e: Record<string, string> = {};
    if (persona === null) e.persona_id = 'Elija la persona.';
    if (elegidas.length === 0) e.ordenes = 'Marque al menos una.';
    if (!timbrado) e.timbrado = 'Indique el timbrado.';
    if (tipo !== '10' && !/^\d{3}-\d{3}-\d{7}$/.test(numero)) {
      e.numero_factura = 'Use el formato 001-001-0000001.';
    }
    setErrores(e);
    if (Object.keys(e).length > 0) return;
    const ok = await confirmar({
      mensaje:
        tipo === '10'
          ? `¿Emitir ${elegidas.length === 1 ? 'la factura' : `${elegidas.length} facturas`} por ${formatoGuaranies(total)}? El número no se puede reutilizar.`
          : `¿Registrar la factura ${numero} por ${formatoGuaranies(total)}?`,
    });
    if (!ok) return;
    setEnviando(true);
    const r = await registrarRendicion({
      timbrado,
      numero_factura: tipo === '10' ? undefined : numero,
      fecha,
      ordenes: elegidas,
      tipo: Number(tipo),
      persona_id: persona,
    });
    setEnviando(false);
    if (r?.kind === 'ok') {
      const primera = r.data.facturas[0];
      avisarExito(
        tipo === '10'
          ? `Factura ${primera?.numero ?? ''} emitida`
          : `Factura ${primera?.numero ?? ''} registrada`,
      );
      await refrescar();
      if (primera) {
        navegar(`/admin/factura/${tipo === '10' ? 'cliente' : 'proveedor'}/${primera.id}`);
      }
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
      avisarFallo(
        r,
        mensajeErrorAl(tipo === '10' ? 'emitir la factura' : 'registrar la rendición'),
      );
  }

  return (
    <Stack maw={900}>
      <Title order={2}>Rendición y facturación</Title>
      {/* Sin los timbrados propios: tienen su propio formulario (no se anidan). */}
      <form onSubmit={alEnviar(guardar)} noValidate>
        <Stack>
          <SegmentedControl
            data={[
              { value: '10', label: 'Facturar a cliente' },
              { value: '20', label: 'Rendición de proveedor' },
              { value: '30', label: 'Rendición de transportista' },
            ]}
            value={tipo}
            onChange={cambiarTipo}
            aria-label="Qué registrar"
            size="md"
            fullWidth
            orientation={angosta ? 'vertical' : 'horizontal'}
          />
          <SelectorPersona
            tipo={Number(tipo)}
            value={persona}
            onChange={(v) => {
              setPersona(v);
              setElegidas([]);
            }}
            error={errores.persona_id}
          />
          {persona === null ? (
            <Card withBorder p="xl">
              <Text ta="center" c="dimmed">
                Elija {ARTICULO[tipo]} para ver lo pendiente de facturar.
              </Text>
            </Card>
          ) : pendientes.isPending ? (
            <Loader role="status" aria-label="Cargando pendientes" />
          ) : pendientes.isError ? (
            <Alert color="red">No pudimos cargar lo pendiente.</Alert>
          ) : pendientes.data.length === 0 ? (
            <Card withBorder p="xl">
              <Text ta="center" c="dimmed">
                No tiene nada pendiente de facturar.
              </Text>
            </Card>
          ) : (
            <Card withBorder>
              <Text fw={600} mb="xs">
                {QUE[tipo]}
              </Text>
              {errores.ordenes && (
                <Text c="red" size="sm">
                  {errores.ordenes}
                </Text>
              )}
              <Table.ScrollContainer minWidth={360}>
                <Table>
                  <Table.Tbody>
                    {pendientes.data.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          <Checkbox
                            size="md"
                            checked={elegidas.includes(p.id)}
                            onChange={(e) => {
                              const marcado = e.currentTarget.checked;
                              setElegidas((v) =>
                                marcado ? [...v, p.id] : v.filter((x) => x !== p.id),
                              );
                            }}
                            label={
                              tipo === '30'
                                ? `Hoja de ruta ${p.id}`
                                : tipo === '20'
                                  ? `Orden ${p.id} (pedido ${p.pedido ?? ''})`
                                  : `Pedido ${p.id}`
                            }
                          />
                        </Table.Td>
                        <Table.Td>{formatoFecha(p.fecha)}</Table.Td>
                        <Table.Td ta="right">{formatoGuaranies(p.monto)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text ta="right" fw={700} mt="xs">
                Total: {formatoGuaranies(total)}
              </Text>
            </Card>
          )}
          <SimpleGrid cols={{ base: 1, sm: tipo === '10' ? 2 : 3 }}>
            {tipo === '10' ? (
              <Select
                label="Timbrado"
                data={propios.map((t) => ({
                  value: t.numero,
                  label: `${t.numero} · ${t.establecimiento}-${t.punto_expedicion}${t.electronico ? ' (electrónico)' : ''} · próximo N° ${t.ultimo_numero + 1}`,
                }))}
                value={timbrado}
                onChange={setTimbrado}
                error={errores.timbrado}
                size="md"
                placeholder={timbrados.isPending ? 'Cargando…' : 'Elija un timbrado'}
              />
            ) : (
              <TextInput
                label="Timbrado de la factura recibida"
                value={timbrado ?? ''}
                onChange={(e) => setTimbrado(e.currentTarget.value)}
                error={errores.timbrado}
                size="md"
                inputMode="numeric"
                maxLength={8}
              />
            )}
            {tipo !== '10' && (
              <TextInput
                label="Número de factura"
                placeholder="001-001-0000001"
                value={numero}
                onChange={(e) => setNumero(e.currentTarget.value)}
                error={errores.numero_factura}
                size="md"
              />
            )}
            <CampoFecha
              label="Fecha"
              value={fecha}
              onChange={setFecha}
              error={errores.fecha}
              size="md"
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" size="md" loading={enviando}>
              {tipo === '10' ? 'Emitir factura' : 'Registrar rendición'}
            </Button>
          </Group>
        </Stack>
      </form>
      {tipo === '10' && <TimbradosPropios />}
    </Stack>
  );
}
