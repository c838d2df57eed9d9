import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatQuotaPercent, quotasSumTo100 } from '@survey/domain/audience/quotas';
import { AUDIENCE_MESSAGES } from '@survey/domain/audience/validate';
import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { ErrorTexts } from '../dialog/ErrorTexts.tsx';
import { QuotaInput } from '../dialog/QuotaInput.tsx';
import { QuotaSumRow } from '../dialog/QuotaSumRow.tsx';
import { gridLayout, interlockCriteria, type GridCell } from './interlockView.ts';

type Interlock = DraftAudienceFieldsFragment['interlocks'][number];

interface Props {
  audience: DraftAudienceFieldsFragment;
  interlock: Interlock;
  dispatch: AudienceDispatch;
}

/**
 * An interlock's joint grid: one row per combination of all but the last criterion, one column per
 * option of the last (turned when the last has more options: `gridLayout`); each cell an editable
 * quota %, with row and column totals, the 100% rule and 'Sum quotas to 100%'. Tab moves cell by cell, row by row.
 */
export function InterlockGrid({ audience, interlock, dispatch }: Props) {
  const criteria = interlockCriteria(audience, interlock);
  const first = interlock.memberNumbers[0] ?? 0;
  const cells: GridCell[] = interlock.cellOptionKeys.map((optionKeys, k) => ({
    optionKeys,
    percent: interlock.cellPercents[k] ?? 0,
  }));
  const layout = gridLayout(criteria, cells);
  const textOf = (keys: readonly string[]) =>
    keys.map((k, i) => criteria[i]?.optionText.get(k) ?? k).join(', ');
  const title = criteria.map((c) => c.label).join(' x ');
  // The 100% rule is the grid's own (as the criteria cards show theirs); 0% cells by their key.
  const keys = new Set(cells.map((c) => c.optionKeys.join('&')));
  const errors = [
    ...(quotasSumTo100(cells.map((c) => c.percent))
      ? []
      : [{ message: AUDIENCE_MESSAGES.INVALID_INTERLOCK_SUM, severity: 'error' }]),
    ...audience.validationErrors.filter(
      (e) => e.code === 'INTERLOCK_QUOTA_IS_ZERO' && e.itemId !== null && keys.has(e.itemId),
    ),
  ];
  const columnTotal = (c: number) =>
    layout.rows.reduce((sum, r) => sum + (r.cells[c]?.percent ?? 0), 0);
  return (
    <Card variant="outlined" component="section" aria-label={`Interlocked quotas ${title}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="text.secondary">
              Interlocked quotas
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Each combination has its own quota; each criterion&apos;s quotas are the totals.
            </Typography>
          </Box>
          <Button
            size="small"
            onClick={() => void dispatch('removeInterlock', { memberNumber: first })}
          >
            Remove interlock
          </Button>
        </Box>
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Box
            component="table"
            aria-label={`Quotas for ${title}`}
            sx={{ borderCollapse: 'collapse', '& td, & th': { p: 0.5 } }}
          >
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                  {layout.corner}
                </Box>
                {layout.columns.map((column) => (
                  <Box component="th" scope="col" key={column.key} sx={{ textAlign: 'left' }}>
                    {column.text}
                  </Box>
                ))}
                <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
                  Total
                </Box>
              </tr>
            </thead>
            <tbody>
              {layout.rows.map((row) => (
                <tr key={row.key}>
                  <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400 }}>
                    {row.text}
                  </Box>
                  {row.cells.map((cell) => (
                    <td key={cell.optionKeys.join('|')}>
                      <QuotaInput
                        label={`Quota for ${textOf(cell.optionKeys)}`}
                        percent={cell.percent}
                        onCommit={(percent) =>
                          void dispatch('setInterlockQuota', {
                            memberNumber: first,
                            optionKeys: [...cell.optionKeys],
                            percent,
                          })
                        }
                      />
                    </td>
                  ))}
                  <Box component="td" sx={{ textAlign: 'right' }}>
                    {formatQuotaPercent(row.cells.reduce((sum, c) => sum + c.percent, 0))}%
                  </Box>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <Box component="th" scope="row" sx={{ textAlign: 'left' }}>
                  Total
                </Box>
                {layout.columns.map((column, c) => (
                  <td key={column.key}>{formatQuotaPercent(columnTotal(c))}%</td>
                ))}
                <td />
              </tr>
            </tfoot>
          </Box>
        </Box>
        <QuotaSumRow
          percents={cells.map((c) => c.percent)}
          onSum={() => void dispatch('sumInterlockQuotasTo100', { memberNumber: first })}
        />
        <ErrorTexts errors={errors} />
      </CardContent>
    </Card>
  );
}
