import { SimpleGrid, Text } from '@mantine/core';
import { formatoFecha } from '@nemu/domain';
import type { UsuarioSesion } from '../sesion/usuario-sesion.schema';

/** Resumen de la cuenta del usuario de la sesión. */
export function DatosUsuario({ usuario }: { usuario: UsuarioSesion }) {
  const datos = [
    { etiqueta: 'Usuario', valor: usuario.username },
    { etiqueta: 'Correo electrónico', valor: usuario.email || 'Sin correo registrado' },
    {
      etiqueta: 'Miembro desde',
      valor: formatoFecha(usuario.date_joined) || 'Sin dato',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {datos.map(({ etiqueta, valor }) => (
        <div key={etiqueta}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {etiqueta}
          </Text>
          <Text fw={500} className="texto-entero">
            {valor}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
