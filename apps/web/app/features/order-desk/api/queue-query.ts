import { ORDER_LIST_STATUSES, SERVICE_KEYS, type ServiceKey, type ShownOrderStatus } from '@portal/domain';

export const QUEUE_PAGE_SIZE = 20;

/** The tab that lists every status; the desk opens on new inquiries instead. */
export const ALL_STATUSES = 'all';
export const QUEUE_TABS = [ALL_STATUSES, ...ORDER_LIST_STATUSES] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];
const DEFAULT_TAB: QueueTab = 'inquirying';

export type QueueQuery = { status?: ShownOrderStatus; service?: ServiceKey; from?: string; to?: string; keyword?: string; pageNo: number; pageSize: number };

const isTab = (value: string | null): value is QueueTab => QUEUE_TABS.some((tab) => tab === value);

export function queueTabOf(params: URLSearchParams): QueueTab {
  const status = params.get('status');
  return isTab(status) ? status : DEFAULT_TAB;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The list endpoint's query for the queue's URL; empty values are left out so the server applies no filter. */
export function queueQueryOf(params: URLSearchParams): QueueQuery {
  const tab = queueTabOf(params);
  const query: QueueQuery = { pageNo: positive(params.get('pageNo'), 1), pageSize: positive(params.get('pageSize'), QUEUE_PAGE_SIZE) };
  if (tab !== ALL_STATUSES) query.status = tab;
  const service = SERVICE_KEYS.find((key) => key === params.get('service'));
  if (service) query.service = service;
  for (const name of ['from', 'to', 'keyword'] as const) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}
