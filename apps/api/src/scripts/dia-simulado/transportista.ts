// Un transportista simulado: se conecta, toma oportunidades (comprobando que muestran la
// tarifa), va a la primera parada, empieza la hoja y la recorre a la velocidad modelada
// reportando posiciones; retira con el código del proveedor, entrega con el PIN del cliente y
// en ~2 % de las paradas reporta un incidente (la hoja se cancela y vuelve a buscar trabajo).
import { MENSAJES_OPERACION, distanciaKm, TipoParada, type Punto } from '@nemu/domain';
import type { Cliente } from './cliente.js';
import type { RelojSimulado } from './reloj-simulado.js';
import type { ClienteSembrado, ProveedorSembrado, TransportistaSembrado } from './siembra.js';

export interface Parada {
  id: number;
  tipo: number;
  orden: number;
  ubicacion: string | null;
  fecha_hora_calculada_desde: string | null;
  fecha_hora_calculada_hasta: string | null;
  tiempo_parada_calculado: number | null;
  fabricante_id: number | null;
  pedidos: number[];
  ordenes_venta: number[];
}

export interface Hoja {
  id: number;
  estado: number;
  tarifa_transportista: number;
  kilometros_recorrido: number;
  minutos_trabajo: number;
  tipo_vehiculo: number | null;
  inicio: string | null;
  itinerarios: Parada[];
  [campo: string]: unknown;
}

interface Oportunidad {
  id: number;
  hoja_ruta: { id: number; tarifa_transportista: number; inicio: string | null };
}

export interface HojaRecorrida {
  id: number;
  transportista: number;
  vehiculo: number;
  tarifa: number;
  km_plan: number;
  minutos_plan: number;
  km_recorridos: number;
  inicio: number;
  fin: number | null;
  incidente: boolean;
}

/** Lo que anotan los transportistas durante el día (se lee al final para el informe). */
export interface Registro {
  ofertas_vistas: number;
  ofertas_sin_tarifa: number;
  aceptaciones: number;
  conflictos: number;
  /** 409 por otra razón que otro más rápido (la oferta venció o ya no le corresponde). */
  rechazos: number;
  incidentes: number;
  pines_errados: number;
  entregas: Map<number, number>;
  /** Hora de atención que el plan daba a cada entrega hecha. */
  planEntregas: Map<number, number>;
  hojas: HojaRecorrida[];
}

export interface Entorno {
  api: Cliente;
  reloj: RelojSimulado;
  azar: () => number;
  registro: Registro;
  proveedores: Map<number, ProveedorSembrado>;
  clienteDePedido: Map<number, ClienteSembrado>;
  velocidadKmh: number;
  circuidad: number;
  probIncidente: number;
  /** true cuando el día terminó: no se toman más hojas. */
  terminado: () => boolean;
  /** Cuántos transportistas están en una hoja ahora. */
  ocupados: Set<number>;
}

const punto = (u: string | null): Punto | null => {
  if (!u) return null;
  const [lat, lng] = u.split(',').map(Number);
  return lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)
    ? null
    : { lat, lng };
};

/**
 * Recorrido por la calle de A a B: dientes de sierra cuyo largo es `circuidad` veces la línea
 * recta (la misma circuidad que usa el plan), así los km que mide el rastreo por sus posiciones
 * son comparables con los del plan.
 */
export function recorrido(a: Punto, b: Punto, circuidad: number): Punto[] {
  const d = distanciaKm(a, b);
  if (d < 0.05) return [b];
  const kx = 111.32 * Math.cos((a.lat * Math.PI) / 180);
  const ky = 111.32;
  const dx = (b.lng - a.lng) * kx;
  const dy = (b.lat - a.lat) * ky;
  const n = Math.max(1, Math.round(d / 1.2));
  const h = (d / n / 2) * Math.sqrt(Math.max(0, circuidad ** 2 - 1));
  const px = -dy / d;
  const py = dx / d;
  const puntos: Punto[] = [];
  for (let j = 0; j < n; j++) {
    const m = (j + 0.5) / n;
    const s = j % 2 === 0 ? 1 : -1;
    puntos.push({
      lat: a.lat + (dy * m + py * h * s) / ky,
      lng: a.lng + (dx * m + px * h * s) / kx,
    });
    puntos.push({ lat: a.lat + (dy * (j + 1)) / n / ky, lng: a.lng + (dx * (j + 1)) / n / kx });
  }
  return puntos;
}

export class TransportistaSimulado {
  posicion: Punto;
  private kmHoja = 0;

  constructor(
    readonly cuenta: TransportistaSembrado,
    base: Punto,
    private readonly e: Entorno,
  ) {
    this.posicion = base;
  }

  private pedir<T>(metodo: string, url: string, cuerpo?: unknown, esperados?: number[]) {
    return this.e.api.pedir<T>(metodo, url, {
      token: this.cuenta.token,
      ...(cuerpo === undefined ? {} : { cuerpo }),
      ...(esperados ? { esperados } : {}),
    });
  }

