import { useApolloClient, useQuery } from '@apollo/client/react';
import MoreVert from '@mui/icons-material/MoreVert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { ProjectBySurveyIdDocument } from '../../../gql/project/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { exportSurveyScript, useFileExport } from '../../exports/index.ts';

/**
 * The questionnaire header's kebab (spec 3 §2 Headers): 'Export survey (.doc)' saves the draft as
 * a Word script named after the project (spec 3 §7 "Client-side files").
 */
export function ExportMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const surveyId = useParams().surveyId ?? '';
  const client = useApolloClient();
  // The survey frame has loaded the project already: read from the cache.
  const projectName = useQuery(ProjectBySurveyIdDocument, {
    variables: { surveyId },
    context: serviceContext.project,
  }).data?.projectBySurveyId?.name;
  const { busy, run } = useFileExport(surveyId);
  const exporting = busy === 'script';

  const handleExport = () => {
    if (!projectName) return;
    void run('script', () => exportSurveyScript({ client, surveyId, projectName })).then(() =>
      setAnchor(null),
    );
  };

  return (
    <>
      <IconButton
        aria-label="More survey actions"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={handleExport}
          disabled={!projectName || exporting}
          aria-busy={exporting || undefined}
        >
          {exporting ? (
            <ListItemIcon>
              <CircularProgress size={16} aria-label="Creating the document" />
            </ListItemIcon>
          ) : null}
          Export survey (.doc)
        </MenuItem>
      </Menu>
    </>
  );
}
