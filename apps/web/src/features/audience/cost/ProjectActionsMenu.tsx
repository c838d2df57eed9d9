import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { AudienceSurveyOrderDocument } from '../../../gql/order/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useSetPaused, useUserAction } from '../../projects/hooks/useProjectMutations.ts';
import { useEndProject } from './useEndProject.ts';

// Spec 2 §4: live actions are disabled while the order is in one of these states.
const INACTIVE_ORDER_STATES = new Set(['Pending', 'Scheduled', 'Completed']);

/** The 'Actions' kebab menu of a purchased (live) survey: pause or unpause, and end. */
export function ProjectActionsMenu({ surveyId }: { surveyId: string }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, refetch } = useQuery(AudienceSurveyOrderDocument, {
    variables: { surveyId },
    context: serviceContext.order,
  });
  const setPaused = useSetPaused();
  const endProject = useEndProject();
  const { busy, run } = useUserAction('The project could not be changed. Please try again.');
  const order = data?.surveyOrder;
  if (!order) return null;
  const paused = order.status === 'Paused';
  const disabled = busy || INACTIVE_ORDER_STATES.has(order.status);
  const act = (action: () => Promise<unknown>) => {
    setAnchor(null);
    void run(async () => {
      await action();
      await refetch();
    });
  };
  return (
    <>
      <IconButton
        aria-label="Actions"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem disabled={disabled} onClick={() => act(() => setPaused(surveyId, !paused))}>
          {paused ? 'Unpause project' : 'Pause project'}
        </MenuItem>
        <MenuItem disabled={disabled} onClick={() => act(() => endProject(surveyId))}>
          End project
        </MenuItem>
      </Menu>
    </>
  );
}
