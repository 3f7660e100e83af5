// Bitácora de acciones del administrador (spec §6): qué entidades se auditan, cómo se llama en
// español cada campo que guarda el antes → después y cómo se muestran sus valores.
import {
  ETIQUETAS_CADENA_FRIO,
  ETIQUETAS_DIA_SEMANA,
  ETIQUETAS_ESTADO_PEDIDO,
  ETIQUETAS_GENERO,
  ETIQUETAS_ICONO_DIRECCION,
  ETIQUETAS_MODO_USO_APP,
  ETIQUETAS_ROL_BENEFICIARIO,
  ETIQUETAS_TIPO_IVA,
  ETIQUETAS_TIPO_PROVEEDOR,
  ETIQUETAS_TIPO_USUARIO,
} from '../enums/index.js';
import { formatoDecimal } from './decimal.rules.js';
import { formatoGuaranies } from './dinero.rules.js';
import { formatoFecha, formatoFechaHora } from './fechas.rules.js';

/** Entidades que el panel de administración modifica y audita. */
export const ENTIDADES_AUDITADAS = [
  'fabricante',
  'punto_retiro',
  'producto',
  'comentario_producto',
  'rubro',
  'categoria',
  'pregunta_frecuente',
  'configuracion',
  'margen',
  'tipo_vehiculo',
  'transportista',
  'vehiculo',
  'empresa_transporte',
  'cliente',
  'direccion',
  'usuario_staff',
  'error_app',
  'clave_api',
  'pedido',
] as const;
export type EntidadAuditada = (typeof ENTIDADES_AUDITADAS)[number];

/** El antes o el después completo: algunos valores se leen junto con otro campo. */
type Registro = Readonly<Record<string, unknown>>;
/** Texto del valor, o `null` para usar el formato general. */
type Formato = (valor: unknown, registro: Registro) => string | null;

/** Entidades cuyos nombres la API resuelve para las referencias de la bitácora. */
export type TipoReferenciaAuditoria = 'usuario' | 'fabricante';
/** Nombres de las referencias de una entrada de la bitácora: tipo → id → nombre. */
export type NombresAuditoria = Partial<Record<TipoReferenciaAuditoria, Record<string, string>>>;

export interface CampoAuditado {
  etiqueta: string;
  formato?: Formato;
  /** El valor es el id de un usuario o de un proveedor: se muestra su nombre si se conoce. */
  referencia?: TipoReferenciaAuditoria;
}

const numero = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return null;
};
const conNumero =
  (f: (n: number) => string): Formato =>
  (v) => {
    const n = numero(v);
    return n === null ? null : f(n);
  };

const dinero = conNumero(formatoGuaranies);
const porcentaje = conNumero((n) => `${formatoDecimal(n)} %`);
const unidad = (u: string) => conNumero((n) => `${formatoDecimal(n)} ${u}`);
const referencia = conNumero((n) => `#${n}`);
const opciones =
  (etiquetas: Readonly<Record<string | number, string>>): Formato =>
  (v) =>
    (typeof v === 'number' || typeof v === 'string') && Object.hasOwn(etiquetas, v)
      ? (etiquetas[v] ?? null)
      : null;
const dias: Formato = (v) => {
  if (!Array.isArray(v)) return null;
  const dia = opciones(ETIQUETAS_DIA_SEMANA);
  return v.map((d) => dia(d, {}) ?? String(d)).join(', ');
};
/** Margen de la plataforma: porcentaje (tipo 10) o monto fijo por unidad (tipo 20). */
const margen: Formato = (v, r) => {
  if (r.tipo !== 20) return porcentaje(v, r);
  const monto = dinero(v, r);
  return monto === null ? null : `${monto} por unidad`;
};

const c = (etiqueta: string, formato?: Formato): CampoAuditado =>
  formato ? { etiqueta, formato } : { etiqueta };
/** Id de un usuario o un proveedor: su nombre, o «#id» si la entrada no lo trae. */
const ref = (etiqueta: string, tipo: TipoReferenciaAuditoria): CampoAuditado => ({
  etiqueta,
  formato: referencia,
  referencia: tipo,
});

const ROLES_STAFF = {
  administrador: 'Administrador',
  propietario: 'Propietario',
  staff: 'Staff',
  cliente: 'Cliente (fuera del equipo)',
};
const TIPOS_MARGEN = { 10: 'Porcentaje del precio', 20: 'Monto fijo por unidad' };
const ORIGENES_ERROR = { app: 'App', servidor: 'Servidor' };

