'use client';

import dynamic from 'next/dynamic';
import { ChartLoading } from './chart-loading';

/** Chart.js draws on a canvas in the browser and is loaded by this route only (docs/architecture.md §8). */
export const ChartjsChartIsland = dynamic(() => import('./chartjs-chart'), {
  ssr: false,
  loading: () => <ChartLoading />,
});
