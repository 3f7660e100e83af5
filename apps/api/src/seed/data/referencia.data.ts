// Datos de referencia que se siembran también en producción.

export const RUBROS = [
  'Alimentos y bebidas',
  'Panadería y confitería',
  'Carnes y lácteos',
  'Ropa y calzado',
  'Hogar y electrodomésticos',
  'Ferretería y construcción',
  'Salud y belleza',
  'Librería y oficina',
  'Mascotas',
] as const;

export interface NodoCategoria {
  nombre: string;
  comision: number;
  tipo_iva: 0 | 5 | 10;
  no_apto_menores?: boolean;
  icono?: string;
  hijos?: NodoCategoria[];
}

const hojas = (nombres: string[], comision: number, tipo_iva: 0 | 5 | 10, no_apto_menores = false) =>
  nombres.map((nombre) => ({ nombre, comision, tipo_iva, no_apto_menores }));

/** Árbol de 3 niveles: comisión (%) de la plataforma e IVA (0 exenta, 5, 10). */
export const CATEGORIAS: NodoCategoria[] = [
  {
    nombre: 'Almacén',
    comision: 8,
    tipo_iva: 5,
    icono: 'basket',
    hijos: [
      { nombre: 'Infusiones', comision: 8, tipo_iva: 5, hijos: hojas(['Yerba mate', 'Cocido y té', 'Café'], 8, 5) },
      { nombre: 'Secos', comision: 8, tipo_iva: 5, hijos: hojas(['Arroz y fideos', 'Harinas y almidón', 'Azúcar y endulzantes', 'Aceites'], 7, 5) },
      { nombre: 'Dulces y galletitas', comision: 10, tipo_iva: 10, hijos: hojas(['Galletitas', 'Dulces y mermeladas'], 10, 10) },
    ],
  },
  {
    nombre: 'Bebidas',
    comision: 10,
    tipo_iva: 10,
    icono: 'bottle',
    hijos: [
      { nombre: 'Sin alcohol', comision: 10, tipo_iva: 10, hijos: hojas(['Gaseosas', 'Aguas', 'Jugos'], 10, 10) },
      {
        nombre: 'Bebidas alcohólicas',
        comision: 12,
        tipo_iva: 10,
        no_apto_menores: true,
        hijos: hojas(['Cervezas', 'Caña y destilados', 'Vinos'], 12, 10, true),
      },
    ],
  },
  {
    nombre: 'Panadería',
    comision: 10,
    tipo_iva: 5,
    icono: 'bread',
    hijos: [
      { nombre: 'Panificados', comision: 10, tipo_iva: 5, hijos: hojas(['Pan', 'Chipa'], 10, 5) },
      { nombre: 'Confitería', comision: 12, tipo_iva: 10, hijos: hojas(['Tortas y bocaditos', 'Facturas'], 12, 10) },
    ],
  },
  {
    nombre: 'Frescos',
    comision: 8,
    tipo_iva: 5,
    icono: 'meat',
    hijos: [
      { nombre: 'Carnes', comision: 8, tipo_iva: 5, hijos: hojas(['Vacuno', 'Cerdo', 'Pollo'], 8, 5) },
      { nombre: 'Lácteos', comision: 8, tipo_iva: 5, hijos: hojas(['Leche', 'Quesos', 'Yogur'], 8, 5) },
      { nombre: 'Congelados', comision: 9, tipo_iva: 10, hijos: hojas(['Helados', 'Comidas congeladas'], 9, 10) },
    ],
  },
  {
    nombre: 'Moda',
    comision: 15,
    tipo_iva: 10,
    icono: 'shirt',
    hijos: [
      { nombre: 'Ropa', comision: 15, tipo_iva: 10, hijos: hojas(['Remeras y camisas', 'Pantalones y polleras', 'Ao po\'i'], 15, 10) },
      { nombre: 'Calzado', comision: 15, tipo_iva: 10, hijos: hojas(['Zapatillas', 'Sandalias y chinelas'], 15, 10) },
    ],
  },
  {
    nombre: 'Hogar',
    comision: 12,
    tipo_iva: 10,
    icono: 'home',
    hijos: [
      { nombre: 'Electrodomésticos', comision: 10, tipo_iva: 10, hijos: hojas(['Climatización', 'Cocina', 'Termos y guampas'], 10, 10) },
      { nombre: 'Ferretería', comision: 12, tipo_iva: 10, hijos: hojas(['Herramientas', 'Electricidad', 'Pinturas'], 12, 10) },
    ],
  },
  {
    nombre: 'Salud y belleza',
    comision: 12,
    tipo_iva: 10,
    icono: 'heart',
    hijos: [
      { nombre: 'Farmacia', comision: 8, tipo_iva: 5, hijos: hojas(['Analgésicos', 'Vitaminas'], 8, 5) },
      { nombre: 'Cuidado personal', comision: 12, tipo_iva: 10, hijos: hojas(['Higiene', 'Perfumería'], 12, 10) },
    ],
  },
  {
    nombre: 'Librería y mascotas',
    comision: 12,
    tipo_iva: 10,
    icono: 'book',
    hijos: [
      { nombre: 'Librería', comision: 12, tipo_iva: 10, hijos: hojas(['Cuadernos', 'Útiles escolares', 'Libros'], 12, 10) },
      { nombre: 'Mascotas', comision: 12, tipo_iva: 10, hijos: hojas(['Alimento balanceado', 'Accesorios'], 12, 10) },
    ],
  },
];