// Campos que se repiten en varias entidades.
const COMUNES: Readonly<Record<string, CampoAuditado>> = {
  id: c('N.º', referencia),
  nombre: c('Nombre'),
  descripcion: c('Descripción'),
  activo: c('Activo'),
  aprobado: c('Aprobado'),
  moderado: c('Aprobado'),
  aprobado_por: ref('Aprobado por', 'usuario'),
  fecha_aprobacion: c('Fecha de aprobación'),
  motivo_rechazo: c('Motivo del rechazo'),
  suspendido_en: c('Suspendido desde'),
  bloqueado: c('Bloqueado'),
  email: c('Correo'),
  nro_telefono: c('Teléfono'),
  ruc: c('RUC'),
  razon_social: c('Razón social'),
  imagen_perfil: c('Imagen de perfil'),
  imagen: c('Imagen'),
  icono: c('Ícono'),
  orden: c('Orden'),
  fabricante: ref('Proveedor', 'fabricante'),
  fabricante_id: ref('Proveedor', 'fabricante'),
  usuario: ref('Usuario', 'usuario'),
  usuario_id: ref('Usuario', 'usuario'),
  ciudad_id: c('Ciudad', referencia),
  ciudad_nombre: c('Ciudad'),
  calle_principal: c('Calle principal'),
  calle_secundaria: c('Calle secundaria'),
  numero: c('Número'),
  referencia: c('Referencia'),
  lat: c('Latitud'),
  lng: c('Longitud'),
  default: c('Por defecto'),
  rating: c('Calificación'),
  ratings: c('Cantidad de calificaciones'),
  constancia_ruc: c('Constancia de RUC'),
  fecha_aceptacion_contrato: c('Aceptación del contrato'),
  poliza_seguro: c('Póliza de seguro'),
  poliza_vencimiento: c('Vencimiento de la póliza'),
  cantidad_viajes: c('Viajes realizados'),
  ultimo_viaje: c('Último viaje'),
  refrigeracion: c('Cadena de frío', opciones(ETIQUETAS_CADENA_FRIO)),
  precio: c('Precio', dinero),
  precio_venta: c('Precio de venta', dinero),
  fecha_agregado: c('Fecha de alta'),
};

/** Etiqueta y formato de cada campo, por entidad (más los comunes). */
export const CAMPOS_AUDITORIA: Readonly<
  Record<EntidadAuditada, Readonly<Record<string, CampoAuditado>>>
