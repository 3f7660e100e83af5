// Datos de demostración: proveedores, catálogo con imágenes, y una cuenta por rol (demo1234).
import { sembrarTimbradosDemo } from '../modules/contabilidad/contabilidad.seed.js';
import argon2 from 'argon2';
import { digitoVerificadorRuc } from '@nemu/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  aceptacionContrato,
  categoria,
  ciudad,
  contrato,
  datoFacturacion,
  direccion,
  empresaTransporte,
  fabricante,
  fabricanteRubro,
  familia,
  favorito,
  feriadoFabricante,
  imagenProducto,
  linea,
  pausaFabricante,
  producto,
  productoRubro,
  puntoRetiro,
  rubro,
  tipoVehiculo,
  transportista,
  transportistaCiudad,
  usuario,
  usuarioFabricante,
  varianteProducto,
  vehiculo,
} from '../db/schema.js';
import { bloquearSiembra, lotes, ponerMarca, tieneMarca } from './comun.seed.js';
import { PROVEEDORES_DEMO, type ItemDemo } from './data/demo.data.js';
import { enParalelo, generarImagen } from './imagenes.seed.js';

export const MARCA_DEMO = 'seed.demo';
export const PASSWORD_DEMO = 'demo1234';
export const USUARIOS_DEMO = ['admin', 'cliente', 'proveedor', 'transportista', 'empresa'] as const;

const ruc = (base: string) => `${base}-${digitoVerificadorRuc(base)}`;

/** Generador pseudoaleatorio determinista (misma demo en cada instalación). */
function azar(semilla: number) {
  let s = semilla >>> 0;
  return (min: number, max: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return min + (s % (max - min + 1));
  };
}

function mapa<T extends { id: number; nombre: string }>(filas: T[]): Map<string, number> {
  return new Map(filas.map((f) => [f.nombre, f.id]));
}

function id(m: Map<string, number>, clave: string): number {
  const v = m.get(clave);
  if (v === undefined) throw new Error(`Dato de referencia faltante: ${clave}`);
  return v;
}

async function crearUsuarios(tx: Tx, password_hash: string) {
  const base = { password_hash, activo: true, notificaciones_activas: true, sonidos_activos: true };
  const filas = [
    {
      ...base,
      username: 'admin',
      email: 'admin@nemu.com.py',
      first_name: 'Carmen',
      last_name: 'Benítez',
      administrador: true,
      fecha_nacimiento: '1984-03-12',
      nro_documento: '3456789',
      nro_telefono: '595981100200',
      genero: 10,
    },
    {
      ...base,
      username: 'cliente',
      email: 'cliente@nemu.com.py',
      first_name: 'María José',
      last_name: 'González Ayala',
      fecha_nacimiento: '1992-07-21',
      nro_documento: '4716240',
      ruc: ruc('4716240'),
      razon_social: 'María José González Ayala',
      nro_telefono: '595981234567',
      genero: 10,
      recibir_ofertas_email: true,
      recibir_ofertas_notificacion: true,
    },
    {
      ...base,
      username: 'proveedor',
      email: 'proveedor@nemu.com.py',
      first_name: 'Rosa',
      last_name: 'Villalba',
      fecha_nacimiento: '1968-11-02',
      nro_documento: '1068460',
      ruc: ruc('1068460'),
      razon_social: 'Rosa Villalba',
      nro_telefono: '595971345678',
      genero: 10,
      modo_uso_app: 20,
    },
    {
      ...base,
      username: 'transportista',
      email: 'transportista@nemu.com.py',
      first_name: 'Juan Carlos',
      last_name: 'Martínez Ortiz',
      fecha_nacimiento: '1988-05-30',
      nro_documento: '3987654',
      ruc: ruc('3987654'),
      razon_social: 'Juan Carlos Martínez Ortiz',
      nro_telefono: '595991456789',
      genero: 20,
      modo_uso_app: 30,
    },
    {
      ...base,
      username: 'empresa',
      email: 'empresa@nemu.com.py',
      first_name: 'Diego',
      last_name: 'Fernández Rojas',
      fecha_nacimiento: '1979-09-15',
      nro_documento: '2345678',
      ruc: ruc('2345678'),
      razon_social: 'Diego Fernández Rojas',
      nro_telefono: '595961567890',
      genero: 20,
    },
  ];
  await tx.insert(usuario).values(filas).onConflictDoNothing();
  const creados = await tx
    .select({ id: usuario.id, username: usuario.username })
    .from(usuario)
    .where(inArray(usuario.username, [...USUARIOS_DEMO]));
  const m = new Map(creados.map((u) => [u.username, u.id]));
  const uid = (n: (typeof USUARIOS_DEMO)[number]) => {
    const v = m.get(n);
    if (v === undefined) throw new Error(`No se pudo crear el usuario ${n}`);
    return v;
  };
  return {
    admin: uid('admin'),
    cliente: uid('cliente'),
    proveedor: uid('proveedor'),
    transportista: uid('transportista'),
    empresa: uid('empresa'),
  };
}

