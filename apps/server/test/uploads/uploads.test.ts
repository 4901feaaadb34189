import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { STORED_PATH_PATTERN, UPLOAD_MAX_BYTES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema.js';
import { storeGeneratedFile } from '../../src/modules/uploads/index.js';
import { createCustomer, loginToken } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { FASTA, HTML, PDF, PNG, type Part, SVG, multipart } from './multipart.js';
import { signedInStaff } from '../helpers/staff-session.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const user = await createCustomer(t);
  return { ...user, token: await loginToken(t, user.username, user.password) };
}

function upload(token: string | null, parts: Part[], language = 'en') {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/common/upload',
    payload,
    headers: { ...headers, 'accept-language': language, ...(token ? { 'x-access-token': token } : {}) },
  });
}

const file = (name: string, content: Buffer | string, contentType?: string): Part => ({
  name: 'file',
  filename: name,
  content,
  ...(contentType ? { contentType } : {}),
});
const field = (name: string, value: string): Part => ({ name, content: value });
const serve = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/common/static/${path}`, headers });

/** Every file under the upload root, waiting ones included. */
async function filesOnDisk(dir = t.config.uploadDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesOnDisk(join(dir, entry.name)) : [relative(t.config.uploadDir, join(dir, entry.name))])),
  );
  return nested.flat().sort();
}

const rowCount = async () => (await t.database.db.select().from(uploads)).length;

describe('POST /sys/common/upload', () => {
  it('stores a file under a server-made name and answers its path in message and result', async () => {
    const { token } = await signedIn();
    const reply = await upload(token, [file('my photo.png', PNG, 'image/png'), field('biz', 'avatar'), field('isup', '1')]);
    expect(reply.statusCode).toBe(200);
    const { success, message, result } = reply.json();
    expect(success).toBe(true);
    expect(message).toBe(result);
    expect(message).toMatch(STORED_PATH_PATTERN);
    expect(message).toMatch(/^avatar\/\d{8}\/[a-f0-9]{32}\.png$/);
    expect(await readFile(join(t.config.uploadDir, message))).toEqual(PNG);
  });

  it('puts files in temp without a folder key and joins several paths with commas', async () => {
    const { token } = await signedIn();
    const reply = await upload(token, [file('plasmid.fasta', FASTA), file('quote.pdf', PDF)]);
    expect(reply.statusCode).toBe(200);
    const paths = (reply.json().message as string).split(',');
    expect(paths).toHaveLength(2);
    expect(paths[0]).toMatch(/^temp\/\d{8}\/[a-f0-9]{32}\.fasta$/);
    expect(paths[1]).toMatch(/^temp\/\d{8}\/[a-f0-9]{32}\.pdf$/);
  });

  it('needs a signed-in customer', async () => {
    const before = await filesOnDisk();
    expect((await upload(null, [file('a.png', PNG)])).statusCode).toBe(401);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('S13 refuses 10 MB + 1 byte, an 11th file, ../ in names and folder keys, SVG and HTML, and leaves disk and database unchanged', async () => {
    const { token } = await signedIn();
    const cases: { parts: Part[]; status: number; message: string }[] = [
      { parts: [file('big.txt', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 'a'))], status: 413, message: 'The file is too large: at most 10 MB.' },
      { parts: Array.from({ length: 11 }, (_, index) => file(`p${index}.png`, PNG)), status: 400, message: 'Too many files: at most 10 at a time.' },
      { parts: [file('../../evil.png', PNG)], status: 400, message: 'The file name is not allowed.' },
      { parts: [file('..\\evil.png', PNG)], status: 400, message: 'The file name is not allowed.' },
      { parts: [file('a.png', PNG), field('biz', '../../etc')], status: 400, message: 'This upload folder is not allowed.' },
      { parts: [file('a.png', PNG), field('biz', 'avatar/../../x')], status: 400, message: 'This upload folder is not allowed.' },
      { parts: [file('logo.svg', SVG, 'image/svg+xml')], status: 415, message: 'logo.svg: this file type is not accepted.' },
      { parts: [file('page.html', HTML, 'text/html')], status: 415, message: 'page.html: this file type is not accepted.' },
      { parts: [file('notes.txt', HTML, 'text/plain')], status: 415, message: 'notes.txt: this file type is not accepted.' },
      { parts: [file('sequence.fasta', SVG)], status: 415, message: 'sequence.fasta: this file type is not accepted.' },
      { parts: [file('a.png', PNG), file('b.html', HTML)], status: 415, message: 'b.html: this file type is not accepted.' },
      { parts: [file('quote.pdf', PDF), field('biz', 'avatar')], status: 415, message: 'Please upload an image.' },
      { parts: [field('biz', 'temp')], status: 400, message: 'No file was uploaded.' },
    ];
    const diskBefore = await filesOnDisk();
    const rowsBefore = await rowCount();
    for (const { parts, status, message } of cases) {
      const reply = await upload(token, parts);
      expect({ status: reply.statusCode, message: reply.json().message }, parts.map((part) => part.filename ?? part.name).join(' ')).toEqual({
        status,
        message,
      });
      expect(reply.json().success).toBe(false);
    }
    expect(await filesOnDisk()).toEqual(diskBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('accepts exactly 10 MB and exactly 10 files', async () => {
    const { token } = await signedIn();
    expect((await upload(token, [file('big.csv', Buffer.alloc(UPLOAD_MAX_BYTES, 'a'))])).statusCode).toBe(200);
    const ten = await upload(
      token,
      Array.from({ length: 10 }, (_, index) => file(`p${index}.png`, PNG)),
    );
    expect(ten.statusCode).toBe(200);
    expect(ten.json().message.split(',')).toHaveLength(10);
  });

  it('speaks the request language', async () => {
    const { token } = await signedIn();
    const reply = await upload(token, [file('quote.pdf', PDF), field('biz', 'avatar')], 'zh');
    expect(reply.json().message).toBe('请上传图片');
  });
});

describe('GET /sys/common/static/{path}', () => {
  it('serves a file to its owner only, images inline and others as attachments, never sniffed', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const [image, pdf] = ((await upload(owner.token, [file('gel.png', PNG), file('Angebot ü.pdf', PDF)])).json().message as string).split(',') as [
      string,
      string,
    ];

    const shown = await serve(image, { 'x-access-token': owner.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBe('inline');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload).toEqual(PNG);

    const attachment = await serve(pdf, { cookie: `access_token=${owner.token}` });
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-disposition']).toBe(`attachment; filename="Angebot _.pdf"; filename*=UTF-8''${encodeURIComponent('Angebot ü.pdf')}`);

    expect((await serve(image, { 'x-access-token': other.token })).statusCode).toBe(404);
    expect((await serve(image)).statusCode).toBe(401);
    expect((await serve('temp/20260101/../../../etc/passwd', { 'x-access-token': owner.token })).statusCode).toBe(404);
    expect((await serve(`${image.slice(0, -3)}jpg`, { 'x-access-token': owner.token })).statusCode).toBe(404);
  });
});

describe('staff uploads', () => {
  it("stores a staff member's file as theirs, under the same rules as customers' files", async () => {
    const staff = await signedInStaff(t);
    const reply = await upload(staff.token, [file('news picture.png', PNG), field('biz', 'jeditor')]);
    expect(reply.statusCode).toBe(200);
    const path = reply.json().message as string;
    expect(path).toMatch(/^jeditor\/\d{8}\/[a-f0-9]{32}\.png$/);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.path, path));
    expect(row).toMatchObject({ ownerKind: 'staff', ownerId: staff.id, originalName: 'news picture.png' });

    const diskBefore = await filesOnDisk();
    const refused = await upload(staff.token, [file('logo.svg', SVG, 'image/svg+xml')]);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 415, message: 'logo.svg: this file type is not accepted.' });
    expect((await upload(staff.token, [file('a.png', PNG), field('biz', '../staff')])).statusCode).toBe(400);
    expect(await filesOnDisk()).toEqual(diskBefore);
  });

  it('serves staff files to every staff member and to no customer; customer files to their owner only', async () => {
    const author = await signedInStaff(t);
    const colleague = await signedInStaff(t);
    const customer = await signedIn();
    const staffFile = (await upload(author.token, [file('gel.png', PNG)])).json().message as string;
    const customerFile = (await upload(customer.token, [file('quote.pdf', PDF)])).json().message as string;

    expect((await serve(staffFile, { 'x-access-token': author.token })).rawPayload).toEqual(PNG);
    expect((await serve(staffFile, { 'x-access-token': colleague.token })).statusCode).toBe(200);
    expect((await serve(staffFile, { 'x-access-token': customer.token })).statusCode).toBe(404);
    expect((await serve(staffFile, { cookie: `access_token=${customer.token}` })).statusCode).toBe(404);
    // A picture in a staff page is fetched by the browser with the staff cookie, not the header.
    expect((await serve(staffFile, { cookie: `staff_token=${colleague.token}` })).rawPayload).toEqual(PNG);
    expect((await serve(staffFile, { cookie: 'staff_token=not-a-session' })).statusCode).toBe(401);
    expect((await serve(staffFile)).statusCode).toBe(401);

    expect((await serve(customerFile, { 'x-access-token': customer.token })).statusCode).toBe(200);
    expect((await serve(customerFile, { 'x-access-token': author.token })).statusCode).toBe(404);
  });

  it('keeps a file the server made for someone as theirs', async () => {
    const staff = await signedInStaff(t);
    const customer = await signedIn();
    const path = await storeGeneratedFile(t.database.db, t.config.uploadDir, {
      owner: { kind: 'customer', id: customer.customer.id },
      folder: 'temp',
      name: 'report.pdf',
      contentType: 'application/pdf',
      extension: 'pdf',
      content: PDF,
    });
    expect(path).toMatch(STORED_PATH_PATTERN);
    const served = await serve(path, { 'x-access-token': customer.token });
    expect(served.rawPayload).toEqual(PDF);
    expect(served.headers['content-disposition']).toContain('report.pdf');
    expect((await serve(path, { 'x-access-token': staff.token })).statusCode).toBe(404);
  });
});
