import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Entry } from '@survey/domain/questionnaire/model';
import { memo } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { entryTitle, questionTypeLabel } from '../editor/entryList.ts';
import { BasicQuestionBody } from './BasicQuestionBody.tsx';
import { CardMediaStrip } from './CardMediaStrip.tsx';
import { CardMenu } from './CardMenu.tsx';
import { CardTitle } from './CardTitle.tsx';
import { DeleteCardButton } from './DeleteCardButton.tsx';
import { ForkBody } from './ForkBody.tsx';
import { FreeTextBody } from './FreeTextBody.tsx';
import { MatrixBody } from './MatrixBody.tsx';
import { SliderBody } from './SliderBody.tsx';
import { SectionBody } from './SectionBody.tsx';
import { TextCardBody } from './TextCardBody.tsx';
import { AddMenu } from '../editor/AddMenu.tsx';
import { CardCommentButton } from '../../comments/index.ts';

function CardBody({ entry }: { entry: Entry }) {
  switch (entry.entryType) {
    case 'question':
      switch (entry.entryItem.questionTypeCode) {
        case 'Basic':
        case 'Ranked':
          return <BasicQuestionBody entry={entry} />;
        case 'Scale':
          return <SliderBody entry={entry} />;
        case 'FreeText':
          return <FreeTextBody entry={entry} />;
      }
      return null;
    case 'matrix':
      return <MatrixBody entry={entry} />;
    case 'textCard':
      return <TextCardBody entry={entry} />;
    case 'fork':
      return <ForkBody entry={entry} />;
    case 'section':
      return <SectionBody entry={entry} />;
  }
}

/** One card of the list: header (select, label, type, menu, delete), editor, add beneath. */
export const EntryCard = memo(function EntryCard({
  entry,
  itemKey,
  inSection = false,
}: {
  entry: Entry;
  itemKey: string;
  /** Issue 38: the card is inside a section (indented; new cards go below the section). */
  inSection?: boolean;
}) {
  const { selectedKey, select, checked, toggleChecked } = useEditorUi();
  const selected = selectedKey === itemKey;
  const title = entryTitle(entry);
  return (
    <Paper
      component="article"
      aria-label={`${entry.label} ${title || questionTypeLabel(entry)}`}
      variant="outlined"
      onFocusCapture={() => {
        if (!selected) select(itemKey);
      }}
      onMouseDown={() => {
        if (!selected) select(itemKey);
      }}
      sx={{
        p: 2,
        ml: inSection ? 4 : 0,
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Checkbox
          size="small"
          checked={checked.has(entry.number)}
          onChange={() => toggleChecked(entry.number)}
          slotProps={{ input: { 'aria-label': `Select ${entry.label}` } }}
        />
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
          {entry.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {questionTypeLabel(entry)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <CardCommentButton cardNumber={entry.number} label={entry.label} />
        <CardMenu entry={entry} />
        <DeleteCardButton entry={entry} />
      </Box>
      <CardMediaStrip entry={entry} />
      {entry.entryType !== 'section' ? <CardTitle entry={entry} /> : null}
      <CardBody entry={entry} />
      {inSection ? null : (
        <Box sx={{ mt: 1 }}>
          <AddMenu
            label="Add question beneath"
            position={entry.position + 1}
            variant="text"
            size="small"
          />
        </Box>
      )}
    </Paper>
  );
});
