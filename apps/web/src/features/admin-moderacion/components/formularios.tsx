import {
  Alert,
  Button,
  Card,
  Chip,
  FileInput,
  Group,
  Loader,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  listaCiudadesSchema,
  paginaSchema,
  telefonoA09,
  type PerfilFabricante,
} from '@nemu/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { enviar, pedir } from '../../../shared/api/consulta';
import { HistorialAuditoria } from '../../../shared/admin';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import {
  useProveedorAdmin,
  useRefrescarModeracion,
  useTransportistaAdmin,
} from '../api/moderacion.api';
import { alEnviar } from '../../../shared/ui/al-enviar';

type Errores = Record<string, string>;

/** Envía un multipart; éxito → navega; 400 → errores por campo (lo escrito se conserva). */
async function guardarMultipart(
  ruta: string,
  metodo: 'POST' | 'PATCH',
  datos: FormData,
  exito: string,
): Promise<{ id: number } | Errores | null> {
  const r = await enviar(z.object({ id: z.number().int() }), ruta, { metodo, cuerpo: datos });
  if (r?.kind === 'ok') {
    avisarExito(exito);
    return r.data;
  }
  if (r?.kind === 'bad-data') {
    const e: Errores = {};
    for (const [c, m] of Object.entries(r.errores)) e[c] = m[0] ?? '';
    if (e.non_field_errors || Object.keys(e).length === 0) avisarFallo(r);
    return e;
  }
  if (r) avisarFallo(r);
  return null;
}

const esId = (v: object): v is { id: number } => 'id' in v && typeof v.id === 'number';

const DIAS = [
  ['1', 'Lun'],
  ['2', 'Mar'],
  ['3', 'Mié'],
  ['4', 'Jue'],
  ['5', 'Vie'],
  ['6', 'Sáb'],
  ['7', 'Dom'],
] as const;

