import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, SURVEY_STATES, type OrderStatus, type SurveyState } from './constants.ts';
import {
  checkOrderTransition,
  checkSurveyTransition,
  lifecycleMoveFor,
  type LifecycleActor,
} from './surveyStates.ts';

const ACTORS: LifecycleActor[] = ['user', 'system'];
const NO_ORDER = [...ORDER_STATUSES, undefined];

/**
 * The expected table, written out by hand from spec 1 §4 and spec 3 §4 (not derived from the
 * module's table): `from>to` -> the order status the survey move needs, per actor.
 */
const USER_SURVEY_MOVES: Record<string, OrderStatus> = {
  'live>paused': 'Paused',
  'paused>live': 'Live',
  'live>completed': 'Completed',
  'paused>completed': 'Completed',
  'scheduled>completed': 'Completed',
};
const SYSTEM_SURVEY_MOVES: Record<string, OrderStatus> = {
  ...USER_SURVEY_MOVES,
  'draft>live': 'Live',
  'draft>scheduled': 'Scheduled',
  'scheduled>live': 'Live',
  'live>halted': 'Halted',
  'paused>halted': 'Halted',
  'scheduled>halted': 'Halted',
  // Issue 38 §4: fielding reopens for replacements of excluded poor-quality completes.
  'completed>live': 'Live',
};

/** `from>to` -> the survey states in which the order may make that move, per actor. */
const USER_ORDER_MOVES: Record<string, SurveyState[]> = {
  'Live>Paused': ['live', 'paused'],
  'Paused>Live': ['paused', 'live'],
  'Live>Completed': ['live', 'paused', 'scheduled', 'completed'],
  'Paused>Completed': ['live', 'paused', 'scheduled', 'completed'],
  'Scheduled>Completed': ['live', 'paused', 'scheduled', 'completed'],
};
const SYSTEM_ORDER_MOVES: Record<string, SurveyState[]> = {
  ...USER_ORDER_MOVES,
  'Pending>Live': ['draft', 'live'],
  'Pending>Scheduled': ['draft', 'scheduled'],
  'Scheduled>Live': ['scheduled', 'live'],
  'Live>Halted': ['live', 'paused', 'scheduled', 'halted'],
  'Paused>Halted': ['live', 'paused', 'scheduled', 'halted'],
  'Scheduled>Halted': ['live', 'paused', 'scheduled', 'halted'],
  'Pending>Closed': ['draft'],
  'Completed>Live': ['completed', 'live'],
};

describe('checkSurveyTransition', () => {
  for (const actor of ACTORS) {
    const table = actor === 'user' ? USER_SURVEY_MOVES : SYSTEM_SURVEY_MOVES;
    for (const from of SURVEY_STATES) {
      for (const to of SURVEY_STATES) {
        it(`${actor}: ${from} -> ${to}`, () => {
          for (const orderStatus of NO_ORDER) {
            const check = checkSurveyTransition({ from, to, actor, orderStatus });
            if (from === to) {
              expect(check).toEqual({ allowed: true, noop: true });
              continue;
            }
            const needs = table[`${from}>${to}`];
            expect(check.allowed, `order ${orderStatus}`).toBe(
              needs !== undefined && needs === orderStatus,
            );
            if (!check.allowed) {
              expect(check.message).toContain(`from ${from} to ${to}`);
              expect(check.reason).toBe(
                needs
                  ? 'order-status'
                  : SYSTEM_SURVEY_MOVES[`${from}>${to}`]
                    ? 'actor'
                    : 'no-such-move',
              );
            }
          }
        });
      }
    }
  }

  it('says which order status a move needs and what the order is now', () => {
    const check = checkSurveyTransition({
      from: 'live',
      to: 'paused',
      actor: 'user',
      orderStatus: 'Live',
    });
    expect(check).toMatchObject({
      allowed: false,
      message:
        'A survey cannot move from live to paused: its order must be Paused first (it is Live).',
    });
    expect(
      checkSurveyTransition({ from: 'draft', to: 'paused', actor: 'user', orderStatus: undefined }),
    ).toMatchObject({ allowed: false, message: 'A survey cannot move from draft to paused.' });
  });
});

