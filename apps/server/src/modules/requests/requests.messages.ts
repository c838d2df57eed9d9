import {
  DATA_TABLE_ADDITIONAL_RUN_GBP,
  DATA_TABLE_WEIGHTING_LABELS,
  dataTableTurnaround,
  dataTableTypeWithPrice,
  formatGbp,
  type DataTableRequestType,
  type DataTableWeighting,
} from '@survey/domain/requests/dataTables';
import type { ChatMessageBody } from '../notifications/chat.tables.ts';

/** Who asked, about what: the lines both requests start with. */
export interface RequestContext {
  userName: string;
  userEmail: string;
  accountName: string;
  projectName: string;
  surveyId: string;
}

const contextLines = (c: RequestContext) => [
  `User: ${c.userName} (${c.userEmail})`,
  `Account: ${c.accountName}`,
  `Project: ${c.projectName}`,
  `Survey: ${c.surveyId}`,
];

/**
 * Slack's limit on a message's text is 40,000 characters; ids past this budget are counted, not
 * listed (the full list stays in the stored message's payload).
 */
export const IDS_TEXT_BUDGET = 30_000;

const message = (headline: string, lines: string[]): ChatMessageBody => ({
  text: [headline, ...lines].join('\n'),
  blocks: [
    { type: 'section', text: { type: 'plain_text', text: headline } },
    { type: 'section', text: { type: 'plain_text', text: lines.join('\n') } },
  ],
});

/** The team's message for a data-table request (type with its price, and format). */
export function dataTableRequestMessage(
  c: RequestContext,
  request: { requestType: DataTableRequestType; weighting: DataTableWeighting },
): ChatMessageBody {
  return message(`Data tables requested for ${c.projectName}`, [
    ...contextLines(c),
    `Request type: ${dataTableTypeWithPrice(request.requestType)}`,
    `Format: ${DATA_TABLE_WEIGHTING_LABELS[request.weighting]}`,
    `Additional runs: ${formatGbp(DATA_TABLE_ADDITIONAL_RUN_GBP)} ex VAT each`,
    `Turnaround: ${dataTableTurnaround().toLowerCase()}`,
  ]);
}

/** The ids as one comma-separated line, cut at the budget with a count of the rest. */
export function idsLine(ids: readonly string[], budget = IDS_TEXT_BUDGET): string {
  let length = 0;
  let shown = 0;
  for (const id of ids) {
    const next = length + (shown > 0 ? 2 : 0) + id.length;
    if (next > budget) break;
    length = next;
    shown += 1;
  }
  const listed = ids.slice(0, shown).join(', ');
  const rest = ids.length - shown;
  return rest > 0 ? `${listed} … and ${rest} more (kept with the stored request)` : listed;
}

/** The team's message for a follow-up (retargeting) request. */
export function retargetingMessage(
  c: RequestContext,
  request: { panelSupplierCode: string; key: string; acceptedIds: readonly string[] },
): ChatMessageBody {
  const n = request.acceptedIds.length;
  return message(`Follow up requested for ${c.projectName}`, [
    ...contextLines(c),
    `Panel supplier: ${request.panelSupplierCode}`,
    `Respondents: ${n} (${request.key})`,
    idsLine(request.acceptedIds),
  ]);
}
