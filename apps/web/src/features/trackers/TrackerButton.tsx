import Button from '@mui/material/Button';
import type { TrackerView } from '@survey/domain/trackers/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TrackerDialog } from './TrackerDialog.tsx';
import { trackerOfSurvey } from './trackersApi.ts';

/**
 * The results options bar's way to the survey's tracker: 'Tracker' when its project has one, else
 * 'Make a tracker' once the survey is bought (issue 39 §4). Nothing while it is being read or
 * when the read failed (the bar's other controls stay as they are).
 */
export function TrackerButton({ surveyId, bought }: { surveyId: string; bought: boolean }) {
  const navigate = useNavigate();
  const [tracker, setTracker] = useState<TrackerView | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let current = true;
    trackerOfSurvey(surveyId).then(
      (found) => current && setTracker(found),
      () => current && setTracker(undefined),
    );
    return () => {
      current = false;
    };
  }, [surveyId]);

  if (tracker) {
    return (
      <Button component={RouterLink} to={`/trackers/${tracker.id}`} size="small" variant="text">
        Tracker
      </Button>
    );
  }
  if (tracker === undefined || !bought) return null;
  return (
    <>
      <Button size="small" variant="text" onClick={() => setOpen(true)}>
        Make a tracker
      </Button>
      {open ? (
        <TrackerDialog
          surveyId={surveyId}
          onClose={() => setOpen(false)}
          onCreated={(created) => void navigate(`/trackers/${created.id}`)}
        />
      ) : null}
    </>
  );
}
