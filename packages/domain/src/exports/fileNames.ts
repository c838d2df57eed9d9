/**
 * Every exported file is named after its project (spec 3 §7 "Client-side files"; the raw-data
 * files too): one rule for the browser's office files and the server's raw-data files.
 */
const MAX_PROJECT_CHARS = 120;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const INVALID = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * The project name as a file-name stem every common file system accepts: characters they refuse
 * become '_', spaces fold, at most 120 characters, no trailing dots or spaces; 'Survey' when
 * nothing is left.
 */
export function fileNameStem(projectName: string): string {
  const cleaned = projectName.normalize('NFC').replace(INVALID, '_').replace(/\s+/g, ' ').trim();
  const capped = Array.from(cleaned).slice(0, MAX_PROJECT_CHARS).join('');
  const stem = capped.replace(/[. ]+$/, '');
  return stem === '' || /^_+$/.test(stem) ? 'Survey' : stem;
}
