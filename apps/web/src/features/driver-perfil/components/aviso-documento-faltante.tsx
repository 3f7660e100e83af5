import { Alert, Button } from '@mantine/core';
import type { FichaTransportista } from '@nemu/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Regla §4: el primer documento faltante (registro vencido, policial, judicial, RUC). */
export function AvisoDocumentoFaltante({
  ficha,
  conEnlace = true,
}: {
  ficha: FichaTransportista;
  conEnlace?: boolean;
}) {
  if (!ficha.documento_faltante && !ficha.suspendido) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title="Falta un documento" role="alert">
      {ficha.documento_faltante
        ? `${ficha.documento_faltante.etiqueta}. Mientras tanto no recibirá oportunidades.`
        : 'Un documento venció: quedó suspendido de las oportunidades hasta que se apruebe el documento renovado.'}
      {conEnlace && (
        <div>
          <Button
            component={Link}
            to="/driver/perfil/configuracion/documentos"
            size="sm"
            variant="white"
            color="red"
            mt="xs"
          >
            Actualizar documentos
          </Button>
        </div>
      )}
    </Alert>
  );
}
