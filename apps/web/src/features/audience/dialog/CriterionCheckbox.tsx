import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { isCustomItem } from '../audienceWire.ts';

/** Codes of the standard criteria the audience uses (what the checkboxes show, edits included). */
export function usedCriterionCodes(audience: DraftAudienceFieldsFragment): Set<string> {
  return new Set(
    audience.members.flatMap((m) =>
      isCustomItem(m.memberItem) ? [] : [m.memberItem.criterion.code],
    ),
  );
}

interface Props {
  code: string;
  name: string;
  detail?: string | null;
  used: Set<string>;
  membersCount: number;
  dispatch: AudienceDispatch;
}

/** Ticking adds the criterion at the end; unticking removes it (spec 2 §4). */
export function CriterionCheckbox({ code, name, detail, used, membersCount, dispatch }: Props) {
  const checked = used.has(code);
  return (
    <FormControlLabel
      sx={{ display: 'flex', alignItems: 'flex-start', mr: 0 }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={() =>
            void (checked
              ? dispatch('removeStandardCriterion', { audienceCriterionCode: code })
              : dispatch('setStandardCriterion', {
                  audienceCriterionCode: code,
                  position: membersCount,
                }))
          }
        />
      }
      label={
        <span>
          {name}
          {detail ? (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {detail}
            </Typography>
          ) : null}
        </span>
      }
    />
  );
}
