import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { getDefaultZIndex } from '@mantine/core';
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
      {/* Sobre los diálogos y debajo de menús y listas desplegables: un aviso no tapa la opción
          que el usuario acaba de abrir (el menú de usuario baja hasta donde aparecen los avisos). */}
      <Notifications
        position="top-right"
        limit={3}
        zIndex={getDefaultZIndex('popover') - 1}
        classNames={{ root: clases.avisos }}
      />
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }} />
    </>
  );
}
