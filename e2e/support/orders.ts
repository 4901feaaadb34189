import { apiLogin, apiRegister } from './accounts';
import { apiCall } from './api';
import { apiStaffLogin } from './staff';
import type { StaffMember } from './portal';

export type Pack = { catalogNo: string; packId: string; price: number };
export type Inquiry = { id: string; orderNo: string; token: string; packs: Pack[] };
export type TubeLabel = { code: string; projectName: string; shippingBox: string; position: string };

/** The first catalogue packs with a price, one per product. */
async function pricedPacks(baseUrl: string, count: number): Promise<Pack[]> {
  const list = await apiCall<{ records: { catalogNo: string }[] }>(baseUrl, '', '/by-abinvivo/abinvivo/product/list?pageSize=10');
  const packs: Pack[] = [];
  for (const { catalogNo } of list.records) {
    const detail = await apiCall<{ packs: { id: string; price: number | null }[] }>(
      baseUrl,
      '',
      `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`,
    );
    const pack = detail.packs.find((candidate) => candidate.price !== null);
    if (pack?.price) packs.push({ catalogNo, packId: pack.id, price: pack.price });
    if (packs.length === count) return packs;
  }
  throw new Error('the catalogue has too few priced packs');
}

/** Gives the signed-in customer a default shipping address through the API; answers its id. */
export async function addShippingAddress(baseUrl: string, token: string): Promise<string> {
  const address = await apiCall<{ id: string }>(baseUrl, token, '/by-order-client/customer/address/add', {
    contact: 'Dr. Ada Chen',
    phone: '+1 617 555 0100',
    countryName: 'United States',
    cityName: 'Boston',
    addressDetail: '200 Longwood Ave, Lab 4',
    isDefault: true,
  });
  return address.id;
}

/** A fresh customer with one default shipping address, signed in through the API. */
export async function customerWithAddress(baseUrl: string) {
  const account = await apiRegister(baseUrl);
  const token = await apiLogin(baseUrl, account);
  return { account, token, addressId: await addShippingAddress(baseUrl, token) };
}

/** A product inquiry of two lines (quantities 1 and 2) sent by the signed-in customer to the address. */
export async function sendInquiry(baseUrl: string, token: string, addressId: string): Promise<Inquiry> {
  const packs = await pricedPacks(baseUrl, 2);
  const lines = packs.map((pack, index) => ({ catalog: pack.catalogNo, packId: pack.packId, quantity: index + 1 }));
  const body = { orderType: 'product', addressId, contactPhone: 'NA', poNumber: 'PO-4411', agreement: true, lines };
  const result = await apiCall<{ id: string; orderNo: string }>(baseUrl, token, '/by-order-client/order/inquiry/add', body, {
    'Idempotency-Key': crypto.randomUUID(),
  });
  return { ...result, token, packs };
}

/** A fresh customer with an address and a product inquiry of two lines (quantities 1 and 2). */
export async function freshInquiry(baseUrl: string): Promise<Inquiry> {
  const { token, addressId } = await customerWithAddress(baseUrl);
  return sendInquiry(baseUrl, token, addressId);
}

/** How far the desk takes an inquiry: quoted, in production, shipped (its first parcel) or completed. */
export type DeskStatus = 'confirmed' | 'producting' | 'shipped' | 'completed';

/**
 * Takes a sent inquiry through the desk's steps up to `status`, all through the API, as the staff member whose token
 * is `staff` (holding orders:quote and orders:fulfil): the quote, then the customer's confirmation and production,
 * the first parcel, and completion.
 */
export async function advanceInquiry(baseUrl: string, staff: string, inquiry: Inquiry, status: DeskStatus): Promise<void> {
  const order = await apiCall<{ lines: { id: string }[] }>(baseUrl, staff, `/staff/orders/queryById?id=${inquiry.id}`);
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const prices = order.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 12_000 }));
  await apiCall(baseUrl, staff, '/staff/orders/quote', { id: inquiry.id, prices, paymentMethod: 'bankTransfer', validUntil });
  if (status === 'confirmed') return;
  await apiCall(baseUrl, inquiry.token, '/by-order-client/order/confirmQuote', { id: inquiry.id });
  await apiCall(baseUrl, staff, '/staff/orders/startProduction', { id: inquiry.id, productionStatus: 'Filling', productionTime: validUntil });
  if (status === 'producting') return;
  await apiCall(baseUrl, staff, '/staff/orders/ship', { id: inquiry.id, carrier: 'DHL', trackingNo: 'JD0042' });
  if (status === 'shipped') return;
  await apiCall(baseUrl, staff, '/staff/orders/complete', { id: inquiry.id });
}

/**
 * A fresh inquiry taken by `desk` (holding orders:quote and orders:fulfil) through quote, confirmation and production
 * to its first parcel, all through the API; answers the tube labels that parcel made.
 */
export async function shippedOrder(baseUrl: string, desk: StaffMember): Promise<{ inquiry: Inquiry; labels: TubeLabel[] }> {
  const inquiry = await freshInquiry(baseUrl);
  await advanceInquiry(baseUrl, await apiStaffLogin(baseUrl, desk), inquiry, 'shipped');
  const shipped = await apiCall<{ labels: TubeLabel[] }>(baseUrl, inquiry.token, `/by-order-client/order/queryById?id=${inquiry.id}`);
  return { inquiry, labels: shipped.labels };
}
