/**
 * The listeners of a small module-level store that islands read with `useSyncExternalStore`:
 * `subscribe` is the one React takes, `emit` is called after each change.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}
