import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { QUICK_PICK_COUNTRY_CODES } from '@survey/domain/projects/constants';
import { useMemo } from 'react';
import { CountriesDocument, type CountriesQuery } from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

type Country = CountriesQuery['countries'][number];

const QUICK_PICKS = 'Quick picks';
const ALL = 'All countries';

function isQuickPick(code: string): boolean {
  return (QUICK_PICK_COUNTRY_CODES as readonly string[]).includes(code);
}

/** Quick picks (US, GB) first, then every other country by name; each country listed once. */
function ordered(countries: readonly Country[]): Country[] {
  const quick = QUICK_PICK_COUNTRY_CODES.flatMap((code) =>
    countries.filter((c) => c.countryCode === code),
  );
  const rest = countries
    .filter((c) => !isQuickPick(c.countryCode))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...quick, ...rest];
}

interface CountryFieldProps {
  value: string | null;
  onChange: (countryCode: string | null) => void;
  disabled: boolean;
}

/** The country a new survey fields in, from the `countries` query. */
export function CountryField({ value, onChange, disabled }: CountryFieldProps) {
  const { data, loading, error } = useQuery(CountriesDocument, {
    context: serviceContext.fieldwork,
  });
  const options = useMemo(() => ordered(data?.countries ?? []), [data]);
  const selected = options.find((c) => c.countryCode === value) ?? null;

  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, country) => onChange(country?.countryCode ?? null)}
      groupBy={(c) => (isQuickPick(c.countryCode) ? QUICK_PICKS : ALL)}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.countryCode === b.countryCode}
      loading={loading}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          error={Boolean(error)}
          helperText={error ? 'The countries could not be loaded.' : undefined}
        />
      )}
    />
  );
}
