import ListItemText from '@mui/material/ListItemText';

/**
 * A menu item's text with, when it is disabled, the reason on a second line. Decision: the spec's
 * tooltip texts are shown in the item itself, so keyboard and screen-reader users get them too
 * (a disabled item cannot be focused to show a tooltip).
 */
export function DisabledReason({ label, reason }: { label: string; reason: string | null }) {
  return (
    <ListItemText
      primary={label}
      secondary={reason}
      slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
    />
  );
}
