import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState, type MouseEvent } from 'react';
import { config } from '../../lib/config.ts';
import { launchPreview, previewUrl, randomRespondentId } from '../preview/index.ts';

/**
 * Opens the respondent preview in a new tab with a fresh respondent id and the preview's own token
 * (previewLaunch.ts), in `lang` when given (the editor's chosen translation). It stays a link to the runner's preview address (spec 1 §2), but a click asks
 * the server for the token first.
 */
export function PreviewLink({ surveyId, lang = null }: { surveyId: string; lang?: string | null }) {
  const [failed, setFailed] = useState(false);
  const [respondentId] = useState(randomRespondentId);
  const href = previewUrl(config.respondentUrl, surveyId, respondentId, lang);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailed(false);
    launchPreview(surveyId, lang).catch(() => setFailed(true));
  };
  return (
    <>
      <Button
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        sx={{ flexShrink: 0 }}
        endIcon={<OpenInNew aria-hidden="true" />}
        onClick={open}
      >
        Preview
      </Button>
      <Snackbar
        open={failed}
        onClose={() => setFailed(false)}
        autoHideDuration={6000}
        message="The preview could not be opened. Please try again."
      />
    </>
  );
}
