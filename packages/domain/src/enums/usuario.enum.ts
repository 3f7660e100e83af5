// Tipos y roles de usuarios, modos de la app, género y aprobación (spec §1, §3, §4, §5).
import { esquemaEnum, type ValorDe } from './enum.helpers.js';

/** Tipo de usuario (spec §4). */
export const TipoUsuario = {
  PROVEEDOR_TRANSPORTISTA: 0,
  CLIENTE_TRANSPORTISTA: 10,
  STAFF: 20,
} as const;
export type TipoUsuario = ValorDe<typeof TipoUsuario>;
export const ETIQUETAS_TIPO_USUARIO: Readonly<Record<TipoUsuario, string>> = {
  0: 'Proveedor-transportista',
  10: 'Cliente-transportista',
  20: 'Staff',
};
export const tipoUsuarioSchema = esquemaEnum(TipoUsuario);

/** Rol de la persona que cobra o paga en contabilidad (`tipo` de rendición y pagos). */
export const RolBeneficiario = { CLIENTE: 10, PROVEEDOR: 20, TRANSPORTISTA: 30 } as const;
export type RolBeneficiario = ValorDe<typeof RolBeneficiario>;
export const ETIQUETAS_ROL_BENEFICIARIO: Readonly<Record<RolBeneficiario, string>> = {
  10: 'Cliente',
  20: 'Proveedor',
  30: 'Transportista',
};
export const rolBeneficiarioSchema = esquemaEnum(RolBeneficiario);

/** Modo de uso de la app (`modo_uso_app`, spec §1). */
export const ModoUsoApp = { CLIENTE: 10, PROVEEDOR: 20, TRANSPORTISTA: 30 } as const;
export type ModoUsoApp = ValorDe<typeof ModoUsoApp>;
export const ETIQUETAS_MODO_USO_APP: Readonly<Record<ModoUsoApp, string>> = {
  10: 'Cliente',
  20: 'Proveedor',
  30: 'Transportista',
};
export const modoUsoAppSchema = esquemaEnum(ModoUsoApp);

/** Género del cliente (spec §3). */
export const Genero = { MUJER: 10, HOMBRE: 20, OTRO: 30 } as const;
export type Genero = ValorDe<typeof Genero>;
export const ETIQUETAS_GENERO: Readonly<Record<Genero, string>> = {
  10: 'Mujer',
  20: 'Hombre',
  30: 'Otro',
};
export const generoSchema = esquemaEnum(Genero);

/** Estado de aprobación de transportistas, vehículos, proveedores y productos (segmento `{estado}` de rutas). */
export const EstadoAprobacion = { PENDIENTE: 'pendiente', MODERADO: 'moderado' } as const;
export type EstadoAprobacion = ValorDe<typeof EstadoAprobacion>;
export const ETIQUETAS_ESTADO_APROBACION: Readonly<Record<EstadoAprobacion, string>> = {
  pendiente: 'Pendiente',
  moderado: 'Moderado',
};
export const estadoAprobacionSchema = esquemaEnum(EstadoAprobacion);

/** Tipo de formulario de registro (spec §5: el tipo 20 es empresa). */
export const TipoRegistro = { PERSONA: 10, EMPRESA: 20 } as const;
export type TipoRegistro = ValorDe<typeof TipoRegistro>;
export const ETIQUETAS_TIPO_REGISTRO: Readonly<Record<TipoRegistro, string>> = {
  10: 'Persona',
  20: 'Empresa',
};
export const tipoRegistroSchema = esquemaEnum(TipoRegistro);

/** Tipo de proveedor; la spec sólo conoce el valor por defecto 10. */
export const TipoProveedor = { FABRICANTE: 10 } as const;
export type TipoProveedor = ValorDe<typeof TipoProveedor>;
export const ETIQUETAS_TIPO_PROVEEDOR: Readonly<Record<TipoProveedor, string>> = {
  10: 'Fabricante / proveedor',
};
export const tipoProveedorSchema = esquemaEnum(TipoProveedor);
export const TIPO_PROVEEDOR_POR_DEFECTO: TipoProveedor = TipoProveedor.FABRICANTE;
