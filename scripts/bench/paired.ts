export { pairedDifference, describeDifference };
export type { PairedDifference };

import { median, quantile, sampleWithReplacement } from 'simple-statistics';

/** How much `a` differs from `b` over runs taken in pairs (a then b, in turn), e.g. LCP with and without photos. */
interface PairedDifference {
  pairs: number;
  /** Median of the pairs' differences (a - b). */
  median: number;
  /** 90% bootstrap interval of that median: a difference outside it would have shown in these runs. */
  low: number;
  high: number;
}

// One Lighthouse run's LCP moves by tens of ms with what else the machine is doing, so one median against another
// says little. Each pair's two runs shared the machine's state; the interval says how far the median of their
// differences could be from the truth (resampling the pairs 4,000 times).
function pairedDifference(a: readonly number[], b: readonly number[], random: () => number = Math.random): PairedDifference {
  if (a.length !== b.length || a.length === 0) throw new Error('pairedDifference needs two lists of the same, non-zero length');
  const differences = a.map((value, index) => value - b[index]!);
  const medians = Array.from({ length: 4000 }, () => median(sampleWithReplacement(differences, differences.length, random)));
  return {
    pairs: differences.length,
    median: median(differences),
    low: quantile(medians, 0.05),
    high: quantile(medians, 0.95),
  };
}

/** "+4 ms (90% interval -9 to +15 ms, 12 pairs): no difference measured". */
function describeDifference(difference: PairedDifference, unit = 'ms'): string {
  const signed = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value)}`;
  const verdict = difference.low > 0 ? 'slower' : difference.high < 0 ? 'faster' : 'no difference measured';
  return (
    `${signed(difference.median)} ${unit} (90% interval ${signed(difference.low)} to ${signed(difference.high)} ${unit}, ` +
    `${difference.pairs} pairs): ${verdict}`
  );
}
