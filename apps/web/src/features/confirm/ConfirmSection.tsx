import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface ConfirmSectionProps {
  title: string;
  /** Right of the title (a switch, a link); outside the heading, so it keeps its own name. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the confirm page, a region named by its heading. */
export function ConfirmSection({ title, action, children }: ConfirmSectionProps) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id={id} variant="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
