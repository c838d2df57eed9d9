import TextField from '@mui/material/TextField';
import { findCountry } from '@survey/domain/projects/countries';

/** Shown under a market's country: why it cannot be picked here. */
export const MARKET_COUNTRY_NOTE =
  "Each market's country is fixed. Its respondents answer in that country's language.";

/**
 * A market's country, read only (issue 37 §3): the market was created for it, the server refuses a
 * change (MARKET_COUNTRY_FIXED), and the other markets are one tab away.
 */
export function MarketCountry({ countryCode }: { countryCode: string }) {
  const name = findCountry(countryCode)?.name ?? countryCode;
  return (
    <TextField
      label="Country"
      value={name}
      helperText={MARKET_COUNTRY_NOTE}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
