import { expect, test, type APIRequestContext } from '@playwright/test';
import { ingresar, revisarPantalla } from './ayudas.js';
import { tokenDe, type Cabeceras } from './transportista-nuevo.js';

// Las pantallas del administrador (§2 /admin) en el escritorio y en el teléfono: cada una carga
// (sin esqueletos), tiene su título, no desborda a lo ancho y no tiene violaciones
// serias ni críticas de WCAG 2.1 A/AA. Sólo se visitan (las acciones se prueban en
// admin-operaciones, admin-listas, admin-catalogo, admin-moderacion, contabilidad y la torre).

/** Id del primer elemento de una lista de la API (paginada o no); null si está vacía. */
async function primerId(
  request: APIRequestContext,
  admin: Cabeceras,
  ruta: string,
): Promise<number | null> {
  const r = await request.get(`/api${ruta}`, { headers: admin });
  expect(r.ok(), `${ruta}: ${await r.text()}`).toBeTruthy();
  const cuerpo = (await r.json()) as { results?: { id: number }[] } | { id: number }[];
  const filas = Array.isArray(cuerpo) ? cuerpo : (cuerpo.results ?? []);
  return filas[0]?.id ?? null;
}

/** Nombre de la captura: la ruta sin ids (`admin-pedido-detail-id`). */
const nombreDe = (ruta: string) =>
  ruta
    .slice(1)
    .replace(/\d+/g, 'id')
    .replace(/[/?=&]+/g, '-')
    .replace(/-$/, '');

type Ids = Record<
  | 'pedido'
  | 'cliente'
  | 'producto'
  | 'proveedor'
  | 'transportista'
  | 'tipoVehiculo'
  | 'ordenVenta'
  | 'hoja'
  | 'facturaCliente'
  | 'staff',
  number | null
>;

/** Ids de la demo para las pantallas que se abren por id. */
async function idsDemo(request: APIRequestContext): Promise<Ids> {
  const admin = await tokenDe(request, 'admin');
  const ids: Ids = {
    pedido: await primerId(request, admin, '/pedido_staff/?page=1&page_size=1'),
    cliente: await primerId(request, admin, '/cliente/?page=1&page_size=1'),
    producto: await primerId(request, admin, '/producto/?page=1&page_size=1'),
    proveedor: await primerId(request, admin, '/fabricante/?page=1&page_size=1'),
    transportista: await primerId(request, admin, '/transportista/?page=1&page_size=1'),
    tipoVehiculo: await primerId(request, admin, '/tipo-vehiculo/'),
    ordenVenta: await primerId(request, admin, '/orden_venta/?page=1&page_size=1'),
    hoja: await primerId(request, admin, '/hoja_ruta/?page=1&page_size=1'),
    facturaCliente: await primerId(request, admin, '/factura/?tipo=10&page=1&page_size=1'),
    staff: await primerId(request, admin, '/usuario_staff/?page=1&page_size=1'),
  };
  // La demo tiene de todo lo que se abre por id (las facturas y los errores pueden faltar).
  for (const [nombre, id] of Object.entries(ids)) {
    if (nombre !== 'facturaCliente') expect(id, `la demo tiene ${nombre}`).not.toBeNull();
  }
  return ids;
}

// Unas 60 pantallas con axe y captura: en tres tandas, cada una con su tiempo y repartidas entre
// los procesos (una sola tanda tardaba 3,8 de sus 5 min con la máquina quieta).
const TANDAS: [string, (ids: Ids) => string[]][] = [
  [
    'operación',
    (ids) => [
      '/admin',
      '/admin/busqueda',
      '/admin/pedido',
      `/admin/pedido/detail/${ids.pedido}`,
      '/admin/orden_venta',
      `/admin/orden_venta/detail/${ids.ordenVenta}`,
      `/admin/imprimir/${ids.ordenVenta}`,
      '/admin/hoja_ruta',
      `/admin/hoja_ruta/detail/${ids.hoja}`,
      `/admin/hoja_ruta/itinerario/${ids.hoja}`,
      '/admin/cliente',
      `/admin/cliente/${ids.cliente}`,
      `/admin/cliente/${ids.cliente}/update`,
      `/admin/cliente/${ids.cliente}/direccion/create`,
      '/admin/soporte',
      '/admin/reportes',
    ],
  ],
  [
    'catálogo y actores',
    (ids) => [
      '/admin/producto/pendiente',
      '/admin/producto/moderado',
      '/admin/producto/create',
      `/admin/producto/detail/${ids.producto}`,
      `/admin/producto/update/${ids.producto}`,
      '/admin/comentario-producto',
      '/admin/proveedor/pendiente',
      '/admin/proveedor/moderado',
      '/admin/proveedor/create',
      `/admin/proveedor/detail/${ids.proveedor}`,
      `/admin/proveedor/update/${ids.proveedor}`,
      `/admin/proveedor/${ids.proveedor}/punto-retiro/create`,
      '/admin/transportista/pendiente',
      '/admin/transportista/moderado',
      '/admin/transportista/create',
      `/admin/transportista/detail/${ids.transportista}`,
      `/admin/transportista/update/${ids.transportista}`,
      '/admin/vehiculo/pendiente',
      '/admin/vehiculo/moderado',
      '/admin/tipo-vehiculo',
      '/admin/tipo-vehiculo/create',
      `/admin/tipo-vehiculo/update/${ids.tipoVehiculo}`,
    ],
  ],
  [
    'finanzas y configuración',
    (ids) => [
      '/admin/rubro',
      '/admin/categoria',
      '/admin/margenes',
      '/admin/precio',
      '/admin/inventario',
      '/admin/balance',
      '/admin/rendicion',
      '/admin/pago/proveedor',
      '/admin/pago/proveedor/create',
      '/admin/pago/cliente',
      '/admin/factura/cliente',
      '/admin/factura/proveedor',
      ...(ids.facturaCliente ? [`/admin/factura/cliente/${ids.facturaCliente}`] : []),
      '/admin/preguntas_frecuentes',
      '/admin/configuracion',
      '/admin/api-config',
      '/admin/api-view',
      '/admin/api-documentacion',
      '/admin/api-log',
      '/admin/staff',
      `/admin/staff/detail?id=${ids.staff}`,
      `/admin/staff/update?id=${ids.staff}`,
    ],
  ],
];

test.describe.configure({ mode: 'parallel' });

for (const [tanda, rutasDe] of TANDAS) {
  test(`las pantallas del administrador (${tanda}) se ven bien y pasan axe`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const rutas = rutasDe(await idsDemo(request));
    await ingresar(page, 'admin');
    await expect(page).toHaveURL((u) => u.pathname === '/admin');
    for (const ruta of rutas) await revisarPantalla(page, ruta, nombreDe(ruta));
  });
}
