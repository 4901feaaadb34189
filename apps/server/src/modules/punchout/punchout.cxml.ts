import { type Currency, PUNCHOUT_OPERATIONS, type PunchoutOperation } from '@portal/domain';
import { randomBytes } from 'node:crypto';
import { type XmlNode, attributeOf, childOf, childrenOf, pathText, readXml, textOf, writeCxml } from './punchout.xml.js';

export type CxmlCredential = { domain: string; identity: string; sharedSecret: string };

/** The parts of any cXML document the portal reads, whatever its 1.2.x version. */
export type CxmlEnvelope = {
  payloadId: string;
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: CxmlCredential[];
  kind: 'PunchOutSetupRequest' | 'OrderRequest' | 'Unknown';
  request: XmlNode | undefined;
};

const credentialsOf = (party: XmlNode | undefined): CxmlCredential[] =>
  childrenOf(party, 'Credential').map((credential) => ({
    domain: attributeOf(credential, 'domain').trim(),
    identity: pathText(credential, 'Identity'),
    sharedSecret: pathText(credential, 'SharedSecret'),
  }));

export class CxmlInvalid extends Error {}

export function readEnvelope(text: string): CxmlEnvelope {
  const root = childOf(readXml(text), 'cXML');
  if (!root) throw new CxmlInvalid('the document is not cXML');
  const header = childOf(root, 'Header');
  const request = childOf(root, 'Request');
  const kind = childOf(request, 'PunchOutSetupRequest') ? 'PunchOutSetupRequest' : childOf(request, 'OrderRequest') ? 'OrderRequest' : 'Unknown';
  return {
    payloadId: attributeOf(root, 'payloadID'),
    from: credentialsOf(childOf(header, 'From')),
    to: credentialsOf(childOf(header, 'To')),
    sender: credentialsOf(childOf(header, 'Sender')),
    kind,
    request: kind === 'Unknown' ? undefined : childOf(request, kind),
  };
}

const extrinsicsOf = (node: XmlNode | undefined) =>
  childrenOf(node, 'Extrinsic').map((extrinsic) => ({ name: attributeOf(extrinsic, 'name'), value: textOf(extrinsic).trim() }));

const extrinsic = (node: XmlNode | undefined, name: string) => extrinsicsOf(node).find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.value ?? '';

/** "12.5" in the document's currency to minor units; a malformed amount is refused rather than read as zero. */
export function moneyMinor(text: string): number {
  const value = text.trim();
  if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(value)) throw new CxmlInvalid(`not an amount: ${value.slice(0, 40)}`);
  return Math.round(Number(value) * 100);
}

const quantityOf = (item: XmlNode) => {
  const quantity = Number(attributeOf(item, 'quantity'));
  if (!Number.isInteger(quantity) || quantity < 1) throw new CxmlInvalid('an item has no whole quantity');
  return quantity;
};

export type SetupItem = { supplierPartId: string; auxiliaryId: string; quantity: number };

export type SetupRequest = {
  operation: PunchoutOperation;
  buyerCookie: string;
  returnUrl: string;
  userEmail: string;
  userName: string;
  items: SetupItem[];
};

/** The setup request's own parts; the user is named by the extrinsics Ariba and Coupa send, else by the contact. */
export function readSetupRequest(node: XmlNode): SetupRequest {
  const operation = attributeOf(node, 'operation') || 'create';
  if (!(PUNCHOUT_OPERATIONS as readonly string[]).includes(operation)) throw new CxmlInvalid(`unknown operation ${operation}`);
  const contact = childOf(node, 'Contact');
  return {
    operation: operation as PunchoutOperation,
    buyerCookie: pathText(node, 'BuyerCookie'),
    returnUrl: pathText(node, 'BrowserFormPost', 'URL'),
    userEmail: extrinsic(node, 'UserEmail') || pathText(contact, 'Email'),
    userName: extrinsic(node, 'UserPrintableName') || extrinsic(node, 'UniqueName') || pathText(contact, 'Name'),
    items: childrenOf(node, 'ItemOut').map((item) => ({
      supplierPartId: pathText(item, 'ItemID', 'SupplierPartID'),
      auxiliaryId: pathText(item, 'ItemID', 'SupplierPartAuxiliaryID'),
      quantity: quantityOf(item),
    })),
  };
}

export type OrderItem = SetupItem & { lineNumber: number; unitPriceMinor: number; currency: string; description: string; uom: string };

export type OrderRequestDocument = {
  orderId: string;
  type: string;
  currency: string;
  shippingMinor: number;
  shipTo: { name: string; deliverTo: string; lines: string[]; email: string; phone: string };
  comments: string;
  costCentre: string;
  references: { name: string; value: string }[];
  items: OrderItem[];
};

const phoneOf = (address: XmlNode | undefined) => {
  const number = childOf(childOf(address, 'Phone'), 'TelephoneNumber');
  return [pathText(number, 'CountryCode'), pathText(number, 'AreaOrCityCode'), pathText(number, 'Number')].filter(Boolean).join(' ');
};

function addressOf(holder: XmlNode | undefined) {
  const address = childOf(holder, 'Address');
  const postal = childOf(address, 'PostalAddress');
  const country = childOf(postal, 'Country');
  const street = childrenOf(postal, 'Street').map(textOf);
  return {
    name: pathText(address, 'Name'),
    deliverTo: childrenOf(postal, 'DeliverTo').map(textOf).join(', '),
    lines: [
      ...street,
      pathText(postal, 'City'),
      pathText(postal, 'State'),
      pathText(postal, 'PostalCode'),
      textOf(country) || attributeOf(country, 'isoCountryCode'),
    ]
      .map((line) => line.trim())
      .filter(Boolean),
    email: pathText(address, 'Email'),
    phone: phoneOf(address),
  };
}

