// Índice local de calles y lugares de Gran Asunción para /info-calle/ (coordenadas aproximadas
// de un punto representativo de cada calle o lugar; suficiente para sugerir y ubicar).

export interface LugarCalleSemilla {
  nombre: string;
  tipo: 'calle' | 'lugar';
  ciudad: string;
  lat: number;
  lng: number;
}

const c = (nombre: string, ciudad: string, lat: number, lng: number): LugarCalleSemilla => ({
  nombre,
  tipo: 'calle',
  ciudad,
  lat,
  lng,
});
const l = (nombre: string, ciudad: string, lat: number, lng: number): LugarCalleSemilla => ({
  nombre,
  tipo: 'lugar',
  ciudad,
  lat,
  lng,
});

export const CALLES_GRAN_ASUNCION: readonly LugarCalleSemilla[] = [
  // Asunción: microcentro
  c('Palma', 'Asunción', -25.28015, -57.63598),
  c('Estrella', 'Asunción', -25.27955, -57.63512),
  c('Oliva', 'Asunción', -25.28091, -57.63470),
  c('25 de Mayo', 'Asunción', -25.28705, -57.63210),
  c('Mariscal Estigarribia', 'Asunción', -25.28520, -57.63020),
  c('Eligio Ayala', 'Asunción', -25.28610, -57.63110),
  c('Cerro Corá', 'Asunción', -25.28850, -57.62900),
  c('Chile', 'Asunción', -25.28210, -57.63520),
  c('Nuestra Señora de la Asunción', 'Asunción', -25.28180, -57.63780),
  c('Independencia Nacional', 'Asunción', -25.28240, -57.63330),
  c('Avenida Colón', 'Asunción', -25.28330, -57.64010),
  c('Avenida Perú', 'Asunción', -25.29010, -57.62490),
  c('Avenida Brasil', 'Asunción', -25.28700, -57.62200),
  // Asunción: avenidas y barrios
  c('Avenida España', 'Asunción', -25.28700, -57.60400),
  c('Avenida Mariscal López', 'Asunción', -25.29250, -57.59600),
  c('Avenida Artigas', 'Asunción', -25.27200, -57.60800),
  c('Avenida Santísimo Sacramento', 'Asunción', -25.27900, -57.57600),
  c('Avenida Eusebio Ayala', 'Asunción', -25.30300, -57.60400),
  c('Avenida Fernando de la Mora', 'Asunción', -25.31500, -57.59000),
  c('Avenida Aviadores del Chaco', 'Asunción', -25.27000, -57.57000),
  c('Avenida San Martín', 'Asunción', -25.27600, -57.58300),
  c('Avenida General Santos', 'Asunción', -25.29500, -57.61500),
  c('Avenida Kubitschek', 'Asunción', -25.29000, -57.62000),
  c('Avenida Brasilia', 'Asunción', -25.27800, -57.60800),
  c('Avenida Boggiani', 'Asunción', -25.28800, -57.57200),
  c('Avenida Molas López', 'Asunción', -25.26000, -57.58000),
  c('Avenida Madame Lynch', 'Asunción', -25.26100, -57.56000),
  c('Avenida Primer Presidente', 'Asunción', -25.30500, -57.57000),
  c('Avenida Defensores del Chaco', 'Asunción', -25.31000, -57.56000),
  c('Avenida Venezuela', 'Asunción', -25.29500, -57.60900),
  c('Avenida República Argentina', 'Asunción', -25.29900, -57.58000),
  c('Doctor Morra', 'Asunción', -25.28100, -57.57800),
  c('Senador Long', 'Asunción', -25.28500, -57.57700),
  c('Charles de Gaulle', 'Asunción', -25.28470, -57.57060),
  c('Estados Unidos', 'Asunción', -25.29100, -57.62700),
  c('Tacuary', 'Asunción', -25.28900, -57.63200),
  // Lugares de Asunción
  l('Palacio de López', 'Asunción', -25.28170, -57.64080),
  l('Panteón Nacional de los Héroes', 'Asunción', -25.28330, -57.63450),
  l('Costanera de Asunción', 'Asunción', -25.27900, -57.62900),
  l('Mercado 4', 'Asunción', -25.29450, -57.62150),
  l('Terminal de Ómnibus de Asunción', 'Asunción', -25.30870, -57.61130),
  l('Shopping del Sol', 'Asunción', -25.28560, -57.57290),
  l('Paseo La Galería', 'Asunción', -25.28540, -57.56620),
  l('Shopping Mariscal', 'Asunción', -25.29100, -57.57900),
  l('Estadio Defensores del Chaco', 'Asunción', -25.29200, -57.61100),
  l('Jardín Botánico y Zoológico', 'Asunción', -25.24550, -57.60000),
  // San Lorenzo
  c('Ruta Mariscal Estigarribia', 'San Lorenzo', -25.34000, -57.50900),
  c('Avenida Julia Miranda Cueto', 'San Lorenzo', -25.33300, -57.51800),
  c('Coronel Romero', 'San Lorenzo', -25.34100, -57.50700),
  l('Catedral de San Lorenzo', 'San Lorenzo', -25.34030, -57.50890),
  l('Campus de la Universidad Nacional de Asunción', 'San Lorenzo', -25.33500, -57.51800),
  l('Hospital de Clínicas', 'San Lorenzo', -25.33700, -57.52100),
  // Fernando de la Mora
  c('Avenida Mariscal López', 'Fernando de la Mora', -25.32300, -57.54500),
  c('Avenida Defensores del Chaco', 'Fernando de la Mora', -25.32000, -57.55000),
  c('Avenida Sargento Silva', 'Fernando de la Mora', -25.33500, -57.52500),
  // Lambaré
  c('Avenida Cacique Lambaré', 'Lambaré', -25.34500, -57.61900),
  c('Avenida Cuarto Centenario', 'Lambaré', -25.34200, -57.60400),
  l('Cerro Lambaré', 'Lambaré', -25.34600, -57.65100),
  // Luque
  c('Avenida General Elizardo Aquino', 'Luque', -25.26700, -57.48700),
  c('Avenida Sportivo Luqueño', 'Luque', -25.27300, -57.49000),
  l('Aeropuerto Internacional Silvio Pettirossi', 'Luque', -25.24000, -57.51900),
  l('Parque Olímpico Ñu Guasu', 'Luque', -25.25280, -57.53500),
  // Capiatá, Mariano Roque Alonso, Ñemby, Villa Elisa, Limpio
  c('Ruta Mariscal Estigarribia', 'Capiatá', -25.35500, -57.44500),
  c('Ruta Transchaco', 'Mariano Roque Alonso', -25.20800, -57.53300),
  c('Avenida Pastora Céspedes', 'Ñemby', -25.39500, -57.53600),
  c('Avenida Von Poleski', 'Villa Elisa', -25.36800, -57.59300),
  c('Avenida San José', 'Limpio', -25.16600, -57.48600),
];
