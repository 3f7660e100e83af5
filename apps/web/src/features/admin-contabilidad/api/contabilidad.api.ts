import {
  balancePersonaSchema,
  cuentaFondoRespuestaSchema,
  detalleFacturaSchema,
  efectivoTransportistaSchema,
  facturaSchema,
  pagoContableSchema,
  paginaSchema,
  pendienteFacturarSchema,
  rendicionRespuestaSchema,
  timbradoRespuestaSchema,
  totalesPlataformaSchema,
} from '@nemu/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, VERSION_APP } from '../../../shared/api/cliente-api';
import { enviar, pedir } from '../../../shared/api/consulta';
import { parametrosApi, type FiltrosLista } from '../../../shared/admin';
import { obtenerToken } from '../../../shared/sesion/sesion.store';

export const contabilidadKeys = {
  todo: ['admin', 'contabilidad'] as const,
  totales: (f: Record<string, string>) => ['admin', 'contabilidad', 'totales', f] as const,
  balances: (f: FiltrosLista) => ['admin', 'contabilidad', 'balances', f] as const,
  facturas: (f: FiltrosLista) => ['admin', 'contabilidad', 'facturas', f] as const,
  factura: (id: number) => ['admin', 'contabilidad', 'factura', id] as const,
  pagos: (f: FiltrosLista) => ['admin', 'contabilidad', 'pagos', f] as const,
  pendientes: (tipo: number, persona: number | null) =>
    ['admin', 'contabilidad', 'pendientes', tipo, persona] as const,
  personas: (tipo: number, texto: string) =>
    ['admin', 'contabilidad', 'personas', tipo, texto] as const,
  saldo: (tipo: number, persona: number | null) =>
    ['admin', 'contabilidad', 'saldo', tipo, persona] as const,
  fondos: ['admin', 'contabilidad', 'fondos'] as const,
  timbrados: ['admin', 'contabilidad', 'timbrados'] as const,
  efectivo: ['admin', 'contabilidad', 'efectivo'] as const,
};

export const useTotales = (f: Record<string, string>) =>
  useQuery({
    queryKey: contabilidadKeys.totales(f),
    queryFn: ({ signal }) =>
      pedir(totalesPlataformaSchema, '/balance/0/', { parametros: f, senal: signal }),
  });

export const useBalances = (f: FiltrosLista) =>
  useQuery({
    queryKey: contabilidadKeys.balances(f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(balancePersonaSchema), '/balance/', {
        parametros: parametrosApi(f),
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFacturas = (f: FiltrosLista) =>
  useQuery({
    queryKey: contabilidadKeys.facturas(f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(facturaSchema), '/factura/', {
        parametros: parametrosApi(f),
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFactura = (id: number) =>
  useQuery({
    queryKey: contabilidadKeys.factura(id),
    queryFn: ({ signal }) => pedir(detalleFacturaSchema, `/factura/${id}/`, { senal: signal }),
  });

export const usePagos = (f: FiltrosLista) =>
  useQuery({
    queryKey: contabilidadKeys.pagos(f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(pagoContableSchema), '/pago/', {
        parametros: parametrosApi(f),
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePendientes = (tipo: number, persona: number | null) =>
  useQuery({
    queryKey: contabilidadKeys.pendientes(tipo, persona),
    enabled: persona !== null,
    queryFn: ({ signal }) =>
      pedir(z.array(pendienteFacturarSchema), '/rendicion/', {
        parametros: { tipo, persona_id: persona },
        senal: signal,
      }),
  });

export const useSaldo = (tipo: number, persona: number | null) =>
  useQuery({
    queryKey: contabilidadKeys.saldo(tipo, persona),
    enabled: persona !== null,
    queryFn: ({ signal }) =>
      pedir(balancePersonaSchema, `/balance/${tipo}/${persona}/`, { senal: signal }),
  });

export const useCuentasFondo = () =>
  useQuery({
    queryKey: contabilidadKeys.fondos,
    queryFn: ({ signal }) =>
      pedir(z.array(cuentaFondoRespuestaSchema), '/fund-accounts/', { senal: signal }),
  });

export const useTimbrados = () =>
  useQuery({
    queryKey: contabilidadKeys.timbrados,
    queryFn: ({ signal }) =>
      pedir(z.array(timbradoRespuestaSchema), '/timbrado/', { senal: signal }),
  });

export const useEfectivo = () =>
  useQuery({
    queryKey: contabilidadKeys.efectivo,
    queryFn: ({ signal }) =>
      pedir(z.array(efectivoTransportistaSchema), '/efectivo/', { senal: signal }),
  });

// Personas para elegir: clientes (/cliente/), proveedores (/fabricante/) y transportistas.
const personaOpcionSchema = z
  .object({
    id: z.number().int(),
    nombre: z.string().nullish(),
    apellido: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    razon_social: z.string().nullish(),
  })
  .transform((p) => ({
    id: p.id,
    nombre:
      [p.nombre ?? p.first_name, p.apellido ?? p.last_name].filter(Boolean).join(' ') ||
      p.razon_social ||
      `#${p.id}`,
  }));

const RUTA_PERSONAS: Record<number, string> = {
  10: '/cliente/',
  20: '/fabricante/',
  30: '/transportista/',
};

export const usePersonas = (tipo: number, texto: string) =>
  useQuery({
    queryKey: contabilidadKeys.personas(tipo, texto),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(personaOpcionSchema), RUTA_PERSONAS[tipo] ?? '/cliente/', {
        parametros: { page: 1, page_size: 20, search: texto || undefined },
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useRefrescarContabilidad = () => {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: contabilidadKeys.todo });
};

export const registrarPago = (cuerpo: Record<string, unknown>) =>
  enviar(pagoContableSchema, '/registrar_pago/', { metodo: 'POST', cuerpo });

export const registrarRendicion = (cuerpo: Record<string, unknown>) =>
  enviar(rendicionRespuestaSchema, '/rendicion/', { metodo: 'POST', cuerpo });

/**
 * Descarga un archivo de la API con la sesión (PDF de factura o reporte XLSX). Devuelve false
 * si no se pudo.
 */
export async function descargar(ruta: string, nombre: string, cuerpo?: unknown): Promise<boolean> {
  const token = obtenerToken();
  const r = await fetch(`${API_BASE}${ruta}`, {
    method: cuerpo === undefined ? 'GET' : 'POST',
    headers: {
      'X-App-Version': VERSION_APP,
      ...(cuerpo === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    ...(cuerpo === undefined ? {} : { body: JSON.stringify(cuerpo) }),
  }).catch(() => null);
  if (!r?.ok) return false;
  const url = URL.createObjectURL(await r.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

export const cargarTimbrado = (cuerpo: Record<string, unknown>) =>
  enviar(timbradoRespuestaSchema, '/timbrado/', { metodo: 'POST', cuerpo });

/** Devolución al cliente de lo que se le debe por un pedido, desde una cuenta de fondos. */
export const registrarDevolucionCliente = (cuerpo: Record<string, unknown>) =>
  enviar(
    z.object({
      pedido: z.number().int(),
      devuelto: z.number().int(),
      a_devolver: z.number().int(),
    }),
    '/devolucion-cliente/',
    { metodo: 'POST', cuerpo },
  );

export const registrarDeposito = (cuerpo: Record<string, unknown>) =>
  enviar(
    z.object({ transportista: z.number().int(), pendiente: z.number().int() }),
    '/deposito-efectivo/',
    {
      metodo: 'POST',
      cuerpo,
    },
  );