/** The accounting segment a buyer charges the order to, where its distribution names a cost centre. */
function costCentreOf(items: XmlNode[]): string {
  for (const item of items) {
    for (const distribution of childrenOf(item, 'Distribution')) {
      for (const segment of childrenOf(childOf(distribution, 'Accounting'), 'Segment')) {
        if (/cost\s*cent/i.test(attributeOf(segment, 'type'))) return attributeOf(segment, 'id');
      }
    }
  }
  return '';
}

export function readOrderRequest(node: XmlNode): OrderRequestDocument {
  const header = childOf(node, 'OrderRequestHeader');
  const orderId = attributeOf(header, 'orderID').trim();
  if (!orderId) throw new CxmlInvalid('the order has no orderID');
  const itemNodes = childrenOf(node, 'ItemOut');
  if (itemNodes.length === 0) throw new CxmlInvalid('the order has no items');
  const items = itemNodes.map((item, index): OrderItem => {
    const detail = childOf(item, 'ItemDetail');
    const money = childOf(childOf(detail, 'UnitPrice'), 'Money');
    return {
      lineNumber: Number(attributeOf(item, 'lineNumber')) || index + 1,
      quantity: quantityOf(item),
      supplierPartId: pathText(item, 'ItemID', 'SupplierPartID'),
      auxiliaryId: pathText(item, 'ItemID', 'SupplierPartAuxiliaryID'),
      unitPriceMinor: moneyMinor(textOf(money)),
      currency: attributeOf(money, 'currency'),
      description: textOf(childOf(detail, 'Description')).trim(),
      uom: pathText(detail, 'UnitOfMeasure'),
    };
  });
  const totalMoney = childOf(childOf(header, 'Total'), 'Money');
  const shipping = childOf(childOf(header, 'Shipping'), 'Money');
  const comments = childrenOf(header, 'Comments')
    .map((comment) => textOf(comment).trim())
    .filter(Boolean)
    .join('\n');
  return {
    orderId,
    type: attributeOf(header, 'type') || 'new',
    currency: attributeOf(totalMoney, 'currency') || items[0]?.currency || '',
    shippingMinor: shipping ? moneyMinor(textOf(shipping)) : 0,
    shipTo: addressOf(childOf(header, 'ShipTo')),
    comments,
    costCentre: costCentreOf(itemNodes),
    references: extrinsicsOf(header).filter((entry) => entry.name && entry.value),
    items,
  };
}

/** `<epoch>.<random>@<host>`: unique per document, as cXML asks of a payloadID. */
export function newPayloadId(host: string): string {
  return `${Date.now()}.${randomBytes(8).toString('hex')}@${host}`;
}

const credential = (domain: string, identity: string) => ({ Credential: { '@domain': domain || 'NetworkID', Identity: identity } });

/** A Response: the status a procurement system reads, and for a setup request the start page. */
export function responseDocument(input: { payloadId: string; code: number; text: string; detail?: string; startUrl?: string }): string {
  return writeCxml({
    '@payloadID': input.payloadId,
    '@timestamp': new Date().toISOString(),
    Response: {
      Status: { '@code': String(input.code), '@text': input.text, ...(input.detail ? { '#text': input.detail } : {}) },
      ...(input.startUrl ? { PunchOutSetupResponse: { StartPage: { URL: input.startUrl } } } : {}),
    },
  });
}

export type MessageLine = {
  supplierPartId: string;
  auxiliaryId: string;
  quantity: number;
  unitPriceMinor: number;
  description: string;
  uom: string;
  unspsc: string;
};

const amount = (minor: number) => (minor / 100).toFixed(2);

/** The cart as a PunchOutOrderMessage: the supplier speaks as the identity the buyer addressed it by. */
export function orderMessageDocument(input: {
  payloadId: string;
  language: string;
  buyer: { domain: string; identity: string };
  supplier: { domain: string; identity: string };
  buyerCookie: string;
  currency: Currency;
  lines: readonly MessageLine[];
}): string {
  const money = (minor: number) => ({ Money: { '@currency': input.currency, '#text': amount(minor) } });
  const total = input.lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  return writeCxml({
    '@payloadID': input.payloadId,
    '@timestamp': new Date().toISOString(),
    '@xml:lang': input.language,
    Header: {
      From: credential(input.supplier.domain, input.supplier.identity),
      To: credential(input.buyer.domain, input.buyer.identity),
      Sender: { ...credential(input.supplier.domain, input.supplier.identity), UserAgent: 'Reagent portal PunchOut' },
    },
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: input.buyerCookie,
        PunchOutOrderMessageHeader: { '@operationAllowed': 'edit', Total: money(total) },
        ItemOut: input.lines.map((line, index) => ({
          '@quantity': String(line.quantity),
          '@lineNumber': String(index + 1),
          ItemID: { SupplierPartID: line.supplierPartId, SupplierPartAuxiliaryID: line.auxiliaryId },
          ItemDetail: {
            UnitPrice: money(line.unitPriceMinor),
            Description: { '@xml:lang': input.language, '#text': line.description },
            UnitOfMeasure: line.uom,
            Classification: { '@domain': 'UNSPSC', '#text': line.unspsc },
          },
        })),
      },
    },
  });
}
