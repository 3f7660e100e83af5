import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  formatoCalificacion,
  formatoFecha,
  formatoGuaranies,
  telefonoA09,
  mensajeErrorAl,
} from '@nemu/domain';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HistorialAuditoria } from '../../../shared/admin';
import { mensajeFallo } from '../../../shared/api/resultado';
import { seleccionarAdmin, type SeleccionAdmin } from '../../../shared/interfaz/interfaz.store';
import { useFilaSeleccionada } from '../../../shared/interfaz/use-fila-seleccionada';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  aprobarProducto,
  aprobarProveedor,
  aprobarTransportista,
  aprobarVehiculo,
  rechazarProducto,
  useProductoAdmin,
  useProveedorAdmin,
  useRefrescarModeracion,
  useTransportistaAdmin,
  useVehiculosDeTransportista,
} from '../api/moderacion.api';
import { DialogoRechazo } from './rechazo';

/** Guarda la selección de detalle del admin en el store de la interfaz (§2). */
function useSeleccion(clave: SeleccionAdmin, id: number) {
  useEffect(() => {
    seleccionarAdmin(clave, id);
  }, [clave, id]);
}

function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text size="sm" component="div">
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}

const Cargando = () => <Loader role="status" aria-label="Cargando" />;
const NoEncontrado = ({ que }: { que: string }) => (
  <Alert color="red" title={`No pudimos cargar ${que}`}>
    Puede que no exista o que la conexión haya fallado. Vuelva a intentar.
  </Alert>
);

/** Aprobar con confirmación y aviso; devuelve si se aprobó. */
async function aprobarConfirmando(
  titulo: string,
  mensaje: string,
  accion: () => ReturnType<typeof aprobarProducto>,
): Promise<boolean> {
  if (!(await confirmar({ titulo, mensaje, textoConfirmar: 'Aprobar' }))) return false;
  const r = await accion();
  if (r?.kind === 'ok') {
    avisarExito('Aprobado. Se avisó al dueño.');
    return true;
  }
  if (r) avisarFallo(r, mensajeErrorAl('aprobar'));
  return false;
}

/** «Editar» y, si falta, «Aprobar» con confirmación; `children` suma acciones propias de la ficha. */
function AccionesModeracion(props: {
  editarEn: string;
  aprobado: boolean;
  titulo: string;
  pregunta: string;
  aprobar: () => ReturnType<typeof aprobarProducto>;
  alAprobar: () => void;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm">
      <Button
        variant="default"
        component={Link}
        to={props.editarEn}
        leftSection={<IconEdit size={18} />}
      >
        Editar
      </Button>
      {!props.aprobado && (
        <Button
          leftSection={<IconCheck size={18} />}
          onClick={() =>
            void aprobarConfirmando(props.titulo, props.pregunta, props.aprobar).then(
              (ok) => ok && props.alAprobar(),
            )
          }
        >
          Aprobar
        </Button>
      )}
      {props.children}
    </Group>
  );
}

