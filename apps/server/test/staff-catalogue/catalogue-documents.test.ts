import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaffDocument, StaffDocumentInput } from '@portal/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productDocuments, products, uploads } from '../../src/db/schema.js';
import { removeUnattachedDocumentFiles } from '../../src/modules/catalog/index.js';
import { createCustomer, loginToken } from '../helpers/accounts.js';
import { signedInStaff } from '../helpers/staff-session.js';
import type { TestApp } from '../helpers/test-app.js';
import { HTML, PDF, PNG, multipart } from '../uploads/multipart.js';
import { API, type Caller, PUBLIC, STAFF_CATALOG, backOfficeApp, staffCaller } from './staff-catalogue-helpers.js';

let t: TestApp;
let editor: Caller;
let editorToken: string;
let product: { id: string; catalogNo: string };

beforeAll(async () => {
  t = await backOfficeApp();
  editorToken = (await signedInStaff(t, ['catalog:edit'])).token;
  editor = (method, url, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-access-token': editorToken, 'accept-language': 'en', ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const [first] = await t.database.db.select({ id: products.id, catalogNo: products.catalogNo }).from(products).where(eq(products.published, true)).limit(1);
  product = first as { id: string; catalogNo: string };
});
afterAll(async () => t.close());

/** A PDF whose bytes differ from test to test, so a download shows which one it is. */
const pdfNumbered = (label: string) => Buffer.concat([PDF, Buffer.from(`% ${label}\n`)]);

async function uploadDocument(content: Buffer | string, name = 'coa.pdf', token = editorToken) {
  const { payload, headers } = multipart([
    { name: 'file', filename: name, content, contentType: 'application/pdf' },
    { name: 'biz', content: 'document' },
  ]);
  return t.app.inject({ method: 'POST', url: `${API}/sys/common/upload`, payload, headers: { ...headers, 'x-access-token': token, 'accept-language': 'en' } });
}

async function uploaded(content: Buffer, name?: string): Promise<string> {
  const reply = await uploadDocument(content, name);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result as string;
}

const coa = (filePath: string, lotNo = 'QA-LOT-1'): StaffDocumentInput => ({
  productId: product.id,
  kind: 'coa',
  lotNo,
  title: { en: `Certificate of analysis, lot ${lotNo}`, zh: '', es: '', ja: '' },
  filePath,
});

const detailDocuments = async () =>
  (await t.app.inject({ method: 'GET', url: `${PUBLIC}/product/detail?catalogNo=${product.catalogNo}`, headers: { 'accept-language': 'es' } })).json().result
    .documents as {
    id: string;
    title: string;
    lotNo: string;
  }[];
const download = (id: string) => t.app.inject({ method: 'GET', url: `${PUBLIC}/product/document/${id}` });
const documentCount = async () => (await t.database.db.select().from(productDocuments).where(eq(productDocuments.productId, product.id))).length;
const auditActions = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, product.catalogNo), like(auditLog.action, 'product.document.%')))
  ).map((row) => row.action);

