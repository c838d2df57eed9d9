import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { statusBadge } from '@survey/domain/projects/listItem';
import { useRef, useState, type ReactNode } from 'react';
import { FullTextTooltip } from '../../components/FullTextTooltip.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import type { ProjectListFieldsFragment } from '../../gql/project/graphql.ts';
import { EditProjectTitleDialog } from '../projects/index.ts';
import { CompletesField } from './CompletesField.tsx';
import { MarketPreviewLink } from './MarketPreviewLink.tsx';
import { stepTargets } from './marketSteps.ts';
import { PreviewLink } from './PreviewLink.tsx';
import type { SurveyPage } from './surveyPages.ts';

interface SurveyHeaderProps {
  project: ProjectListFieldsFragment;
  surveyId: string;
  page: SurveyPage;
  /** Page tools shown before Completes (the questionnaire's bulk tools). */
  tools?: ReactNode;
  /** The questionnaire page shows its own Preview in the footer. */
  showPreview?: boolean;
}

/** Spec 1 §2 project sub-header: editable title, status badge, Completes, Preview. */
export function SurveyHeader(props: SurveyHeaderProps) {
  const { project, surveyId, page, tools, showPreview = true } = props;
  const [editing, setEditing] = useState(false);
  const titleRef = useRef<HTMLSpanElement>(null);
  const badge = statusBadge(project);
  const targets = stepTargets(project, surveyId);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 6,
        py: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/* The heading is named by the title; the button by the title and what it does. */}
      <Typography
        variant="h2"
        component="h1"
        aria-labelledby="project-title-text"
        sx={{ minWidth: 0, display: 'flex', ml: -1 }}
      >
        <FullTextTooltip text={project.name} cutRef={titleRef} hint="Edit project title">
          <Button
            onClick={() => setEditing(true)}
            color="inherit"
            endIcon={<Edit fontSize="small" aria-hidden="true" />}
            sx={{ font: 'inherit', letterSpacing: 'inherit', minWidth: 0, px: 1 }}
          >
            <Box
              component="span"
              id="project-title-text"
              ref={titleRef}
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {project.name}
            </Box>
            <VisuallyHidden>Edit project title</VisuallyHidden>
          </Button>
        </FullTextTooltip>
      </Typography>
      <Box sx={{ flexShrink: 0 }}>
        <StatusBadge state={badge.state} label={badge.label} />
      </Box>
      <Box sx={{ flex: 1 }} />
      {tools}
      <CompletesField surveyId={surveyId} disabled={page === 'results'} />
      {!showPreview ? null : targets.market ? (
        <MarketPreviewLink surveyId={surveyId} leadId={targets.questionnaireSurveyId} />
      ) : (
        <PreviewLink surveyId={surveyId} />
      )}
      {editing ? (
        <EditProjectTitleDialog
          projectId={project.projectId}
          title={project.name}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Box>
  );
}
