import { renderHook, waitFor } from '@testing-library/react';
import { useUrlState } from '@/components/lists/use-url-state';

// A list whose state is a department, read through aliases as the faculty and gallery lists do.
const aliases: Record<string, string> = { 'Civil Technology': 'সিভিল টেকনোলজি' };
const parse = (params: URLSearchParams) => {
  const named = params.get('dept') ?? '';
  return aliases[named] ?? named;
};
const serialize = (department: string) => (department ? new URLSearchParams({ dept: department }).toString() : '');

function arrive(address: string, early?: (fromUrl: string) => string) {
  window.history.replaceState(null, '', address);
  return renderHook(() => useUrlState('', parse, serialize, early));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlState on arrival', () => {
  it('takes the state from the address and leaves an address that says it as it is', async () => {
    const { result } = arrive('/bn/gallery?dept=%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2%20%E0%A6%9F%E0%A7%87%E0%A6%95%E0%A6%A8%E0%A7%8B%E0%A6%B2%E0%A6%9C%E0%A6%BF&utm_source=fb');
    await waitFor(() => expect(result.current[2]).toBe(true));
    expect(result.current[0]).toBe('সিভিল টেকনোলজি');
    expect(window.location.search).toBe('?dept=%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2%20%E0%A6%9F%E0%A7%87%E0%A6%95%E0%A6%A8%E0%A7%8B%E0%A6%B2%E0%A6%9C%E0%A6%BF&utm_source=fb');
  });

  it("restates a value parse read as another, keeping the parameters and the fragment that are not the list's", async () => {
    const { result } = arrive('/bn/gallery?utm_source=fb&dept=Civil+Technology#cards');
    await waitFor(() => expect(result.current[2]).toBe(true));
    expect(result.current[0]).toBe('সিভিল টেকনোলজি');
    expect(new URLSearchParams(window.location.search).get('dept')).toBe('সিভিল টেকনোলজি');
    expect(new URLSearchParams(window.location.search).get('utm_source')).toBe('fb');
    expect(window.location.hash).toBe('#cards');
  });

  it("writes the visitor's early choice over the address's, and drops the list's value it replaces", async () => {
    const { result } = arrive('/gallery?dept=Marine+Technology&utm_source=fb', () => '');
    await waitFor(() => expect(result.current[2]).toBe(true));
    expect(result.current[0]).toBe('');
    expect(window.location.search).toBe('?utm_source=fb');
  });
});
