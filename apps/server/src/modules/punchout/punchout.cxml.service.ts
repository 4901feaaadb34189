import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { cxmlBuyerOf, maskSecrets } from './punchout.auth.js';
import { CxmlInvalid, type CxmlEnvelope, newPayloadId, readEnvelope, readSetupRequest, responseDocument } from './punchout.cxml.js';
import { receiveOrderRequest } from './punchout.order.service.js';
import { type BuyerRow, insertDocument } from './punchout.repository.js';
import { type PunchoutSite, openSession } from './punchout.setup.service.js';
import { XmlRefused } from './punchout.xml.js';

type Answer = { code: number; text: string; detail: string; startUrl?: string; sessionId?: string | null; logged?: boolean };

const REFUSALS: Record<XmlRefused['reason'], string> = {
  tooLarge: 'the document is larger than the portal reads',
  doctypeSubset: 'documents declaring entities or an internal DTD subset are refused',
  malformed: 'the document is not well-formed XML',
};

async function setup(db: Database, buyer: BuyerRow, envelope: CxmlEnvelope, site: PunchoutSite): Promise<Answer> {
  try {
    const request = readSetupRequest(envelope.request ?? {});
    const { startUrl, session } = await openSession(db, { buyer, ...request, ociTarget: '' }, site);
    return { code: 200, text: 'OK', detail: '', startUrl, sessionId: session.id };
  } catch (error) {
    if (error instanceof CxmlInvalid) return { code: 400, text: 'Bad Request', detail: error.message };
    if (error instanceof AppError && error.statusCode === 400) return { code: 400, text: 'Bad Request', detail: 'BrowserFormPost URL missing or not http(s)' };
    throw error;
  }
}

/**
 * The cXML door: a PunchOutSetupRequest or an OrderRequest in, a cXML Response out, whatever happened. The received
 * document and the answer are both logged (secrets masked), so staff can read what a buyer's system sent and was told.
 */
export async function receiveCxml(db: Database, text: string, site: PunchoutSite, brand: string): Promise<{ code: number; xml: string }> {
  let envelope: CxmlEnvelope | null = null;
  let buyer: BuyerRow | null = null;
  let answer: Answer;
  try {
    envelope = readEnvelope(text);
    buyer = await cxmlBuyerOf(db, envelope);
    if (!buyer) answer = { code: 401, text: 'Unauthorized', detail: 'unknown From identity or wrong shared secret' };
    else if (envelope.kind === 'PunchOutSetupRequest') answer = await setup(db, buyer, envelope, site);
    else if (envelope.kind === 'OrderRequest') answer = await receiveOrderRequest(db, buyer, envelope, text, site, brand);
    else answer = { code: 450, text: 'Not Implemented', detail: 'the portal takes PunchOutSetupRequest and OrderRequest' };
  } catch (error) {
    if (error instanceof XmlRefused) answer = { code: 400, text: 'Bad Request', detail: REFUSALS[error.reason] };
    else if (error instanceof CxmlInvalid) answer = { code: 400, text: 'Bad Request', detail: error.message };
    else throw error;
  }
  const xml = responseDocument({
    payloadId: newPayloadId(new URL(site.origin).host),
    code: answer.code,
    text: answer.text,
    detail: answer.detail,
    startUrl: answer.startUrl,
  });
  const common = { buyerId: buyer?.id ?? null, sessionId: answer.sessionId ?? null };
  if (!answer.logged) {
    await insertDocument(db, {
      ...common,
      direction: 'in',
      kind: envelope?.kind ?? 'Unknown',
      payloadId: envelope?.payloadId.slice(0, 300) ?? '',
      statusCode: answer.code,
      statusText: [answer.text, answer.detail].filter(Boolean).join(': '),
      // An oversized or hostile document is logged by its start only.
      body: maskSecrets(envelope ? text : text.slice(0, 4000)),
    });
  }
  await insertDocument(db, {
    ...common,
    direction: 'out',
    kind: answer.startUrl ? 'PunchOutSetupResponse' : 'Response',
    statusCode: answer.code,
    statusText: answer.text,
    body: answer.startUrl ? xml.replace(/ticket=[^<"&]+/, 'ticket=********') : xml,
  });
  return { code: answer.code, xml };
}
