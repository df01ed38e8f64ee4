/** docs/architecture.md §8: the bare page of this build (no client component), for first-load JS ratios. */
export default function BenchBaseline() {
  return <p>baseline</p>;
}
