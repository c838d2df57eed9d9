/**
 * Nets of a crosstab's row question (issue 26 §1): the researcher's own nets of options, checked
 * before any counting (the top-2 / bottom-2 boxes: `boxes.ts`).
 */
import { cleanText, DomainCommandError } from '../commandKit.ts';
import type { NetDefinition } from '../results/analysisContract.ts';

export const MAX_NET_LABEL_LENGTH = 60;
/** Each net is one more row to count in every column; far more than a table shows. */
export const MAX_NETS = 20;

export type NetErrorCode =
  | 'NET_LABEL_EMPTY'
  | 'NET_LABEL_TOO_LONG'
  | 'NET_LABEL_DUPLICATE'
  | 'NET_OPTIONS_EMPTY'
  | 'NET_OPTION_NOT_IN_ROW'
  | 'TOO_MANY_NETS';

/** Thrown for a net definition the table cannot show; nothing was counted. */
export class NetDefinitionError extends DomainCommandError<NetErrorCode> {
  override readonly name = 'NetDefinitionError';
}

/**
 * The nets as the table shows them: labels cleaned and trimmed, option ids in the row's order
 * without repeats. Throws NetDefinitionError for an empty label or one longer than
 * MAX_NET_LABEL_LENGTH characters, a label used twice (ignoring case), a net without options or
 * with an option the row question does not have, or more than MAX_NETS nets.
 */
export function validateNets(
  nets: readonly NetDefinition[],
  rowOptionIds: readonly string[],
): NetDefinition[] {
  if (nets.length > MAX_NETS) {
    throw new NetDefinitionError('TOO_MANY_NETS', `At most ${MAX_NETS} nets per table`, {
      count: nets.length,
    });
  }
  const rowOrder = new Map(rowOptionIds.map((id, i) => [id, i]));
  const seenLabels = new Set<string>();
  return nets.map((net, index) => {
    const label = cleanText(net.label).trim();
    if (label.length === 0) {
      throw new NetDefinitionError('NET_LABEL_EMPTY', `Net ${index + 1} needs a label`, { index });
    }
    if ([...label].length > MAX_NET_LABEL_LENGTH) {
      throw new NetDefinitionError(
        'NET_LABEL_TOO_LONG',
        `Net labels have at most ${MAX_NET_LABEL_LENGTH} characters`,
        { index, label },
      );
    }
    const key = label.toLocaleLowerCase();
    if (seenLabels.has(key)) {
      throw new NetDefinitionError('NET_LABEL_DUPLICATE', `Two nets are labelled "${label}"`, {
        index,
        label,
      });
    }
    seenLabels.add(key);
    if (net.optionIds.length === 0) {
      throw new NetDefinitionError('NET_OPTIONS_EMPTY', `Net "${label}" has no option`, {
        index,
        label,
      });
    }
    const unknown = net.optionIds.find((id) => !rowOrder.has(id));
    if (unknown !== undefined) {
      throw new NetDefinitionError(
        'NET_OPTION_NOT_IN_ROW',
        `Net "${label}" names an option the row question does not have`,
        { index, label, optionId: unknown },
      );
    }
    const optionIds = [...new Set(net.optionIds)].sort(
      (x, y) => (rowOrder.get(x) as number) - (rowOrder.get(y) as number),
    );
    return { label, optionIds };
  });
}
