import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconChecks, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  chatLeidoSchema,
  formatoFechaHora,
  LARGO_MAXIMO_MENSAJE_CHAT,
  mensajeChatSchema,
  TipoMensajeChat,
} from '@nemu/domain';
import { Link } from 'react-router';
import { useVolver } from '../../../shared/interfaz/use-volver';
import { useEventoTiempoReal, useSuscripcionPedido } from '../../../shared/tiempo-real/tiempo-real';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { chatKeys, useEnviarMensaje, useMensajesChat, usePredeterminados } from '../api/chat.api';

interface Props {
  pedido: number;
  /** Lado desde el que se conversa: 0 cliente, 10 transportista. */
  tipo?: TipoMensajeChat;
  /** A dónde vuelve la flecha. */
  volverA: string;
}

/** Chat de un pedido: en vivo por el canal del pedido, mensajes predeterminados a un toque. */
export function ChatPedido({ pedido, tipo = TipoMensajeChat.CLIENTE, volverA }: Props) {
  const usuario = useUsuario();
  const cliente = useQueryClient();
  const mensajes = useMensajesChat(pedido, tipo);
  const predeterminados = usePredeterminados(tipo);
  const enviar = useEnviarMensaje(pedido, tipo);
  const [texto, setTexto] = useState('');
  const fondo = useRef<HTMLDivElement>(null);
  const volver = useVolver(volverA);

  const refrescar = () => cliente.invalidateQueries({ queryKey: chatKeys.mensajes(pedido, tipo) });
  // Un mensaje enviado entre la carga y la suscripción no llega en vivo: se vuelve a pedir.
  useSuscripcionPedido(pedido, () => void refrescar());
  useEventoTiempoReal('chat', (datos) => {
    const m = mensajeChatSchema.safeParse(datos);
    if (m.success && m.data.pedido === pedido) void refrescar();
  });
  useEventoTiempoReal('chat_leido', (datos) => {
    const l = chatLeidoSchema.safeParse(datos);
    if (l.success && l.data.pedido === pedido && l.data.lector !== usuario?.id) void refrescar();
  });

  const lista = [...(mensajes.data?.results ?? [])].reverse();
  const ultimo = lista.at(-1)?.id;
  useEffect(() => {
    fondo.current?.scrollIntoView?.({ block: 'end' });
  }, [ultimo]);

  const mandar = (e: FormEvent) => {
    e.preventDefault();
    const limpio = texto.trim();
    if (!limpio) return;
    enviar.mutate({ mensaje: limpio }, { onSuccess: () => setTexto('') });
  };

  const abierto = mensajes.data?.abierto ?? false;
  return (
    <Stack
      maw={640}
      mx="auto"
      gap="xs"
      // Alto de la pantalla visible: con el teclado abierto, la caja de texto queda a la vista.
      style={{ height: 'calc(100dvh - 140px)', minHeight: 320 }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          {...volver}
          variant="subtle"
          size={44}
          aria-label="Volver al pedido"
        >
          <IconArrowLeft />
        </ActionIcon>
        <Title order={2} fz="lg">
          Chat del pedido N.º {pedido}
        </Title>
      </Group>
      {mensajes.isPending && (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Cargando los mensajes" />
        </Group>
      )}
      {mensajes.isError && (
        <Alert color="red" title="No pudimos cargar el chat">
          {mensajes.error.message}
        </Alert>
      )}
      {mensajes.isSuccess && (
        <ScrollArea
          style={{ flex: 1 }}
          type="auto"
          aria-label="Mensajes"
          data-testid="chat-mensajes"
        >
          <Stack gap={6} p={4}>
            {lista.length === 0 && (
              <Text c="dimmed" ta="center" py="md">
                Todavía no hay mensajes. Escriba o elija uno de los mensajes rápidos.
              </Text>
            )}
            {lista.map((m) => {
              const propio = m.emisor === usuario?.id;
              return (
                <Box
                  key={m.id}
                  style={{ alignSelf: propio ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
                >
                  <Paper
                    p="xs"
                    radius="md"
                    bg={propio ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-1)'}
                    data-testid={propio ? 'mensaje-propio' : 'mensaje-recibido'}
                  >
                    <Text size="sm" className="texto-entero" style={{ whiteSpace: 'pre-wrap' }}>
                      {m.mensaje}
                    </Text>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {formatoFechaHora(m.fecha)}
                      </Text>
                      {propio &&
                        (m.leido_en ? (
                          <IconChecks size={14} aria-label="Leído" />
                        ) : (
                          <IconCheck size={14} aria-label="Enviado" />
                        ))}
                    </Group>
                  </Paper>
                </Box>
              );
            })}
            <div ref={fondo} />
          </Stack>
        </ScrollArea>
      )}
      {mensajes.isSuccess && !abierto && (
        <Alert color="gray">La conversación de este pedido está cerrada.</Alert>
      )}
      {abierto && (
        <>
          <ScrollArea type="never" aria-label="Mensajes rápidos">
            <Group gap="xs" wrap="nowrap">
              {predeterminados.data?.map((p) => (
                <Button
                  key={p.id}
                  variant="light"
                  radius="xl"
                  size="sm"
                  mih={44}
                  // Sin encogerse: la fila se desliza y cada mensaje se lee entero.
                  style={{ flexShrink: 0 }}
                  disabled={enviar.isPending}
                  onClick={() => enviar.mutate({ mensaje_predeterminado: p.id })}
                >
                  {p.mensaje}
                </Button>
              ))}
            </Group>
          </ScrollArea>
          <form onSubmit={mandar}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <Textarea
                label="Mensaje"
                placeholder="Escriba un mensaje"
                autosize
                minRows={1}
                maxRows={4}
                maxLength={LARGO_MAXIMO_MENSAJE_CHAT}
                value={texto}
                onChange={(e) => setTexto(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) mandar(e);
                }}
                style={{ flex: 1 }}
              />
              <ActionIcon
                type="submit"
                size={44}
                aria-label="Enviar mensaje"
                loading={enviar.isPending}
                disabled={!texto.trim()}
              >
                <IconSend />
              </ActionIcon>
            </Group>
          </form>
          {enviar.isError && (
            <Text c="red" size="sm" role="alert">
              {enviar.error.message}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
