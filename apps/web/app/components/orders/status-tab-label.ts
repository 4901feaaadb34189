import type { ShownOrderStatus } from '@portal/domain';
import type { TFunction } from 'i18next';

/** A status tab's label: the status's name, shortened where the whole would crowd the tab bar of a laptop screen. */
export function statusTabLabel(t: TFunction, status: ShownOrderStatus): string {
  return status === 'quoteAccepted' ? t('orders:statusTab_quoteAccepted') : t(`orders:status_${status}`);
}