export const FAMILIAS = ['Consumo masivo', 'Producción local', 'Importados', 'Artesanía paraguaya', 'Marcas propias'];
export const LINEAS = ['Línea económica', 'Línea estándar', 'Línea premium', 'Línea institucional'];

export const REFRIGERACIONES = [
  { nombre: 'No refrigerado', refrigeracion: 0 },
  { nombre: 'Frío', refrigeracion: 10 },
  { nombre: 'Congelado', refrigeracion: 20 },
] as const;

/** Tarifas en guaraníes; medidas de carga en cm, peso en kg. */
export const TIPOS_VEHICULO = [
  { nombre: 'Moto', subida_bandera: 8_000, precio_minimo: 15_000, precio_km: 2_500, precio_minuto: 300, precio_parada: 3_000, refrigeracion: 0, peso_maximo_kg: 25, espacio_alto_cm: 45, espacio_ancho_cm: 45, espacio_profundidad_cm: 45 },
  { nombre: 'Auto', subida_bandera: 12_000, precio_minimo: 25_000, precio_km: 3_500, precio_minuto: 450, precio_parada: 4_000, refrigeracion: 0, peso_maximo_kg: 200, espacio_alto_cm: 50, espacio_ancho_cm: 100, espacio_profundidad_cm: 90 },
  { nombre: 'Camioneta', subida_bandera: 18_000, precio_minimo: 40_000, precio_km: 4_500, precio_minuto: 550, precio_parada: 5_000, refrigeracion: 0, peso_maximo_kg: 700, espacio_alto_cm: 50, espacio_ancho_cm: 150, espacio_profundidad_cm: 160 },
  { nombre: 'Furgón', subida_bandera: 25_000, precio_minimo: 60_000, precio_km: 5_500, precio_minuto: 650, precio_parada: 6_000, refrigeracion: 0, peso_maximo_kg: 1_500, espacio_alto_cm: 170, espacio_ancho_cm: 160, espacio_profundidad_cm: 300 },
  { nombre: 'Furgón refrigerado', subida_bandera: 32_000, precio_minimo: 80_000, precio_km: 6_500, precio_minuto: 750, precio_parada: 7_000, refrigeracion: 10, peso_maximo_kg: 1_200, espacio_alto_cm: 160, espacio_ancho_cm: 150, espacio_profundidad_cm: 280 },
  { nombre: 'Camión', subida_bandera: 45_000, precio_minimo: 150_000, precio_km: 9_000, precio_minuto: 1_000, precio_parada: 10_000, refrigeracion: 0, peso_maximo_kg: 5_000, espacio_alto_cm: 220, espacio_ancho_cm: 220, espacio_profundidad_cm: 550 },
  { nombre: 'Camión refrigerado', subida_bandera: 55_000, precio_minimo: 180_000, precio_km: 11_000, precio_minuto: 1_200, precio_parada: 12_000, refrigeracion: 20, peso_maximo_kg: 4_000, espacio_alto_cm: 210, espacio_ancho_cm: 210, espacio_profundidad_cm: 500 },
] as const;

