import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';

const SECCIONES = [
  {
    titulo: 'Qué datos guardamos',
    items: [
      'Nombre, correo, teléfono, cédula, fecha de nacimiento y, si los carga, RUC y razón social.',
      'Direcciones de entrega con su ubicación en el mapa.',
      'Pedidos, pagos y facturas, y los dispositivos donde recibe notificaciones.',
    ],
  },
  {
    titulo: 'Para qué los usamos',
    items: [
      'Entregar sus pedidos y emitir sus facturas.',
      'Comprobar la edad en productos no aptos para menores de 21 años.',
      'Enviarle ofertas sólo si lo autorizó; puede desactivarlas en su perfil.',
    ],
  },
  {
    titulo: 'Sus derechos',
    items: [
      'Puede ver y corregir sus datos en «Mi cuenta».',
      'Puede eliminar su cuenta y sus datos personales desde «Mi cuenta». Los pedidos y facturas se conservan sin sus datos personales, como exige la ley contable.',
      'Las contraseñas se guardan cifradas y nunca las enviamos por correo.',
    ],
  },
] as const;

/** `/privacidad`: política de privacidad. */
export function PrivacidadPage() {
  return (
    <Container size="md" px={0}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={26}>
            Política de privacidad
          </Title>
          <Text>
            En Ñemu cuidamos sus datos personales. Esta política explica qué datos guardamos, para
            qué y cómo puede ejercer sus derechos.
          </Text>
          {SECCIONES.map((s) => (
            <Stack key={s.titulo} gap="xs">
              <Title order={2} fz={18}>
                {s.titulo}
              </Title>
              <List spacing="xs">
                {s.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
