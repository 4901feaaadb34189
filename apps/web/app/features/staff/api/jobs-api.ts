import { type JobCode, type JobUpdate, jobEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

export const jobKeys = {
  list: ['staff', 'jobs'] as const,
  runs: (code: JobCode) => ['staff', 'jobs', code, 'runs'] as const,
};

export function useJobs() {
  const api = useApi();
  return useQuery({ queryKey: jobKeys.list, queryFn: async () => (await api.call(jobEndpoints.list)).result });
}

export function useJobRuns(code: JobCode | null) {
  const api = useApi();
  return useQuery({
    queryKey: code ? jobKeys.runs(code) : ['staff', 'jobs', 'none'],
    enabled: code !== null,
    queryFn: async () => (code ? (await api.call(jobEndpoints.runs, { params: { code } })).result : []),
  });
}

/** A new schedule or pause; the list shows the server's next run times afterwards. */
export function useChangeJob() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, change }: { code: JobCode; change: JobUpdate }) => api.call(jobEndpoints.change, { params: { code }, body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.list }),
  });
}

export function useRunJob() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: JobCode) => api.call(jobEndpoints.run, { params: { code } }),
    onSuccess: (_reply, code) =>
      Promise.all([client.invalidateQueries({ queryKey: jobKeys.list }), client.invalidateQueries({ queryKey: jobKeys.runs(code) })]),
  });
}
