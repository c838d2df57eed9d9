/** English texts for tests that render the components outside the runner (no catalogue loading). */
import { catalogue } from '../catalogues/en.ts';
import { translator } from '../translator.ts';

export const english = translator(catalogue);