  private texto = (p: Punto) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

  async conectar(): Promise<void> {
    await this.pedir('POST', '/api/conexion-transportista/', {
      conectado: true,
      ubicacion: this.texto(this.posicion),
    });
    await this.pedir('POST', '/api/rastreo-usuario/', { ubicacion: this.texto(this.posicion) });
  }

  /** Ciclo del día: buscar oportunidades, aceptar una, recorrerla; hasta que el día termine. */
  /** `pausaMs`: tiempo simulado entre dos consultas de oportunidades sin trabajo. */
  async jornada(pausaMs: number): Promise<void> {
    while (!this.e.terminado()) {
      // Tras un 409 (otro la tomó antes) vuelve a mirar la lista en el acto, como en la app.
      let hoja: Hoja | null | 'perdida' = 'perdida';
      for (let intento = 0; hoja === 'perdida' && intento < 5; intento++) {
        hoja = await this.tomarOportunidad();
      }
      if (hoja === 'perdida') hoja = null;
      if (hoja) {
        this.e.ocupados.add(this.cuenta.transportistaId);
        try {
          await this.recorrer(hoja);
        } finally {
          this.e.ocupados.delete(this.cuenta.transportistaId);
        }
      } else {
        await this.e.reloj.esperar(pausaMs * (0.6 + this.e.azar() * 0.8));
      }
    }
    await this.pedir('PATCH', '/api/conexion-transportista/', {
      conectado: false,
      ubicacion: this.texto(this.posicion),
    });
  }

  /** La hoja aceptada, null si no hay ofertas o 'perdida' si otro la aceptó antes. */
  private async tomarOportunidad(): Promise<Hoja | null | 'perdida'> {
    const r = await this.pedir<{ results: Oportunidad[] }>(
      'GET',
      '/api/oportunidades/?page_size=50',
    );
    const ofertas = r.datos.results;
    this.e.registro.ofertas_vistas += ofertas.length;
    this.e.registro.ofertas_sin_tarifa += ofertas.filter(
      (o) => !(o.hoja_ruta.tarifa_transportista > 0),
    ).length;
    if (ofertas.length === 0) return null;
    // Las que empiezan antes primero; entre las tres primeras, una al azar (no todos a la misma).
    const orden = [...ofertas].sort((a, b) =>
      (a.hoja_ruta.inicio ?? '').localeCompare(b.hoja_ruta.inicio ?? ''),
    );
    const elegida = orden[Math.floor(this.e.azar() * Math.min(3, orden.length))]!;
    const detalle = await this.pedir<{ hoja_ruta: Hoja }>(
      'GET',
      `/api/oportunidad/${elegida.id}`,
      undefined,
      [404],
    );
    if (detalle.estado === 404) return null;
    if (!(detalle.datos.hoja_ruta.tarifa_transportista > 0))
      this.e.registro.ofertas_sin_tarifa += 1;
    const a = await this.pedir<Hoja>(
      'POST',
      '/api/aceptar-ruta/',
      { oportunidad_id: elegida.id },
      [409],
    );
    if (a.estado === 409) {
      // Otro la aceptó antes, o la oferta venció o dejó de valer (p. ej. el tope de efectivo).
      const texto = JSON.stringify(a.datos);
      if (texto.includes(MENSAJES_OPERACION.rutaYaTomada)) this.e.registro.conflictos += 1;
      else this.e.registro.rechazos += 1;
      return 'perdida';
    }
    this.e.registro.aceptaciones += 1;
    return a.datos;
  }

  /**
   * Se mueve por la calle hasta `destino` reportando cada vértice del recorrido. Cada vértice
   * tiene su hora de llegada simulada: el tiempo de las llamadas a la API no atrasa al vehículo.
   */
  private async ir(destino: Punto): Promise<void> {
    const ritmo = 0.95 + this.e.azar() * 0.1; // tráfico: hasta 5 % más rápido o más lento
    let llegada = this.e.reloj.ahora();
    for (const p of recorrido(this.posicion, destino, this.e.circuidad)) {
      const km = distanciaKm(this.posicion, p);
      llegada += (km / (this.e.velocidadKmh / ritmo)) * 3_600_000;
      await this.e.reloj.esperarHasta(llegada);
      this.posicion = p;
      this.kmHoja += km;
      await this.pedir('POST', '/api/rastreo-usuario/', {
        ubicacion: this.texto(p),
        velocidad: Math.round((this.e.velocidadKmh / ritmo / 3.6) * 10) / 10,
      });
    }
    await this.e.reloj.esperarHasta(llegada);
  }

