import RuleOutlined from '@mui/icons-material/RuleOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { CardLogic } from './useCardLogicDialog.tsx';

/** The card's small display-logic icon: green ('success') once logic is set; opens the dialog. */
export function CardLogicIcon({ label, logic }: { label: string; logic: CardLogic }) {
  if (!logic.hasLogic) return null;
  return (
    <Tooltip title="Display logic is set">
      <IconButton
        aria-label={`Edit display logic of ${label}`}
        color="success"
        onClick={logic.open}
        disabled={!logic.allowed}
      >
        <RuleOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
