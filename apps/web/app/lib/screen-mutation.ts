import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A staff screen's write: afterwards every query under `queryKey` is read again (counts and lists move together), and
 * the form or table that made it shows a refusal's reason itself (`showsOwnMessage`), so it is not reported twice.
 */
export function useScreenMutation<Input, Result>(queryKey: readonly unknown[], call: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { showsOwnMessage: true },
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
}
