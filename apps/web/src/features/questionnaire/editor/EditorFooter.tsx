import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PreviewLink } from '../../survey/index.ts';
import { AddMenu } from './AddMenu.tsx';

interface EditorFooterProps {
  surveyId: string;
  /** The translation the editor shows (null: the base language): Preview opens in it. */
  language: string | null;
  entryCount: number;
  confirmEnabled: boolean;
  confirmBusy: boolean;
  onConfirm: () => void;
}

/** Spec 2 §2 footer: Add question, Preview (not without entries), To confirmation. */
export function EditorFooter(props: EditorFooterProps) {
  const { surveyId, language, entryCount, confirmEnabled, confirmBusy, onConfirm } = props;
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <AddMenu label="Add question" position={entryCount} />
      <Box sx={{ flex: 1 }} />
      {entryCount === 0 ? (
        <Button variant="outlined" disabled endIcon={<OpenInNew aria-hidden="true" />}>
          Preview
        </Button>
      ) : (
        <PreviewLink surveyId={surveyId} lang={language} />
      )}
      <Button
        variant="contained"
        disabled={!confirmEnabled}
        loading={confirmBusy}
        onClick={onConfirm}
      >
        To confirmation
      </Button>
    </Box>
  );
}
