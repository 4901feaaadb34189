import { XMLParser } from 'fast-xml-parser';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A buyer's procurement system as the tests play it, on loopback: it writes cXML the way Ariba and Coupa do (its own
 * templates, not the portal's builder), posts setup requests and purchase orders, and receives carts transferred back
 * by the browser, as cXML (`cxml-urlencoded`) or as OCI `NEW_ITEM-*` fields, which it parses and keeps.
 */

export type BuyerIdentity = { domain: string; identity: string; secret: string; senderDomain?: string; senderIdentity?: string };

export type ReturnedLine = {
  supplierPartId: string;
  auxiliaryId: string;
  quantity: number;
  unitPrice: string;
  currency: string;
  uom: string;
  unspsc: string;
  description: string;
};

export type ReturnedCart = { protocol: 'cxml' | 'oci'; buyerCookie: string; lines: ReturnedLine[]; body: string; fields: Record<string, string> };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function header(buyer: BuyerIdentity, supplier: { domain: string; identity: string }) {
  return `<Header>
    <From><Credential domain="${escape(buyer.domain)}"><Identity>${escape(buyer.identity)}</Identity></Credential></From>
    <To><Credential domain="${escape(supplier.domain)}"><Identity>${escape(supplier.identity)}</Identity></Credential></To>
    <Sender><Credential domain="${escape(buyer.senderDomain ?? buyer.domain)}"><Identity>${escape(buyer.senderIdentity ?? buyer.identity)}</Identity><SharedSecret>${escape(buyer.secret)}</SharedSecret></Credential><UserAgent>Simulated procurement 1.0</UserAgent></Sender>
  </Header>`;
}

