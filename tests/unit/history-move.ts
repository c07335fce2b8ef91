import { act } from '@testing-library/react';

/** The browser's Back or Forward to `address`: the address changes first, then popstate fires. */
export function historyMove(address: string) {
  act(() => {
    window.history.replaceState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
