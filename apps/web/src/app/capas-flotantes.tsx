import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { capasMontadas } from '../shared/ui/capas';
import clases from './capas-flotantes.module.css';

/**
 * Avisos (`notifications.show`) y diálogos de confirmación (`modals.openConfirmModal`):
 * ambos se piden por eventos globales, así que basta montarlos una vez, junto a la app.
 */
export function CapasFlotantes() {
  // Los efectos de los hijos (oyentes de ModalsProvider) ya corrieron cuando corre éste.
  useEffect(capasMontadas, []);
  return (
    <>
      <Notifications position="top-right" limit={3} classNames={{ root: clases.avisos }} />
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }} />
    </>
  );
}
