import { type PunchoutTransfer, punchoutShopperEndpoints } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

export const punchoutKeys = { current: ['punchout', 'current'] as const };

/** The signed-in customer's PunchOut session, if the cart goes back to a procurement system; null otherwise. */
export function useCurrentPunchout() {
  const api = useApi();
  return useQuery({ queryKey: punchoutKeys.current, queryFn: async () => (await api.call(punchoutShopperEndpoints.current)).result });
}

/**
 * Hands the cart to the procurement system the way PunchOut asks: a form the browser itself posts to the buyer's
 * address (BrowserFormPost or HOOK_URL), so the buyer's system receives it inside the user's own session there.
 */
export function postToProcurement(transfer: PunchoutTransfer, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = transfer.url;
  form.acceptCharset = 'UTF-8';
  form.enctype = 'application/x-www-form-urlencoded';
  if (transfer.target) form.target = transfer.target;
  for (const field of transfer.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

export function useTransferToProcurement() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => (await api.call(punchoutShopperEndpoints.transfer)).result,
    onSuccess: (transfer) => postToProcurement(transfer),
  });
}