export const CONFIGURACIONES: { clave: string; valor: string; descripcion: string; publica?: boolean }[] = [
  { clave: 'min_build', valor: '0', descripcion: 'Build mínimo de la app; si sube, la web se recarga' },
  { clave: 'terminos', valor: '/privacidad', descripcion: 'URL de términos y condiciones' },
  { clave: 'privacidad', valor: '/privacidad', descripcion: 'URL de la política de privacidad' },
  { clave: 'promocion_imagen', valor: '', descripcion: 'Imagen promocional de la portada (ruta bajo /media/)' },
  { clave: 'promocion_animacion', valor: 'fade', descripcion: 'Animación de la imagen promocional' },
  { clave: 'compra_mejorada', valor: 'Comprando la cantidad mayorista accedés al precio mejorado', descripcion: 'Texto de compra mejorada' },
  { clave: 'ruteo_horas_corte', valor: '08:00,14:00', descripcion: 'Horas de corte (America/Asuncion, separadas por coma) en que corre el lote de ruteo' },
  { clave: 'ruteo_dias_anticipacion', valor: '0', descripcion: 'Días de anticipación mínima para la entrega' },
  { clave: 'costo_envio_minimo', valor: '15000', descripcion: 'Costo de envío mínimo en guaraníes' },
  { clave: 'edad_minima', valor: '21', descripcion: 'Edad mínima para productos no aptos para menores' },
  { clave: 'oportunidad_minutos_vigencia', valor: '30', descripcion: 'Minutos que una oportunidad queda abierta' },
  { clave: 'itinerario_pin_intentos', valor: '5', descripcion: 'Intentos de PIN antes de bloquear la parada' },
  { clave: 'efectivo_habilitado', valor: 'true', descripcion: 'Efectivo contra entrega en el checkout (true/false; sólo con envío a domicilio)' },
  { clave: 'efectivo_tope_transportista', valor: '1500000', descripcion: 'Efectivo sin depositar (Gs.) por encima del cual un transportista deja de recibir pedidos en efectivo' },
  { clave: 'contacto_email', valor: 'soporte@nemu.com.py', descripcion: 'Correo de atención al cliente' },
  { clave: 'contacto_telefono', valor: '595981000000', descripcion: 'Teléfono de atención (WhatsApp)' },
];

export const PREGUNTAS_FRECUENTES: { pregunta: string; respuesta: string; destinatario: 10 | 20 | 30 | null }[] = [
  { pregunta: '¿Cuánto cuesta el envío?', respuesta: 'Depende de la distancia y del vehículo necesario; lo ve antes de pagar, en el carrito.', destinatario: 10 },
  { pregunta: '¿Qué medios de pago aceptan?', respuesta: 'Tarjetas de crédito y débito (registradas o pago ocasional) y billeteras electrónicas: Tigo Money, Zimple y Billetera Personal.', destinatario: 10 },
  { pregunta: '¿Puedo elegir el horario de entrega?', respuesta: 'Sí. Puede programar una franja horaria o elegir envío sin hora, que es la opción más rápida.', destinatario: 10 },
  { pregunta: '¿Para qué sirve la contraseña de entrega?', respuesta: 'El transportista se la pide al entregar; así sabemos que el pedido llegó a la persona correcta.', destinatario: 10 },
  { pregunta: '¿Por qué no puedo comprar bebidas alcohólicas?', respuesta: 'La venta está permitida sólo a mayores de 21 años: complete su fecha de nacimiento en su perfil.', destinatario: 10 },
  { pregunta: '¿Emiten factura?', respuesta: 'Sí. Cargue su RUC y razón social en Datos de facturación; si no, se emite factura innominada.', destinatario: null },
  { pregunta: '¿Cómo cargo mis productos?', respuesta: 'Desde Catálogo → Nuevo producto, o importando una planilla desde Importar. Un administrador los aprueba antes de publicarlos.', destinatario: 20 },
  { pregunta: '¿Cuándo cobro mis ventas?', respuesta: 'Las órdenes finalizadas se liquidan semanalmente, descontada la comisión de la categoría, contra su rendición con factura.', destinatario: 20 },
  { pregunta: '¿Cómo pauso mi tienda?', respuesta: 'En Configuración → Horario de atención puede crear una pausa o cargar feriados.', destinatario: 20 },
  { pregunta: '¿Qué documentos necesito para ser transportista?', respuesta: 'Registro de conducir (frente y dorso), antecedentes judiciales y policiales, constancia de RUC y póliza de seguro del vehículo.', destinatario: 30 },
  { pregunta: '¿Cómo acepto una ruta?', respuesta: 'En Oportunidades elija una hoja de ruta y toque Aceptar; la primera persona en aceptarla se la lleva.', destinatario: 30 },
  { pregunta: '¿Cuándo se acredita mi ganancia?', respuesta: 'Al finalizar la hoja de ruta la tarifa se suma a su balance; los pagos se registran semanalmente.', destinatario: 30 },
];

