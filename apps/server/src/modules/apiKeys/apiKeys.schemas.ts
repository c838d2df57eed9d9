import { API_KEY_SCOPES, MAX_API_KEY_NAME } from '@survey/domain/apiKeys/scopes';
import { z } from 'zod';
import { STORABLE, storable } from '../../lib/storableText.ts';

export const CreateApiKeyInput = z.object({
  name: z.string().trim().min(1).max(MAX_API_KEY_NAME).refine(storable, STORABLE),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});

export const ApiKeyIdParams = z.object({ id: z.guid() });
