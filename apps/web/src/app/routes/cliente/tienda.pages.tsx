import { Container, Group } from '@mantine/core';
import { useParams } from 'react-router';
import { ContactoB2b } from '../../../features/ayuda/components/contacto-b2b';
import { PreguntasFrecuentes } from '../../../features/ayuda/components/preguntas-frecuentes';
import { Buscador } from '../../../features/busqueda/components/buscador';
import { AgregarAlCarrito } from '../../../features/carrito/components/agregar-al-carrito';
import { VistaCarrito } from '../../../features/carrito/components/vista-carrito';
import { ListaCategorias, VistaCategoria } from '../../../features/catalogo/components/categorias';
import { DetalleProducto } from '../../../features/catalogo/components/detalle-producto';
import { BotonFavorito } from '../../../features/favoritos/components/boton-favorito';
import { ListaFavoritos } from '../../../features/favoritos/components/lista-favoritos';
import { NoEncontradoPage } from '../publico/no-encontrado.page';
import { idDeParametro } from '../../../shared/tienda/slug';

// Páginas de la tienda (issue #4); se cargan bajo demanda desde cliente.routes.tsx.

export function CategoriasPage() {
  return (
    <Container size="xl" px={0}>
      <ListaCategorias />
    </Container>
  );
}

export function CategoriaPage() {
  const id = idDeParametro(useParams().categoria);
  if (id === null) return <NoEncontradoPage />;
  return (
    <Container size="xl" px={0}>
      <VistaCategoria key={id} id={id} />
    </Container>
  );
}

export function BuscarPage() {
  return (
    <Container size="xl" px={0}>
      <Buscador />
    </Container>
  );
}

export function ProductoPage() {
  const id = idDeParametro(useParams().producto);
  if (id === null) return <NoEncontradoPage />;
  return (
    <Container size="xl" px={0}>
      <DetalleProducto
        key={id}
        id={id}
        favorito={<BotonFavorito productoId={id} />}
        acciones={(estado) => (
          <Group>
            <AgregarAlCarrito {...estado} />
          </Group>
        )}
      />
    </Container>
  );
}

export function FavoritosPage() {
  return (
    <Container size="xl" px={0}>
      <ListaFavoritos />
    </Container>
  );
}

export function CarritoPage() {
  return (
    <Container size="md" px={0}>
      <VistaCarrito />
    </Container>
  );
}

export function PreguntasFrecuentesPage() {
  return (
    <Container size="md" px={0}>
      <PreguntasFrecuentes />
    </Container>
  );
}

export function B2bPage() {
  return (
    <Container size="md" px={0}>
      <ContactoB2b />
    </Container>
  );
}
