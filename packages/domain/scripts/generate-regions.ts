/**
 * Regenerates src/audience/catalogue/regions.data.ts from the pinned `iso-3166` package. Prints the
 * module; the npm script writes it and formats it with prettier (no file access here).
 * Run: npm run regions:generate -w packages/domain
 */
import { iso31662 } from 'iso-3166';
import pkg from 'iso-3166/package.json' with { type: 'json' };
import { firstLevelRegions, renderRegionsModule } from '../src/audience/catalogue/regionSource.ts';
import { COUNTRIES } from '../src/projects/countries.ts';

const codes = COUNTRIES.map((c) => c.countryCode);
process.stdout.write(renderRegionsModule(firstLevelRegions(iso31662, codes), pkg.version));
