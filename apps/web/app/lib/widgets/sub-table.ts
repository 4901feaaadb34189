/** Spec section 4: opening the sub-table popover is tried again 3 times, 100 ms apart, before it gives up. */
export const SUB_TABLE_OPEN_RETRIES = 3;
export const SUB_TABLE_RETRY_MS = 100;

/** Spec section 9: the popover is 96% as wide as its table. */
export const SUB_TABLE_POPOVER_WIDTH_RATIO = 0.96;

/** The row whose popover is open after a click on `clicked`'s control: the same row closes it, another reopens. */
export function nextSubTableRow(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/**
 * Runs `attempt` until it succeeds, at most 1 + SUB_TABLE_OPEN_RETRIES times, waiting between tries. Resolves with
 * whether it succeeded.
 */
export async function openWithRetries(attempt: () => boolean, wait: (ms: number) => Promise<void>): Promise<boolean> {
  for (let tries = 0; ; tries += 1) {
    if (attempt()) return true;
    if (tries >= SUB_TABLE_OPEN_RETRIES) return false;
    await wait(SUB_TABLE_RETRY_MS);
  }
}
