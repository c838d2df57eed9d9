import { z } from 'zod';

/**
 * Answers are stored as JSONB, which refuses NUL and unpaired surrogates: a text answer with a
 * lone surrogate failed the write (a 500). Refused here as bad input instead.
 */
// eslint-disable-next-line no-control-regex -- NUL is what it refuses
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (s: string) => !UNSTORABLE.test(s);
const STORABLE = { message: 'Text must be valid Unicode without NUL characters' };
const id = z.string().min(1).max(100).refine(storable, STORABLE);
const text = z.string().max(5000).refine(storable, STORABLE);
const ids = z.array(id).max(200);

/** The shape of an answer; what it may contain for its question is the engine's check. */
export const AnswerInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    selected: ids,
    texts: z.record(id, text).default({}),
  }),
  z.object({ kind: z.literal('ranked'), ranking: ids }),
  z.object({ kind: z.literal('scale'), value: z.number().finite().nullable() }),
  z.object({ kind: z.literal('text'), text }),
  z.object({ kind: z.literal('matrix'), rows: z.record(id, ids) }),
]);

/**
 * Panel link fields are stored as text and written into redirects and exports: no line breaks,
 * and no NUL (PostgreSQL text refuses it: a signed link carrying one failed the insert, a 500).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]+$/;

/** A panel link: what the runner read from its address. */
export const StartInput = z.object({
  surveyId: z.guid(),
  respondentId: z.string().trim().min(1).max(100).regex(NO_CONTROL_CHARACTERS),
  supplierCode: z.string().trim().min(1).max(50).regex(NO_CONTROL_CHARACTERS),
  signature: z.string().min(1).max(200),
});

export const SessionParams = z.object({ sessionId: z.guid() });

export const AnswerBody = z.object({
  pageKey: z.string().min(1).max(100),
  /** null answers a text card (nothing to answer). */
  answer: AnswerInput.nullable(),
});
