import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  FileInput,
  Grid,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatoDecimal, mensajeErrorAl } from '@nemu/domain';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { HistorialAuditoria } from '../../../shared/admin';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { confirmar } from '../../../shared/ui/confirmar';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import {
  escribir,
  formulario,
  useCategoriasAdmin,
  useRefrescarCatalogo,
  type CategoriaAdmin,
} from '../api/catalogo-admin.api';
import { resultadoGuardar } from './campos-error';

/** Categorías en orden de árbol (padre, luego sus hijas por `orden`). */
export function ordenArbol(categorias: readonly CategoriaAdmin[]): CategoriaAdmin[] {
  const hijas = new Map<number | null, CategoriaAdmin[]>();
  for (const c of categorias) hijas.set(c.superior, [...(hijas.get(c.superior) ?? []), c]);
  for (const l of hijas.values())
    l.sort((a, b) => a.orden - b.orden || a.nombre.localeCompare(b.nombre));
  const ids = new Set(categorias.map((c) => c.id));
  const salida: CategoriaAdmin[] = [];
  const visitar = (padre: number | null) => {
    for (const c of hijas.get(padre) ?? []) {
      salida.push(c);
      visitar(c.id);
    }
  };
  visitar(null);
  // Huérfanas (su superior no vino en la lista): al final, para no perderlas.
  for (const c of categorias) if (c.superior !== null && !ids.has(c.superior)) salida.push(c);
  return salida;
}

const IVA = [
  { value: '10', label: 'IVA 10 %' },
  { value: '5', label: 'IVA 5 %' },
  { value: '0', label: 'Exenta' },
];

