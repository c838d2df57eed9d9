import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useId, useState } from 'react';
import { MediaDialog } from '../../media/index.ts';
import { useEditorUi } from '../editor/editorContext.ts';
import { CardLogicIcon } from '../logic/CardLogicIcon.tsx';
import { DisabledReason } from '../logic/DisabledReason.tsx';
import { useCardLogicDialog } from '../logic/useCardLogicDialog.tsx';
import { PipeIntoTitleItem } from '../titles/PipeIntoTitleItem.tsx';
import { mediaCardOf, setCardMedia } from './cardMedia.ts';

/** Text a card needs before it can be duplicated (spec 3 §4: not without question text). */
function hasText(entry: Entry): boolean {
  switch (entry.entryType) {
    case 'question':
      return entry.entryItem.question.text.trim() !== '';
    case 'matrix':
      return entry.entryItem.matrixTitle.title.trim() !== '';
    case 'textCard':
      return true;
    default:
      return false;
  }
}

/**
 * Spec 2 §2 card kebab: Duplicate, Add display logic ('Edit display logic', in green, once set),
 * Add media (basic, free text and text card; disabled while the card has media, spec 2 §5), Pipe
 * into question title and Empty question card (basic, ranked and matrix).
 */
export function CardMenu({ entry }: { entry: Entry }) {
  const { dispatch, reveal, view } = useEditorUi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mediaOpen, setMediaOpen] = useState(false);
  const id = useId();
  const logic = useCardLogicDialog(entry);
  const mediaCard = mediaCardOf(entry);
  if (entry.entryType === 'fork' || entry.entryType === 'section') return null;
  const emptiable =
    entry.entryType === 'matrix' ||
    (entry.entryType === 'question' &&
      (entry.entryItem.questionTypeCode === 'Basic' ||
        entry.entryItem.questionTypeCode === 'Ranked'));

  const duplicate = () => {
    setAnchor(null);
    const position = entry.position + 1;
    const result =
      entry.entryType === 'question'
        ? dispatch('duplicateQuestion', { questionLk: entry.entryItem.questionLk, position })
        : entry.entryType === 'matrix'
          ? dispatch('duplicateMatrixQuestion', {
              matrixTitleLk: entry.entryItem.matrixTitleLk,
              position,
            })
          : dispatch('duplicateTextCard', { textCardLk: entry.entryItem.textCardLk, position });
    if (result.ok) reveal(view.lastEntryNumber + 1);
  };

  // Issue 38: a card moves into a section (at its end) or out of its own (just below it).
  const sections = view.entries.filter((e) => e.entryType === 'section');
  const holder = sections.find(
    (e) => e.entryType === 'section' && e.entryItem.entries.some((c) => c.number === entry.number),
  );
  const moveTo = (section: Entry | null) => {
    setAnchor(null);
    const toPosition =
      section?.entryType === 'section'
        ? section.entryItem.entries.length
        : (holder?.position ?? -1) + 1;
    dispatch('moveEntryToSection', {
      number: entry.number,
      sectionNumber: section?.number ?? null,
      toPosition,
    });
  };

  const empty = () => {
    setAnchor(null);
    if (entry.entryType === 'question') {
      dispatch('emptyQuestionCard', { questionLk: entry.entryItem.questionLk });
    } else if (entry.entryType === 'matrix') {
      dispatch('emptyMatrixQuestion', { matrixTitleLk: entry.entryItem.matrixTitleLk });
    }
  };

  return (
    <>
      <CardLogicIcon label={entry.label} logic={logic} />
      <IconButton
        aria-label={`Actions for ${entry.label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={duplicate} disabled={!hasText(entry)}>
          Duplicate
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logic.open();
          }}
          disabled={!logic.allowed}
          sx={logic.hasLogic ? { color: 'success.main' } : undefined}
        >
          <DisabledReason
            label={logic.hasLogic ? 'Edit display logic' : 'Add display logic'}
            reason={
              logic.allowed ? null : 'Display logic cannot be added to the first survey question'
            }
          />
        </MenuItem>
        {mediaCard ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setMediaOpen(true);
            }}
            disabled={mediaCard.media !== null}
          >
            Add media
          </MenuItem>
        ) : null}
        {sections
          .filter((section) => section !== holder)
          .map((section) => (
            <MenuItem key={section.number} onClick={() => moveTo(section)}>
              Move into {section.label}
              {section.entryType === 'section' && section.entryItem.name
                ? ` ${section.entryItem.name}`
                : ''}
            </MenuItem>
          ))}
        {holder ? (
          <MenuItem onClick={() => moveTo(null)}>Move out of {holder.label}</MenuItem>
        ) : null}
        <PipeIntoTitleItem entry={entry} onChosen={() => setAnchor(null)} />
        {emptiable ? <MenuItem onClick={empty}>Empty question card</MenuItem> : null}
      </Menu>
      {logic.dialog}
      {mediaCard ? (
        <MediaDialog
          open={mediaOpen}
          onClose={() => setMediaOpen(false)}
          onSave={(media) => {
            setMediaOpen(false);
            setCardMedia(dispatch, mediaCard, media);
          }}
        />
      ) : null}
    </>
  );
}
