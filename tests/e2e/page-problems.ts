import type { Browser, BrowserContext, ConsoleMessage } from '@playwright/test';

/** The browser's own log line for an HTTP error status; its location is the failed address. */
const HTTP_ERROR = /^Failed to load resource: the server responded with a status of (\d{3})/;

/** Requests whose answer the page reads itself: a 4xx there is an answer, not a broken page. */
const ANSWER_TYPES = new Set(['document', 'fetch', 'xhr']);

/**
 * Playwright's trace recorder (`trace: 'retain-on-failure'`) copies each `<img>` into its
 * snapshots by fetching it from the page, blob: previews of chosen photos included; the page's CSP
 * (connect-src) refuses that fetch, and Chromium logs it with no script as its source. The app
 * itself never fetches a blob: address.
 */
function isTraceRecorderFetch(message: ConsoleMessage): boolean {
  return message.text().startsWith("Connecting to 'blob:") && message.location().url === '';
}

/**
 * Records the console errors and uncaught exceptions of every page in every browser context
 * created while it listens: the test's own `page` and the contexts a test opens for a second
 * member. `stop()` ends the recording and returns what was seen, one line each.
 *
 * Besides the trace recorder's fetches, it lets one thing pass: the browser's log line for a 4xx
 * answer to a document or a fetch. Chromium logs every such status as an error, yet a 404 page for
 * an unknown offer, a 401 for a wrong password or a 422 for a refused upload is the product
 * answering bad input, which the tests provoke on purpose and assert on. A 4xx for a script,
 * style, image or font, and any 5xx, still count.
 */
export function watchPageProblems(browser: Browser): { stop(): string[] } {
  const problems: { line: string; httpError?: string }[] = [];
  const answered = new Set<string>();

  const watch = (context: BrowserContext) => {
    context.on('response', (response) => {
      const status = response.status();
      if (status >= 400 && status < 500 && ANSWER_TYPES.has(response.request().resourceType()))
        answered.add(`${status} ${response.url()}`);
    });
    context.on('console', (message) => {
      if (message.type() !== 'error' || isTraceRecorderFetch(message)) return;
      const url = message.location().url || message.page()?.url() || '';
      const status = message.text().match(HTTP_ERROR)?.[1];
      problems.push({
        line: `console error on ${url}: ${message.text()}`,
        httpError: status && `${status} ${url}`,
      });
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      problems.push({
        line: `uncaught error on ${webError.page()?.url() ?? ''}: ${error.stack ?? error.message}`,
      });
    });
  };
  browser.on('context', watch);

  return {
    stop() {
      browser.off('context', watch);
      return problems
        .filter((problem) => !problem.httpError || !answered.has(problem.httpError))
        .map((problem) => problem.line);
    },
  };
}
