/**
 * English at once, for hosts that render before any catalogue could load (the dashboard's preview
 * of an English survey, server-side renders in tests). The runner never imports it: it would put
 * English into the runner's initial JavaScript.
 */
import { catalogue } from './catalogues/en.ts';
import { translator } from './translator.ts';

export const english = translator(catalogue);
