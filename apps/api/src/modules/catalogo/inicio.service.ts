import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { productosDelCarrito } from '../carrito/carrito.service.js';
import { favoritosActivos } from '../favoritos/favoritos.service.js';
import { categoriasActivas } from './catalogo.repository.js';
import { arbolCategorias } from './catalogo.service.js';
import { referenciaInicio } from '../configuracion/configuracion.lectura.js';
import { productosDeAbiertos } from './inicio.repository.js';
import { conApertura, fabricantesConApertura, listaDestacada } from './productos.service.js';

const SEGUNDOS_CACHE = 30;
const LIMITE_LISTA = 12;

async function construirCompartido(db: Db) {
  const ahora = new Date();
  const [ref, categorias, fabricantes, masVistos, masVendidos] = await Promise.all([
    referenciaInicio(db),
    categoriasActivas(db),
    fabricantesConApertura(db, ahora),
    listaDestacada(db, 'mas_vistos', LIMITE_LISTA),
    listaDestacada(db, 'mas_vendidos', LIMITE_LISTA),
  ]);
  const abiertos = fabricantes.filter((f) => f.abierto).map((f) => f.id);
  const prodsAbi = await conApertura(db, await productosDeAbiertos(db, abiertos, LIMITE_LISTA));
  const config = (clave: string) => ref.configuracion.get(clave) ?? '';
  const promocionImagen = config('promocion_imagen');
  return {
    rubros: ref.rubros,
    categorias: arbolCategorias(categorias),
    ciudades: ref.ciudades,
    // Lo mínimo para la portada: con 500 proveedores, cada campo de más pesa decenas de kB.
    fabricantes: fabricantes.map((f) => ({
      id: f.id,
      nombre: f.nombre,
      imagen_perfil: f.imagen_perfil,
      abierto: f.abierto,
    })),
    lineas: ref.lineas,
    familias: ref.familias,
    terminos: config('terminos'),
    promocion: {
      imagen: promocionImagen === '' ? null : `/media/${promocionImagen}`,
      animacion: config('promocion_animacion') || 'fade',
    },
    mensajes_predeterminados: ref.mensajes,
    timestamp: ahora.toISOString(),
    mas_vistos: masVistos,
    prods_abi: prodsAbi,
    mas_vendidos: masVendidos,
    compra_mejorada: config('compra_mejorada'),
    min_build: Number(config('min_build')) || 0,
  };
}

type Compartido = Awaited<ReturnType<typeof construirCompartido>>;
interface EnCache {
  datos: Compartido;
  /** El JSON ya serializado: el inicio pesa cientos de kB y se sirve en cada apertura de la app. */
  json: string;
}
const cache = new WeakMap<Db, { hasta: number; valor: Promise<EnCache> }>();

/**
 * La parte compartida del inicio se arma a lo sumo una vez cada 30 s por instancia (las
 * peticiones concurrentes esperan la misma promesa); la parte del usuario se arma aparte.
 */
function compartido(db: Db): Promise<EnCache> {
  const ahora = Date.now();
  const actual = cache.get(db);
  if (actual && actual.hasta > ahora) return actual.valor;
  const valor = construirCompartido(db).then((datos) => ({ datos, json: JSON.stringify(datos) }));
  cache.set(db, { hasta: ahora + SEGUNDOS_CACHE * 1000, valor });
  valor.catch(() => cache.delete(db));
  return valor;
}

/**
 * GET /inicio/ como JSON: favoritos y carrito del usuario (o del visitante) delante de la
 * referencia compartida, que se copia ya serializada.
 */
export async function inicioJson(
  db: Db,
  usuario: UsuarioAutenticado | null,
  clave: string | null,
): Promise<string> {
  const [base, favoritos, productos] = await Promise.all([
    compartido(db),
    usuario ? favoritosActivos(db, usuario.id) : Promise.resolve([]),
    usuario || clave ? productosDelCarrito(db, usuario, clave) : Promise.resolve([]),
  ]);
  const propio = JSON.stringify({ favoritos, carrito: { productos } });
  return `${propio.slice(0, -1)},${base.json.slice(1)}`;
}

/** GET /inicio-header/: el árbol de categorías para el menú y los datos mínimos de la cabecera. */
export async function datosCabecera(db: Db) {
  const { datos: base } = await compartido(db);
  return {
    categories: base.categorias,
    data: {
      rubros: base.rubros,
      terminos: base.terminos,
      promocion: base.promocion,
      min_build: base.min_build,
      timestamp: base.timestamp,
    },
  };
}