const document = (payloadId: string, version: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${version}/cXML.dtd">
<cXML payloadID="${escape(payloadId)}" timestamp="${new Date().toISOString()}" xml:lang="en-US">
${body}
</cXML>`;

export type SetupInput = {
  operation?: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  returnUrl: string;
  userEmail?: string;
  userName?: string;
  items?: { supplierPartId: string; auxiliaryId: string; quantity: number }[];
};

export function setupRequest(buyer: BuyerIdentity, supplier: { domain: string; identity: string }, input: SetupInput, version = '1.2.014'): string {
  const items = (input.items ?? [])
    .map(
      (item) =>
        `<ItemOut quantity="${item.quantity}"><ItemID><SupplierPartID>${escape(item.supplierPartId)}</SupplierPartID><SupplierPartAuxiliaryID>${escape(item.auxiliaryId)}</SupplierPartAuxiliaryID></ItemID></ItemOut>`,
    )
    .join('\n');
  return document(
    `${Date.now()}.${Math.random().toString(36).slice(2)}@procurement.test`,
    version,
    `${header(buyer, supplier)}
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${input.operation ?? 'create'}">
      <BuyerCookie>${escape(input.buyerCookie)}</BuyerCookie>
      <Extrinsic name="UserEmail">${escape(input.userEmail ?? '')}</Extrinsic>
      <Extrinsic name="UniqueName">${escape(input.userName ?? '')}</Extrinsic>
      <BrowserFormPost><URL>${escape(input.returnUrl)}</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en">${escape(input.userName ?? '')}</Name><Email>${escape(input.userEmail ?? '')}</Email></Contact>
      ${items}
    </PunchOutSetupRequest>
  </Request>`,
  );
}

export type OrderInput = {
  payloadId: string;
  orderId: string;
  currency: string;
  lines: ReturnedLine[];
  shipTo?: { name: string; deliverTo: string; street: string; city: string; postalCode: string; country: string };
  costCentre?: string;
  requisition?: string;
  comments?: string;
  type?: string;
};

export function orderRequest(buyer: BuyerIdentity, supplier: { domain: string; identity: string }, input: OrderInput, version = '1.2.050'): string {
  const ship = input.shipTo ?? {
    name: 'Longwood Institute',
    deliverTo: 'Dr. Mei Chen, Protein Core',
    street: '1 Longwood Ave',
    city: 'Boston',
    postalCode: '02115',
    country: 'US',
  };
  const total = input.lines.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0).toFixed(2);
  const items = input.lines
    .map(
      (line, index) => `<ItemOut quantity="${line.quantity}" lineNumber="${index + 1}">
      <ItemID><SupplierPartID>${escape(line.supplierPartId)}</SupplierPartID><SupplierPartAuxiliaryID>${escape(line.auxiliaryId)}</SupplierPartAuxiliaryID></ItemID>
      <ItemDetail><UnitPrice><Money currency="${line.currency}">${line.unitPrice}</Money></UnitPrice><Description xml:lang="en">${escape(line.description)}</Description><UnitOfMeasure>${escape(line.uom)}</UnitOfMeasure><Classification domain="UNSPSC">${escape(line.unspsc)}</Classification></ItemDetail>
      ${input.costCentre ? `<Distribution><Accounting name="default"><Segment type="CostCenter" id="${escape(input.costCentre)}" description="Cost centre"/></Accounting><Charge><Money currency="${line.currency}">0</Money></Charge></Distribution>` : ''}
    </ItemOut>`,
    )
    .join('\n');
  return document(
    input.payloadId,
    version,
    `${header(buyer, supplier)}
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${escape(input.orderId)}" orderDate="${new Date().toISOString()}" type="${input.type ?? 'new'}">
        <Total><Money currency="${input.currency}">${total}</Money></Total>
        <ShipTo><Address><Name xml:lang="en">${escape(ship.name)}</Name><PostalAddress><DeliverTo>${escape(ship.deliverTo)}</DeliverTo><Street>${escape(ship.street)}</Street><City>${escape(ship.city)}</City><PostalCode>${escape(ship.postalCode)}</PostalCode><Country isoCountryCode="${escape(ship.country)}">${escape(ship.country)}</Country></PostalAddress></Address></ShipTo>
        ${input.comments ? `<Comments xml:lang="en">${escape(input.comments)}</Comments>` : ''}
        ${input.requisition ? `<Extrinsic name="RequisitionID">${escape(input.requisition)}</Extrinsic>` : ''}
      </OrderRequestHeader>
      ${items}
    </OrderRequest>
  </Request>`,
  );
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => name === 'ItemOut' });

type Node = Record<string, unknown>;
const at = (node: unknown, ...names: string[]): unknown => names.reduce<unknown>((current, name) => (current as Node | undefined)?.[name], node);
const text = (node: unknown): string => (typeof node === 'string' ? node : typeof node === 'object' && node ? String((node as Node)['#text'] ?? '') : '');

/** What a cXML Response says: its status and, for a setup request, the start page. */
export function readResponse(xml: string): { code: number; text: string; detail: string; startUrl: string } {
  const status = at(parser.parse(xml), 'cXML', 'Response', 'Status') as Node | undefined;
  return {
    code: Number(status?.['@code'] ?? 0),
    text: String(status?.['@text'] ?? ''),
    detail: text(status),
    startUrl: text(at(parser.parse(xml), 'cXML', 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')),
  };
}

function cxmlCart(body: string, fields: Record<string, string>): ReturnedCart {
  const message = at(parser.parse(fields['cxml-urlencoded'] ?? ''), 'cXML', 'Message', 'PunchOutOrderMessage') as Node;
  const items = (message['ItemOut'] as Node[] | undefined) ?? [];
  return {
    protocol: 'cxml',
    buyerCookie: text(message['BuyerCookie']),
    body,
    fields,
    lines: items.map((item) => ({
      supplierPartId: text(at(item, 'ItemID', 'SupplierPartID')),
      auxiliaryId: text(at(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      quantity: Number(item['@quantity']),
      unitPrice: text(at(item, 'ItemDetail', 'UnitPrice', 'Money')),
      currency: String(at(item, 'ItemDetail', 'UnitPrice', 'Money', '@currency') ?? ''),
      uom: text(at(item, 'ItemDetail', 'UnitOfMeasure')),
      unspsc: text(at(item, 'ItemDetail', 'Classification')),
      description: text(at(item, 'ItemDetail', 'Description')),
    })),
  };
}

function ociCart(body: string, fields: Record<string, string>): ReturnedCart {
  const count = Object.keys(fields).filter((name) => /^NEW_ITEM-DESCRIPTION\[\d+\]$/.test(name)).length;
  const field = (name: string, n: number) => fields[`NEW_ITEM-${name}[${n}]`] ?? '';
  return {
    protocol: 'oci',
    buyerCookie: '',
    body,
    fields,
    lines: Array.from({ length: count }, (_unused, index) => index + 1).map((n) => ({
      supplierPartId: field('VENDORMAT', n),
      auxiliaryId: field('EXT_PRODUCT_ID', n),
      quantity: Number(field('QUANTITY', n)),
      unitPrice: field('PRICE', n),
      currency: field('CURRENCY', n),
      uom: field('UNIT', n),
      unspsc: field('EXT_CATEGORY_ID', n),
      description: fields[`NEW_ITEM-LONGTEXT_${n}:132[]`] || field('DESCRIPTION', n),
    })),
  };
}

/** The procurement system's return page: it takes the cart the browser posts and shows what it understood. */
export async function startProcurementSystem() {
  const carts: ReturnedCart[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const fields = Object.fromEntries(new URLSearchParams(body));
      const cart = 'cxml-urlencoded' in fields ? cxmlCart(body, fields) : ociCart(body, fields);
      carts.push(cart);
      const rows = cart.lines
        .map(
          (line) =>
            `<tr><td>${escape(line.supplierPartId)}</td><td>${escape(line.description)}</td><td>${line.quantity}</td><td>${line.unitPrice} ${line.currency}</td><td>${escape(line.uom)}</td><td>${escape(line.unspsc)}</td></tr>`,
        )
        .join('');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Requisition</title></head><body><h1>Requisition cart received</h1><p id="protocol">${cart.protocol}</p><p id="cookie">${escape(cart.buyerCookie)}</p><table><tbody>${rows}</tbody></table></body></html>`,
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    returnUrl: `http://127.0.0.1:${port}/requisition/return`,
    carts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
