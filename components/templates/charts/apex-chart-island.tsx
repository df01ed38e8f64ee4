'use client';

import dynamic from 'next/dynamic';
import { ChartLoading } from './chart-loading';

/**
 * ApexCharts needs `window` and is loaded by this route only (docs/architecture.md §8): the chunk
 * comes after the page, in the browser.
 */
export const ApexChartIsland = dynamic(() => import('./apex-chart'), {
  ssr: false,
  loading: () => <ChartLoading />,
});
