// Datos de partida del día simulado, insertados directo en la base antes de levantar el
// servidor (como el banco de la tienda): cuentas con su sesión, proveedores con punto de
// retiro y productos, clientes con dirección, transportistas habilitados con su vehículo.
// Los pedidos, pagos, confirmaciones y toda la operación del día van por la API HTTP.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crearToken } from '../../modules/cuentas/sesiones.repository.js';
import { usuario } from '../../modules/cuentas/cuentas.tables.js';
import { hashToken, nuevoToken } from '../../modules/cuentas/tokens.js';
import { producto } from '../../modules/catalogo/catalogo.tables.js';
import { ciudad } from '../../modules/configuracion/configuracion.tables.js';
import { direccion } from '../../modules/direcciones/direcciones.tables.js';
import {
  fabricante,
  puntoRetiro,
  usuarioFabricante,
} from '../../modules/fabricantes/fabricantes.tables.js';
import { tipoVehiculo, vehiculo } from '../../modules/flota/flota.tables.js';
import {
  transportista,
  transportistaCiudad,
} from '../../modules/transportistas/transportistas.tables.js';
import { CIUDADES, type Clase, type Escenario } from './escenario.js';

export interface Cuenta {
  usuarioId: number;
  token: string;
}

export interface ProveedorSembrado extends Cuenta {
  fabricanteId: number;
  puntoId: number;
  productos: Record<Clase, number>;
}

export interface ClienteSembrado extends Cuenta {
  direccionId: number;
}

export interface TransportistaSembrado extends Cuenta {
  transportistaId: number;
  vehiculoId: number;
  tipo: string;
}

export interface Sembrado {
  admin: Cuenta;
  proveedores: ProveedorSembrado[];
  clientes: ClienteSembrado[];
  transportistas: TransportistaSembrado[];
}

const PRODUCTOS: Record<
  Clase,
  {
    nombre: string;
    precio: number;
    peso_kg: number;
    alto: number;
    ancho: number;
    prof: number;
    refrigeracion: number;
  }
> = {
  comun: {
    nombre: 'Yerba mate 1 kg',
    precio: 45_000,
    peso_kg: 4,
    alto: 30,
    ancho: 30,
    prof: 30,
    refrigeracion: 0,
  },
  frio: {
    nombre: 'Queso Paraguay 2 kg',
    precio: 60_000,
    peso_kg: 3,
    alto: 25,
    ancho: 30,
    prof: 30,
    refrigeracion: 10,
  },
  bulto: {
    nombre: 'Silla de jardín',
    precio: 250_000,
    peso_kg: 40,
    alto: 45,
    ancho: 60,
    prof: 120,
    refrigeracion: 0,
  },
};

async function cuenta(
  db: Db,
  username: string,
  extra: { administrador?: boolean } = {},
): Promise<Cuenta> {
  const [u] = await db
    .insert(usuario)
    .values({
      username,
      email: `${username}@dia-simulado.com.py`,
      first_name: 'Simulado',
      last_name: username,
      administrador: extra.administrador ?? false,
    })
    .returning({ id: usuario.id });
  if (!u) throw new Error(`no se creó ${username}`);
  const token = nuevoToken();
  await crearToken(db, {
    usuarioId: u.id,
    tokenHash: hashToken(token),
    deviceId: null,
    plataforma: null,
  });
  return { usuarioId: u.id, token };
}

