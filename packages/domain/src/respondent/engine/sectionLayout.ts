/**
 * Issue 38 §1: the order and the selection of sections a respondent is shown, chosen once when
 * the session starts and stored in its state (`SessionState.layout`), so a respondent who comes
 * back sees the same order and every later decision reads it from the state.
 *
 * - The rotating sections (`rotate`) keep their slots in the document: the respondent's chosen
 *   sections fill those slots in their drawn order; slots left over (k of n) stay empty.
 * - k of n (`sectionsShown`): the k least-filled rotating sections by `fills` (the server's count
 *   per section of sessions in progress or complete), ties broken by the session's seed; then
 *   their order is drawn.
 * - A section with `randomiseCards` shows its cards shuffled, pinned cards at their place.
 */
import type { Questionnaire, SectionEntry } from '../../questionnaire/model.ts';
import { rotatingSections, sectionsShownCount } from '../../questionnaire/sections.ts';
import { flattenEntries } from '../../questionnaire/walk.ts';
import { hash32, seededRandom, shuffle } from '../../random.ts';
import { orderForRespondent } from '../optionOrder.ts';
import type { SessionLayout, SessionOrder } from './layoutTypes.ts';
import type { SurveySteps } from './steps.ts';

export type { SessionLayout, SessionOrder };

/** Sessions in progress or complete that were shown each section, by section entry number. */
export type SectionFills = Readonly<Record<string, number>>;

/** Whether starting a session needs the sections' fills (k of n is in force). */
export function needsSectionFills(q: Questionnaire): boolean {
  return sectionsShownCount(q) < rotatingSections(q).length;
}

function cardOrder(section: SectionEntry, seed: number): number[] {
  const pinned = new Set(section.entryItem.pinnedCards ?? []);
  return orderForRespondent(
    section.entryItem.entries.map((e) => e.number),
    'randomised',
    `${seed >>> 0}:section:${section.entryItem.sectionId}`,
    (n) => pinned.has(n),
  );
}

/**
 * The layout of a new session, or null when no section rotates or shuffles its cards (the
 * document order then, as before issue 38). Pure: the same seed and fills give the same layout.
 */
export function chooseLayout(
  q: Questionnaire,
  seed: number,
  fills: SectionFills = {},
): SessionLayout | null {
  const rotating = rotatingSections(q);
  const shuffled = q.entries.filter(
    (e): e is SectionEntry => e.entryType === 'section' && e.entryItem.randomiseCards === true,
  );
  if (rotating.length === 0 && shuffled.length === 0) return null;
  const rnd = seededRandom(hash32(`${seed >>> 0}:sections`));
  const k = sectionsShownCount(q);
  // A random tie-break first, then a stable sort by fill: least-filled first, ties by the draw.
  const ranked = shuffle(rotating, rnd).sort(
    (a, b) => (fills[String(a.number)] ?? 0) - (fills[String(b.number)] ?? 0),
  );
  const sections = shuffle(ranked.slice(0, k), rnd).map((s) => s.number);
  const cards: Record<string, number[]> = {};
  for (const s of shuffled) cards[String(s.number)] = cardOrder(s, seed);
  return { sections, cards };
}

/** Issue 38 §2: a session's loop items by section entry number (SessionState.loops). */
export type SessionLoops = Readonly<Record<string, readonly string[]>>;

function buildOrder(
  survey: SurveySteps,
  layout: SessionLayout | undefined,
  loops: SessionLoops | undefined,
): SessionOrder {
  const order: number[] = [];
  for (let i = 0; i < survey.screeningCount; i++) order.push(i);
  const pushEntry = (number: number) => {
    const index = survey.indexByNumber.get(number);
    if (index !== undefined) order.push(index);
  };
  const pushSection = (section: SectionEntry) => {
    pushEntry(section.number);
    const cards =
      layout?.cards[String(section.number)] ??
      flattenEntries(section.entryItem.entries).map((e) => e.number);
    const loop = survey.loops.get(section.number);
    if (loop === undefined) {
      for (const n of cards) pushEntry(n);
      return;
    }
    // Until the walk reaches the section its items are unknown: the walk stops being known there.
    for (const item of loops?.[String(section.number)] ?? []) {
      const steps = loop.steps.get(item);
      for (const n of cards) {
        const index = steps?.get(n);
        if (index !== undefined) order.push(index);
      }
    }
  };
  const sectionOf = new Map<number, SectionEntry>();
  for (const e of survey.topLevel) if (e.entryType === 'section') sectionOf.set(e.number, e);
  let slot = 0;
  for (const e of survey.topLevel) {
    if (e.entryType !== 'section') pushEntry(e.number);
    else if (e.entryItem.rotate !== true || layout === undefined) pushSection(e);
    else {
      const chosen = sectionOf.get(layout.sections[slot++] ?? -1);
      if (chosen !== undefined) pushSection(chosen);
    }
  }
  const placeOf = new Map(order.map((index, place) => [index, place]));
  return { order, placeOf };
}

const orders = new WeakMap<SurveySteps, Map<string, SessionOrder>>();
/** Layouts kept per survey object: k of n and shuffles give few distinct ones per survey. */
const MAX_CACHED_ORDERS = 1000;

/**
 * The session's walk through the survey (the document order when it has no layout and no loop
 * items yet); a looped section's iterations follow it once its items are chosen.
 */
export function sessionOrder(
  survey: SurveySteps,
  layout: SessionLayout | undefined,
  loops?: SessionLoops,
): SessionOrder {
  if (layout === undefined && loops === undefined) return survey.documentOrder;
  let cached = orders.get(survey);
  if (cached === undefined) {
    cached = new Map();
    orders.set(survey, cached);
  }
  const key = JSON.stringify([layout ?? null, loops ?? null]);
  let found = cached.get(key);
  if (found === undefined) {
    found = buildOrder(survey, layout, loops);
    if (cached.size >= MAX_CACHED_ORDERS) cached.clear();
    cached.set(key, found);
  }
  return found;
}
