import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type {
  DraftAudienceFieldsFragment,
  MemberSettingCode,
  StandardCriterionFieldsFragment,
} from '../../../gql/fieldwork/graphql.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { ErrorTexts } from './ErrorTexts.tsx';
import { MemberSettingControls } from './MemberSettingControls.tsx';
import { interlockOf } from '../interlock/interlockView.ts';
import { hasSetting, memberErrors } from './memberErrors.ts';
import { NoQuota, QuotaInput } from './QuotaInput.tsx';
import { QuotaSumRow } from './QuotaSumRow.tsx';

interface Props {
  audience: DraftAudienceFieldsFragment;
  number: number;
  label: string;
  item: StandardCriterionFieldsFragment;
  dispatch: AudienceDispatch;
}

/** A targeting criterion: which options qualify, their quotas and the member settings. */
export function StandardCriterionCard({ audience, number, label, item, dispatch }: Props) {
  const code = item.criterion.code;
  const name = item.criterion.name;
  const quotasOn = hasSetting(item.settingValues, 'quotas', 'enabled');
  const errors = memberErrors(audience, number);
  const qualifyingOn = hasSetting(item.settingValues, 'qualifying', 'enabled');
  const multi = hasSetting(item.settingValues, 'standard_audience_choice', 'multiple_choice');
  const options = item.standardCriterionOptions;
  const allTicked = options.every((o) => o.qualification);
  const noneTicked = options.every((o) => !o.qualification);
  const qualifyingCount = options.filter((o) => !qualifyingOn || o.qualification).length;
  const set = (memberSettingCode: MemberSettingCode, settingValue: string) =>
    void dispatch('setStandardMemberSettingValue', {
      audienceCriterionCode: code,
      setting: { memberSettingCode, settingValue },
    });
  const quotas = item.standardCriterionOptions.flatMap((o) => (o.quota ? [o.quota.percent] : []));
  // Interlocked: the quotas are the sums of the interlock's cells, shown read-only.
  const interlocked = interlockOf(audience, number) !== undefined;
  return (
    <Card variant="outlined" component="section" aria-label={`${label} ${name}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {label} Targeting
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.criterion.question.text}
            </Typography>
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={quotasOn}
                onChange={(_, on) =>
                  void dispatch(on ? 'setStandardQuotas' : 'removeStandardQuotas', {
                    audienceCriterionCode: code,
                  })
                }
              />
            }
            label="Quotas"
          />
          <IconButton
            aria-label={`Remove ${name}`}
            onClick={() =>
              void dispatch('removeStandardCriterion', { audienceCriterionCode: code })
            }
          >
            <Close />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          {/* With qualifying off every option qualifies (domain `qualifies`), so ticks do nothing. */}
          <Button
            size="small"
            disabled={!qualifyingOn || allTicked}
            aria-label={`Select all options of ${name}`}
            onClick={() =>
              void dispatch('setAllStandardQualification', { audienceCriterionCode: code })
            }
          >
            Select all
          </Button>
          <Button
            size="small"
            disabled={!qualifyingOn || noneTicked}
            aria-label={`Clear all options of ${name}`}
            onClick={() =>
              void dispatch('removeAllStandardQualification', { audienceCriterionCode: code })
            }
          >
            Clear all
          </Button>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {item.standardCriterionOptions.map((o) => {
            const optionCode = o.criterionOption.code;
            const value = o.criterionOption.responseOption.value;
            return (
              <Box component="li" key={optionCode} sx={{ py: 0.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <FormControlLabel
                    sx={{ flex: 1 }}
                    control={
                      <Checkbox
                        // Qualifying off: every option qualifies (and may hold a quota), so
                        // every box reads ticked rather than keeping its old tick.
                        checked={!qualifyingOn || o.qualification}
                        disabled={!qualifyingOn}
                        onChange={(_, on) =>
                          void dispatch(
                            on ? 'setStandardQualification' : 'removeStandardQualification',
                            {
                              audienceCriterionCode: code,
                              audienceCriterionOptionCode: optionCode,
                            },
                          )
                        }
                      />
                    }
                    label={value}
                  />
                  {quotasOn && qualifyingOn && !o.qualification ? (
                    <NoQuota />
                  ) : quotasOn ? (
                    <QuotaInput
                      label={`Quota for ${value}`}
                      percent={o.quota?.percent ?? null}
                      readOnly={interlocked}
                      onCommit={(percent) =>
                        void dispatch('setStandardQuota', {
                          audienceCriterionCode: code,
                          audienceCriterionOptionCode: optionCode,
                          percent,
                        })
                      }
                    />
                  ) : null}
                </Box>
                <ErrorTexts errors={errors.forItem(optionCode)} />
              </Box>
            );
          })}
        </Box>
        {interlocked ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Quotas are the totals of the interlocked quotas.
          </Typography>
        ) : null}
        {quotasOn && !interlocked ? (
          <QuotaSumRow
            percents={quotas}
            onSum={() => void dispatch('sumStandardQuotasTo100', { audienceCriterionCode: code })}
          />
        ) : null}
        <Box sx={{ mt: 1 }}>
          <MemberSettingControls
            label={label}
            settingValues={item.settingValues}
            multi={multi}
            qualifyingCount={qualifyingCount}
            set={set}
            remove={(memberSettingCode) =>
              void dispatch('removeStandardMemberSettingValue', {
                audienceCriterionCode: code,
                memberSettingCode,
              })
            }
          />
        </Box>
        <ErrorTexts errors={errors.member.filter((e) => e.code !== 'INVALID_QUOTA_SUM')} />
      </CardContent>
    </Card>
  );
}
