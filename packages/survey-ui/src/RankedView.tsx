import { shownLabel } from './shownLabel.ts';
import type { RankedAnswer } from '@survey/domain/respondent/answers';
import { rankMove, rankRemove, rankSelect } from '@survey/domain/respondent/answers';
import type { RespondentOption } from '@survey/domain/respondent/respondentItems';
import { useId, useState, type KeyboardEvent } from 'react';
import { useMessages } from './i18n/MessagesContext.tsx';
import { MediaView, TEXT_TILE } from './MediaView.tsx';
import { usePointerReorder } from './usePointerReorder.ts';

interface RankedViewProps {
  options: RespondentOption[];
  /** 'Top n ranked' (0: all ranked). */
  top: number;
  answer: RankedAnswer;
  onAnswer: (answer: RankedAnswer) => void;
}

/**
 * Ranking by taps: tap an option to rank it next, drag a ranked one (or use the arrow keys on
 * its handle) to reorder, tap a ranked one to remove it. Moves are announced to screen readers.
 */
export function RankedView({ options: given, top, answer, onAnswer }: RankedViewProps) {
  const t = useMessages();
  const options = given.map((o, i) => ({
    ...o,
    label: shownLabel(o.label, i, 'blankOption', t),
  }));
  const ids = useId();
  const [announcement, setAnnouncement] = useState('');
  const byId = new Map(options.map((o) => [o.id, o]));
  const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.id));
  const rankable = options.length - exclusive.size;
  const max = top > 0 ? Math.min(top, rankable) : 0;
  const ranking = answer.ranking.filter((id) => byId.has(id));
  const unranked = options.filter((o) => !ranking.includes(o.id));
  const full = max > 0 && ranking.filter((id) => !exclusive.has(id)).length >= max;
  // Pictures to rank ("rank these pack designs"): the options to tap are tiles, as in image choice.
  const tiles = options.some((o) => o.media !== null);

  const move = (from: number, to: number) => {
    const next = rankMove(ranking, from, to);
    onAnswer({ kind: 'ranked', ranking: next });
    const moved = byId.get(next[Math.max(0, Math.min(next.length - 1, to))] ?? '');
    if (moved)
      setAnnouncement(
        t.text('movedTo', { label: moved.label, position: next.indexOf(moved.id) + 1 }),
      );
  };
  const reorder = usePointerReorder(move);
  const handleKey = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const delta = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    if (index + delta >= 0 && index + delta < ranking.length) move(index, index + delta);
  };

  return (
    <div className="sui-ranked">
      {ranking.length > 0 && (
        <>
          <p className="sui-ranked-hint" id={`${ids}-reorder`}>
            {t.text('dragToReorder')}
          </p>
          <ol className="sui-ranking" aria-describedby={`${ids}-reorder`}>
            {ranking.map((id, index) => {
              const option = byId.get(id);
              if (!option) return null;
              const dragged = reorder.dragging?.index === index;
              return (
                <li
                  key={id}
                  className={dragged ? 'sui-ranked-item sui-dragging' : 'sui-ranked-item'}
                  style={
                    dragged
                      ? { transform: `translateY(${reorder.dragging?.offset ?? 0}px)` }
                      : undefined
                  }
                >
                  <button
                    type="button"
                    className="sui-handle"
                    aria-label={t.text('reorderItem', {
                      label: option.label,
                      rank: index + 1,
                      count: ranking.length,
                    })}
                    aria-keyshortcuts="ArrowUp ArrowDown"
                    onKeyDown={handleKey(index)}
                    {...reorder.handleProps(index)}
                  >
                    <span aria-hidden="true">{t.number(index + 1)}</span>
                  </button>
                  {option.media !== null && <MediaView media={option.media} size="thumbnail" />}
                  <span className="sui-ranked-label">{option.label}</span>
                  <button
                    type="button"
                    className="sui-remove"
                    aria-label={t.text('removeItem', { label: option.label })}
                    onClick={() => onAnswer({ kind: 'ranked', ranking: rankRemove(ranking, id) })}
                  >
                    {t.text('tapToRemove')}
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
      {unranked.length > 0 && (
        <p className="sui-instruction sui-ranked-hint" id={`${ids}-select`}>
          {t.text('tapToSelect')}
        </p>
      )}
      {unranked.length > 0 && (
        <ul
          className={tiles ? 'sui-options sui-unranked sui-tiles' : 'sui-options sui-unranked'}
          aria-describedby={`${ids}-select`}
        >
          {unranked.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className="sui-option sui-rank-pick"
                disabled={full && !option.exclusive}
                // Named by the text alone: the picture's alt text repeats it.
                aria-labelledby={`${ids}-${option.id}`}
                onClick={() =>
                  onAnswer({
                    kind: 'ranked',
                    ranking: rankSelect(ranking, option.id, max, exclusive),
                  })
                }
              >
                {option.media !== null && (
                  <MediaView media={option.media} size="tile" alt={option.label} />
                )}
                <span
                  id={`${ids}-${option.id}`}
                  className={tiles && option.media === null ? TEXT_TILE : undefined}
                >
                  {option.label}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sui-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