> = {
  fabricante: {
    ...COMUNES,
    resena_empresa: c('Reseña de la empresa'),
    tipo_proveedor: c('Tipo de proveedor', opciones(ETIQUETAS_TIPO_PROVEEDOR)),
    dias_apertura: c('Días de apertura', dias),
    hora_apertura: c('Hora de apertura'),
    hora_cierre: c('Hora de cierre'),
    rubros: c('Rubros'),
    puntos_retiro: c('Puntos de retiro'),
  },
  punto_retiro: { ...COMUNES, ubicacion: c('Ubicación') },
  producto: {
    ...COMUNES,
    descripcion_extensa: c('Descripción extensa'),
    precio_mayorista: c('Precio mayorista', dinero),
    precio_variante: c('Precio por variante'),
    cantidad_disponible: c('Stock disponible'),
    cantidad: c('Cantidad por unidad de venta'),
    stock_minimo: c('Stock mínimo'),
    categoria: c('Categoría', referencia),
    categoria_id: c('Categoría', referencia),
    familia_id: c('Familia', referencia),
    linea_id: c('Línea', referencia),
    unidad_medida_id: c('Unidad de medida', referencia),
    no_apto_menores: c('No apto para menores'),
    compra_mejorada: c('Compra mejorada'),
    especificaciones: c('Especificaciones'),
    video: c('Video'),
    peso_kg: c('Peso', unidad('kg')),
    alto_cm: c('Alto', unidad('cm')),
    ancho_cm: c('Ancho', unidad('cm')),
    profundidad_cm: c('Profundidad', unidad('cm')),
    rubros: c('Rubros'),
  },
  comentario_producto: {
    ...COMUNES,
    producto_id: c('Producto', referencia),
    comentario: c('Comentario'),
    calificacion: c('Calificación'),
    visible: c('Visible'),
  },
  rubro: { ...COMUNES },
  categoria: {
    ...COMUNES,
    comision: c('Comisión', porcentaje),
    porcentaje: c('Comisión', porcentaje),
    superior_id: c('Categoría superior', referencia),
    tipo_iva: c('Tipo de IVA', opciones(ETIQUETAS_TIPO_IVA)),
    no_apto_menores: c('No apto para menores'),
    nivel: c('Nivel'),
  },
  pregunta_frecuente: {
    ...COMUNES,
    pregunta: c('Pregunta'),
    respuesta: c('Respuesta'),
    destinatario: c('Para', opciones(ETIQUETAS_ROL_BENEFICIARIO)),
  },
  configuracion: {
    ...COMUNES,
    clave: c('Clave'),
    valor: c('Valor'),
    publica: c('Pública'),
  },
  margen: {
    ...COMUNES,
    categoria_id: c('Categoría', referencia),
    tipo: c('Tipo de margen', opciones(TIPOS_MARGEN)),
    margen: c('Margen', margen),
  },
  tipo_vehiculo: {
    ...COMUNES,
    subida_bandera: c('Bajada de bandera', dinero),
    precio_minimo: c('Precio mínimo', dinero),
    precio_km: c('Precio por km', dinero),
    precio_minuto: c('Precio por minuto', dinero),
    precio_parada: c('Precio por parada', dinero),
    peso_maximo_kg: c('Peso máximo', unidad('kg')),
    espacio_alto_cm: c('Alto del espacio de carga', unidad('cm')),
    espacio_ancho_cm: c('Ancho del espacio de carga', unidad('cm')),
    espacio_profundidad_cm: c('Profundidad del espacio de carga', unidad('cm')),
  },
  transportista: {
    ...COMUNES,
    tipo_usuario: c('Tipo de transportista', opciones(ETIQUETAS_TIPO_USUARIO)),
    registro_frente: c('Registro (frente)'),
    registro_dorso: c('Registro (dorso)'),
    registro_vencimiento: c('Vencimiento del registro'),
    antecedentesj: c('Antecedentes judiciales'),
    antecedentesp: c('Antecedentes policiales'),
    balance: c('Saldo', dinero),
    conectado: c('Conectado'),
    ciudades: c('Ciudades'),
    vehiculos: c('Vehículos'),
  },
  vehiculo: {
    ...COMUNES,
    transportista_id: c('Transportista', referencia),
    empresa_transporte_id: c('Empresa de transporte', referencia),
    tipo_vehiculo_id: c('Tipo de vehículo', referencia),
    marca: c('Marca'),
    modelo: c('Modelo'),
    ano: c('Año'),
    color: c('Color'),
    numero_chapa: c('Chapa'),
    numero_chassis: c('N.º de chasis'),
    kilometraje: c('Kilometraje', unidad('km')),
    habilitacion_frente: c('Habilitación (frente)'),
    habilitacion_dorso: c('Habilitación (dorso)'),
    habilitacion_vencimiento: c('Vencimiento de la habilitación'),
    peso_maximo: c('Peso máximo', unidad('kg')),
    espacio_alto_cm: c('Alto del espacio de carga', unidad('cm')),
    espacio_ancho_cm: c('Ancho del espacio de carga', unidad('cm')),
    espacio_largo_cm: c('Largo del espacio de carga', unidad('cm')),
  },
  empresa_transporte: {
    ...COMUNES,
    administrador_id: ref('Administrador', 'usuario'),
    direccion: c('Dirección'),
  },
  cliente: {
    ...COMUNES,
    username: c('Usuario'),
    first_name: c('Nombre'),
    last_name: c('Apellido'),
    fecha_nacimiento: c('Fecha de nacimiento'),
    nro_documento: c('N.º de documento'),
    genero: c('Género', opciones(ETIQUETAS_GENERO)),
    modo_uso_app: c('Modo de la app', opciones(ETIQUETAS_MODO_USO_APP)),
    notificaciones_activas: c('Notificaciones'),
    sonidos_activos: c('Sonidos'),
    recibir_ofertas_email: c('Ofertas por correo'),
    recibir_ofertas_notificacion: c('Ofertas por notificación'),
  },
  direccion: {
    ...COMUNES,
    ubicacion: c('Ubicación'),
    icono: c('Ícono', opciones(ETIQUETAS_ICONO_DIRECCION)),
  },
  usuario_staff: {
    ...COMUNES,
    username: c('Usuario'),
    first_name: c('Nombre'),
    last_name: c('Apellido'),
    rol: c('Rol', opciones(ROLES_STAFF)),
  },
  error_app: {
    ...COMUNES,
    archivo: c('Pantalla o archivo'),
    mensaje: c('Mensaje'),
    excepcion: c('Excepción'),
    origen: c('Origen', opciones(ORIGENES_ERROR)),
    version_app: c('Versión de la app'),
    url: c('Dirección (URL)'),
    controlado: c('Atendido'),
    controlado_por: ref('Atendido por', 'usuario'),
    controlado_en: c('Atendido el'),
  },
  clave_api: {
    ...COMUNES,
    prefijo: c('Prefijo'),
    permisos: c('Permisos'),
    ultimo_uso_en: c('Último uso'),
    revocada_en: c('Revocada el'),
    creado_por: ref('Creada por', 'usuario'),
  },
  pedido: {
    ...COMUNES,
    estado: c('Estado', opciones(ETIQUETAS_ESTADO_PEDIDO)),
    hoja_ruta: c('Hoja de ruta', referencia),
    incidentes: c('Incidentes'),
    ordenes_venta: c('Órdenes de venta'),
  },
};

