// Un cliente propio para cada prueba que usa el carrito, las direcciones o los pedidos del
// cliente: la cuenta demo `cliente` la comparten pruebas que corren en paralelo (los dos tamaños
// de pantalla a la vez) y un carrito o una dirección compartidos las cruzarían.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { tokenDe, type Cabeceras } from './transportista-nuevo.js';

export interface ClienteNuevo {
  cabeceras: Cabeceras;
  /** Para ingresar por la pantalla (el correo sirve de usuario). */
  usuario: string;
  clave: string;
  nombre: string;
  /** La dirección principal, si se pidió una. */
  direccion: number | null;
}

export async function clienteNuevo(
  request: APIRequestContext,
  opciones: { nombre?: string; apellido?: string; conDireccion?: boolean } = {},
): Promise<ClienteNuevo> {
  const { nombre = 'Rocío', apellido = 'Acosta', conDireccion = true } = opciones;
  const sufijo = randomUUID().slice(0, 8);
  const usuario = `cliente-${sufijo}@ejemplo.com.py`;
  const clave = 'clave-cliente-123';
  const registro = await request.post('/api/registro-cliente/', {
    data: {
      first_name: nombre,
      last_name: apellido,
      email: usuario,
      password: clave,
      nro_telefono: '0981 456 789',
    },
  });
  expect(registro.status(), await registro.text()).toBe(201);
  const cabeceras = await tokenDe(request, usuario, clave);
  let direccion: number | null = null;
  if (conDireccion) {
    const ciudades = (await (await request.get('/api/ciudad/')).json()) as {
      id: number;
      nombre: string;
    }[];
    const asuncion = ciudades.find((c) => c.nombre === 'Asunción');
    if (!asuncion) throw new Error('la demo no tiene la ciudad de Asunción');
    const alta = await request.post('/api/direccion/', {
      headers: cabeceras,
      data: {
        nombre: 'Casa',
        calle_principal: 'Avenida España',
        calle_secundaria: 'Brasilia',
        numero: '1234',
        referencia: 'Portón verde',
        ubicacion: '-25.2870, -57.6040',
        ciudad: asuncion.id,
        default: true,
      },
    });
    expect(alta.status(), await alta.text()).toBe(201);
    direccion = ((await alta.json()) as { id: number }).id;
  }
  return { cabeceras, usuario, clave, nombre: `${nombre} ${apellido}`, direccion };
}
