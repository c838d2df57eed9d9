import {
  DATA_TABLE_ADDITIONAL_RUN_GBP,
  DATA_TABLE_WEIGHTING_LABELS,
  dataTableTurnaround,
  dataTableTypeWithPrice,
  formatGbp,
  type DataTableRequestType,
  type DataTableWeighting,
} from '@survey/domain/requests/dataTables';
import {
  crosstabDescriptionLines,
  type CrosstabDescription,
} from '@survey/domain/results/crosstabDescription';
import type { ChatMessageBody } from '../notifications/chat.ts';
import {
  SLACK_BLOCKS_TEXT_MAX,
  SLACK_SECTION_TEXT_MAX,
  slackMessage,
} from '../notifications/slackMessage.ts';

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

/** Escaped and kept within Slack's limits by slackMessage (names may hold `<!channel>`). */
const message = (headline: string, lines: string[], more: string[] = []): ChatMessageBody =>
  slackMessage(headline, [lines.join('\n'), ...more]);

/**
 * The team's message for a data-table request (type with its price, and format), then the survey's
 * saved tables, one section each (as many as Slack's limits allow; slackMessage counts the rest).
 */
export function dataTableRequestMessage(
  c: RequestContext,
  request: { requestType: DataTableRequestType; weighting: DataTableWeighting },
  tables: readonly CrosstabDescription[] = [],
): ChatMessageBody {
  const saved =
    tables.length === 0
      ? []
      : [
          `Saved tables to build (${tables.length}):`,
          ...tables.map((t) => crosstabDescriptionLines(t).join('\n')),
        ];
  return message(
    `Data tables requested for ${c.projectName}`,
    [
      ...contextLines(c),
      `Request type: ${dataTableTypeWithPrice(request.requestType)}`,
      `Format: ${DATA_TABLE_WEIGHTING_LABELS[request.weighting]}`,
      `Additional runs: ${formatGbp(DATA_TABLE_ADDITIONAL_RUN_GBP)} ex VAT each`,
      `Turnaround: ${dataTableTurnaround().toLowerCase()}`,
    ],
    saved,
  );
}

/**
 * The ids as comma-separated pieces of at most `section` characters each (one section block
 * each), listed up to `budget` characters in all; the last piece counts the rest.
 */
export function idsPieces(
  ids: readonly string[],
  budget: number,
  section = SLACK_SECTION_TEXT_MAX,
): string[] {
  const restNote = (rest: number) => ` … and ${rest} more (kept with the stored request)`;
  // Room for the note, so the piece it ends stays within its section.
  const room = section - restNote(ids.length).length;
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  let shown = 0;
  for (const id of ids) {
    const sep = piece === '' ? '' : ', ';
    if (used + sep.length + id.length > budget) break;
    if (piece.length + sep.length + id.length > room) {
      pieces.push(piece);
      piece = id;
    } else {
      piece += sep + id;
    }
    used += sep.length + id.length;
    shown += 1;
  }
  const rest = ids.length - shown;
  const last = piece + (rest > 0 ? restNote(rest) : '');
  if (last !== '') pieces.push(last);
  return pieces;
}

/**
 * The team's message for a follow-up (retargeting) request: the ids in section blocks within
 * Slack's limits (a message over them is refused, and would never reach the team), the rest
 * counted; the stored message's payload keeps every accepted id.
 */
export function retargetingMessage(
  c: RequestContext,
  request: { panelSupplierCode: string; key: string; acceptedIds: readonly string[] },
): ChatMessageBody {
  const n = request.acceptedIds.length;
  const headline = `Follow up requested for ${c.projectName}`;
  const lines = [
    ...contextLines(c),
    `Panel supplier: ${request.panelSupplierCode}`,
    `Respondents: ${n} (${request.key})`,
  ];
  const budget = SLACK_BLOCKS_TEXT_MAX - headline.length - lines.join('\n').length - 200;
  return message(headline, lines, idsPieces(request.acceptedIds, Math.max(budget, 0)));
}
