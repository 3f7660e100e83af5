import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { conEstilos } from '../../../shared/ui/estilos';

type Caja = ComponentType<{ inicial?: string }>;

const cargarCaja = conEstilos(() => import('../../../shared/busqueda/caja-busqueda'));

/**
 * Buscador de la portada. La caja con sugerencias (Autocomplete y su menú flotante) se
 * descarga al primer uso: hasta entonces, un campo idéntico ya permite escribir y buscar
 * con Enter, y lo escrito pasa a la caja completa sin perder el foco.
 */
export function BuscadorInicio() {
  const [CajaBusqueda, setCajaBusqueda] = useState<Caja | null>(null);
  const [texto, setTexto] = useState('');
  const contenedor = useRef<HTMLDivElement>(null);
  const conFoco = useRef(false);
  const pedida = useRef(false);
  const navegar = useNavigate();

  const cargar = () => {
    if (pedida.current) return;
    pedida.current = true;
    void cargarCaja().then((m) => setCajaBusqueda(() => m.CajaBusqueda));
  };

  useEffect(() => {
    if (!CajaBusqueda || !conFoco.current) return;
    const campo = contenedor.current?.querySelector('input');
    campo?.focus();
    campo?.setSelectionRange(campo.value.length, campo.value.length);
  }, [CajaBusqueda]);

  if (CajaBusqueda) {
    return (
      <div ref={contenedor}>
        <CajaBusqueda inicial={texto} />
      </div>
    );
  }
  return (
    <div ref={contenedor}>
      <TextInput
        aria-label="Buscar productos"
        placeholder="Buscar productos, marcas…"
        leftSection={<IconSearch size={16} />}
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
        onPointerEnter={cargar}
        onFocus={() => {
          conFoco.current = true;
          cargar();
        }}
        onBlur={() => {
          conFoco.current = false;
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            void navegar(`/buscar?search=${encodeURIComponent(texto.trim())}`);
          }
        }}
      />
    </div>
  );
}
