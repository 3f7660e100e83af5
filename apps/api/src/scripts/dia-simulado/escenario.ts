// Escenario del día simulado, generado con una semilla: proveedores, clientes y transportistas
// repartidos por Gran Asunción y los pedidos del día (franjas, cadena de frío, bultos grandes).
// Sin base ni red: lo mismo para la misma semilla.

import { mulberry32 } from '@nemu/routing';

export interface Lugar {
  lat: number;
  lng: number;
  ciudad: string;
}

/** Centro aproximado y peso (cuántos pedidos salen de allí) de cada ciudad de Gran Asunción. */
export const CIUDADES: readonly { nombre: string; lat: number; lng: number; peso: number }[] = [
  { nombre: 'Asunción', lat: -25.2865, lng: -57.612, peso: 34 },
  { nombre: 'Luque', lat: -25.27, lng: -57.4872, peso: 12 },
  { nombre: 'San Lorenzo', lat: -25.3397, lng: -57.5088, peso: 13 },
  { nombre: 'Lambaré', lat: -25.3468, lng: -57.6065, peso: 9 },
  { nombre: 'Fernando de la Mora', lat: -25.3386, lng: -57.5217, peso: 10 },
  { nombre: 'Capiatá', lat: -25.3552, lng: -57.4455, peso: 8 },
  { nombre: 'Mariano Roque Alonso', lat: -25.2079, lng: -57.532, peso: 6 },
  { nombre: 'Villa Elisa', lat: -25.3676, lng: -57.5927, peso: 5 },
  { nombre: 'Limpio', lat: -25.1661, lng: -57.4856, peso: 3 },
];

/** Franjas de entrega programada (hora de Asunción); el resto, envío sin hora. */
export const FRANJAS: readonly [string, string][] = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];

export type Clase = 'comun' | 'frio' | 'bulto';

export interface LineaPlan {
  proveedor: number;
  clase: Clase;
  cantidad: number;
}

export interface PedidoPlan {
  cliente: number;
  lineas: LineaPlan[];
  /** false: retiro en el local del proveedor (estado de ruteo 80). */
  delivery: boolean;
  franja: [string, string] | null;
}

export interface TransportistaPlan {
  /** Nombre del tipo de vehículo sembrado en referencia. */
  tipo: string;
  base: Lugar;
}

export interface Escenario {
  proveedores: Lugar[];
  clientes: Lugar[];
  pedidos: PedidoPlan[];
  transportistas: TransportistaPlan[];
}

/** Generador pseudoaleatorio sembrado: la misma semilla da la misma secuencia. */
export const generador = mulberry32;

function lugarAl(azar: () => number, radioKm: number): Lugar {
  let r = azar() * CIUDADES.reduce((s, c) => s + c.peso, 0);
  const c = CIUDADES.find((x) => (r -= x.peso) < 0) ?? CIUDADES[0]!;
  // Punto uniforme en un círculo alrededor del centro de la ciudad.
  const d = radioKm * Math.sqrt(azar());
  const ang = azar() * 2 * Math.PI;
  return {
    ciudad: c.nombre,
    lat: c.lat + (d * Math.sin(ang)) / 111.32,
    lng: c.lng + (d * Math.cos(ang)) / (111.32 * Math.cos((c.lat * Math.PI) / 180)),
  };
}

/** Flota: camionetas en su mayoría, furgones refrigerados para la cadena de frío, algún auto. */
const FLOTA: readonly [string, number][] = [
  ['Camioneta', 0.55],
  ['Furgón refrigerado', 0.2],
  ['Furgón', 0.15],
  ['Auto', 0.1],
];

export function generarEscenario(o: {
  semilla: number;
  pedidos: number;
  proveedores: number;
  transportistas: number;
}): Escenario {
  const azar = generador(o.semilla);
  const proveedores = Array.from({ length: o.proveedores }, () => lugarAl(azar, 3));
  const nClientes = Math.max(1, Math.round(o.pedidos * 0.85));
  const clientes = Array.from({ length: nClientes }, () => lugarAl(azar, 3.5));
  const clase = (): Clase => {
    const r = azar();
    return r < 0.12 ? 'frio' : r < 0.18 ? 'bulto' : 'comun';
  };
  const pedidos: PedidoPlan[] = Array.from({ length: o.pedidos }, (_, k) => {
    const p1 = Math.floor(azar() * o.proveedores);
    const lineas: LineaPlan[] = [
      { proveedor: p1, clase: clase(), cantidad: 1 + Math.floor(azar() * 3) },
    ];
    // Uno de cada diez pedidos junta productos de dos proveedores (dos órdenes de venta).
    if (o.proveedores > 1 && azar() < 0.1) {
      const p2 = (p1 + 1 + Math.floor(azar() * (o.proveedores - 1))) % o.proveedores;
      lineas.push({ proveedor: p2, clase: 'comun', cantidad: 1 });
    }
    const r = azar();
    return {
      cliente: k % nClientes,
      lineas,
      delivery: azar() >= 0.03,
      franja: r < 0.35 ? FRANJAS[Math.floor((r / 0.35) * FRANJAS.length)]! : null,
    };
  });
  const transportistas = Array.from({ length: o.transportistas }, (_, k) => {
    let r = (k + 0.5) / o.transportistas;
    const tipo = FLOTA.find(([, peso]) => (r -= peso) < 0)?.[0] ?? 'Camioneta';
    return { tipo, base: lugarAl(azar, 4) };
  });
  return { proveedores, clientes, pedidos, transportistas };
}
