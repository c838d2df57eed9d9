import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useEditorUi } from '../editor/editorContext.ts';
import { DeleteSectionDialog } from './DeleteSectionDialog.tsx';

/**
 * The card's delete icon and its dialog: 'Delete card', or 'Delete this fork' (spec 2 §2); a
 * section asks whether its cards stay (issue 38).
 */
export function DeleteCardButton({ entry }: { entry: Entry }) {
  const { dispatch } = useEditorUi();
  const [confirming, setConfirming] = useState(false);
  const fork = entry.entryType === 'fork';
  const title = fork ? 'Delete this fork' : 'Delete card';
  return (
    <>
      <IconButton aria-label={`Delete ${entry.label}`} onClick={() => setConfirming(true)}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
      {confirming && entry.entryType === 'section' ? (
        <DeleteSectionDialog
          section={entry}
          onClose={() => setConfirming(false)}
          onDelete={(keepCards) => {
            setConfirming(false);
            dispatch('deleteSection', { number: entry.number, keepCards });
          }}
        />
      ) : confirming ? (
        <ConfirmDialog
          title={title}
          confirmLabel="Delete"
          destructive
          busy={false}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            dispatch('detachQuestionnaireEntry', { number: entry.number });
          }}
        >
          {fork
            ? 'This removes the fork and its groups from every card shown on them.'
            : `This permanently removes ${entry.label} and any routing to it.`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
