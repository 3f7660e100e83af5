// Informe del día simulado: lee el resultado por la API (órdenes de venta por estado de ruteo,
// hojas con su tarifa recalculada) y lo cruza con lo que anotaron los transportistas.
import {
  ETIQUETAS_ESTADO_RUTEO,
  VENTANA_ENTREGA_SIN_HORA,
  instanteAsuncion,
  tarifaTransportista,
  type EstadoRuteo,
} from '@nemu/domain';
import { percentil, type Cliente } from './cliente.js';
import type { Compras } from './pedidos.js';
import type { Cuenta } from './siembra.js';
import type { Hoja, Registro } from './transportista.js';

export interface Datos {
  api: Cliente;
  admin: Cuenta;
  dia: string;
  compras: Compras;
  registro: Registro;
  tipos: {
    id: number;
    nombre: string;
    subida_bandera: number | null;
    precio_km: number | null;
    precio_minuto: number | null;
    precio_parada: number | null;
    precio_minimo: number | null;
  }[];
  lote: {
    duracion_solver_ms: number | null;
    respuesta_ms: number;
    desde: number;
    hasta: number;
    hojas: number;
  };
  finJornada: number;
  parametros: { pedidos: number; transportistas: number; semilla: number; factor: number };
}

interface Conciliacion {
  kilometros_reales: number | null;
  minutos_reales: number | null;
  tarifa_recalculada: number | null;
}

const METAS = { dentroFranja: 98, brechaTarifa: 5, loteMs: 30_000, p95Ms: 100 };

async function todas<T>(api: Cliente, token: string, url: string): Promise<T[]> {
  const filas: T[] = [];
  for (let pagina = 1; ; pagina++) {
    const sep = url.includes('?') ? '&' : '?';
    const r = await api.pedir<{ results: T[]; next: string | null }>(
      'GET',
      `${url}${sep}page=${pagina}&page_size=100`,
      { token },
    );
    filas.push(...r.datos.results);
    if (!r.datos.next || r.datos.results.length === 0) return filas;
  }
}

const meta = (ok: boolean) => (ok ? '✔' : '✘');
const hora = (ms: number) =>
  new Date(ms).toLocaleTimeString('es-PY', {
    timeZone: 'America/Asuncion',
    hour: '2-digit',
    minute: '2-digit',
  });
const uno = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '—');