function FormularioProveedor({ proveedor }: { proveedor: PerfilFabricante | null }) {
  const navegar = useNavigate();
  const refrescar = useRefrescarModeracion();
  const [v, setV] = useState({
    nombre: proveedor?.nombre ?? '',
    razon_social: proveedor?.razon_social ?? '',
    ruc: proveedor?.ruc ?? '',
    nro_telefono: telefonoA09(proveedor?.nro_telefono),
    email: '',
    resena_empresa: proveedor?.resena_empresa ?? '',
    hora_apertura: proveedor?.hora_apertura?.slice(0, 5) ?? '',
    hora_cierre: proveedor?.hora_cierre?.slice(0, 5) ?? '',
  });
  const [dias, setDias] = useState<string[]>(proveedor?.dias_apertura ?? ['1', '2', '3', '4', '5']);
  const [imagen, setImagen] = useState<File | null>(null);
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);
  const campo = (k: keyof typeof v, etiqueta: string, requerido = false) => (
    <TextInput
      label={etiqueta}
      value={v[k]}
      onChange={(e) => {
        const valor = e.currentTarget.value;
        setV((a) => ({ ...a, [k]: valor }));
      }}
      error={errores[k]}
      required={requerido}
    />
  );

  async function guardar() {
    setEnviando(true);
    const datos = new FormData();
    for (const [k, valor] of Object.entries(v)) {
      if (k === 'email' && (proveedor || valor === '')) continue;
      datos.append(k, valor);
    }
    datos.append('dias_apertura', dias.join(','));
    if (imagen) datos.append('imagen_perfil', imagen, imagen.name);
    const r = await guardarMultipart(
      proveedor ? `/fabricante/${proveedor.id}/` : '/fabricante/',
      proveedor ? 'PATCH' : 'POST',
      datos,
      proveedor ? 'Proveedor guardado.' : 'Proveedor creado.',
    );
    setEnviando(false);
    if (r === null) return;
    if (esId(r)) {
      refrescar();
      void navegar(`/admin/proveedor/detail/${r.id}`);
    } else setErrores(r);
  }

  return (
    <Stack maw={900}>
      <Title order={2}>{proveedor ? `Editar ${proveedor.nombre}` : 'Nuevo proveedor'}</Title>
      <Card withBorder component="form" onSubmit={alEnviar(guardar)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {campo('nombre', 'Nombre comercial', true)}
            {campo('razon_social', 'Razón social', true)}
            {campo('ruc', 'RUC', true)}
            {campo('nro_telefono', 'Teléfono', true)}
            {!proveedor && campo('email', 'Correo electrónico')}
            {campo('hora_apertura', 'Abre (HH:MM)')}
            {campo('hora_cierre', 'Cierra (HH:MM)')}
          </SimpleGrid>
          <Stack gap={4}>
            <Title order={6} component="p">
              Días de apertura
            </Title>
            <Chip.Group multiple value={dias} onChange={setDias}>
              <Group gap="xs">
                {DIAS.map(([d, nombre]) => (
                  <Chip key={d} value={d}>
                    {nombre}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Textarea
            label="Reseña de la empresa"
            value={v.resena_empresa}
            onChange={(e) => {
              const valor = e.currentTarget.value;
              setV((a) => ({ ...a, resena_empresa: valor }));
            }}
            error={errores.resena_empresa}
            autosize
            minRows={2}
          />
          <FileInput
            label="Imagen de perfil"
            accept="image/*"
            value={imagen}
            onChange={setImagen}
            clearable
            error={errores.imagen_perfil}
            placeholder="Opcional"
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={
                proveedor ? `/admin/proveedor/detail/${proveedor.id}` : '/admin/proveedor/pendiente'
              }
            >
              Cancelar
            </Button>
            <Button type="submit" loading={enviando}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </Card>
      {proveedor && <HistorialAuditoria entidad="fabricante" entidadId={proveedor.id} />}
    </Stack>
  );
}

export const CrearProveedorAdmin = () => <FormularioProveedor proveedor={null} />;

/** /admin/proveedor/update/{id}. */
export function EditarProveedorAdmin({ id }: { id: number }) {
  const proveedor = useProveedorAdmin(id);
  if (proveedor.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (proveedor.isError) return <Alert color="red">No encontramos el proveedor.</Alert>;
  return <FormularioProveedor proveedor={proveedor.data} />;
}

const DOCUMENTOS = [
  ['registro_frente', 'Registro de conducir (frente)'],
  ['registro_dorso', 'Registro de conducir (dorso)'],
  ['antecedentesj', 'Antecedentes judiciales'],
  ['antecedentesp', 'Antecedentes policiales'],
  ['poliza_seguro', 'Póliza de seguro'],
  ['constancia_ruc', 'Constancia de RUC'],
] as const;

const usuarioLibreSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nombre: z.string(),
  apellido: z.string(),
});

function FormularioTransportista({ id }: { id: number | null }) {
  const navegar = useNavigate();
  const refrescar = useRefrescarModeracion();
  const actual = useTransportistaAdmin(id ?? 0);
  const ciudades = useQuery({
    queryKey: ['ciudades'],
    queryFn: ({ signal }) => pedir(listaCiudadesSchema, '/ciudad/', { senal: signal }),
  });
  const [texto, setTexto] = useState('');
  const [buscar] = useDebouncedValue(texto, 300);
  const usuarios = useQuery({
    queryKey: ['admin', 'moderacion', 'usuarios-libres', buscar],
    queryFn: ({ signal }) =>
      pedir(paginaSchema(usuarioLibreSchema), '/clientes-transportista/', {
        parametros: { page: 1, page_size: 20, search: buscar || undefined },
        senal: signal,
      }),
    enabled: id === null,
  });
  const t = id === null ? null : (actual.data ?? null);
  const [usuario, setUsuario] = useState<string | null>(null);
  const [vencimiento, setVencimiento] = useState<string | null>(null);
  const [poliza, setPoliza] = useState<string | null>(null);
  const [ciudadesElegidas, setCiudades] = useState<string[] | null>(null);
  const [archivos, setArchivos] = useState<Record<string, File | null>>({});
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);

  if (id !== null && actual.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (id !== null && actual.isError)
    return <Alert color="red">No encontramos el transportista.</Alert>;
  const valorVencimiento = vencimiento ?? t?.registro_vencimiento ?? '';
  const valorPoliza = poliza ?? t?.poliza_vencimiento ?? '';
  const valorCiudades = ciudadesElegidas ?? (t?.ciudades ?? []).map(String);

  async function guardar() {
    setEnviando(true);
    const datos = new FormData();
    if (id === null && usuario) datos.append('usuario', usuario);
    if (valorVencimiento) datos.append('registro_vencimiento', valorVencimiento);
    if (valorPoliza) datos.append('poliza_vencimiento', valorPoliza);
    datos.append('ciudades', valorCiudades.join(','));
    for (const [k, a] of Object.entries(archivos)) if (a) datos.append(k, a, a.name);
    const r = await guardarMultipart(
      id === null ? '/transportista/' : `/transportista/${id}/`,
      id === null ? 'POST' : 'PATCH',
      datos,
      id === null ? 'Transportista creado.' : 'Transportista guardado.',
    );
    setEnviando(false);
    if (r === null) return;
    if (esId(r)) {
      refrescar();
      void navegar(`/admin/transportista/detail/${r.id}`);
    } else setErrores(r);
  }

  return (
    <Stack maw={900}>
      <Title order={2}>{id === null ? 'Nuevo transportista' : `Editar transportista #${id}`}</Title>
      <Card withBorder component="form" onSubmit={alEnviar(guardar)} noValidate>
        <Stack>
          {id === null && (
            <Select
              label="Usuario"
              description="Una cuenta existente sin perfil de transportista"
              searchable
              searchValue={texto}
              onSearchChange={setTexto}
              data={(usuarios.data?.results ?? []).map((u) => ({
                value: String(u.id),
                label: `${u.nombre} ${u.apellido} (${u.username})`,
              }))}
              value={usuario}
              onChange={setUsuario}
              error={errores.usuario}
              required
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Vencimiento del registro"
              value={valorVencimiento}
              onChange={(e) => setVencimiento(e.currentTarget.value)}
              error={errores.registro_vencimiento}
              required
            />
            <TextInput
              type="date"
              label="Vencimiento de la póliza"
              value={valorPoliza}
              onChange={(e) => setPoliza(e.currentTarget.value)}
              error={errores.poliza_vencimiento}
            />
          </SimpleGrid>
          <MultiSelect
            label="Ciudades donde trabaja"
            data={(ciudades.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
            value={valorCiudades}
            onChange={setCiudades}
            searchable
            error={errores.ciudades}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {DOCUMENTOS.map(([campo, etiqueta]) => (
              <FileInput
                key={campo}
                label={etiqueta}
                accept="image/*,application/pdf"
                value={archivos[campo] ?? null}
                onChange={(a) => setArchivos((x) => ({ ...x, [campo]: a }))}
                clearable
                error={errores[campo]}
                placeholder={t?.[campo] ? 'Mantener el actual' : 'Elegir archivo'}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={
                id === null ? '/admin/transportista/pendiente' : `/admin/transportista/detail/${id}`
              }
            >
              Cancelar
            </Button>
            <Button type="submit" loading={enviando}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </Card>
      {id !== null && <HistorialAuditoria entidad="transportista" entidadId={id} />}
    </Stack>
  );
}

export const CrearTransportistaAdmin = () => <FormularioTransportista id={null} />;
export const EditarTransportistaAdmin = ({ id }: { id: number }) => (
  <FormularioTransportista id={id} />
);

const opcionProveedorSchema = z.object({ id: z.number().int(), nombre: z.string() });

/** Elige un proveedor por nombre (búsqueda en el servidor). */
export function SelectorProveedor(props: {
  valor: number | null;
  alElegir: (id: number | null) => void;
}) {
  const [texto, setTexto] = useState('');
  const [buscar] = useDebouncedValue(texto, 300);
  const proveedores = useQuery({
    queryKey: ['admin', 'moderacion', 'proveedores-opciones', buscar],
    queryFn: ({ signal }) =>
      pedir(paginaSchema(opcionProveedorSchema), '/fabricante/', {
        parametros: { page: 1, page_size: 20, search: buscar || undefined, ordering: 'nombre' },
        senal: signal,
      }),
  });
  return (
    <Select
      label="Proveedor"
      placeholder="Busque por nombre"
      searchable
      searchValue={texto}
      onSearchChange={setTexto}
      data={(proveedores.data?.results ?? []).map((p) => ({
        value: String(p.id),
        label: p.nombre,
      }))}
      value={props.valor === null ? null : String(props.valor)}
      onChange={(v) => props.alElegir(v ? Number(v) : null)}
      nothingFoundMessage={proveedores.isFetching ? 'Buscando…' : 'Sin resultados'}
      required
      size="md"
    />
  );
}
