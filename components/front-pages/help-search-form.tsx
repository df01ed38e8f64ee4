import { Search } from 'lucide-react';
import { HELP_QUERY_MAX_LENGTH } from '@/lib/help-center/search';

/**
 * The help center's search: a plain GET form (`?q=`) the server answers, so it works without
 * JavaScript and adds none to the page.
 */
export function HelpSearchForm({
  action,
  query,
  labels,
}: {
  action: string;
  query: string;
  labels: { label: string; placeholder: string; button: string };
}) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="surface mx-auto flex max-w-2xl items-center gap-2 border border-border p-2"
    >
      <label htmlFor="help-search" className="sr-only">
        {labels.label}
      </label>
      <Search aria-hidden className="ms-2 size-5 shrink-0 text-muted-foreground" />
      <input
        id="help-search"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={HELP_QUERY_MAX_LENGTH}
        placeholder={labels.placeholder}
        className="min-w-0 grow bg-transparent px-1 py-2 text-base outline-none placeholder:text-muted-foreground"
      />
      <button
        type="submit"
        className="shrink-0 rounded-md bg-primary px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {labels.button}
      </button>
    </form>
  );
}