export async function sembrarDia(db: Db, e: Escenario): Promise<Sembrado> {
  const ciudades = await db
    .select({ id: ciudad.id, nombre: ciudad.nombre })
    .from(ciudad)
    .where(
      inArray(
        ciudad.nombre,
        CIUDADES.map((c) => c.nombre),
      ),
    );
  const idCiudad = (nombre: string) => ciudades.find((c) => c.nombre === nombre)?.id ?? null;
  const tipos = await db.select().from(tipoVehiculo);

  const admin = await cuenta(db, 'admin_dia', { administrador: true });

  const proveedores: ProveedorSembrado[] = [];
  for (const [i, lugar] of e.proveedores.entries()) {
    const c = await cuenta(db, `proveedor_dia_${i + 1}`);
    const [f] = await db
      .insert(fabricante)
      .values({
        nombre: `Proveedor ${i + 1} de ${lugar.ciudad}`,
        aprobado: true,
        dias_apertura: ['1', '2', '3', '4', '5', '6', '7'],
        hora_apertura: '07:00',
        hora_cierre: '19:00',
      })
      .returning({ id: fabricante.id });
    if (!f) throw new Error('no se creó el fabricante');
    await db
      .insert(usuarioFabricante)
      .values({ usuario_id: c.usuarioId, fabricante_id: f.id, rol: 'propietario' });
    const [p] = await db
      .insert(puntoRetiro)
      .values({
        fabricante_id: f.id,
        nombre: 'Depósito',
        calle_principal: 'Calle del proveedor',
        numero: String(100 + i),
        lat: lugar.lat,
        lng: lugar.lng,
        ciudad_id: idCiudad(lugar.ciudad),
        default: true,
        nro_telefono: '0981000111',
      })
      .returning({ id: puntoRetiro.id });
    if (!p) throw new Error('no se creó el punto de retiro');
    const productos = {} as Record<Clase, number>;
    for (const clase of ['comun', 'frio', 'bulto'] as const) {
      const d = PRODUCTOS[clase];
      const [fila] = await db
        .insert(producto)
        .values({
          fabricante_id: f.id,
          nombre: `${d.nombre} (${i + 1})`,
          precio: d.precio,
          cantidad_disponible: 10_000,
          aprobado: true,
          peso_kg: d.peso_kg,
          alto_cm: d.alto,
          ancho_cm: d.ancho,
          profundidad_cm: d.prof,
          refrigeracion: d.refrigeracion,
        })
        .returning({ id: producto.id });
      productos[clase] = fila!.id;
    }
    proveedores.push({ ...c, fabricanteId: f.id, puntoId: p.id, productos });
  }

  const clientes: ClienteSembrado[] = [];
  for (const [i, lugar] of e.clientes.entries()) {
    const c = await cuenta(db, `cliente_dia_${i + 1}`);
    const [d] = await db
      .insert(direccion)
      .values({
        usuario_id: c.usuarioId,
        nombre: 'Casa',
        calle_principal: 'Calle del cliente',
        numero: String(1000 + i),
        lat: lugar.lat,
        lng: lugar.lng,
        ciudad_id: idCiudad(lugar.ciudad),
        ciudad_nombre: lugar.ciudad,
        default: true,
      })
      .returning({ id: direccion.id });
    clientes.push({ ...c, direccionId: d!.id });
  }

  const transportistas: TransportistaSembrado[] = [];
  for (const [i, t] of e.transportistas.entries()) {
    const c = await cuenta(db, `transportista_dia_${i + 1}`);
    const [fila] = await db
      .insert(transportista)
      .values({
        usuario_id: c.usuarioId,
        aprobado: true,
        registro_vencimiento: '2099-12-31',
        antecedentesp: 'antecedente-policial.pdf',
        antecedentesj: 'antecedente-judicial.pdf',
        constancia_ruc: 'constancia-ruc.pdf',
      })
      .returning({ id: transportista.id });
    if (!fila) throw new Error('no se creó el transportista');
    await db
      .insert(transportistaCiudad)
      .values(ciudades.map((x) => ({ transportista_id: fila.id, ciudad_id: x.id })));
    const tipo = tipos.find((x) => x.nombre === t.tipo);
    if (!tipo) throw new Error(`falta el tipo de vehículo ${t.tipo}`);
    const [v] = await db
      .insert(vehiculo)
      .values({
        transportista_id: fila.id,
        tipo_vehiculo_id: tipo.id,
        marca: 'Toyota',
        modelo: t.tipo,
        numero_chapa: `SIM${String(i + 1).padStart(3, '0')}`,
        peso_maximo: tipo.peso_maximo_kg ?? 500,
        espacio_alto_cm: tipo.espacio_alto_cm ?? 100,
        espacio_ancho_cm: tipo.espacio_ancho_cm ?? 100,
        espacio_largo_cm: tipo.espacio_profundidad_cm ?? 100,
        refrigeracion: tipo.refrigeracion ?? 0,
        poliza_vencimiento: '2099-12-31',
        habilitacion_vencimiento: '2099-12-31',
        aprobado: true,
        activo: true,
      })
      .returning({ id: vehiculo.id });
    transportistas.push({ ...c, transportistaId: fila.id, vehiculoId: v!.id, tipo: t.tipo });
  }
  return { admin, proveedores, clientes, transportistas };
}
