/**
 * At most `max` actions per key in a sliding window, counted in this instance's memory: for what must cost no write
 * (a page view is one document update, no more). A burst spread over several instances is limited in each.
 */
export class BurstLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Keys remembered at most; beyond it the oldest windows are forgotten (a flood of addresses cannot grow it). */
    private readonly maxKeys = 10_000,
  ) {}

  /** Whether one more action of `key` is allowed now; if so it is counted. */
  allow(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.delete(key);
    if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
    this.hits.set(key, recent);
    return true;
  }
}
