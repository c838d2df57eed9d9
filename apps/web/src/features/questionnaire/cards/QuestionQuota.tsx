import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { answerQuotaOf, answerQuotaSummary } from '@survey/domain/questionnaire/answerQuotas';
import type { QuestionEntry } from '@survey/domain/questionnaire/model';
import { useState } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { QuotaDialog } from './QuotaDialog.tsx';

/**
 * Issue 38 §3: the quota on a single or multi select question, on its card: its cells as they
 * stand (a deleted option leaves its cell, so the card always shows what counts) and the dialog
 * to add, edit or remove it.
 */
export function QuestionQuota({ entry }: { entry: QuestionEntry }) {
  const { view } = useEditorUi();
  const [open, setOpen] = useState(false);
  const quota = answerQuotaOf(view, entry.entryItem.questionLk);
  const options = entry.entryItem.responseOptions;
  const textOf = (lk: string) => {
    const index = options.findIndex((o) => o.responseOptionLk === lk);
    return options[index]?.responseOption.value || `Option ${index + 1}`;
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {quota ? 'Edit quota' : 'Add quota'}
      </Button>
      {quota ? (
        <Typography variant="body2" color="text.secondary">
          Quota: {answerQuotaSummary(quota.cells, textOf)}
        </Typography>
      ) : null}
      {open ? <QuotaDialog entry={entry} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