/** /admin/producto/detail/{id}: ficha, aprobación o rechazo con motivo, e historial. */
export function DetalleProductoAdmin({ id }: { id: number }) {
  useSeleccion('producto', id);
  const producto = useProductoAdmin(id);
  const refrescar = useRefrescarModeracion();
  const [rechazando, setRechazando] = useState(false);
  if (producto.isPending) return <Cargando />;
  if (producto.isError) return <NoEncontrado que="el producto" />;
  const p = producto.data;
  const rechazado = !p.aprobado && Boolean(p.motivo_rechazo);

  return (
    <Stack maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{p.nombre}</Title>
          <Group gap="xs">
            <Badge color={p.aprobado ? 'green' : rechazado ? 'red' : 'yellow'} variant="light">
              {p.aprobado ? 'Aprobado' : rechazado ? 'Rechazado' : 'Pendiente de moderación'}
            </Badge>
            <Anchor component={Link} to={`/admin/proveedor/detail/${p.fabricante}`} size="sm">
              Ver proveedor
            </Anchor>
          </Group>
        </Stack>
        <AccionesModeracion
          editarEn={`/admin/producto/update/${p.id}`}
          aprobado={p.aprobado}
          titulo="Aprobar producto"
          pregunta={`¿Publicar «${p.nombre}» en la tienda? Se avisará al proveedor.`}
          aprobar={() => aprobarProducto(p.id)}
          alAprobar={refrescar}
        >
          {!rechazado && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={18} />}
              onClick={() => setRechazando(true)}
            >
              Rechazar
            </Button>
          )}
        </AccionesModeracion>
      </Group>
      {rechazado && (
        <Alert color="red" title="Motivo del rechazo">
          {p.motivo_rechazo}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder>
            <Stack>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <Dato etiqueta="Precio">{formatoGuaranies(p.precio)}</Dato>
                <Dato etiqueta="Precio mayorista">
                  {p.precio_mayorista === null ? '—' : formatoGuaranies(p.precio_mayorista)}
                </Dato>
                <Dato etiqueta="Stock">{p.cantidad_disponible}</Dato>
                <Dato etiqueta="Stock mínimo">{p.stock_minimo}</Dato>
                <Dato etiqueta="Variantes">{p.variantes.length}</Dato>
                <Dato etiqueta="No apto menores">{p.no_apto_menores ? 'Sí' : 'No'}</Dato>
              </SimpleGrid>
              <Dato etiqueta="Descripción">{p.descripcion}</Dato>
              {p.descripcion_extensa && (
                <Dato etiqueta="Descripción extensa">{p.descripcion_extensa}</Dato>
              )}
              {p.imagenes.length > 0 && (
                <SimpleGrid cols={{ base: 3, sm: 4 }}>
                  {p.imagenes.map((i) => (
                    <Image
                      key={i.id}
                      src={i.imagen}
                      alt={`Foto de ${p.nombre}`}
                      radius="sm"
                      h={100}
                      fit="cover"
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <HistorialAuditoria entidad="producto" entidadId={p.id} />
        </Grid.Col>
      </Grid>
      <DialogoRechazo
        abierto={rechazando}
        cerrar={() => setRechazando(false)}
        rechazar={async (motivo) => {
          const r = await rechazarProducto(p.id, motivo);
          if (r?.kind === 'ok') {
            avisarExito('Producto rechazado. Se avisó al proveedor.');
            refrescar();
            return null;
          }
          if (r?.kind === 'bad-data') return r.errores.motivo?.[0] ?? mensajeFallo(r);
          return r ? mensajeFallo(r) : null;
        }}
      />
    </Stack>
  );
}

/** /admin/proveedor/detail/{id}: datos, puntos de retiro, aprobación e historial. */
export function DetalleProveedorAdmin({ id }: { id: number }) {
  useSeleccion('fabricante', id);
  const filaPunto = useFilaSeleccionada('puntoRetiro');
  const proveedor = useProveedorAdmin(id);
  const refrescar = useRefrescarModeracion();
  if (proveedor.isPending) return <Cargando />;
  if (proveedor.isError) return <NoEncontrado que="el proveedor" />;
  const f = proveedor.data;
  return (
    <Stack maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Avatar src={f.imagen_perfil} size="lg" radius="xl" alt="" />
          <Stack gap={2}>
            <Title order={2}>{f.nombre}</Title>
            <Badge color={f.aprobado ? 'green' : 'yellow'} variant="light">
              {f.aprobado ? 'Aprobado' : 'Pendiente de aprobación'}
            </Badge>
          </Stack>
        </Group>
        <AccionesModeracion
          editarEn={`/admin/proveedor/update/${f.id}`}
          aprobado={f.aprobado}
          titulo="Aprobar proveedor"
          pregunta={`¿Aprobar a «${f.nombre}»? Su catálogo podrá publicarse y se le avisará.`}
          aprobar={() => aprobarProveedor(f.id)}
          alAprobar={refrescar}
        />
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Card withBorder>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Dato etiqueta="Razón social">{f.razon_social}</Dato>
                <Dato etiqueta="RUC">{f.ruc}</Dato>
                <Dato etiqueta="Teléfono">{telefonoA09(f.nro_telefono)}</Dato>
                <Dato etiqueta="Contrato aceptado">
                  {formatoFecha(f.fecha_aceptacion_contrato)}
                </Dato>
                <Dato etiqueta="Horario">
                  {f.hora_apertura && f.hora_cierre ? `${f.hora_apertura} a ${f.hora_cierre}` : '—'}
                </Dato>
                <Dato etiqueta="Constancia de RUC">
                  {f.constancia_ruc ? (
                    <Anchor href={f.constancia_ruc} target="_blank">
                      Ver documento
                    </Anchor>
                  ) : (
                    'No cargada'
                  )}
                </Dato>
              </SimpleGrid>
              {f.resena_empresa && (
                <Text size="sm" mt="sm">
                  {f.resena_empresa}
                </Text>
              )}
            </Card>
            <Card withBorder>
              <Group justify="space-between" mb="sm">
                <Title order={4}>Puntos de retiro</Title>
                <Button
                  size="sm"
                  variant="light"
                  component={Link}
                  to={`/admin/proveedor/${f.id}/punto-retiro/create`}
                >
                  Agregar
                </Button>
              </Group>
              {f.puntos_retiro.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Sin puntos de retiro.
                </Text>
              ) : (
                <Stack gap="xs">
                  {f.puntos_retiro.map((pr) => (
                    <Group
                      key={pr.id}
                      justify="space-between"
                      wrap="nowrap"
                      px="xs"
                      py={4}
                      {...filaPunto(pr.id)}
                    >
                      <Text size="sm">
                        {pr.nombre} — {pr.calle_principal}
                        {pr.default ? ' (principal)' : ''}
                      </Text>
                      <Anchor component={Link} to={`/admin/punto-retiro/update/${pr.id}`} size="sm">
                        Editar
                      </Anchor>
                    </Group>
                  ))}
                </Stack>
              )}
            </Card>
            <Anchor component={Link} to={`/admin/producto/pendiente?fabricante=${f.id}`}>
              Ver sus productos pendientes
            </Anchor>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <HistorialAuditoria entidad="fabricante" entidadId={f.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /admin/transportista/detail/{id}: documentos, vehículos (aprobables) e historial. */
export function DetalleTransportistaAdmin({ id }: { id: number }) {
  useSeleccion('transportista', id);
  const filaVehiculo = useFilaSeleccionada('vehiculo');
  const transportista = useTransportistaAdmin(id);
  const vehiculos = useVehiculosDeTransportista(id);
  const refrescar = useRefrescarModeracion();
  if (transportista.isPending) return <Cargando />;
  if (transportista.isError) return <NoEncontrado que="el transportista" />;
  const t = transportista.data;
  const documentos: [string, string | null][] = [
    ['Registro (frente)', t.registro_frente],
    ['Registro (dorso)', t.registro_dorso],
    ['Antecedentes judiciales', t.antecedentesj],
    ['Antecedentes policiales', t.antecedentesp],
    ['Póliza de seguro', t.poliza_seguro],
    ['Constancia de RUC', t.constancia_ruc],
  ];
  return (
    <Stack maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{t.nombre || `Transportista #${t.id}`}</Title>
          <Group gap="xs">
            <Badge color={t.aprobado ? 'green' : 'yellow'} variant="light">
              {t.aprobado ? 'Aprobado' : 'Pendiente de aprobación'}
            </Badge>
            {t.bloqueado && (
              <Badge color="red" variant="light">
                Bloqueado
              </Badge>
            )}
            {t.conectado && (
              <Badge color="blue" variant="light">
                Conectado
              </Badge>
            )}
          </Group>
        </Stack>
        <AccionesModeracion
          editarEn={`/admin/transportista/update/${t.id}`}
          aprobado={t.aprobado}
          titulo="Aprobar transportista"
          pregunta="¿Aprobar a este transportista? Podrá tomar oportunidades y se le avisará."
          aprobar={() => aprobarTransportista(t.id)}
          alAprobar={refrescar}
        />
      </Group>
      {t.documento_faltante && (
        <Alert color="yellow">Falta el documento: {t.documento_faltante.etiqueta}.</Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Card withBorder>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Dato etiqueta="Registro vence">{formatoFecha(t.registro_vencimiento)}</Dato>
                <Dato etiqueta="Póliza vence">{formatoFecha(t.poliza_vencimiento)}</Dato>
                <Dato etiqueta="Viajes">{t.cantidad_viajes}</Dato>
                <Dato etiqueta="Calificación">{formatoCalificacion(t.rating, t.ratings)}</Dato>
                {documentos.map(([etiqueta, url]) => (
                  <Dato key={etiqueta} etiqueta={etiqueta}>
                    {url ? (
                      <Anchor href={url} target="_blank">
                        Ver documento
                      </Anchor>
                    ) : (
                      'No cargado'
                    )}
                  </Dato>
                ))}
              </SimpleGrid>
            </Card>
            <Card withBorder>
              <Title order={4} mb="sm">
                Vehículos
              </Title>
              {vehiculos.isPending ? (
                <Loader size="sm" role="status" aria-label="Cargando vehículos" />
              ) : vehiculos.isError ? (
                <Alert color="red">No pudimos cargar los vehículos.</Alert>
              ) : vehiculos.data.results.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Sin vehículos cargados.
                </Text>
              ) : (
                <Stack gap="xs">
                  {vehiculos.data.results.map((v) => (
                    <Group
                      key={v.id}
                      justify="space-between"
                      wrap="wrap"
                      px="xs"
                      py={4}
                      {...filaVehiculo(v.id)}
                    >
                      <Text size="sm">
                        {v.marca} {v.modelo} · {v.numero_chapa} · {v.tipo_vehiculo_nombre ?? '—'}
                      </Text>
                      {v.aprobado ? (
                        <Badge color="green" variant="light">
                          Aprobado
                        </Badge>
                      ) : (
                        <Button
                          size="sm"
                          aria-label={`Aprobar vehículo ${v.numero_chapa}`}
                          onClick={() => {
                            seleccionarAdmin('vehiculo', v.id);
                            void aprobarConfirmando(
                              'Aprobar vehículo',
                              `¿Aprobar ${v.marca} ${v.modelo} (${v.numero_chapa})? Se avisará al transportista.`,
                              () => aprobarVehiculo(v.id),
                            ).then((ok) => ok && refrescar());
                          }}
                        >
                          Aprobar vehículo
                        </Button>
                      )}
                    </Group>
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <HistorialAuditoria entidad="transportista" entidadId={t.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
