// Lighthouse (mobile, simulated throttling) in Debian's Chromium: the median score of a few runs per
// page, for the docs/architecture.md §8 budgets (performance ≥ 98; accessibility, best practices, SEO 100).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** { category: score 0–100 } for `url`, the median of `runs` runs (a run that fails is skipped). */
export async function lighthouseScores(url, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (result?.lhr.runtimeError) continue;
      results.push(
        Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
        ),
      );
    }
  } finally {
    await chrome.kill();
  }
  if (!results.length) throw new Error(`lighthouse: every run of ${url} failed`);
  return Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((scores) => scores[id]))]));
}
