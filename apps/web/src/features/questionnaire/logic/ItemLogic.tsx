import Block from '@mui/icons-material/Block';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { END_OF_SURVEY_TARGET } from '@survey/domain/questionnaire/constants';
import { canAddDisplayLogic, logicCandidates } from '@survey/domain/questionnaire/logicCandidates';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { routeTargets } from '@survey/domain/questionnaire/routeTargets';
import { getSetting, MULTIPLE_CHOICE } from '@survey/domain/questionnaire/settings';
import { flattenEntries } from '@survey/domain/questionnaire/walk';
import { useState } from 'react';
import { entryTitle } from '../editor/entryList.ts';
import { useEditorUi } from '../editor/editorContext.ts';
import { useItemImage } from '../cards/ItemImage.tsx';
import { ItemMenu } from '../cards/ItemMenu.tsx';
import { dryRun } from './cardLogicCommands.ts';
import { DisabledReason } from './DisabledReason.tsx';
import { LogicDialog } from './LogicDialog.tsx';
import {
  describeConditions,
  draftFromMasking,
  maskingRulesFromDraft,
  shortenName,
  type LogicDraft,
} from './logicDraft.ts';
import {
  exclusiveCommand,
  exclusiveOf,
  maskedItem,
  maskingCommand,
  type MaskTarget,
} from './maskTarget.ts';
import { SkipLogicDialog, type SkipTarget } from './SkipLogicDialog.tsx';

const NO_UPCOMING = "You can't add routing logic if there are no upcoming questions in the survey.";
const FIRST_CARD = 'Display logic cannot be added to the first survey question';

function targetName(q: Questionnaire, targetNumber: number, long: boolean): string {
  if (targetNumber === END_OF_SURVEY_TARGET) return 'End of survey';
  const entry = flattenEntries(q.entries).find((e) => e.number === targetNumber);
  if (!entry) return `card ${targetNumber}`;
  const title = entryTitle(entry).trim();
  return long && title ? `${entry.label} ${shortenName(title)}` : entry.label;
}

/**
 * Skip logic (single-select options), masking (options, matrix rows and columns) and the image
 * (options and rows) of one item: a menu beside it, and what is set shown beneath it with edit and
 * remove buttons.
 */
