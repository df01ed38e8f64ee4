import type { ReactNode } from 'react';

export const metadata = { robots: { index: false, follow: false } };

/** A root layout with no client components: the baseline the benchmarks compare pages against. */
export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
