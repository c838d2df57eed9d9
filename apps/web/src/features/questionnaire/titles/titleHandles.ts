/**
 * The title editors on screen, by card key, so that the card kebab's 'Pipe into question title'
 * reaches the title of the same card (they are siblings inside the card).
 */
export interface TitleHandle {
  /** Inserts a pipe at the caret (or at the end when the title was not edited) and saves. */
  insertPipe: (questionLk: string) => void;
}

const handles = new Map<string, TitleHandle>();

/** Registers the title of card `key`; returns the unregistration. */
export function registerTitle(key: string, handle: TitleHandle): () => void {
  handles.set(key, handle);
  return () => {
    if (handles.get(key) === handle) handles.delete(key);
  };
}

/** Inserts a pipe into the title of card `key`; false when that title is not on screen. */
export function insertPipeInTitle(key: string, questionLk: string): boolean {
  const handle = handles.get(key);
  handle?.insertPipe(questionLk);
  return handle !== undefined;
}