function FormularioCategoria({
  categoria,
  todas,
  cerrar,
}: {
  categoria: CategoriaAdmin | null;
  todas: readonly CategoriaAdmin[];
  cerrar: () => void;
}) {
  const refrescar = useRefrescarCatalogo();
  const [nombre, setNombre] = useState(categoria?.nombre ?? '');
  const [superior, setSuperior] = useState<string | null>(categoria?.superior?.toString() ?? null);
  const [orden, setOrden] = useState<number | string>(categoria?.orden ?? 0);
  const [comision, setComision] = useState<number | string>(categoria?.comision ?? 0);
  const [iva, setIva] = useState<string | null>(String(categoria?.tipo_iva ?? 10));
  const [menores, setMenores] = useState(categoria?.no_apto_menores ?? false);
  const [icono, setIcono] = useState<File | null>(null);
  const [imagen, setImagen] = useState<File | null>(null);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  const opcionesSuperior = todas
    .filter((c) => c.id !== categoria?.id)
    .map((c) => ({
      value: String(c.id),
      label: `${'— '.repeat(Math.max(0, c.nivel - 1))}${c.nombre}`,
    }));

  async function guardar() {
    setEnviando(true);
    const cuerpo = formulario(
      {
        nombre,
        superior: superior ?? null,
        orden: orden === '' ? undefined : Number(orden),
        comision: comision === '' ? null : String(comision),
        tipo_iva: iva ?? undefined,
        no_apto_menores: menores,
      },
      { icono, imagen },
    );
    const r = await escribir(categoria ? `/categoria/${categoria.id}/` : '/categoria/', {
      metodo: categoria ? 'PATCH' : 'POST',
      cuerpo,
    });
    setEnviando(false);
    const e = resultadoGuardar(r, categoria ? 'Categoría guardada.' : 'Categoría creada.');
    if (e === null) return;
    setErrores(e);
    if (Object.keys(e).length === 0) {
      refrescar();
      cerrar();
    }
  }

  return (
    <Stack>
      <form onSubmit={alEnviar(guardar)} noValidate>
        <Stack>
          <TextInput
            label="Nombre"
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
            error={errores.nombre}
            required
          />
          <Select
            label="Categoría superior"
            placeholder="Ninguna (categoría principal)"
            data={opcionesSuperior}
            value={superior}
            onChange={setSuperior}
            clearable
            searchable
            error={errores.superior}
          />
          <Group grow>
            <NumberInput
              label="Orden"
              value={orden}
              onChange={setOrden}
              min={0}
              allowDecimal={false}
              error={errores.orden}
            />
            <NumberInput
              label="Comisión (%)"
              description="Rige para los pedidos que se paguen desde ahora"
              value={comision}
              onChange={setComision}
              min={0}
              max={100}
              decimalScale={2}
              decimalSeparator=","
              error={errores.comision}
            />
          </Group>
          <Select
            label="IVA"
            data={IVA}
            value={iva}
            onChange={setIva}
            error={errores.tipo_iva}
            allowDeselect={false}
          />
          <Checkbox
            label="No apto para menores de edad"
            checked={menores}
            onChange={(e) => setMenores(e.currentTarget.checked)}
          />
          <FileInput
            label="Ícono"
            accept="image/*"
            value={icono}
            onChange={setIcono}
            clearable
            error={errores.icono}
            placeholder={categoria?.icono ? 'Mantener el actual' : 'Elegir imagen'}
          />
          <FileInput
            label="Imagen"
            accept="image/*"
            value={imagen}
            onChange={setImagen}
            clearable
            error={errores.imagen}
            placeholder={categoria?.imagen ? 'Mantener la actual' : 'Elegir imagen'}
          />
          <Group justify="flex-end">
            <Button type="button" variant="default" onClick={cerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={enviando}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
      {categoria && <HistorialAuditoria entidad="categoria" entidadId={categoria.id} />}
    </Stack>
  );
}

/** /admin/categoria: árbol de categorías con comisión, IVA, edad, ícono e imagen. */
export function AdminCategorias() {
  const consulta = useCategoriasAdmin();
  const refrescar = useRefrescarCatalogo();
  const [editando, setEditando] = useState<CategoriaAdmin | 'nueva' | null>(null);
  const arbol = useMemo(() => ordenArbol(consulta.data ?? []), [consulta.data]);

  async function borrar(c: CategoriaAdmin) {
    const ok = await confirmar({
      titulo: 'Eliminar categoría',
      mensaje: `¿Eliminar «${c.nombre}»? Sólo se puede si no tiene productos ni subcategorías.`,
      textoConfirmar: 'Eliminar',
      peligro: true,
    });
    if (!ok) return;
    const r = await escribir(`/categoria/${c.id}/`, { metodo: 'DELETE' });
    if (r?.kind === 'ok') {
      avisarExito('Categoría eliminada.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('eliminar'));
  }

  return (
    <Stack maw={1000}>
      <Group justify="space-between">
        <Title order={2}>Categorías</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditando('nueva')}>
          Nueva categoría
        </Button>
      </Group>
      {consulta.isPending ? (
        <Loader role="status" aria-label="Cargando categorías" />
      ) : consulta.isError ? (
        <Alert color="red" title="No pudimos cargar las categorías">
          <Button variant="light" onClick={() => void consulta.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : arbol.length === 0 ? (
        <Card withBorder p="xl">
          <Text ta="center" c="dimmed">
            Todavía no hay categorías.
          </Text>
        </Card>
      ) : (
        <Card withBorder p={0}>
          <Stack
            gap={0}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Árbol de categorías"
          >
            {arbol.map((c) => (
              <Grid
                key={c.id}
                component="li"
                p="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                align="center"
                rowGap={4}
                aria-label={c.nombre}
              >
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Group gap="xs" wrap="nowrap" pl={(c.nivel - 1) * 20}>
                    <Avatar src={c.icono} size="sm" radius="sm" alt="">
                      {c.nombre.slice(0, 1)}
                    </Avatar>
                    <Text fw={c.nivel === 1 ? 600 : 400}>{c.nombre}</Text>
                  </Group>
                </Grid.Col>
                <Grid.Col span={{ base: 8, sm: 4 }}>
                  <Group gap={6}>
                    <Badge variant="light">Comisión {formatoDecimal(c.comision)} %</Badge>
                    <Badge variant="outline" color="gray">
                      {c.tipo_iva === 0 ? 'Exenta' : `IVA ${c.tipo_iva} %`}
                    </Badge>
                    {c.no_apto_menores && (
                      <Badge color="red" variant="light">
                        +18
                      </Badge>
                    )}
                  </Group>
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      size="xl"
                      variant="subtle"
                      aria-label={`Editar ${c.nombre}`}
                      onClick={() => setEditando(c)}
                    >
                      <IconEdit size={18} />
                    </ActionIcon>
                    <ActionIcon
                      size="xl"
                      variant="subtle"
                      color="red"
                      aria-label={`Eliminar ${c.nombre}`}
                      onClick={() => void borrar(c)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Grid.Col>
              </Grid>
            ))}
          </Stack>
        </Card>
      )}
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'nueva' ? 'Nueva categoría' : 'Editar categoría'}
        size="lg"
      >
        {editando !== null && (
          <FormularioCategoria
            categoria={editando === 'nueva' ? null : editando}
            todas={arbol}
            cerrar={() => setEditando(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
