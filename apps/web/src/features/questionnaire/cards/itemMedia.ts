import type { Media, MatrixEntry, QuestionEntry } from '@survey/domain/questionnaire/model';
import type { ImageMedia } from '../../media/index.ts';
import type { Dispatch } from '../store/useQuestionnaireEditor.ts';

/**
 * An item that can carry an image (spec 2 §3: response options and matrix rows carry media;
 * matrix columns have no media command).
 */
export type MediaItem =
  | { kind: 'option'; entry: QuestionEntry; lk: string }
  | { kind: 'row'; entry: MatrixEntry; lk: string };

/** The item's media, or null (also when the item is gone). */
export function itemMediaOf(item: MediaItem): Media | null {
  if (item.kind === 'row') {
    const row = item.entry.entryItem.matrixRows.find((r) => r.questionLk === item.lk);
    return row?.questionMedia ?? null;
  }
  const option = item.entry.entryItem.responseOptions.find((o) => o.responseOptionLk === item.lk);
  return option?.media ?? null;
}

/** Saves the image on the item: the same domain command the server runs. */
export function setItemImage(dispatch: Dispatch, item: MediaItem, image: ImageMedia): void {
  const fields = {
    mediaName: image.mediaName,
    mediaUrl: image.mediaUrl,
    mediaType: image.mediaType,
    renderedMediaUrl: image.renderedMediaUrl,
  };
  if (item.kind === 'option') {
    dispatch('setResponseOptionMedia', {
      questionLk: item.entry.entryItem.questionLk,
      responseOptionLk: item.lk,
      ...fields,
    });
  } else {
    dispatch('setMatrixRowMedia', {
      matrixTitleLk: item.entry.entryItem.matrixTitleLk,
      questionLk: item.lk,
      ...fields,
    });
  }
}

export function removeItemImage(dispatch: Dispatch, item: MediaItem): void {
  if (item.kind === 'option') {
    dispatch('removeResponseOptionMedia', {
      questionLk: item.entry.entryItem.questionLk,
      responseOptionLk: item.lk,
    });
  } else {
    dispatch('removeMatrixRowMedia', {
      matrixTitleLk: item.entry.entryItem.matrixTitleLk,
      questionLk: item.lk,
    });
  }
}
