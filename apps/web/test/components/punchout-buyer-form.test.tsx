import { type PunchoutBuyer, type PunchoutSecretReveal, punchoutBuyerEndpoints } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PunchoutBuyerModal } from '../../app/features/punchout-desk/components/punchout-buyer-modal';
import { type Answer, type SentRequest, apiDouble, renderInPortal } from './portal-harness';

const CREATE = punchoutBuyerEndpoints.create;
const SECRET = 'pos_4f9c2a7e1b3d5f6a8c0e2b4d6f8a0c2e';

/** The server's answer to a new buyer: the buyer as stored, and its whole secret this once. */
function created(request: SentRequest): PunchoutSecretReveal {
  const input = CREATE.body.parse(request.body);
  const buyer: PunchoutBuyer = {
    ...input,
    id: '7d2e4c1a-9b3f-4e5d-8a6c-0f1e2d3c4b5a',
    secretHint: SECRET.slice(0, 8),
    sessions: 0,
    orders: 0,
    createdAt: '2026-11-20T09:30:00Z',
  };
  return { buyer, secret: SECRET };
}

function deskApi(create: (request: SentRequest) => Answer = (request) => ({ result: created(request) })) {
  const api = apiDouble((request) => (request.method === CREATE.method && request.path === CREATE.path ? create(request) : undefined));
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const creations = (sent: SentRequest[]) => sent.filter((request) => request.path === CREATE.path);

describe('the PunchOut buyer form', () => {
  it('refuses a three-digit UNSPSC code in the reader language and sends nothing', async () => {
    const api = deskApi();
    const onClose = vi.fn();
    await renderInPortal(<PunchoutBuyerModal open buyer={null} onClose={onClose} onSecret={vi.fn()} />, { language: 'zh' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('名称'), 'Acme 制药');
    await user.type(screen.getByLabelText('From 身份'), 'AN01000000001');
    await user.type(screen.getByLabelText('默认 UNSPSC'), '123');
    await user.click(screen.getByRole('button', { name: '保 存' }));

    expect(await within(screen.getByRole('dialog')).findByText('UNSPSC 编码为 8 位数字（含业务功能为 10 位）。')).toBeTruthy();
    expect(creations(api.sent)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a cXML buyer with a line mapping as the create endpoint takes it, and hands on its secret', async () => {
    const api = deskApi();
    const onClose = vi.fn();
    const onSecret = vi.fn();
    await renderInPortal(<PunchoutBuyerModal open buyer={null} onClose={onClose} onSecret={onSecret} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Name'), 'Acme Pharma');
    await user.type(screen.getByLabelText('From domain'), 'NetworkID');
    await user.type(screen.getByLabelText('From identity'), 'AN01000000001');
    await user.type(screen.getByLabelText('Sender domain'), 'NetworkID');
    await user.type(screen.getByLabelText('Sender identity'), 'AN01000000002');
    await user.type(screen.getByLabelText('Supplier domain'), 'DUNS');
    await user.type(screen.getByLabelText('Supplier identity'), '123456789');
    await user.click(screen.getByRole('combobox', { name: 'Price group' }));
    await user.click(await screen.findByTitle('Industry'));
    await user.type(screen.getByLabelText('Default UNSPSC'), '12352200');
    await user.click(screen.getByRole('button', { name: 'Add a catalogue line' }));
    await user.click(screen.getByRole('combobox', { name: 'Catalogue line of mapping 1' }));
    await user.click(await screen.findByTitle('Isotype controls'));
    await user.clear(screen.getByLabelText('Unit of mapping 1'));
    await user.type(screen.getByLabelText('Unit of mapping 1'), 'PK');
    await user.type(screen.getByLabelText('UNSPSC of mapping 1'), '1235220301');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSecret).toHaveBeenCalledWith(SECRET);
    const [sent] = creations(api.sent);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      name: 'Acme Pharma',
      protocol: 'cxml',
      fromDomain: 'NetworkID',
      fromIdentity: 'AN01000000001',
      senderDomain: 'NetworkID',
      senderIdentity: 'AN01000000002',
      supplierDomain: 'DUNS',
      supplierIdentity: '123456789',
      ociUsername: '',
      priceGroup: 'industry',
      defaultUom: 'EA',
      defaultUnspsc: '12352200',
      lineMappings: [{ line: 'isotype-control', uom: 'PK', unspsc: '1235220301' }],
      enabled: true,
    });
    // The server reads the body through the endpoint's own schema; it must take it as sent.
    expect(CREATE.body.safeParse(sent?.body).success).toBe(true);
    expect(creations(api.sent)).toHaveLength(1);
  });

  it('keeps the form open with the server reason, said once, when another buyer holds the identity', async () => {
    const taken = 'Another buyer already uses this identity.';
    const api = deskApi(() => ({ status: 409, message: taken }));
    const onClose = vi.fn();
    await renderInPortal(<PunchoutBuyerModal open buyer={null} onClose={onClose} onSecret={vi.fn()} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'OCI' }));
    await user.type(screen.getByLabelText('Name'), 'Globex Procurement');
    await user.type(screen.getByLabelText('User name'), 'GLOBEX_SRM');
    await user.click(screen.getByRole('combobox', { name: 'Price group' }));
    await user.click(await screen.findByTitle('Academic'));
    await user.type(screen.getByLabelText('Default UNSPSC'), '12352200');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('User name')).toHaveProperty('value', 'GLOBEX_SRM');
    expect(creations(api.sent).map((request) => request.body)).toMatchObject([{ protocol: 'oci', ociUsername: 'GLOBEX_SRM', fromIdentity: '' }]);
  });
});
