import type { PageResult, StaffFaq, StaffFaqInput, StaffNews, StaffNewsInput, StaffNewsListQuery, StaffPage, StaffPageInput } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

const BASE = '/staff/content';

/** The three kinds of content the desk keeps, each with its list and its save and delete calls. */
export type ContentKind = 'news' | 'faq' | 'page';

const contentKey = (kind: ContentKind) => ['staff', 'content-desk', kind] as const;

export function useStaffNews(query: StaffNewsListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...contentKey('news'), query],
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.get<PageResult<StaffNews>>(`${BASE}/news/list`, { query })).result,
  });
}

export function useStaffFaqs() {
  const api = useApi();
  return useQuery({ queryKey: contentKey('faq'), queryFn: async () => (await api.get<StaffFaq[]>(`${BASE}/faq/list`)).result });
}

export function useStaffPages() {
  const api = useApi();
  return useQuery({ queryKey: contentKey('page'), queryFn: async () => (await api.get<StaffPage[]>(`${BASE}/page/list`)).result });
}

type SaveBodies = { news: StaffNewsInput; faq: StaffFaqInput; page: StaffPageInput };

/** A write of one kind; its list and the audit log are fetched again when next shown. */
function useContentWrite<Body extends Record<string, unknown>>(kind: ContentKind, action: 'save' | 'delete') {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => (await api.post<unknown>(`${BASE}/${kind}/${action}`, body)).result,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: contentKey(kind) }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]),
  });
}

export const useSaveContent = <Kind extends ContentKind>(kind: Kind) => useContentWrite<SaveBodies[Kind]>(kind, 'save');
export const useDeleteContent = (kind: Exclude<ContentKind, 'page'>) => useContentWrite<{ id: string }>(kind, 'delete');
