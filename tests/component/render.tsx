import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { ClientProviders } from '@/components/document/client-providers';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';

export type Store = ReturnType<typeof createStore>;

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** A jotai store, seeded by the test (`store.set(atom, value)`) before rendering. */
  store?: Store;
  locale?: Locale;
  /** The whole catalogue of `locale`, as the app hands it to the client; English by default. */
  messages?: Record<string, unknown>;
  /** Set when the test uses `vi.useFakeTimers()`, so typing and clicking move the fake clock. */
  fakeTimers?: boolean;
}

/**
 * Renders `ui` inside the app's own client providers (next-intl with the real catalogue, the Radix
 * direction, a jotai store) and returns a user-event `user` to drive it like a person.
 */
export function renderWithProviders(
  ui: ReactElement,
  { store = createStore(), locale = 'en', messages = en, fakeTimers = false, ...options }: Options = {},
) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ClientProviders locale={locale} dir={directionOf(locale)} messages={messages}>
        {children}
      </ClientProviders>
    </Provider>
  );
  return { store, user, ...render(ui, { wrapper, ...options }) };
}
