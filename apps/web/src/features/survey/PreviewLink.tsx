import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { config } from '../../lib/config.ts';
import { previewUrl, randomRespondentId } from './previewUrl.ts';

/** Opens the respondent preview in a new tab; every preview gets a fresh respondent id. */
export function PreviewLink({ surveyId }: { surveyId: string }) {
  const [respondentId, setRespondentId] = useState(() => randomRespondentId());
  return (
    <Button
      component="a"
      href={previewUrl(config.respondentUrl, surveyId, respondentId)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      sx={{ flexShrink: 0 }}
      endIcon={<OpenInNew aria-hidden="true" />}
      // Every click renews the respondent id, so that no two previews share one.
      onClick={() => setRespondentId(randomRespondentId())}
    >
      Preview
    </Button>
  );
}
