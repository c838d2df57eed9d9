import { DEVICE_SCREEN, DEVICE_TIME_ZONE } from '@survey/domain/quality/flaggedCompletes';
import { z } from 'zod';
import { STORABLE, storable } from '../../lib/storableText.ts';

// Answers are stored as JSONB: text must be storable there (lib/storableText.ts).
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
 * So no C0 control character and no DEL: every character is a non-control (\P{Cc}) or a C1 one
 * (U+0080-U+009F, which \p{Cc} holds too but links were never refused for). No lone surrogate
 * either (the fuzz test found one answering 500: a redirect cannot encode it into a URL).
 */
const NO_CONTROL_CHARACTERS = /^[\P{Cc}\x80-\x9f]+$/u;
const linkField = (max: number) =>
  z.string().trim().min(1).max(max).regex(NO_CONTROL_CHARACTERS).refine(storable, STORABLE);

/**
 * What the runner sees of the device (issue 26 §3, duplicate respondents): the IANA time zone
 * ('Europe/London') and the screen size in CSS pixels ('1280x800'). Bounded and shaped here.
 */
export const DeviceInput = z.object({
  timeZone: z.string().max(64).regex(DEVICE_TIME_ZONE),
  screen: z.string().max(11).regex(DEVICE_SCREEN),
});

/** A panel link: what the runner read from its address, and the device it runs on (optional). */
export const StartInput = z.object({
  surveyId: z.guid(),
  respondentId: linkField(100),
  supplierCode: linkField(50),
  signature: z.string().min(1).max(200),
  device: DeviceInput.optional(),
  /**
   * The survey language asked for (issue 37 §1: a `lang` parameter on the entry link, outside the
   * signature: any language the survey has may be chosen); one the survey lacks reads the base.
   */
  lang: z.string().trim().max(16).optional(),
  /** The simulated panel's declared interview length (ms), signed with the link (panelLinks.ts). */
  simulatedLengthMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .optional(),
});

export const SessionParams = z.object({ sessionId: z.guid() });

export const AnswerBody = z.object({
  pageKey: z.string().min(1).max(100),
  /** null answers a text card (nothing to answer). */
  answer: AnswerInput.nullable(),
});
