import type { Entry, Media } from '@survey/domain/questionnaire/model';
import type { CardMedia } from '../../media/index.ts';
import type { Dispatch } from '../store/useQuestionnaireEditor.ts';

/** The card-level media (spec 2 §2: basic, free text and text card only), or undefined. */
export type MediaCard =
  | { kind: 'question'; questionLk: string; media: CardMedia | null }
  | { kind: 'textCard'; textCardLk: string; media: CardMedia | null };

export function mediaCardOf(entry: Entry): MediaCard | undefined {
  if (entry.entryType === 'question') {
    const item = entry.entryItem;
    if (item.questionTypeCode !== 'Basic' && item.questionTypeCode !== 'FreeText') return undefined;
    return {
      kind: 'question',
      questionLk: item.questionLk,
      media: asCardMedia(item.questionMedia),
    };
  }
  if (entry.entryType === 'textCard') {
    const item = entry.entryItem;
    return {
      kind: 'textCard',
      textCardLk: item.textCardLk,
      media: asCardMedia(item.questionMedia),
    };
  }
  return undefined;
}

function asCardMedia(media: Media | null): CardMedia | null {
  if (!media) return null;
  return media.mediaType === 'image'
    ? { ...media, mediaType: 'image', renderedMediaUrl: media.renderedMediaUrl ?? media.mediaUrl }
    : { ...media, mediaType: 'video', renderedMediaUrl: null };
}

/** Saves media on the card: the same domain command the server runs. */
export function setCardMedia(dispatch: Dispatch, card: MediaCard, media: CardMedia): void {
  const fields = {
    mediaName: media.mediaName,
    mediaUrl: media.mediaUrl,
    mediaType: media.mediaType,
    renderedMediaUrl: media.mediaType === 'image' ? media.renderedMediaUrl : undefined,
  };
  if (card.kind === 'question')
    dispatch('setQuestionMedia', { questionLk: card.questionLk, ...fields });
  else dispatch('setTextCardMedia', { textCardLk: card.textCardLk, ...fields });
}

export function removeCardMedia(dispatch: Dispatch, card: MediaCard): void {
  if (card.kind === 'question') dispatch('removeQuestionMedia', { questionLk: card.questionLk });
  else dispatch('removeTextCardMedia', { textCardLk: card.textCardLk });
}
