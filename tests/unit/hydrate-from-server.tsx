import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';

/**
 * Puts `element`'s server HTML in the document, so a test can look at what a visitor gets before
 * the page's script has run; `hydrate()` then does what React does when it arrives, and fails the
 * test on a hydration error.
 */
export function serverRendered(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  return {
    container,
    async hydrate() {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      await act(async () => {
        root = hydrateRoot(container, element);
      });
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
    cleanup() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
