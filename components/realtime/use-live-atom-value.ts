'use client';

import { useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The value of an atom that only the browser changes (connection states, calls in progress), read
 * the way React hydrates external stores: its initial value while hydrating (what the server
 * rendered), then the live value. useAtomValue would read the store as it is when the component
 * hydrates; the call area hydrates in its own Suspense pass, after the shell's effects have already
 * connected, and its text then differed from the server HTML (React error #418).
 */
export function useLiveAtomValue<Value>(anAtom: Atom<Value> & { init: Value }): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(anAtom, onChange), [store, anAtom]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(anAtom),
    () => anAtom.init,
  );
}
