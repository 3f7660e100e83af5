import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom no trae matchMedia ni ResizeObserver, que Mantine usa.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverFalso {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverFalso;

// Ni scrollIntoView (las listas del panel llevan a la vista la fila del último abierto).
Element.prototype.scrollIntoView = () => {};

afterEach(cleanup);
// Los archivos de un proceso comparten el almacén de avisos: los que una prueba deja abiertos
// llenarían el límite a la vista y el aviso de la siguiente quedaría en cola, sin mostrarse.
afterEach(() => notifications.clean());
