import { z } from 'zod';

const text = z.string().max(5000);
const Option = z.object({
  position: z.number().int().min(0).max(1000),
  text,
  quotaPercent: z.number().min(0).max(100).nullish(),
  qualification: z.enum(['Qualified', 'Disqualified']),
});
const ScreeningQuestion = z.object({
  contextPosition: z.number().int().min(0).max(1000),
  position: z.number().int().min(0).max(1000),
  questionText: text,
  options: z.array(Option).max(100),
  /** Spec 1 §7 names it like the member setting ('enabled'/'disabled'); the dialog sends a boolean. */
  qualifying: z.union([
    z.boolean(),
    z
      .enum(['enabled', 'disabled', 'Enabled', 'Disabled'])
      .transform((v) => v.toLowerCase() === 'enabled'),
  ]),
  quotas: z.enum(['Enabled', 'Disabled']),
});

/**
 * The body of spec 1 §7 `POST adjustIRSlackNotification`. It is validated whole (a malformed body
 * is a 400), but the message is built from the stored audience: see adjustIrMessage.ts.
 */
export const AdjustIrInput = z.object({
  accountId: z.guid(),
  surveyId: z.guid(),
  country: z.string().trim().min(2).max(3),
  incidenceRate: z.number().min(0).max(100),
  cpi: z.number().min(0).max(100000),
  loi: z.number().int().min(0).max(180),
  userEmailAddress: z.email().max(320),
  isFeasible: z.boolean(),
  screeningQuestions: z.array(ScreeningQuestion).max(50),
});
export type AdjustIr = z.infer<typeof AdjustIrInput>;
