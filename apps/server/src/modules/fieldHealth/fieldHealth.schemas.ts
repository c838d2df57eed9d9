import { z } from 'zod';

export const FieldHealthQuery = z.object({ surveyId: z.guid() });
