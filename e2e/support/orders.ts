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
    const detail = await apiCall<{ packs: { id: string; price: number | null }[] }>(baseUrl, '', `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`);
    const pack = detail.packs.find((candidate) => candidate.price !== null);
    if (pack?.price) packs.push({ catalogNo, packId: pack.id, price: pack.price });
    if (packs.length === count) return packs;
  }
  throw new Error('the catalogue has too few priced packs');
}

/** A fresh customer with one default shipping address, signed in through the API. */
export async function customerWithAddress(baseUrl: string) {
  const account = await apiRegister(baseUrl);
  const token = await apiLogin(baseUrl, account);
  const address = await apiCall<{ id: string }>(baseUrl, token, '/by-order-client/customer/address/add', {
    contact: 'Dr. Ada Chen',
    phone: '+1 617 555 0100',
    countryName: 'United States',
    cityName: 'Boston',
    addressDetail: '200 Longwood Ave, Lab 4',
    isDefault: true,
  });
  return { account, token, addressId: address.id };
}

/** A fresh customer with an address and a product inquiry of two lines (quantities 1 and 2). */
export async function freshInquiry(baseUrl: string): Promise<Inquiry> {
  const { token, addressId } = await customerWithAddress(baseUrl);
  const packs = await pricedPacks(baseUrl, 2);
  const lines = packs.map((pack, index) => ({ catalog: pack.catalogNo, packId: pack.packId, quantity: index + 1 }));
  const body = { orderType: 'product', addressId, contactPhone: 'NA', poNumber: 'PO-4411', agreement: true, lines };
  const result = await apiCall<{ id: string; orderNo: string }>(baseUrl, token, '/by-order-client/order/inquiry/add', body, { 'Idempotency-Key': crypto.randomUUID() });
  return { ...result, token, packs };
}

/**
 * A fresh inquiry taken by `desk` (holding orders:quote and orders:fulfil) through quote, confirmation and production
 * to its first parcel, all through the API; answers the tube labels that parcel made.
 */
export async function shippedOrder(baseUrl: string, desk: StaffMember): Promise<{ inquiry: Inquiry; labels: TubeLabel[] }> {
  const inquiry = await freshInquiry(baseUrl);
  const staff = await apiStaffLogin(baseUrl, desk);
  const order = await apiCall<{ lines: { id: string }[] }>(baseUrl, staff, `/staff/orders/queryById?id=${inquiry.id}`);
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const prices = order.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 12_000 }));
  await apiCall(baseUrl, staff, '/staff/orders/quote', { id: inquiry.id, prices, paymentMethod: 'bankTransfer', validUntil });
  await apiCall(baseUrl, inquiry.token, '/by-order-client/order/confirmQuote', { id: inquiry.id });
  await apiCall(baseUrl, staff, '/staff/orders/startProduction', { id: inquiry.id, productionStatus: 'Filling', productionTime: validUntil });
  await apiCall(baseUrl, staff, '/staff/orders/ship', { id: inquiry.id, carrier: 'DHL', trackingNo: 'JD0042' });
  const shipped = await apiCall<{ labels: TubeLabel[] }>(baseUrl, inquiry.token, `/by-order-client/order/queryById?id=${inquiry.id}`);
  return { inquiry, labels: shipped.labels };
}
