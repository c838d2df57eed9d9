import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { answerQuotaOf, answerQuotaProblems } from '@survey/domain/questionnaire/answerQuotas';
import type { QuestionEntry } from '@survey/domain/questionnaire/model';
import { useState } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { QuotaDialog } from './QuotaDialog.tsx';

/**
 * Issue 38 §3: the quota on a single or multi select question, on its card: what is set, what no
 * longer holds after an option was deleted, and the dialog to add, edit or remove it.
 */
export function QuestionQuota({ entry }: { entry: QuestionEntry }) {
  const { view } = useEditorUi();
  const [open, setOpen] = useState(false);
  const questionLk = entry.entryItem.questionLk;
  const quota = answerQuotaOf(view, questionLk);
  const problems = answerQuotaProblems(view).filter((p) => p.questionLk === questionLk);
  const cells = quota?.cells.length ?? 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {quota ? `Edit quota` : 'Add quota'}
      </Button>
      {quota ? (
        <Typography variant="body2" color="text.secondary">
          Quota: {cells === 1 ? '1 cell' : `${cells} cells`}
        </Typography>
      ) : null}
      {problems.map((p) => (
        <Typography key={`${p.code}-${p.message}`} variant="body2" color="error" role="status">
          {p.message}
        </Typography>
      ))}
      {open ? <QuotaDialog entry={entry} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
