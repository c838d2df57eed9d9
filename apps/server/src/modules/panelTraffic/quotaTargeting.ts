/**
 * Quota-targeted dispatch (issue 34 §1): which members a tick sends, as a real sample provider
 * invites them. A provider invites only members whose profile fits the quota cells still open, so
 * few of its respondents meet a full cell; a small share it sends regardless (profiles out of
 * date, members who forward the link). Pure: the traffic service reads the cells and the
 * candidates, this decides.
 */

/** Share of sent members drawn without regard to the open cells, unless configured (README). */
export const DEFAULT_OFF_TARGET_SHARE = 0.05;
/** Candidates one tick looks at: enough to find the members of a rare open cell near the end. */
export const CANDIDATE_WINDOW = 2000;

/** One panel member the tick may send. */
export interface Candidate {
  /** Population index. */
  index: number;
  /**
   * The quota cells the member's profile puts them in (empty: none, e.g. an option without a
   * quota or one that does not qualify). Cells of custom criteria, which no profile holds, are
   * not known and so never block a member.
   */
  cells: readonly string[];
}

/**
 * Places each quota cell still has for the panel's members: target less filled, reserved, and
 * held by members already sent who have not qualified yet (they will reserve in a moment).
 */
export function openPlaces(
  targets: Readonly<Record<string, number>>,
  rows: readonly { cellKey: string; filled: number; reserved: number; target: number }[],
  pendingCells: readonly (readonly string[])[],
): Map<string, number> {
  const open = new Map<string, number>(Object.entries(targets));
  for (const row of rows) {
    if (open.has(row.cellKey)) open.set(row.cellKey, row.target - row.filled - row.reserved);
  }
  for (const cells of pendingCells) {
    for (const cell of cells) {
      const left = open.get(cell);
      if (left !== undefined) open.set(cell, left - 1);
    }
  }
  return open;
}

const fits = (c: Candidate, open: ReadonlyMap<string, number>) =>
  c.cells.every((cell) => (open.get(cell) ?? 1) > 0);

/**
 * Up to `starts` members from `candidates` (in their order, each once). Each slot is, with
 * probability `offTargetShare`, the next member whatever their cells (off target), else the next
 * member who fits: every cell of theirs has a place left, counting the members this tick already
 * sent to it, so a tick never sends a cell more members than it has places. Members with no cell
 * are sent in the proportion of members with cells who fit (so a screened-out share, and with it
 * the measured incidence, stays what it is in the panel). Stops when nobody fits: off-target
 * members only ever come alongside fitting ones.
 */
export function pickTargeted(opts: {
  candidates: readonly Candidate[];
  open: ReadonlyMap<string, number>;
  starts: number;
  offTargetShare: number;
  rnd: () => number;
}): number[] {
  const open = new Map(opts.open);
  const withCells = opts.candidates.filter((c) => c.cells.length > 0);
  const openShare =
    withCells.length === 0 ? 1 : withCells.filter((c) => fits(c, open)).length / withCells.length;
  const taken = new Set<number>();
  const picked: number[] = [];
  const take = (c: Candidate) => {
    taken.add(c.index);
    picked.push(c.index);
    for (const cell of c.cells) {
      const left = open.get(cell);
      if (left !== undefined) open.set(cell, left - 1);
    }
  };
  let any = 0;
  let fitting = 0;
  while (picked.length < opts.starts) {
    if (opts.rnd() < opts.offTargetShare) {
      while (any < opts.candidates.length && taken.has(opts.candidates[any]?.index ?? -1)) any++;
      const next = opts.candidates[any];
      if (!next) break;
      take(next);
      continue;
    }
    let next: Candidate | undefined;
    for (; fitting < opts.candidates.length && !next; fitting++) {
      const c = opts.candidates[fitting];
      if (!c || taken.has(c.index)) continue;
      const sent = c.cells.length === 0 ? opts.rnd() < openShare : fits(c, open);
      if (sent) next = c;
    }
    if (!next) break;
    take(next);
  }
  return picked;
}