describe('staff product documents', () => {
  it('need a staff session with catalog:edit', async () => {
    const customer = await createCustomer(t);
    const customerToken = await loginToken(t, customer.username, customer.password);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: `${STAFF_CATALOG}/product/documents?productId=${product.id}`,
      headers: { 'x-access-token': customerToken },
    });
    expect(asCustomer.statusCode).toBe(401);
    // Customers may not even upload into the catalogue's documents folder.
    const customerUpload = await uploadDocument(PDF, 'coa.pdf', customerToken);
    expect(customerUpload.statusCode).toBe(403);
    expect(customerUpload.json().message).toBe('This upload folder is not allowed.');
    const viewer = await staffCaller(t, ['orders:view']);
    expect((await viewer('GET', `${STAFF_CATALOG}/product/documents?productId=${product.id}`)).statusCode).toBe(403);
    expect((await viewer('POST', `${STAFF_CATALOG}/product/document/add`, {})).statusCode).toBe(403);
    expect((await viewer('POST', `${STAFF_CATALOG}/product/document/delete`, { id: product.id })).statusCode).toBe(403);
  });

  it('adds a certificate whose download is the uploaded PDF, replaces its file and deletes it, auditing each', async () => {
    const before = await documentCount();
    const first = pdfNumbered('first');
    const added = await editor('POST', `${STAFF_CATALOG}/product/document/add`, coa(await uploaded(first, 'CoA QA-LOT-1.pdf')));
    expect(added.statusCode, added.body).toBe(200);
    const document = (added.json().result as StaffDocument[]).find((entry) => entry.lotNo === 'QA-LOT-1') as StaffDocument;
    expect(document).toMatchObject({ kind: 'coa', fileName: 'CoA QA-LOT-1.pdf', url: `${API}/by-abinvivo/abinvivo/product/document/${document.id}` });
    expect(await documentCount()).toBe(before + 1);

    // The public page lists it at once (the read cache follows the revision), with the English title standing in.
    expect(await detailDocuments()).toContainEqual(
      expect.objectContaining({ id: document.id, lotNo: 'QA-LOT-1', title: 'Certificate of analysis, lot QA-LOT-1' }),
    );
    const served = await download(document.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload).toEqual(first);

    const second = pdfNumbered('second');
    const oldPath = (await t.database.db.select().from(productDocuments).where(eq(productDocuments.id, document.id)))[0]?.filePath as string;
    const newPath = await uploaded(second, 'CoA v2.pdf');
    const replaced = await editor('POST', `${STAFF_CATALOG}/product/document/replace`, { id: document.id, filePath: newPath });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json().result as StaffDocument[]).find((entry) => entry.id === document.id)?.fileName).toBe('CoA v2.pdf');
    expect((await download(document.id)).rawPayload).toEqual(second);
    // The replaced file is gone from the disk and the uploads.
    expect(await t.database.db.select().from(uploads).where(eq(uploads.path, oldPath))).toEqual([]);
    await expect(readFile(join(t.config.uploadDir, oldPath))).rejects.toThrow();

    const deleted = await editor('POST', `${STAFF_CATALOG}/product/document/delete`, { id: document.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json().result as StaffDocument[]).some((entry) => entry.id === document.id)).toBe(false);
    expect((await download(document.id)).statusCode).toBe(404);
    expect((await detailDocuments()).some((entry) => entry.id === document.id)).toBe(false);
    expect(await documentCount()).toBe(before);
    // The deleted document's PDF no longer serves anything, so it leaves the uploads and the disk too.
    expect(await t.database.db.select().from(uploads).where(eq(uploads.path, newPath))).toEqual([]);
    await expect(readFile(join(t.config.uploadDir, newPath))).rejects.toThrow();
    expect((await auditActions()).sort()).toEqual(['product.document.add', 'product.document.delete', 'product.document.replace']);
  });

  it('sweeps the document PDFs never attached once they are a day old, and keeps the attached ones', async () => {
    const attachedPath = await uploaded(pdfNumbered('attached'));
    const strayPath = await uploaded(pdfNumbered('stray'));
    const added = await editor('POST', `${STAFF_CATALOG}/product/document/add`, coa(attachedPath, 'SWEEP-LOT'));
    expect(added.statusCode, added.body).toBe(200);
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(uploads.path, [attachedPath, strayPath]));
    const before = new Date(Date.now() - 86_400_000);
    const removed = await removeUnattachedDocumentFiles(t.database.db, t.config.uploadDir, before);
    expect(removed).toBe(1);
    expect(
      (
        await t.database.db
          .select()
          .from(uploads)
          .where(inArray(uploads.path, [attachedPath, strayPath]))
      ).map((row) => row.path),
    ).toEqual([attachedPath]);
    await expect(readFile(join(t.config.uploadDir, strayPath))).rejects.toThrow();
    expect(await readFile(join(t.config.uploadDir, attachedPath))).toEqual(pdfNumbered('attached'));
  });

  it('still generates the PDF of a document without a stored file', async () => {
    const listed = (await editor('GET', `${STAFF_CATALOG}/product/documents?productId=${product.id}`)).json().result as StaffDocument[];
    const generated = listed.find((entry) => entry.fileName === null) as StaffDocument;
    const reply = await download(generated.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a disguised file, a PNG, a certificate without lot, a duplicate lot and a file not uploaded for documents, writing nothing', async () => {
    const uploadsBefore = (await t.database.db.select().from(uploads)).length;
    const documentsBefore = await documentCount();
    const auditBefore = (await auditActions()).length;

    const disguised = await uploadDocument(HTML, 'coa.pdf');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toContain('coa.pdf');
    const png = await uploadDocument(PNG, 'scan.png');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Please upload a PDF file: scan.png is not a PDF.');
    expect((await t.database.db.select().from(uploads)).length).toBe(uploadsBefore);

    const path = await uploaded(pdfNumbered('lot'));
    const noLot = await editor('POST', `${STAFF_CATALOG}/product/document/add`, coa(path, ''));
    expect(noLot.statusCode).toBe(400);
    expect(noLot.json().message).toContain('lot number');

    expect((await editor('POST', `${STAFF_CATALOG}/product/document/add`, coa(path, 'QA-LOT-2'))).statusCode).toBe(200);
    const duplicate = await editor('POST', `${STAFF_CATALOG}/product/document/add`, coa(await uploaded(pdfNumbered('again')), 'QA-LOT-2'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toContain('QA-LOT-2');
    const sameFile = await editor('POST', `${STAFF_CATALOG}/product/document/add`, coa(path, 'QA-LOT-3'));
    expect(sameFile.statusCode).toBe(409);

    const temp = multipart([{ name: 'file', filename: 'elsewhere.pdf', content: PDF }]);
    const tempUpload = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: temp.payload,
      headers: { ...temp.headers, 'x-access-token': editorToken },
    });
    expect(tempUpload.statusCode).toBe(200);
    const wrongFolder = await editor('POST', `${STAFF_CATALOG}/product/document/add`, coa(tempUpload.json().result as string, 'QA-LOT-4'));
    expect(wrongFolder.statusCode).toBe(400);

    expect(await documentCount()).toBe(documentsBefore + 1);
    expect((await auditActions()).length).toBe(auditBefore + 1);
  });
});