  private async recorrer(hoja: Hoja): Promise<void> {
    const paradas = [...hoja.itinerarios].sort((a, b) => a.orden - b.orden);
    const primera = paradas[0];
    const lugar = punto(primera?.ubicacion ?? null);
    if (!primera || !lugar) throw new Error(`la hoja ${hoja.id} no tiene paradas con ubicación`);
    // Sale para llegar a la primera parada a la hora del plan.
    const llegada = Date.parse(primera.fecha_hora_calculada_desde ?? hoja.inicio ?? '');
    const viajeMs =
      ((distanciaKm(this.posicion, lugar) * this.e.circuidad) / this.e.velocidadKmh) * 3_600_000;
    if (!Number.isNaN(llegada)) await this.e.reloj.esperarHasta(llegada - viajeMs);
    await this.ir(lugar);
    await this.pedir('POST', '/api/empezar-ruta/', {
      ruta_id: hoja.id,
      vehiculo_id: this.cuenta.vehiculoId,
    });
    const recorrida: HojaRecorrida = {
      id: hoja.id,
      transportista: this.cuenta.transportistaId,
      vehiculo: this.cuenta.vehiculoId,
      tarifa: hoja.tarifa_transportista,
      km_plan: hoja.kilometros_recorrido,
      minutos_plan: hoja.minutos_trabajo,
      km_recorridos: 0,
      inicio: this.e.reloj.ahora(),
      fin: null,
      incidente: false,
    };
    this.e.registro.hojas.push(recorrida);
    this.kmHoja = 0;
    for (const p of paradas) {
      const destino = punto(p.ubicacion);
      if (destino) await this.ir(destino);
      // No atiende antes de la hora del plan (franja del cliente, apertura del proveedor).
      const desde = Date.parse(p.fecha_hora_calculada_desde ?? '');
      if (!Number.isNaN(desde)) await this.e.reloj.esperarHasta(desde);
      if (this.e.azar() < this.e.probIncidente) {
        await this.pedir('POST', '/api/reportar-incidente/', {
          tipo_incidente: [10, 20, 30][Math.floor(this.e.azar() * 3)],
          hoja_ruta: hoja.id,
          itinerario: p.id,
          vehiculo: this.cuenta.vehiculoId,
          ubicacion: this.texto(this.posicion),
        });
        this.e.registro.incidentes += 1;
        recorrida.incidente = true;
        break;
      }
      // La parada termina con el código o el PIN: el tiempo de parada del plan llega hasta ahí,
      // como el fin de la hoja que mide la conciliación (la última entrega confirmada).
      const parada = (p.tiempo_parada_calculado ?? 300) * 1000;
      await this.e.reloj.esperarHasta(this.e.reloj.ahora() + parada);
      const codigo = await this.codigo(p);
      if (p.tipo === TipoParada.ENTREGA) {
        if (this.e.azar() < 0.02) {
          this.e.registro.pines_errados += 1;
          const mal = codigo === '0000' ? '1111' : '0000';
          await this.pedir('POST', '/api/check-pin/', { itinerario_id: p.id, pincode: mal }, [400]);
        }
        await this.pedir('POST', '/api/check-pin/', { itinerario_id: p.id, pincode: codigo });
      }
      await this.pedir('POST', '/api/ejecutar-itinerario/', {
        itinerario_id: p.id,
        pincode: codigo,
      });
      if (p.tipo === TipoParada.ENTREGA) {
        for (const id of p.pedidos) {
          this.e.registro.entregas.set(id, this.e.reloj.ahora());
          if (!Number.isNaN(desde)) this.e.registro.planEntregas.set(id, desde);
        }
      }
    }
    recorrida.km_recorridos = Math.round(this.kmHoja * 100) / 100;
    recorrida.fin = this.e.reloj.ahora();
  }

  /** Código de la parada: el de retiro lo dicta el proveedor; el PIN, el cliente. */
  private async codigo(p: Parada): Promise<string> {
    if (p.tipo === TipoParada.RETIRO) {
      const prov = this.e.proveedores.get(p.fabricante_id ?? 0);
      const ov = p.ordenes_venta[0];
      if (!prov || ov === undefined) throw new Error(`retiro ${p.id} sin proveedor u orden`);
      const r = await this.e.api.pedir<{ codigo_retiro: string | null }>(
        'GET',
        `/api/orden_venta/${ov}/`,
        { token: prov.token },
      );
      if (!r.datos.codigo_retiro)
        throw new Error(`la orden de venta ${ov} no tiene código de retiro`);
      return r.datos.codigo_retiro;
    }
    const pedidoId = p.pedidos[0];
    const cliente = this.e.clienteDePedido.get(pedidoId ?? 0);
    if (!cliente || pedidoId === undefined) throw new Error(`entrega ${p.id} sin cliente`);
    const r = await this.e.api.pedir<Record<string, unknown>>(
      'GET',
      `/api/pedido-contrasena/?id_pedido=${pedidoId}`,
      { token: cliente.token },
    );
    const pin = Object.values(r.datos).find((v) => typeof v === 'string' && /^\d{4,8}$/.test(v));
    if (typeof pin !== 'string')
      throw new Error(`sin PIN para el pedido ${pedidoId}: ${JSON.stringify(r.datos)}`);
    return pin;
  }
}

export const dormir = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