export async function informar(d: Datos): Promise<void> {
  const { api, admin, registro } = d;
  const ordenes = await todas<{ id: number; estado_ruteo: number }>(
    api,
    admin.token,
    '/api/orden_venta/',
  );
  const propias = new Set(d.compras.ordenesVenta);
  const porEstado = new Map<number, number>();
  for (const o of ordenes.filter((x) => propias.has(x.id))) {
    porEstado.set(o.estado_ruteo, (porEstado.get(o.estado_ruteo) ?? 0) + 1);
  }

  // Entregas dentro de la franja (o de la ventana sin hora) y tiempo pago → entrega.
  const conEnvio = d.compras.pedidos.filter((p) => p.plan.delivery);
  let dentro = 0;
  const dentroIds = new Set<number>();
  let fueraEnPlan = 0;
  const atrasos: number[] = [];
  const minutos: number[] = [];
  for (const p of conEnvio) {
    const entregado = registro.entregas.get(p.id);
    if (entregado === undefined) continue;
    const [desde, hasta] = p.plan.franja ?? [
      `${String(VENTANA_ENTREGA_SIN_HORA.desde / 60).padStart(2, '0')}:00`,
      `${String(VENTANA_ENTREGA_SIN_HORA.hasta / 60).padStart(2, '0')}:00`,
    ];
    const a = instanteAsuncion(d.dia, desde).getTime();
    const b = instanteAsuncion(d.dia, hasta).getTime();
    if (entregado >= a && entregado <= b) {
      dentro += 1;
      dentroIds.add(p.id);
    } else {
      // Fuera de la franja: ¿ya lo estaba en el plan, o se atrasó al recorrerlo?
      const plan = registro.planEntregas.get(p.id);
      if (plan !== undefined && (plan < a || plan > b)) fueraEnPlan += 1;
      else if (plan !== undefined) atrasos.push((entregado - plan) / 60_000);
    }
    minutos.push((entregado - p.pago) / 60_000);
  }
  const entregados = minutos.length;
  const pctDentro = entregados > 0 ? (dentro / entregados) * 100 : 0;
  // La meta cuenta todos los pedidos con envío, entregados o no, salvo los que quedaron en un
  // vehículo con incidente (estado 50: no se pueden entregar ese día).
  const conIncidente = new Set(
    (await todas<{ id: number }>(api, admin.token, '/api/pedido_staff/?estado=50')).map(
      (p) => p.id,
    ),
  );
  const exigibles = conEnvio.filter((p) => !conIncidente.has(p.id)).length;
  // Un pedido con varias órdenes de venta puede tener una entrega hecha y otra orden a bordo de
  // un vehículo con incidente (50): queda fuera de la cuenta, también del numerador.
  const dentroExigibles = [...dentroIds].filter((id) => !conIncidente.has(id)).length;
  const pctMeta = exigibles > 0 ? (dentroExigibles / exigibles) * 100 : 0;

  // Hojas: tarifa mostrada vs recalculada (la de la API si la guarda; si no, la del recorrido).
  const brechas: number[] = [];
  const detalleBrechas: { texto: string; brecha: number }[] = [];
  let conApi = 0;
  let minutosReales = 0;
  let minutosPlan = 0;
  for (const h of registro.hojas.filter((x) => !x.incidente && x.fin !== null)) {
    const r = await api.pedir<Hoja & { conciliacion?: Conciliacion | null }>(
      'GET',
      `/api/hoja_ruta/${h.id}/`,
      { token: admin.token },
    );
    const c = r.datos.conciliacion ?? null;
    if (c?.minutos_reales != null) {
      minutosReales += c.minutos_reales;
      minutosPlan += h.minutos_plan;
    }
    let recalculada = c?.tarifa_recalculada ?? null;
    if (recalculada !== null) conApi += 1;
    else {
      const tipo = d.tipos.find((t) => t.id === r.datos.tipo_vehiculo);
      if (!tipo) continue;
      recalculada = tarifaTransportista(tipo, {
        kilometros: h.km_recorridos,
        minutos: Math.round(((h.fin ?? h.inicio) - h.inicio) / 60_000),
        paradas: r.datos.itinerarios.length,
      });
    }
    if (recalculada > 0) {
      const brecha = ((h.tarifa - recalculada) / recalculada) * 100;
      brechas.push(brecha);
      detalleBrechas.push({
        brecha,
        texto: `hoja ${h.id} ${uno(brecha)} % (${r.datos.itinerarios.length} paradas, min ${h.minutos_plan}/${c?.minutos_reales ?? '—'}, km ${uno(h.km_plan)}/${uno(c?.kilometros_reales ?? h.km_recorridos)}, Gs. ${h.tarifa}/${recalculada})`,
      });
    }
  }
  const hojasApi = await todas<{
    id: number;
    estado_nombre: string;
    vehiculo: number | null;
    transportista: number | null;
    tipo_vehiculo: number | null;
    inicio: string | null;
  }>(api, admin.token, '/api/hoja_ruta/');
  const sinTomar = hojasApi.filter((h) => h.transportista === null);
  const contar = (claves: string[]) => {
    const n = new Map<string, number>();
    for (const c of claves) n.set(c, (n.get(c) ?? 0) + 1);
    return [...n.entries()].map(([c, k]) => `${c} ${k}`).join(', ');
  };
  const nombreTipo = (id: number | null) => d.tipos.find((t) => t.id === id)?.nombre ?? '—';
  const vehiculos = new Set(registro.hojas.map((h) => h.vehiculo));
  const kmRecorridos = registro.hojas.reduce((s, h) => s + h.km_recorridos, 0);
  const kmPlan = registro.hojas.reduce((s, h) => s + h.km_plan, 0);

  // Latencias de la API vistas por el cliente (sin el POST del lote, que espera al solver).
  const med = api.mediciones.filter((m) => !m.ruta.startsWith('POST /api/ruteo-ordenes-venta'));
  const enLote = med.filter((m) => m.t >= d.lote.desde && m.t <= d.lote.hasta);
  const p95Dia = percentil(
    med.map((m) => m.ms),
    95,
  );
  const p95Lote = percentil(
    enLote.map((m) => m.ms),
    95,
  );
  const porRuta = new Map<string, number[]>();
  for (const m of med) porRuta.set(m.ruta, [...(porRuta.get(m.ruta) ?? []), m.ms]);

  const sumaBrechas = brechas.reduce((s, x) => s + Math.abs(x), 0);
  const maxBrecha = brechas.reduce((s, x) => Math.max(s, Math.abs(x)), 0);
  const lineas = [
    '',
    `Día simulado ${d.dia} · pedidos ${d.parametros.pedidos} · transportistas ${d.parametros.transportistas} · semilla ${d.parametros.semilla} · ×${d.parametros.factor} · fin de la jornada ${hora(d.finJornada)}`,
    '',
    'Órdenes de venta por estado de ruteo:',
    ...[...porEstado.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([e, n]) => `  ${e} ${ETIQUETAS_ESTADO_RUTEO[e as EstadoRuteo] ?? ''}: ${n}`),
    `Pedidos con envío: ${conEnvio.length}; entregados ${entregados}; con incidente o sin entregar ${conEnvio.length - entregados}; retiro en el local ${d.compras.pedidos.length - conEnvio.length}`,
    `Entregados dentro de la franja: ${dentro}/${entregados} entregados = ${uno(pctDentro)} %; ${dentroExigibles}/${exigibles} pedidos con envío sin incidente (${conIncidente.size} en un vehículo con incidente) = ${uno(pctMeta)} %`,
    `Fuera de la franja: ${fueraEnPlan} ya en el plan, ${atrasos.length} por atraso sobre el plan (mediana ${uno(percentil(atrasos, 50))} min, máximo ${uno(percentil(atrasos, 100))} min)`,
    `Pago → entrega: media ${uno(minutos.reduce((s, x) => s + x, 0) / (entregados || 1))} min, p95 ${uno(percentil(minutos, 95))} min`,
    `Hojas: ${hojasApi.length} creadas (${d.lote.hojas} en el primer lote), ${registro.hojas.length} recorridas, ${vehiculos.size} vehículos usados, ${registro.incidentes} incidentes`,
    `  por estado: ${contar(hojasApi.map((h) => h.estado_nombre))}`,
    `  sin transportista: ${sinTomar.length} (${contar(sinTomar.map((h) => nombreTipo(h.tipo_vehiculo)))}); empiezan ${contar(sinTomar.map((h) => (h.inicio ? hora(Date.parse(h.inicio)) : '—')))}`,
    `Km: ${uno(kmRecorridos)} recorridos (posiciones) / ${uno(kmPlan)} planificados en las hojas recorridas`,
    `Minutos de las hojas terminadas: ${minutosReales} registrados por la API / ${minutosPlan} planificados`,
    `Tarifa mostrada vs recalculada: ${brechas.length} hojas terminadas (${conApi} con la recalculada de la API), brecha media ${uno(sumaBrechas / (brechas.length || 1))} %, máxima ${uno(maxBrecha)} %`,
    `  mayores brechas (plan/real): ${detalleBrechas
      .sort((x, y) => Math.abs(y.brecha) - Math.abs(x.brecha))
      .slice(0, 3)
      .map((x) => x.texto)
      .join('; ')}`,
    `Ofertas vistas: ${registro.ofertas_vistas}, sin tarifa ${registro.ofertas_sin_tarifa}; aceptadas ${registro.aceptaciones}, 409 por otro más rápido ${registro.conflictos}, 409 por oferta vencida ${registro.rechazos}; PIN errados a propósito ${registro.pines_errados}`,
    `Lote: solver ${d.lote.duracion_solver_ms ?? '—'} ms en el worker, respuesta HTTP ${d.lote.respuesta_ms} ms`,
    `API (latencia del cliente): ${med.length} llamadas, p95 del día ${uno(p95Dia)} ms, p95 durante el lote ${uno(p95Lote)} ms (${enLote.length} llamadas), p99 del día ${uno(
      percentil(
        med.map((m) => m.ms),
        99,
      ),
    )} ms`,
    '  p95 por llamada (las 8 más lentas):',
    ...[...porRuta.entries()]
      .map(([ruta, ms]) => ({ ruta, n: ms.length, p95: percentil(ms, 95) }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 8)
      .map((x) => `    ${x.ruta}: ${uno(x.p95)} ms (${x.n})`),
    '',
    'Metas:',
    `  ${meta(pctMeta >= METAS.dentroFranja)} ≥ ${METAS.dentroFranja} % de los pedidos con envío (sin incidente) entregado dentro de la franja (${uno(pctMeta)} %)`,
    `  ${meta(registro.ofertas_vistas > 0 && registro.ofertas_sin_tarifa === 0)} toda tarifa visible antes de aceptar (${registro.ofertas_sin_tarifa} sin tarifa de ${registro.ofertas_vistas})`,
    `  ${meta(brechas.length > 0 && maxBrecha <= METAS.brechaTarifa)} tarifa a ≤ ${METAS.brechaTarifa} % de la recalculada (máxima ${uno(maxBrecha)} %)`,
    `  ${meta((d.lote.duracion_solver_ms ?? Infinity) <= METAS.loteMs)} lote de ${d.compras.ordenesVenta.length} órdenes en ≤ ${METAS.loteMs / 1000} s en el worker (${d.lote.duracion_solver_ms ?? '—'} ms)`,
    `  ${meta(p95Lote < METAS.p95Ms)} p95 de la API < ${METAS.p95Ms} ms mientras corre el lote (${uno(p95Lote)} ms)`,
  ];
  console.log(lineas.join('\n'));
}