interface ProductoPlan {
  fila: typeof producto.$inferInsert;
  item: ItemDemo;
  rubroId: number;
  proveedor: string;
}

/** Siembra la demo una sola vez. Devuelve false si ya estaba sembrada. */
export async function sembrarDemo(db: Db, storageDir: string): Promise<boolean> {
  const password_hash = await argon2.hash(PASSWORD_DEMO, { type: argon2.argon2id });
  const r = azar(2026);
  const planImagenes: { productoId: number; nombre: string; subtitulo: string }[] = [];
  const planLogos: { fabricanteId: number; nombre: string }[] = [];

  const sembrada = await db.transaction(async (tx) => {
    await bloquearSiembra(tx);
    if (await tieneMarca(tx, MARCA_DEMO)) return false;

    const ciudades = mapa(await tx.select({ id: ciudad.id, nombre: ciudad.nombre }).from(ciudad));
    const rubros = mapa(await tx.select({ id: rubro.id, nombre: rubro.nombre }).from(rubro));
    const familias = mapa(
      await tx.select({ id: familia.id, nombre: familia.nombre }).from(familia),
    );
    const lineas = await tx.select({ id: linea.id, nombre: linea.nombre }).from(linea);
    const hojas = await tx
      .select({
        id: categoria.id,
        nombre: categoria.nombre,
        no_apto_menores: categoria.no_apto_menores,
      })
      .from(categoria)
      .where(eq(categoria.nivel, 3));
    const categorias = new Map(hojas.map((c) => [c.nombre, c]));
    const tipos = mapa(
      await tx.select({ id: tipoVehiculo.id, nombre: tipoVehiculo.nombre }).from(tipoVehiculo),
    );
    const contratos = new Map(
      (await tx.select({ id: contrato.id, tipo: contrato.tipo }).from(contrato)).map((c) => [
        c.tipo,
        c.id,
      ]),
    );

    const u = await crearUsuarios(tx, password_hash);
    const ahora = new Date();

    // Proveedores
    const planes: ProductoPlan[] = [];
    for (const [i, p] of PROVEEDORES_DEMO.entries()) {
      const [f] = await tx
        .insert(fabricante)
        .values({
          nombre: p.nombre,
          razon_social: p.razon_social,
          ruc: ruc(p.rucBase),
          nro_telefono: p.telefono,
          email: `contacto${i + 1}@proveedores.nemu.com.py`,
          resena_empresa: p.resena,
          aprobado: true,
          aprobado_por: u.admin,
          fecha_aprobacion: ahora,
          fecha_aceptacion_contrato: ahora,
          dias_apertura: p.dias,
          hora_apertura: p.apertura,
          hora_cierre: p.cierre,
          rating: 3.8 + r(0, 12) / 10,
          ratings: r(5, 240),
        })
        .returning({ id: fabricante.id });
      if (!f) throw new Error('fabricante');
      planLogos.push({ fabricanteId: f.id, nombre: p.nombre });
      await tx
        .insert(fabricanteRubro)
        .values(p.rubros.map((n) => ({ fabricante_id: f.id, rubro_id: id(rubros, n) })));
      await tx.insert(puntoRetiro).values({
        fabricante_id: f.id,
        ...p.punto,
        ubicacion: `${p.punto.lat},${p.punto.lng}`,
        referencia: 'Frente al local; estacionamiento para motos',
        default: true,
        ciudad_id: id(ciudades, p.ciudad),
        nro_telefono: p.telefono,
      });
      if (p.feriado)
        await tx.insert(feriadoFabricante).values({ fabricante_id: f.id, ...p.feriado });
      if (p.pausado) {
        await tx.insert(pausaFabricante).values({
          fabricante_id: f.id,
          motivo: 'Inventario anual',
          desde: ahora,
          hasta: new Date(ahora.getTime() + 7 * 86_400_000),
          creado_por: u.admin,
        });
      }
      if (i === 0) {
        await tx
          .insert(usuarioFabricante)
          .values({ usuario_id: u.proveedor, fabricante_id: f.id, rol: 'propietario' });
        const c = contratos.get(20);
        if (c)
          await tx
            .insert(aceptacionContrato)
            .values({ contrato_id: c, usuario_id: u.proveedor, fabricante_id: f.id });
      }

      for (const item of p.items) {
        const cat = categorias.get(item.categoria);
        if (!cat) throw new Error(`Categoría faltante: ${item.categoria}`);
        const presentaciones: [string | null, number][] = item.presentaciones ?? [
          [null, item.precio],
        ];
        for (const [presentacion, precio] of presentaciones) {
          const nombre = presentacion ? `${item.nombre} ${presentacion}` : item.nombre;
          const conVariantes = Boolean(item.colores ?? item.medidas);
          const mayorista = p.compraMejorada ? Math.floor((precio * 0.9) / 500) * 500 : null;
          planes.push({
            item,
            proveedor: p.nombre,
            rubroId: id(rubros, p.rubros[0] ?? ''),
            fila: {
              fabricante_id: f.id,
              nombre,
              descripcion: item.descripcion ?? `${nombre}. ${p.resena}`,
              descripcion_extensa: `Vendido y despachado por ${p.nombre}. Precio en guaraníes con IVA incluido.`,
              precio,
              precio_mayorista: mayorista,
              cantidad: mayorista ? 6 : 0,
              compra_mejorada: mayorista !== null,
              cantidad_disponible: conVariantes ? 0 : r(0, 9) === 0 ? r(1, 5) : r(15, 250),
              stock_minimo: 10,
              categoria_id: cat.id,
              familia_id: id(familias, p.familia),
              linea_id: lineas[r(0, lineas.length - 1)]?.id ?? null,
              no_apto_menores: cat.no_apto_menores,
              refrigeracion: item.refrigeracion ?? 0,
              peso_kg: item.peso_kg ?? null,
              aprobado: r(0, 19) !== 0,
              aprobado_por: u.admin,
              fecha_aprobacion: ahora,
              vistas: r(0, 900),
              cantidad_vendida: r(0, 300),
              rating: 3.5 + r(0, 15) / 10,
              ratings: r(0, 80),
            },
          });
        }
      }
    }

    const ids: number[] = [];
    for (const lote of lotes(planes, 100)) {
      const filas = await tx
        .insert(producto)
        .values(lote.map((pl) => pl.fila))
        .returning({ id: producto.id });
      ids.push(...filas.map((f) => f.id));
    }
    const variantes: (typeof varianteProducto.$inferInsert)[] = [];
    for (const [k, pl] of planes.entries()) {
      const pid = ids[k];
      if (pid === undefined) continue;
      planImagenes.push({ productoId: pid, nombre: pl.fila.nombre, subtitulo: pl.proveedor });
      const colores = pl.item.colores ?? [null];
      const medidas = pl.item.medidas ?? [null];
      if (!pl.item.colores && !pl.item.medidas) continue;
      for (const color of colores) {
        for (const medida of medidas) {
          variantes.push({
            producto_id: pid,
            color,
            medida,
            precio: medida === 'XL' ? pl.fila.precio + 10_000 : pl.fila.precio,
            cantidad_disponible: r(0, 40),
          });
        }
      }
    }
    for (const lote of lotes(variantes, 200)) await tx.insert(varianteProducto).values(lote);
    for (const lote of lotes(
      ids.map((pid, k) => ({ producto_id: pid, rubro_id: planes[k]?.rubroId ?? 0 })),
      300,
    )) {
      await tx.insert(productoRubro).values(lote);
    }
    await tx
      .insert(imagenProducto)
      .values(
        planImagenes.map((pi) => ({
          producto_id: pi.productoId,
          imagen: `productos/${pi.productoId}.webp`,
          portada: true,
        })),
      );
    for (const pl of planLogos) {
      await tx
        .update(fabricante)
        .set({ imagen_perfil: `fabricantes/${pl.fabricanteId}.webp` })
        .where(eq(fabricante.id, pl.fabricanteId));
    }

    // Cliente: dirección, facturación y favoritos.
    await tx.insert(direccion).values([
      {
        usuario_id: u.cliente,
        nombre: 'Casa',
        calle_principal: 'Avda. España',
        calle_secundaria: 'Brasilia',
        numero: '1845',
        referencia: 'Portón verde, frente a la plaza',
        ubicacion: '-25.28912,-57.60321',
        lat: -25.28912,
        lng: -57.60321,
        default: true,
        ciudad_id: id(ciudades, 'Asunción'),
        ciudad_nombre: 'Asunción',
        icono: 'casa',
      },
      {
        usuario_id: u.cliente,
        nombre: 'Oficina',
        calle_principal: 'Avda. Santa Teresa',
        calle_secundaria: 'Aviadores del Chaco',
        numero: '2340',
        referencia: 'Edificio de vidrio, piso 4',
        ubicacion: '-25.28140,-57.56480',
        lat: -25.2814,
        lng: -57.5648,
        ciudad_id: id(ciudades, 'Asunción'),
        ciudad_nombre: 'Asunción',
        icono: 'maletin',
      },
    ]);
    await tx.insert(datoFacturacion).values([
      {
        usuario_id: u.cliente,
        razon_social: 'María José González Ayala',
        ruc: ruc('4716240'),
        default: true,
      },
      { usuario_id: u.cliente, razon_social: 'Consultora Ñandeva S.A.', ruc: ruc('80028061') },
    ]);
    await tx.insert(favorito).values(
      ids
        .slice(0, 60)
        .filter((_, k) => k % 7 === 0)
        .map((pid) => ({ usuario_id: u.cliente, producto_id: pid })),
    );

    // Transportista aprobado con un vehículo aprobado y activo.
    const vence = new Date(ahora.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
    const [t] = await tx
      .insert(transportista)
      .values({
        usuario_id: u.transportista,
        tipo_usuario: 10,
        registro_frente: 'documentos/demo/registro-frente.webp',
        registro_dorso: 'documentos/demo/registro-dorso.webp',
        registro_vencimiento: vence,
        antecedentesj: 'documentos/demo/antecedentes-judiciales.webp',
        antecedentesp: 'documentos/demo/antecedentes-policiales.webp',
        constancia_ruc: 'documentos/demo/constancia-ruc.webp',
        poliza_seguro: 'documentos/demo/poliza.webp',
        aprobado: true,
        aprobado_por: u.admin,
        fecha_aprobacion: ahora,
        fecha_aceptacion_contrato: ahora,
      })
      .returning({ id: transportista.id });
    if (!t) throw new Error('transportista');
    await tx
      .insert(transportistaCiudad)
      .values(
        ['Asunción', 'Lambaré', 'Fernando de la Mora', 'San Lorenzo'].map((n) => ({
          transportista_id: t.id,
          ciudad_id: id(ciudades, n),
        })),
      );
    const cT = contratos.get(30);
    if (cT)
      await tx.insert(aceptacionContrato).values({ contrato_id: cT, usuario_id: u.transportista });
    const docsVehiculo = {
      poliza_seguro: 'documentos/demo/poliza-vehiculo.webp',
      habilitacion_frente: 'documentos/demo/habilitacion-frente.webp',
      habilitacion_dorso: 'documentos/demo/habilitacion-dorso.webp',
      habilitacion_vencimiento: vence,
      aprobado: true,
      aprobado_por: u.admin,
      fecha_aprobacion: ahora,
    };
    await tx.insert(vehiculo).values({
      ...docsVehiculo,
      transportista_id: t.id,
      tipo_vehiculo_id: id(tipos, 'Moto'),
      marca: 'Kenton',
      modelo: 'GTR 150',
      ano: 2022,
      color: 'Negro',
      numero_chapa: '123ABC',
      numero_chassis: 'LKT150GTR22000123',
      kilometraje: '18500',
      peso_maximo: 25,
      espacio_alto_cm: 45,
      espacio_ancho_cm: 45,
      espacio_largo_cm: 45,
      activo: true,
    });

    // Empresa de transporte con dos vehículos.
    const [e] = await tx
      .insert(empresaTransporte)
      .values({
        administrador_id: u.empresa,
        nombre: 'Transportes Yacyretá',
        razon_social: 'Transportes Yacyretá S.A.',
        ruc: ruc('80055512'),
        nro_telefono: '595212345678',
        email: 'empresa@nemu.com.py',
        direccion: 'Avda. Artigas 3150, Asunción',
        aprobado: true,
        aprobado_por: u.admin,
        fecha_aprobacion: ahora,
      })
      .returning({ id: empresaTransporte.id });
    if (!e) throw new Error('empresa');
    await tx.insert(vehiculo).values([
      {
        ...docsVehiculo,
        empresa_transporte_id: e.id,
        tipo_vehiculo_id: id(tipos, 'Furgón'),
        marca: 'Hyundai',
        modelo: 'H100',
        ano: 2021,
        color: 'Blanco',
        numero_chapa: 'AAFD417',
        numero_chassis: 'KMFZBX7KP21000417',
        kilometraje: '64000',
        peso_maximo: 1500,
        espacio_alto_cm: 170,
        espacio_ancho_cm: 160,
        espacio_largo_cm: 300,
        activo: true,
      },
      {
        ...docsVehiculo,
        empresa_transporte_id: e.id,
        tipo_vehiculo_id: id(tipos, 'Camión refrigerado'),
        marca: 'Isuzu',
        modelo: 'NPR 75',
        ano: 2020,
        color: 'Blanco',
        numero_chapa: 'AAEX902',
        numero_chassis: 'JALC4W16X20000902',
        kilometraje: '112000',
        peso_maximo: 4000,
        espacio_alto_cm: 210,
        espacio_ancho_cm: 210,
        espacio_largo_cm: 500,
        refrigeracion: 20,
        activo: true,
      },
    ]);

    await sembrarTimbradosDemo(tx);
    await ponerMarca(tx, MARCA_DEMO, '1');
    return true;
  });

  if (!sembrada) return false;
  // Imágenes fuera de la transacción (archivos; se omiten las que ya existen).
  await enParalelo(
    [
      ...planImagenes.map(
        (pi) => () =>
          generarImagen(storageDir, `productos/${pi.productoId}.webp`, pi.nombre, pi.subtitulo),
      ),
      ...planLogos.map(
        (pl) => () =>
          generarImagen(storageDir, `fabricantes/${pl.fabricanteId}.webp`, pl.nombre, '', 256),
      ),
    ],
    8,
  );
  return true;
}
