import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { importSourceOf } from '@survey/domain/questionnaire/importEntries';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useEditorUi } from '../editor/editorContext.ts';
import { EntryStep } from './EntryStep.tsx';
import { ProjectStep } from './ProjectStep.tsx';
import type { ImportProject } from './useImportProjects.ts';
import { useSourceDraft } from './useSourceDraft.ts';

interface ImportDialogProps {
  /** Where the imported entries go. */
  position: number;
  onClose: () => void;
}

function ChosenProject({
  project,
  position,
  onBack,
  onClose,
}: {
  project: ImportProject;
  position: number;
  onBack: () => void;
  onClose: () => void;
}) {
  const { dispatch, reveal, view } = useEditorUi();
  const { draft, retry } = useSourceDraft(project.surveyId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const handleImport = () => {
    if (draft.state !== 'ready') return;
    const entryNumbers = [...selected];
    // The store applies the domain's import at once with what the dialog read (only the chosen
    // entries travel with the command), then takes the server's copy when it answers.
    const result = dispatch('importQuestionnaireEntries', {
      source: importSourceOf(draft.document, entryNumbers),
      entryNumbers,
      position,
    });
    if (result.ok) reveal(view.lastEntryNumber + 1);
    onClose();
  };

  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <EntryStep
          projectName={project.name}
          draft={draft}
          onRetry={retry}
          selected={selected}
          onSelected={setSelected}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={selected.size === 0} onClick={handleImport}>
          Import
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Spec 2 §2/§4 'Import from existing survey': step 1 picks another project of the account, step 2
 * the entries of its survey; they are imported at `position`.
 */
export function ImportDialog({ position, onClose }: ImportDialogProps) {
  const { surveyId = '' } = useParams();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [project, setProject] = useState<ImportProject | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Import from existing survey</DialogTitle>
      {project ? (
        <ChosenProject
          key={project.projectId}
          project={project}
          position={position}
          onBack={() => setProject(null)}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ProjectStep
              page={page}
              onPage={setPage}
              currentSurveyId={surveyId}
              onChoose={setProject}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
