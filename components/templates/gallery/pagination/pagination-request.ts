/*
 * The pagination demo's state lives in the URL (`?page=3&size=20`), so a page can be linked,
 * reloaded and reached without JavaScript. Anything out of range falls back to a valid value.
 */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The sample list the demo pages through. */
export const SAMPLE_ITEM_COUNT = 95;

export interface PageRequest {
  page: number;
  size: number;
  pages: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function pageRequest(query: { page?: string | string[]; size?: string | string[] }): PageRequest {
  const askedSize = Number(first(query.size));
  const size = (PAGE_SIZES as readonly number[]).includes(askedSize) ? askedSize : DEFAULT_PAGE_SIZE;
  const pages = Math.ceil(SAMPLE_ITEM_COUNT / size);
  const askedPage = Math.trunc(Number(first(query.page)));
  const page = Number.isFinite(askedPage) ? Math.min(Math.max(askedPage, 1), pages) : 1;
  return { page, size, pages };
}

/** The query of a page link: the defaults are left out, so page 1 is the plain address. */
export function pageQuery(page: number, size: number): Record<string, string> {
  return {
    ...(page > 1 ? { page: String(page) } : {}),
    ...(size !== DEFAULT_PAGE_SIZE ? { size: String(size) } : {}),
  };
}