/** Campos técnicos que no aportan al leer la bitácora. */
const IGNORADOS = new Set(['actualizado_en', 'creado_en', 'updated_at', 'created_at']);

const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const SOLO_FECHA = /^\d{4}-\d{2}-\d{2}$/;

function campoDe(entidad: string, campo: string): CampoAuditado | undefined {
  const mapa: Readonly<Record<string, CampoAuditado>> = Object.hasOwn(CAMPOS_AUDITORIA, entidad)
    ? CAMPOS_AUDITORIA[entidad as EntidadAuditada]
    : COMUNES;
  return Object.hasOwn(mapa, campo) ? mapa[campo] : undefined;
}

/** «precio_venta» → «Precio venta»: para un campo que todavía no tiene etiqueta. */
function humanizar(campo: string): string {
  const t = campo.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Etiqueta en español de un campo de la bitácora de una entidad. */
export function etiquetaCampoAuditoria(entidad: string, campo: string): string {
  return campoDe(entidad, campo)?.etiqueta ?? humanizar(campo);
}

/** Texto de un valor sin formato propio: sí/no, fechas en hora de Asunción, listas. */
function valorGeneral(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'string') {
    if (SOLO_FECHA.test(v)) return formatoFecha(v) || v;
    if (INSTANTE.test(v)) return formatoFechaHora(v) || v;
    return v;
  }
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length === 0 ? '—' : v.map(valorGeneral).join(', ');
  if (typeof v === 'object' && 'nombre' in v && typeof v.nombre === 'string') return v.nombre;
  return JSON.stringify(v);
}

const comoRegistro = (v: unknown): Registro =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Registro) : {};

/** Texto en español de un valor de la bitácora (dinero, porcentajes, estados, sí/no, fechas). */
export function valorCampoAuditoria(
  entidad: string,
  campo: string,
  valor: unknown,
  registro: Registro = {},
  nombres: NombresAuditoria = {},
): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  const def = campoDe(entidad, campo);
  const nombre = def?.referencia ? nombres[def.referencia]?.[String(valor)] : undefined;
  return nombre ?? def?.formato?.(valor, registro) ?? valorGeneral(valor);
}

/** Ids de usuarios y proveedores que nombran el antes y el después de una entrada (para la API). */
export function referenciasAuditoria(
  entidad: string,
  antes: unknown,
  despues: unknown,
): Record<TipoReferenciaAuditoria, number[]> {
  const ids: Record<TipoReferenciaAuditoria, number[]> = { usuario: [], fabricante: [] };
  for (const registro of [comoRegistro(antes), comoRegistro(despues)]) {
    for (const [campo, valor] of Object.entries(registro)) {
      const tipo = campoDe(entidad, campo)?.referencia;
      const n = numero(valor);
      if (tipo && n !== null && Number.isInteger(n)) ids[tipo].push(n);
    }
  }
  return ids;
}

/** Un campo que cambió en una acción auditada, listo para mostrar. */
export interface CambioAuditoria {
  campo: string;
  etiqueta: string;
  antes: string;
  despues: string;
}

/** Diferencias campo a campo entre el antes y el después de una entrada de la bitácora. */
export function cambiosAuditoria(
  entidad: string,
  antes: unknown,
  despues: unknown,
  nombres: NombresAuditoria = {},
): CambioAuditoria[] {
  const a = comoRegistro(antes);
  const d = comoRegistro(despues);
  return [...new Set([...Object.keys(a), ...Object.keys(d)])]
    .filter((k) => !IGNORADOS.has(k))
    .filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(d[k] ?? null))
    .map((k) => ({
      campo: k,
      etiqueta: etiquetaCampoAuditoria(entidad, k),
      antes: valorCampoAuditoria(entidad, k, a[k], a, nombres),
      despues: valorCampoAuditoria(entidad, k, d[k], d, nombres),
    }));
}
