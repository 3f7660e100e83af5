// Todos los estilos de Mantine, en @layer mantine; se descarga con cargarEstilos().
import '@mantine/core/styles.layer.css';