export const MENSAJES_PREDETERMINADOS: { mensaje: string; tipo: 0 | 10 | null }[] = [
  { mensaje: 'Hola, ¿en cuánto tiempo llega mi pedido?', tipo: 0 },
  { mensaje: 'Estoy en la dirección, lo espero.', tipo: 0 },
  { mensaje: 'Por favor toque el timbre.', tipo: 0 },
  { mensaje: 'Déjelo en portería, por favor.', tipo: 0 },
  { mensaje: 'Hola, estoy en camino con su pedido.', tipo: 10 },
  { mensaje: 'Llegué a la dirección, ¿puede salir?', tipo: 10 },
  { mensaje: 'Hay mucho tráfico, llego en unos minutos.', tipo: 10 },
  { mensaje: 'No encuentro la dirección, ¿me da una referencia?', tipo: 10 },
  { mensaje: 'Gracias.', tipo: null },
];

export const CONTRATOS = [
  {
    tipo: 20,
    titulo: 'Contrato de adhesión para proveedores',
    contenido:
      'El PROVEEDOR publica sus productos en Ñemu y autoriza a la plataforma a cobrar en su nombre. ' +
      'Ñemu retiene la comisión de la categoría y liquida el saldo contra rendición con factura legal vigente (timbrado). ' +
      'El PROVEEDOR garantiza stock, precios con IVA incluido y la entrega en los puntos de retiro declarados.',
  },
  {
    tipo: 30,
    titulo: 'Contrato de prestación de servicios de transporte',
    contenido:
      'El TRANSPORTISTA presta servicios de transporte de forma independiente. Mantiene vigentes su registro, ' +
      'antecedentes y póliza de seguro; cobra la tarifa de cada hoja de ruta finalizada y valida cada entrega con el PIN del cliente.',
  },
  {
    tipo: 10,
    titulo: 'Términos y condiciones de uso',
    contenido:
      'Al usar Ñemu aceptás estos términos. Los precios están expresados en guaraníes con IVA incluido. ' +
      'Los productos no aptos para menores sólo se venden a mayores de 21 años.',
  },
] as const;

export const GRUPOS_MEDIDA: { nombre: string; unidades: [string, string][] }[] = [
  { nombre: 'Talle de ropa', unidades: [['Small', 'S'], ['Medium', 'M'], ['Large', 'L'], ['Extra large', 'XL']] },
  { nombre: 'Talle de calzado', unidades: ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44'].map((n) => [n, n]) },
  { nombre: 'Peso', unidades: [['Gramo', 'g'], ['Kilogramo', 'kg']] },
  { nombre: 'Volumen', unidades: [['Mililitro', 'ml'], ['Litro', 'L']] },
  { nombre: 'Unidad', unidades: [['Unidad', 'u'], ['Docena', 'doc'], ['Paquete', 'paq'], ['Caja', 'caja']] },
  { nombre: 'Longitud', unidades: [['Centímetro', 'cm'], ['Metro', 'm']] },
];

export const CUENTAS_FONDO = [
  { nombre: 'Caja central', tipo: 'caja' as const, banco: null, numero_cuenta: null },
  { nombre: 'Banco Itaú cuenta corriente', tipo: 'banco' as const, banco: 'Banco Itaú Paraguay', numero_cuenta: '0010234567' },
  { nombre: 'Banco Continental caja de ahorro', tipo: 'banco' as const, banco: 'Banco Continental', numero_cuenta: '2101987654' },
  { nombre: 'Bancard (acreditaciones)', tipo: 'procesador' as const, banco: 'Bancard', numero_cuenta: null },
];
