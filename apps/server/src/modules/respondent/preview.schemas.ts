import { z } from 'zod';
import { AnswerInput } from './respondent.schemas.ts';

const key = z.string().min(1).max(100);

/**
 * The part of a preview state the server trusts: the seed and the answers given, in the order the
 * pages were seen. Everything else the browser sends back (status, forks, qualification) is ignored
 * and rebuilt by replaying these answers through the engine.
 */
export const PreviewStateInput = z.object({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  seen: z.array(key).max(1000),
  answers: z.record(key, AnswerInput.nullable()),
});

export const PreviewInput = z
  .object({
    surveyId: z.guid(),
    state: PreviewStateInput.optional(),
    pageKey: key.optional(),
    /** null answers a text card. */
    answer: AnswerInput.nullable().optional(),
    /** The survey language to preview in (issue 37 §1); one the draft lacks reads the base. */
    lang: z.string().trim().max(16).optional(),
  })
  .refine((input) => (input.pageKey === undefined) === (input.answer === undefined), {
    message: 'pageKey and answer go together',
  })
  .refine((input) => input.pageKey === undefined || input.state !== undefined, {
    message: 'An answer needs the state it answers',
  });

export type PreviewInput = z.infer<typeof PreviewInput>;

/** The dashboard asks for a preview token of one survey. */
export const PreviewTokenInput = z.object({ surveyId: z.guid() });
