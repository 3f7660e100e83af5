// DE de prueba para los tests de SIFEN: una factura con RUC y tres líneas (5 %, 10 % y exenta),
// y los XSD oficiales contra los que se valida.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generarCdc } from '@nemu/domain';
import type { DatosDE } from './de-xml.js';

const XSD = fileURLToPath(new URL('./xsd/', import.meta.url));

/** Un XSD oficial de ./xsd como lo espera xmllint-wasm. */
export const esquemaSifen = (fileName: string) => ({
  fileName,
  contents: readFileSync(XSD + fileName, 'utf8'),
});

/** Los tipos del DE (y la firma) que incluyen DE_v150.xsd y siRecepDE_v150.xsd. */
export const tiposDE = () =>
  [
    'DE_v150.xsd',
    'DE_Types_v150.xsd',
    'Departamentos_v141.xsd',
    'Monedas_v150.xsd',
    'Paises_v100.xsd',
    'Unidades_Medida_v141.xsd',
    'xmldsig-core-schema.xsd',
  ].map(esquemaSifen);

/** Datos de un DE con su CDC; `parcial` cambia lo que cada prueba necesita. */
export const deDePrueba = (parcial: Partial<DatosDE> = {}): DatosDE => {
  const datos = {
    tipoDocumento: 1,
    timbrado: '12345678',
    timbradoInicio: '2026-01-01',
    establecimiento: '001',
    punto: '001',
    numero: 27,
    emision: '2026-11-24T10:15:00',
    emisor: {
      ruc: '80069563-1',
      razonSocial: 'Ñemu Marketplace S.A.',
      tipoContribuyente: 2,
      direccion: 'Avda. Mariscal López 1234',
    },
    receptor: { ruc: '80028061-0', razonSocial: 'Cliente S.A.' },
    codigoSeguridad: '123456789',
    items: [
      {
        descripcion: 'Yerba mate 1 kg',
        cantidad: 2,
        precio_unitario: 55_000,
        tasa_iva: 5,
        total: 110_000,
      },
      {
        descripcion: 'Parlante',
        cantidad: 1,
        precio_unitario: 220_000,
        tasa_iva: 10,
        total: 220_000,
      },
      { descripcion: 'Libro', cantidad: 1, precio_unitario: 70_000, tasa_iva: 0, total: 70_000 },
    ],
    ...parcial,
  };
  const cdc = generarCdc({
    tipoDocumento: datos.tipoDocumento,
    rucEmisor: datos.emisor.ruc,
    establecimiento: datos.establecimiento,
    punto: datos.punto,
    numero: datos.numero,
    tipoContribuyente: datos.emisor.tipoContribuyente,
    fechaEmision: datos.emision.slice(0, 10),
    tipoEmision: 1,
    codigoSeguridad: datos.codigoSeguridad,
  });
  return { ...datos, cdc } as DatosDE;
};