describe('checkOrderTransition', () => {
  for (const actor of ACTORS) {
    const table = actor === 'user' ? USER_ORDER_MOVES : SYSTEM_ORDER_MOVES;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        it(`${actor}: ${from} -> ${to}`, () => {
          for (const surveyState of SURVEY_STATES) {
            const check = checkOrderTransition({ from, to, actor, surveyState });
            if (from === to) {
              expect(check).toEqual({ allowed: true, noop: true });
              continue;
            }
            const states = table[`${from}>${to}`] ?? [];
            expect(check.allowed, `survey ${surveyState}`).toBe(states.includes(surveyState));
            if (!check.allowed) expect(check.message).toContain(`from ${from} to ${to}`);
          }
        });
      }
    }
  }
});

describe('the table as a whole', () => {
  it('lets every survey move be made order first, by the same actor, from where the survey is', () => {
    for (const actor of ACTORS) {
      for (const from of SURVEY_STATES) {
        for (const to of SURVEY_STATES) {
          const move = from === to ? undefined : lifecycleMoveFor(from, to, actor);
          if (!move) continue;
          const orderFirst = move.order.from.some(
            (o) =>
              checkOrderTransition({ from: o, to: move.order.to, actor, surveyState: from })
                .allowed,
          );
          expect(orderFirst, `${actor} ${from} -> ${to}`).toBe(true);
        }
      }
    }
  });

  it('never leaves halted; leaves completed only for live, as the system (replacements)', () => {
    for (const from of ['completed', 'halted'] as const) {
      for (const to of SURVEY_STATES.filter((s) => s !== from)) {
        if (from === 'completed' && to === 'live') continue;
        for (const orderStatus of NO_ORDER) {
          expect(checkSurveyTransition({ from, to, actor: 'system', orderStatus }).allowed).toBe(
            false,
          );
        }
      }
    }
    for (const orderStatus of NO_ORDER) {
      const reopen = { from: 'completed', to: 'live', orderStatus } as const;
      expect(checkSurveyTransition({ ...reopen, actor: 'user' }).allowed).toBe(false);
      expect(checkSurveyTransition({ ...reopen, actor: 'system' }).allowed).toBe(
        orderStatus === 'Live',
      );
    }
  });

  /** The survey state each order status stands for. */
  const COUNTERPART: Record<OrderStatus, SurveyState> = {
    Pending: 'draft',
    Closed: 'draft',
    Scheduled: 'scheduled',
    Live: 'live',
    Paused: 'paused',
    Completed: 'completed',
    Halted: 'halted',
  };
  const step = fc.record({
    entity: fc.constantFrom('order', 'survey'),
    to: fc.integer({ min: 0, max: 6 }),
    actor: fc.constantFrom<LifecycleActor>('user', 'system'),
  });

  test.prop([fc.array(step, { maxLength: 40 })])(
    'any sequence of allowed steps keeps the survey at most one move behind its order',
    (steps) => {
      let order: OrderStatus = 'Pending';
      let survey: SurveyState = 'draft';
      for (const s of steps) {
        if (s.entity === 'order') {
          const to = ORDER_STATUSES[s.to] ?? 'Pending';
          const c = checkOrderTransition({ from: order, to, actor: s.actor, surveyState: survey });
          if (c.allowed) order = to;
        } else {
          const to = SURVEY_STATES[s.to % SURVEY_STATES.length] ?? 'draft';
          const c = checkSurveyTransition({ from: survey, to, actor: s.actor, orderStatus: order });
          if (c.allowed) survey = to;
        }
        const behindByOne = lifecycleMoveFor(survey, COUNTERPART[order], 'system');
        expect(survey === COUNTERPART[order] || behindByOne !== undefined).toBe(true);
      }
    },
  );
});
