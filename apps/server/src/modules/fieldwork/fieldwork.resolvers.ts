import type { AudienceCommandName } from '@survey/domain/audience/registry';
import { presetAudiencesFor } from '@survey/domain/audience/presets/presets';
import { categories, searchCategories } from '@survey/domain/audience/catalogue/query';
import type { Executor } from '../../db/database.ts';
import type { GraphQLContext } from '../../platform/graphqlContext.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import type { PanelSupplier } from '../panel/panelSupplier.ts';
import { AUDIENCE_MUTATIONS } from './audience.schemas.ts';
import { getCostQuote, getFeasibilityEstimate, type DraftOfSurvey } from './costQuote.service.ts';
import { AudienceCache } from './draftAudienceCache.ts';
import { customCriteriaOf, presentDraftAudience } from './draftAudience.presenter.ts';
import { applyAudienceMutation, getDraftAudience } from './draftAudience.service.ts';
import type { MutationResolvers, Resolvers, ResolversParentTypes } from './fieldwork.generated.ts';
import { presentFieldwork } from './fieldwork.presenter.ts';
import { fieldworkAudienceOf } from './fieldworkAudience.ts';
import {
  AddFieldworkInput,
  CategoriesInput,
  CostQuoteInput,
  CountryCodeInput,
  FeasibilityInput,
  SearchCategoriesInput,
  SurveyIdInput,
  UpdateFieldworkInput,
} from './fieldwork.schemas.ts';
import {
  addFieldwork,
  getFieldwork,
  listCountries,
  updateFieldwork,
  type Relocalise,
} from './fieldwork.service.ts';
import { findDraftAudience } from './draftAudience.store.ts';
import { unknownCountry } from './fieldwork.errors.ts';
import { findCountry } from '@survey/domain/projects/countries';

/**
 * Audiences held, the most recently edited: ~17 KB of JSON at 10 criteria, a few times that as
 * objects, so about 50 MB when full; enough for the audiences being edited at one time.
 */
const AUDIENCE_CACHE_SIZE = 500;

type Ctx = Tracking & {
  db: Executor;
  clock: Clock;
  panel: PanelSupplier;
  relocalise?: Relocalise;
  draftOf?: DraftOfSurvey;
};

/** The schema's audience mutations are exactly the domain registry's (compile-time, both ways). */
type SchemaAudienceMutation = Exclude<keyof MutationResolvers, 'addFieldwork' | 'updateFieldwork'>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMutations: Same<SchemaAudienceMutation, AudienceCommandName> = true;
void sameMutations;

type AudienceResolver = (
  parent: unknown,
  args: object,
  context: GraphQLContext,
) => Promise<ResolversParentTypes['AudienceChange'] & { position?: number }>;

/** One resolver per audience mutation: viewer -> the shared pipeline -> the change. */
function audienceResolver(
  ctx: Ctx & { audiences: AudienceCache },
  name: AudienceCommandName,
): AudienceResolver {
  return async (_parent, args, { viewer }) => {
    const outcome = await applyAudienceMutation(ctx, await viewer(), name, { ...args });
    const draftAudience = presentDraftAudience(outcome.row, ctx.panel);
    const member = outcome.row.document.members.find((m) => m.number === outcome.number);
    return { number: outcome.number, position: member?.position ?? -1, draftAudience };
  };
}

/** The fieldwork GraphQL service: parse -> viewer -> service -> present. */
export function fieldworkResolvers(ctx: Ctx): Resolvers {
  // One per app (this service): the audiences its mutations wrote last (draftAudienceCache.ts).
  const audiences = new AudienceCache(AUDIENCE_CACHE_SIZE);
  const Mutation = Object.fromEntries(
    AUDIENCE_MUTATIONS.map((name) => [name, audienceResolver({ ...ctx, audiences }, name)]),
  ) as Pick<MutationResolvers, AudienceCommandName>;
  const audienceOf = async (args: object, viewer: GraphQLContext['viewer']) => {
    const { surveyId } = parseInput(SurveyIdInput, args);
    return getDraftAudience(ctx, await viewer(), surveyId);
  };
  return {
    Query: {
      countries: async (_p, _a, { viewer }) => {
        await viewer();
        return listCountries().map((c) => ({ ...c, locale: { ...c.locale } }));
      },
      fieldwork: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        const row = await getFieldwork(ctx, await viewer(), surveyId);
        if (!row) return null;
        const audience = await findDraftAudience(ctx.db, surveyId);
        return presentFieldwork(row, audience?.activePreset ?? null);
      },
      draftAudience: async (_p, args, { viewer }) =>
        presentDraftAudience(await audienceOf(args, viewer), ctx.panel),
      fieldworkAudience: async (_p, args, { viewer }) =>
        fieldworkAudienceOf((await audienceOf(args, viewer)).document),
      customCriteria: async (_p, args, { viewer }) =>
        customCriteriaOf((await audienceOf(args, viewer)).document),
      categories: async (_p, args, { viewer }) => {
        const input = parseInput(CategoriesInput, args);
        const row = await getDraftAudience(ctx, await viewer(), input.surveyId);
        return categories(row.document, input.expandedCategories);
      },
      searchCategories: async (_p, args, { viewer }) => {
        const input = parseInput(SearchCategoriesInput, args);
        const row = await getDraftAudience(ctx, await viewer(), input.surveyId);
        return searchCategories(row.document, input.searchCriteria);
      },
      presetAudiences: async (_p, args, { viewer }) => {
        await viewer();
        const { countryCode } = parseInput(CountryCodeInput, args);
        if (!findCountry(countryCode)) throw unknownCountry();
        return presetAudiencesFor(countryCode);
      },
      getCostQuote: async (_p, args, { viewer }) => {
        const input = parseInput(CostQuoteInput, args);
        const loi = input.lengthOfInterview ?? input.loi;
        // getCostQuote reads the draft only once the survey is known to be the viewer's.
        const purchase = input.purchase
          ? { draft: async () => ctx.draftOf?.(input.surveyId) }
          : undefined;
        return getCostQuote(ctx, await viewer(), input.surveyId, loi, purchase);
      },
      getFeasibilityEstimate: async (_p, args, { viewer }) => {
        const input = parseInput(FeasibilityInput, args);
        return getFeasibilityEstimate(ctx, await viewer(), input.surveyId, input.loi);
      },
    },
    Mutation: {
      ...Mutation,
      addFieldwork: async (_p, args, { viewer }) => {
        const input = parseInput(AddFieldworkInput, args);
        return presentFieldwork(await addFieldwork(ctx, await viewer(), input), 'Custom');
      },
      updateFieldwork: async (_p, args, { viewer }) => {
        const input = parseInput(UpdateFieldworkInput, args);
        const row = await updateFieldwork(ctx, await viewer(), input);
        const audience = await findDraftAudience(ctx.db, input.surveyId);
        return presentFieldwork(row, audience?.activePreset ?? null);
      },
    },
    AudienceMemberItem: {
      __resolveType: (item) => ('criterion' in item ? 'StandardCriterion' : 'CustomCriterion'),
    },
  };
}
