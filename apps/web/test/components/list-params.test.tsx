import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readOrderFilters, useListParams } from '../../app/features/ordering/hooks/use-list-params';

function inRouter(initial: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
}

describe("a list's filters in the address", () => {
  it('keeps both of two changes made before the page renders again (a tab, then a search at once)', () => {
    const { result } = renderHook(() => ({ list: useListParams(readOrderFilters), location: useLocation() }), {
      wrapper: inRouter('/abinvivoMyOrder?status=canceled'),
    });
    act(() => {
      result.current.list.change({ status: null });
      result.current.list.change({ keyword: 'IQ2026112600000001' });
    });
    expect(result.current.location.search).toBe('?keyword=IQ2026112600000001');
    expect(result.current.list.value).toMatchObject({ keyword: 'IQ2026112600000001' });
    expect(result.current.list.value).not.toHaveProperty('status');
  });
});
