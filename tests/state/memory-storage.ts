/** An in-memory Storage for node tests; `broken` makes every call throw like disabled storage. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly broken = false, initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.items.set(k, v);
  }
  private check() {
    if (this.broken) throw new DOMException('storage disabled', 'SecurityError');
  }
  get length() {
    this.check();
    return this.items.size;
  }
  clear() {
    this.check();
    this.items.clear();
  }
  getItem(key: string) {
    this.check();
    return this.items.has(key) ? this.items.get(key)! : null;
  }
  key(index: number) {
    this.check();
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.check();
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.check();
    this.items.set(key, String(value));
  }
  /** Everything stored, for assertions that nothing secret was written. */
  dump(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}
