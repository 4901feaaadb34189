// Customers as the portal meets them: registered with a code from the development inbox, signed in past the
// captcha (answered through the test-mode endpoint, as the browser suite does), each through an address of its
// own. Then what a signed-in customer waits for: the cart, a 999-line inquiry, and a burst of sign-ins while
// visitors read the catalogue.
import { randomInt, randomUUID } from 'node:crypto';
import { againstCeiling } from './ceiling.mjs';
import { loop, measure } from './load.mjs';
import { API } from './portal.mjs';

const CUSTOMER = `${API}/by-order-client/customer`;
const CART = `${API}/by-abinvivo/abinvivo/byAbinvivoShoppingCart`;
const PASSWORD = 'Assay-Plate-42';
export const INQUIRY_LINES = 999;
const INQUIRY_REPETITIONS = 5;
const SMALL_CART_LINES = 20;
export const LOGIN_WORKERS = 16;

let addresses = 0;
/** A private address per simulated visitor: the portal only keys its limits and throttle by it, it never connects back. */
const nextAddress = () => ((addresses += 1), `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`);

async function call(origin, path, { token, body, headers = {}, method = body === undefined ? 'GET' : 'POST', address } = {}) {
  const reply = await fetch(origin + path, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(token ? { 'X-Access-Token': token } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(address ? { 'X-Forwarded-For': address } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await reply.text();
  if (reply.status !== 200) throw new Error(`${method} ${path}: HTTP ${reply.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).result;
}

/** The newest code the development inbox holds for `recipient`: an HTML table, newest first, cells time, channel, recipient, subject, text. */
async function codeSentTo(origin, recipient) {
  for (let tries = 0; tries < 200; tries += 1) {
    const html = await (await fetch(`${origin}${API}/dev/messages`)).text();
    for (const [, row] of html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)) {
      const cells = [...row.matchAll(/<td>([\s\S]*?)<\/td>/g)].map(([, cell]) => cell);
      const code = cells[2] === recipient ? /\b(\d{6})\b/.exec(cells[4] ?? '')?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code reached ${recipient}`);
}

/** Signs in with the password, past a fresh captcha; answers the session token and how long the login itself took. */
export async function signIn(origin, credentials, address = nextAddress()) {
  const checkKey = `bench-${randomUUID()}`;
  await call(origin, `${API}/sys/randomImage/${checkKey}`, { address });
  const captcha = await call(origin, `${API}/test-support/captcha/${checkKey}`, { address });
  const started = performance.now();
  const { token } = await call(origin, `${CUSTOMER}/login`, { body: { ...credentials, captcha, checkKey }, address });
  return { token, ms: performance.now() - started };
}

/** A new account by mobile and SMS code, as the register page makes one, signed in. */
export async function registerCustomer(origin) {
  const address = nextAddress();
  const mobile = `1${randomInt(3, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const credentials = { username: `bench_${randomInt(0, 2 ** 40).toString(36)}`, password: PASSWORD };
  await call(origin, `${CUSTOMER}/sms`, { body: { mobile, smsmode: '1' }, address });
  const smscode = await codeSentTo(origin, mobile);
  await call(origin, `${CUSTOMER}/register`, { body: { ...credentials, mobile, smscode, agreement: true }, address });
  const { token } = await signIn(origin, credentials, address);
  return { credentials, token };
}

/** The customer's default shipping address, which an inquiry needs. */
async function shippingAddress(origin, token) {
  const body = {
    contact: 'Dr. Ada Chen',
    phone: '+1 617 555 0100',
    countryName: 'United States',
    cityName: 'Boston',
    addressDetail: '200 Longwood Ave',
    isDefault: true,
  };
  return (await call(origin, `${CUSTOMER}/address/add`, { token, body })).id;
}

/** One pack label per product, read from the product pages' API (these products are then in the reply cache). */
async function packLabels(origin, numbers) {
  const labels = [];
  for (let index = 0; index < numbers.length; index += 16) {
    const batch = numbers.slice(index, index + 16);
    const details = await Promise.all(
      batch.map((catalogNo) => call(origin, `${API}/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`)),
    );
    details.forEach((detail, at) => detail.packs[0] && labels.push(`${batch[at]}\t${detail.packs[0].sizeLabel}\t${1 + (at % 3)}`));
  }
  return labels;
}

/**
 * Waits until the portal answers its health check at once: a measured row stops sending when its time is up, but the
 * portal still works through the requests it has taken (sixteen cart reads of 999 lines take a second or two), and an
 * inquiry timed then would be timed behind them.
 */
async function settled(origin) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${origin}${API}/health`)).text();
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// What the cart page asks for: every line, up to 1,000.
const CART_PAGE = `${CART}/list?pageNo=1&pageSize=1000`;

async function fillCart(origin, token, rows) {
  const { added, problems } = await call(origin, `${CART}/pasteLines`, { token, body: { text: rows.join('\n') } });
  if (added !== rows.length) throw new Error(`the cart took ${added} of ${rows.length} lines: ${JSON.stringify(problems.slice(0, 3))}`);
  return (await call(origin, CART_PAGE, { token })).records;
}

/**
 * The cart page's read (up to 1,000 lines, as the page asks) of a cart of 20 lines and of a full one, then a
 * 999-line inquiry sent from the full cart a few times: only the POST is timed, from sending to the accepted reply.
 */
export async function cartAndInquiry({ origin, ceiling, customer, numbers }) {
  const { token } = customer;
  const addressId = await shippingAddress(origin, token);
  const rows = await packLabels(origin, numbers);
  if (rows.length < INQUIRY_LINES + SMALL_CART_LINES) throw new Error(`only ${rows.length} products with a pack for the cart`);
  const cartRows = [];
  const headers = { 'X-Access-Token': token, 'Accept-Language': 'en' };
  const small = await fillCart(origin, token, rows.slice(INQUIRY_LINES, INQUIRY_LINES + SMALL_CART_LINES));
  const read = () => measure({ origin, path: CART_PAGE, connections: 16, headers }).then((row) => againstCeiling(row, ceiling));
  cartRows.push({ id: 'cart.small', label: `cart read, ${SMALL_CART_LINES} lines (signed in)`, connections: 16, ...(await read()) });
  await call(origin, `${CART}/deleteBatch`, { token, body: { ids: small.map((line) => line.id) } });
  const inquiries = [];
  for (let repetition = 0; repetition < INQUIRY_REPETITIONS; repetition += 1) {
    const lines = await fillCart(origin, token, rows.slice(0, INQUIRY_LINES));
    if (repetition === 0) cartRows.push({ id: 'cart.full', label: `cart read, ${lines.length} lines (signed in)`, connections: 16, ...(await read()) });
    const body = {
      orderType: 'product',
      cart: 'abinvivo',
      cartLineIds: lines.map((line) => line.id),
      lines: lines.map((line) => ({ catalog: line.catalog, packId: line.packId, quantity: line.quantity })),
      addressId,
      contactPhone: 'NA',
      agreement: true,
    };
    await settled(origin);
    const started = performance.now();
    const order = await call(origin, `${API}/by-order-client/order/inquiry/add`, { token, body, headers: { 'Idempotency-Key': randomUUID() } });
    inquiries.push({ ms: Math.round(performance.now() - started), lines: body.lines.length, orderNo: order.orderNo });
  }
  return { rows: cartRows, inquiries };
}

/**
 * Sign-ins (16 at a time, each customer its own account and each attempt from a new address, so only the work is
 * measured, not the throttle) while visitors read the catalogue's cached list at 32 connections; both rows report.
 */
export async function loginBurst({ origin, ceiling, customers, readPath }) {
  const [reads, logins] = await Promise.all([
    measure({ origin, path: readPath }),
    loop({
      workers: customers.length,
      task: async (worker) => (await signIn(origin, customers[worker].credentials)).ms,
    }),
  ]);
  return [
    { id: 'burst.reads', label: `list, cached, during ${customers.length} concurrent sign-ins`, connections: 32, ...againstCeiling(reads, ceiling) },
    {
      id: 'burst.logins',
      label: `sign-ins, ${customers.length} at a time beside the reads (time of the login POST; each after its captcha)`,
      connections: customers.length,
      ...againstCeiling(logins, ceiling),
      'distinct URLs': 'n/a',
    },
  ];
}

/** `count` customers, registered a few at a time. */
export async function registerCustomers(origin, count) {
  const customers = [];
  while (customers.length < count)
    customers.push(...(await Promise.all(Array.from({ length: Math.min(4, count - customers.length) }, () => registerCustomer(origin)))));
  return customers;
}
