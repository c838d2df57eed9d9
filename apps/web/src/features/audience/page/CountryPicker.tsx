import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { QUICK_PICK_COUNTRY_CODES } from '@survey/domain/projects/constants';
import { useMemo } from 'react';
import {
  AudienceCountriesDocument,
  DraftAudienceDocument,
  UpdateAudienceFieldworkDocument,
  type AudienceCountriesQuery,
} from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useUserAction } from '../../projects/index.ts';
import { AUDIENCE_DEPENDENT_QUERIES } from '../audienceStore.ts';

type Country = AudienceCountriesQuery['countries'][number];
const isQuickPick = (code: string) =>
  (QUICK_PICK_COUNTRY_CODES as readonly string[]).includes(code);

/** Quick picks (US, GB) first, then the rest by name. */
function ordered(countries: readonly Country[]): Country[] {
  const quick = QUICK_PICK_COUNTRY_CODES.flatMap((code) =>
    countries.filter((c) => c.countryCode === code),
  );
  const rest = countries
    .filter((c) => !isQuickPick(c.countryCode))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...quick, ...rest];
}

/**
 * The fieldwork country. Changing it makes the server relocalise the questionnaire and start the
 * fieldwork and audience over in the new country (spec 2 §4), so everything audience-related reloads.
 */
export function CountryPicker({
  surveyId,
  countryCode,
}: {
  surveyId: string;
  countryCode: string;
}) {
  const { data, loading, error } = useQuery(AudienceCountriesDocument, {
    context: serviceContext.fieldwork,
  });
  const [updateFieldwork] = useMutation(UpdateAudienceFieldworkDocument, {
    context: serviceContext.fieldwork,
    refetchQueries: [DraftAudienceDocument, 'PresetAudiences', ...AUDIENCE_DEPENDENT_QUERIES],
    awaitRefetchQueries: true,
  });
  const { busy, run } = useUserAction('The country could not be changed. Please try again.');
  const options = useMemo(() => ordered(data?.countries ?? []), [data]);
  const selected = options.find((c) => c.countryCode === countryCode) ?? null;
  if (error) throw error;
  return (
    <Autocomplete
      options={options}
      value={selected}
      disableClearable={selected !== null}
      onChange={(_, country) => {
        if (!country || country.countryCode === countryCode) return;
        void run(() =>
          updateFieldwork({ variables: { surveyId, countryCode: country.countryCode } }),
        );
      }}
      groupBy={(c) => (isQuickPick(c.countryCode) ? 'Quick picks' : 'All countries')}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.countryCode === b.countryCode}
      loading={loading || busy}
      disabled={busy}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
      renderInput={(params) => <TextField {...params} label="Country" />}
    />
  );
}
