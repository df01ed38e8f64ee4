import { act } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CallStatus } from '@/components/calls/call-status';
import { ClientProviders } from '@/components/document/client-providers';
import { personalConnectionAtom } from '@/components/realtime/realtime-atoms';
import en from '@/messages/en.json';

type Store = ReturnType<typeof createStore>;

function Page({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ClientProviders locale="en" dir="ltr" messages={en}>
        {children}
      </ClientProviders>
    </Provider>
  );
}

describe('call status hydration', () => {
  it('hydrates with the server text although the shell connected before the status hydrated', async () => {
    const serverHtml = renderToString(
      <Page store={createStore()}>
        <CallStatus />
      </Page>,
    );
    // The shell's RealtimeProvider hydrates first and connects; the call area's Suspense boundary
    // hydrates later, with the connection already in the store.
    const store = createStore();
    store.set(personalConnectionAtom, { state: 'connected', room: 'room_u1' });
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(
        container,
        <Page store={store}>
          <CallStatus />
        </Page>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });

    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Me: Connected room: room_u1');
    container.remove();
  });
});
