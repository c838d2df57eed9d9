import { describe, expect, it } from 'vitest';
import {
  incompleteBeta,
  lnGamma,
  normalTwoSidedP,
  studentTwoSidedP,
  upperIncompleteGamma,
} from './distributions.ts';

describe('normalTwoSidedP', () => {
  it.each([
    // 2(1 - Φ(z)) from normal tables (and erfc(z/√2) to 16 digits).
    [0, 1],
    [1, 0.31731050786291415],
    [1.6448536269514722, 0.1],
    [1.96, 0.04999579029644087],
    [2.5758293035489004, 0.01],
    [3, 0.0026997960632601913],
    [5, 5.733031437583892e-7],
    [8, 1.2441921148543639e-15],
  ])('z = %d gives p = %d to 1e-7 (and 1e-12 relative)', (z, p) => {
    expect(Math.abs(normalTwoSidedP(z) - p)).toBeLessThan(1e-7);
    expect(Math.abs(normalTwoSidedP(z) - p) / p).toBeLessThan(1e-12);
    expect(normalTwoSidedP(-z)).toBe(normalTwoSidedP(z));
  });

  it('is 0 for an infinite z and 1 for NaN', () => {
    expect(normalTwoSidedP(Infinity)).toBe(0);
    expect(normalTwoSidedP(-Infinity)).toBe(0);
    expect(normalTwoSidedP(Number.NaN)).toBe(1);
  });
});

describe('studentTwoSidedP', () => {
  it.each([
    // t tables: the 95% and 90% two-sided critical values for df = 10.
    [2, 10, 0.07338803477074037],
    [2.228138851986274, 10, 0.05],
    [1.8124611228116756, 10, 0.1],
    // Closed forms: df = 1 is Cauchy, 1 - (2/π) atan|t|; df = 2 is 1 - |t|/sqrt(2 + t^2).
    [1, 1, 0.5],
    [2, 2, 1 - 2 / Math.sqrt(6)],
    // Non-whole df (effective bases) and large df (effective bases in the 100 000s).
    [0.5, 3.5, 0.6468504393225509],
    [3, 250, 0.0029726620911776544],
    [2.5, 200000, 0.01242012491236212],
    [10, 5, 0.00017094757574296363],
  ])('t = %d, df = %d gives p = %d', (t, df, p) => {
    expect(Math.abs(studentTwoSidedP(t, df) - p)).toBeLessThan(1e-10);
    expect(studentTwoSidedP(-t, df)).toBe(studentTwoSidedP(t, df));
  });

  it('is 1 at t = 0, for NaN and without degrees of freedom; 0 for an infinite t', () => {
    expect(studentTwoSidedP(0, 12)).toBe(1);
    expect(studentTwoSidedP(Number.NaN, 12)).toBe(1);
    expect(studentTwoSidedP(3, 0)).toBe(1);
    expect(studentTwoSidedP(3, -1)).toBe(1);
    expect(studentTwoSidedP(Infinity, 12)).toBe(0);
  });

  it('tends to the normal as df grows', () => {
    expect(Math.abs(studentTwoSidedP(1.96, 1e7) - normalTwoSidedP(1.96))).toBeLessThan(1e-7);
  });
});

describe('the special functions underneath', () => {
  it('lnGamma matches factorials and Γ(1/2) = √π', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 14);
    expect(lnGamma(11)).toBeCloseTo(Math.log(3628800), 12);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 14);
    expect(lnGamma(0.25)).toBeCloseTo(1.2880225246980774, 13);
  });

  it('the incomplete gamma and beta at their closed forms', () => {
    // Q(1, x) = e^-x; I_x(1, 1) = x; I_x(a, 1) = x^a.
    expect(upperIncompleteGamma(1, 0.3)).toBeCloseTo(Math.exp(-0.3), 14);
    expect(upperIncompleteGamma(1, 7)).toBeCloseTo(Math.exp(-7), 14);
    expect(incompleteBeta(1, 1, 0.37)).toBeCloseTo(0.37, 14);
    expect(incompleteBeta(3, 1, 0.8)).toBeCloseTo(0.512, 14);
    expect(incompleteBeta(1, 3, 0.2)).toBeCloseTo(1 - 0.8 ** 3, 14);
  });
});
