import { type EndpointInput, type StaffNewsListQuery, contentStaffEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';

/** The three kinds of content the desk keeps, each with its list and its save and delete calls. */
export type ContentKind = keyof typeof contentStaffEndpoints;
type DeletableKind = keyof DeleteBodies;

const { news, faq, page } = contentStaffEndpoints;

const contentKey = (kind: ContentKind) => ['staff', 'content-desk', kind] as const;

export function useStaffNews(query: StaffNewsListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...contentKey('news'), query],
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.call(news.list, { query })).result,
  });
}

export function useStaffFaqs() {
  const api = useApi();
  return useQuery({ queryKey: contentKey('faq'), queryFn: async () => (await api.call(faq.list)).result });
}

export function useStaffPages() {
  const api = useApi();
  return useQuery({ queryKey: contentKey('page'), queryFn: async () => (await api.call(page.list)).result });
}

type SaveBodies = {
  news: EndpointInput<typeof news.save>['body'];
  faq: EndpointInput<typeof faq.save>['body'];
  page: EndpointInput<typeof page.save>['body'];
};
type DeleteBodies = { news: EndpointInput<typeof news.remove>['body']; faq: EndpointInput<typeof faq.remove>['body'] };

/** Each kind's save, keyed so that a kind chosen by the caller brings its own body type. */
const saves: { [Kind in ContentKind]: (api: ApiClient, body: SaveBodies[Kind]) => Promise<unknown> } = {
  news: (api, body) => api.call(news.save, { body }),
  faq: (api, body) => api.call(faq.save, { body }),
  page: (api, body) => api.call(page.save, { body }),
};

const deletes: { [Kind in DeletableKind]: (api: ApiClient, body: DeleteBodies[Kind]) => Promise<unknown> } = {
  news: (api, body) => api.call(news.remove, { body }),
  faq: (api, body) => api.call(faq.remove, { body }),
};

/** A write of one kind; its list and the audit log are fetched again when next shown. */
function useContentWrite<Body>(kind: ContentKind, send: (api: ApiClient, body: Body) => Promise<unknown>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(api, body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: contentKey(kind) }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]),
  });
}

export const useSaveContent = <Kind extends ContentKind>(kind: Kind) => useContentWrite(kind, saves[kind]);
export const useDeleteContent = <Kind extends DeletableKind>(kind: Kind) => useContentWrite(kind, deletes[kind]);
