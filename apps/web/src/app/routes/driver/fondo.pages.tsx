// La capa de todas las pantallas del transportista (rastreo y envíos pendientes), aparte de las
// páginas de la operación para que el perfil no las descargue.
export { OperacionDeFondo as OperacionDeFondoPage } from '../../../features/driver-operacion/components/operacion-de-fondo';
