import { z } from 'zod';
import { SHARE_PASSWORD_MAX } from '@survey/domain/sharing/shareLinkRules';

export const CreateShareLinkInput = z.object({
  surveyId: z.guid(),
  crosstabId: z.guid().nullish(),
  expiresAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
  // Length rules are the domain's (sharePasswordProblem); this only bounds the body.
  password: z
    .string()
    .max(SHARE_PASSWORD_MAX * 4)
    .nullish(),
  /** Issue 37 §3: every market of the survey's multi-market project together. */
  markets: z.literal('all').nullish(),
});

export const ShareLinksQuery = z.object({
  surveyId: z.guid(),
  markets: z.literal('all').optional(),
});
export const ShareLinkIdParams = z.object({ id: z.guid() });
/** Any string: a token of the wrong shape is a 404 like an unknown one, not a 400. */
export const SharedTokenParams = z.object({ token: z.string().max(200) });
export const UnlockInput = z.object({ password: z.string().max(SHARE_PASSWORD_MAX * 4) });
