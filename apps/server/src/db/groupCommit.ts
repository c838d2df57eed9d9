/**
 * Group commit of one kind of write (issue 40 §1): while a write is in flight, the writes that
 * arrive queue; when it settles, everything queued (at most `maxBatch`) goes out as ONE call of
 * `send`, so N writes cost one round trip and one commit (one WAL flush) instead of N. A write
 * that arrives when nothing is in flight is sent at once, alone: there is no timer, a lone write
 * is never delayed, and a batch only forms from what queued behind a write already on its way.
 *
 * Each caller gets its own item's result (`send` answers one result per item, in order), and only
 * once the call that carried it settled: when `send` throws, every caller of that batch gets the
 * error and none gets a result (a caller acknowledges nothing it was not told was written).
 *
 * Two items with the same key are never in one batch (one statement cannot write a row twice):
 * an item whose key is already queued is answered `duplicate` at once, which the caller treats
 * as a write that found the row moved on.
 */
export interface GroupCommitOptions<Item, Result> {
  /** Writes the items in one call; answers one result per item, in the items' order. */
  send: (items: Item[]) => Promise<Result[]>;
  /** The most items one call carries (>= 1; 1 sends every item on its own, one after another). */
  maxBatch: number;
  /** The row an item writes. */
  keyOf: (item: Item) => string;
  /** The result of an item whose key is already queued (nothing is sent for it). */
  duplicate: Result;
  /** Told the size of every batch sent (metrics, the bench). */
  onBatch?: (size: number) => void;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<Item, Result> {
  private readonly queue: Waiting<Item, Result>[] = [];
  private readonly queuedKeys = new Set<string>();
  private inFlight = false;

  constructor(private readonly options: GroupCommitOptions<Item, Result>) {
    if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1) {
      throw new RangeError(`maxBatch must be a whole number >= 1, was ${options.maxBatch}`);
    }
  }

  /** Writes `item` (alone, or with those that queued beside it); answers its own result. */
  write(item: Item): Promise<Result> {
    const key = this.options.keyOf(item);
    if (this.queuedKeys.has(key)) return Promise.resolve(this.options.duplicate);
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.queuedKeys.add(key);
      if (!this.inFlight) this.sendNext();
    });
  }

  /** Items waiting behind the call in flight. */
  get queued(): number {
    return this.queue.length;
  }

  private sendNext(): void {
    const batch = this.queue.splice(0, this.options.maxBatch);
    if (batch.length === 0) {
      this.inFlight = false;
      return;
    }
    this.inFlight = true;
    for (const waiting of batch) this.queuedKeys.delete(this.options.keyOf(waiting.item));
    this.options.onBatch?.(batch.length);
    void this.settle(batch).finally(() => this.sendNext());
  }

  private async settle(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.options.send(batch.map((w) => w.item));
      if (results.length !== batch.length) {
        throw new Error(`group commit: ${results.length} results for ${batch.length} items`);
      }
      batch.forEach((w, i) => w.resolve(results[i] as Result));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}