export function ItemLogic({
  target,
  noun,
  index,
}: {
  target: MaskTarget;
  noun: string;
  index: number;
}) {
  const { view, dispatch } = useEditorUi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'mask' | 'skip' | null>(null);
  const { rules, text } = maskedItem(target);
  const name = `${noun.toLowerCase()} ${index + 1}`;
  const response = text.trim() || name;
  const option =
    target.kind === 'option'
      ? target.entry.entryItem.responseOptions.find((o) => o.responseOptionLk === target.lk)
      : undefined;
  const route = option?.route ?? null;
  const routable =
    target.kind === 'option' &&
    target.entry.entryItem.questionTypeCode === 'Basic' &&
    getSetting(target.entry.entryItem.settingValues, 'BasicChoice') !== MULTIPLE_CHOICE;
  // Computed only while asked for: a 300-card survey has thousands of items.
  const skip =
    routable && target.kind === 'option' && (anchor !== null || dialog === 'skip')
      ? routeTargets(view, target.entry.entryItem.questionLk, target.lk)
      : null;
  const candidates =
    dialog === 'mask' || rules.length > 0 ? logicCandidates(view, target.entry.number) : [];
  const maskingAllowed = canAddDisplayLogic(view, target.entry.number);
  const exclusive = exclusiveOf(target);
  const image = useItemImage(target.kind === 'column' ? null : target, name, () => setAnchor(null));

  const saveMasking = (draft: LogicDraft): string | null => {
    const command = maskingCommand(target, maskingRulesFromDraft(draft, candidates));
    const refused = dryRun(view, [command]);
    if (refused !== null) return refused;
    const result = dispatch(command.name, command.args as never);
    if (!result.ok) return result.error instanceof Error ? result.error.message : 'Not saved.';
    setDialog(null);
    return null;
  };

  const saveRoute = (targetNumber: number) => {
    if (target.kind !== 'option') return;
    setDialog(null);
    dispatch('setRoute', {
      questionLk: target.entry.entryItem.questionLk,
      responseOptionLk: target.lk,
      targetNumber,
    });
  };

  const removeRoute = () => {
    if (target.kind !== 'option') return;
    dispatch('removeRoute', {
      questionLk: target.entry.entryItem.questionLk,
      responseOptionLk: target.lk,
    });
  };

  // Spec 2 §5: 'Make exclusive' is an action, disabled once set; the line beneath removes it.
  const setExclusive = (on: boolean) => {
    setAnchor(null);
    const command = exclusiveCommand(target, on);
    if (command) dispatch(command.name, command.args as never);
  };

  const removeMasking = () => {
    const command = maskingCommand(target, []);
    dispatch(command.name, command.args as never);
  };

  const skipTargets: SkipTarget[] = (skip?.offered ?? []).map((n) => ({
    targetNumber: n,
    name: targetName(view, n, true),
  }));
  const summary =
    rules.length > 0
      ? describeConditions(
          draftFromMasking(rules, () => ''),
          candidates,
        )
      : '';

  return (
    <>
      <ItemMenu name={name} anchor={anchor} onOpen={setAnchor} onClose={() => setAnchor(null)}>
        {routable ? (
          <MenuItem
            disabled={route !== null || !skip || skip.offered.length === 0}
            onClick={() => {
              setAnchor(null);
              setDialog('skip');
            }}
          >
            <DisabledReason
              label="Add skip logic"
              reason={skip && skip.upcoming.length === 0 ? NO_UPCOMING : null}
            />
          </MenuItem>
        ) : null}
        <MenuItem
          disabled={!maskingAllowed || rules.length > 0}
          onClick={() => {
            setAnchor(null);
            setDialog('mask');
          }}
        >
          <DisabledReason label="Add display logic" reason={maskingAllowed ? null : FIRST_CARD} />
        </MenuItem>
        {exclusive.offered ? (
          <MenuItem disabled={exclusive.on} onClick={() => setExclusive(true)}>
            Make exclusive
          </MenuItem>
        ) : null}
        {image.menuItems}
      </ItemMenu>
      {route !== null || rules.length > 0 || exclusive.on ? (
        <Box sx={{ order: 1, flexBasis: '100%', pl: 1, display: 'grid', gap: 0.25 }}>
          {exclusive.on ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Block fontSize="small" color="primary" aria-hidden />
              <Typography variant="body2" color="primary">
                Exclusive: unselects the others
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove exclusive of ${name}`}
                onClick={() => setExclusive(false)}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ) : null}
          {route !== null ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2" color="success.dark">
                Skip to {targetName(view, route.targetNumber, false)}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove skip logic of ${name}`}
                onClick={removeRoute}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ) : null}
          {rules.length > 0 ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="success.dark">
                Only shown if {summary}
              </Typography>
              <Button
                size="small"
                onClick={() => setDialog('mask')}
                aria-label={`Edit display logic of ${name}`}
              >
                Edit
              </Button>
              <IconButton
                size="small"
                aria-label={`Remove display logic of ${name}`}
                onClick={removeMasking}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ) : null}
        </Box>
      ) : null}
      {image.strip}
      {image.dialog}
      {dialog === 'skip' ? (
        <SkipLogicDialog
          response={response}
          targets={skipTargets}
          onClose={() => setDialog(null)}
          onSave={saveRoute}
        />
      ) : null}
      {dialog === 'mask' ? (
        <LogicDialog
          intro={`Only show ${response} if the following conditions are met:`}
          mode="masking"
          candidates={candidates}
          forks={[]}
          initial={(newKey) => draftFromMasking(rules, newKey)}
          onClose={() => setDialog(null)}
          onSave={saveMasking}
        />
      ) : null}
    </>
  );
}
