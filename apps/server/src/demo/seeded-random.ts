/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same demo data on every
 * machine and Node version, which Math.random and library generators do not promise.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float from min (included) to max (excluded). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs at least one item');
    return item;
  }

  /** Picks by weight; weights need not add up to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let remaining = this.next() * total;
    for (const [item, weight] of items) {
      remaining -= weight;
      if (remaining < 0) return item;
    }
    const last = items.at(-1);
    if (!last) throw new Error('weighted() needs at least one item');
    return last[0];
  }

  /** A picker for many draws from the same weighted items (binary search over running totals). */
  weightedPicker<T>(items: readonly (readonly [T, number])[]): () => T {
    const totals: number[] = [];
    let total = 0;
    for (const [, weight] of items) totals.push((total += weight));
    return () => {
      const target = this.next() * total;
      let low = 0;
      let high = totals.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((totals[middle] ?? 0) > target) high = middle;
        else low = middle + 1;
      }
      const item = items[low];
      if (!item) throw new Error('weightedPicker() needs at least one item');
      return item[0];
    };
  }

  /** A version-4-shaped UUID made from this generator, so ids are stable across runs too. */
  uuid(): string {
    const word = () =>
      Math.floor(this.next() * 4294967296)
        .toString(16)
        .padStart(8, '0');
    const [a, b, c, d] = [word(), word(), word(), word()];
    const variant = '89ab'.charAt(this.int(0, 3));
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  }
}
