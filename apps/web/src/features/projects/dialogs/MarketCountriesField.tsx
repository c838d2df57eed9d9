import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { MIN_MARKETS } from '@survey/domain/markets/markets';
import { useMemo } from 'react';
import { CountriesDocument } from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

interface MarketCountriesFieldProps {
  value: string[];
  onChange: (countryCodes: string[]) => void;
  disabled: boolean;
}

/**
 * The markets of a multi-market project: several countries, each once, in the order picked (the
 * first is the lead market, whose language is the questionnaire's). Typing filters; Enter picks;
 * Backspace removes the last.
 */
export function MarketCountriesField({ value, onChange, disabled }: MarketCountriesFieldProps) {
  const { data, loading, error } = useQuery(CountriesDocument, {
    context: serviceContext.fieldwork,
  });
  const options = useMemo(
    () => [...(data?.countries ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  const selected = value.flatMap((code) => options.filter((c) => c.countryCode === code));
  const tooFew = value.length > 0 && value.length < MIN_MARKETS;

  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      onChange={(_, countries) => onChange(countries.map((c) => c.countryCode))}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.countryCode === b.countryCode}
      filterSelectedOptions
      loading={loading}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Countries"
          error={Boolean(error)}
          helperText={
            error
              ? 'The countries could not be loaded.'
              : tooFew
                ? `Choose at least ${MIN_MARKETS} countries.`
                : 'One market per country. The first is the questionnaire’s language.'
          }
        />
      )}
    />
  );
}
