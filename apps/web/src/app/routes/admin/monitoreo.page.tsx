import { TorreControl } from '../../../features/torre-control/components/torre-control';

/** `/admin/monitoreo`: torre de control. */
export function MonitoreoPage() {
  return <TorreControl />;
}
