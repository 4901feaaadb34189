import { type WebhookEndpoint, webhookEndpoints } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryQuery } from '../../app/features/webhooks/api/webhooks-api';
import { WebhookDeliveriesTable } from '../../app/features/webhooks/components/webhook-deliveries-table';
import { apiDouble, renderInPortal } from './portal-harness';

const ENDPOINT: WebhookEndpoint = {
  id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  url: 'https://erp.example/portal-events',
  description: 'ERP',
  events: ['order.created'],
  enabled: true,
  secretHint: 'whsec_abcd…',
  previousSecretUntil: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  pending: 0,
  failed: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe('the webhook deliveries table', () => {
  it('narrows the list by endpoint and by state, each time from the first page, and clears a filter', async () => {
    const api = apiDouble((request) => {
      if (request.path === webhookEndpoints.list.path) return { result: [ENDPOINT] };
      if (request.path === webhookEndpoints.deliveries.path) return { result: { records: [], total: 0, size: 20, current: 3, pages: 0 } };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    const onQuery = vi.fn<(query: DeliveryQuery) => void>();
    const user = userEvent.setup();
    await renderInPortal(<WebhookDeliveriesTable query={{ pageNo: 3, pageSize: 20, status: 'failed' }} onQuery={onQuery} />);

    await user.click(screen.getByRole('combobox', { name: 'All endpoints' }));
    await user.click(await screen.findByTitle(ENDPOINT.url));
    expect(onQuery).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20, status: 'failed', endpointId: ENDPOINT.id });

    const states = screen.getByRole('combobox', { name: 'All states' });
    await user.click(states);
    await user.click(await screen.findByTitle('Delivered'));
    expect(onQuery).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20, status: 'delivered' });

    const statesSelect = states.closest<HTMLElement>('.ant-select');
    if (!statesSelect) throw new Error('the state filter is an antd Select');
    await user.click(within(statesSelect).getByLabelText('close-circle'));
    expect(onQuery).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20, status: undefined });
  });
});
