import { DEFAULT_LENGTH_OF_INTERVIEW } from '@survey/domain/projects/constants';
import type { Fieldwork } from './fieldwork.generated.ts';
import type { FieldworkRow } from './fieldwork.store.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The wire shape of a fieldwork row (spec 1 §3 "Fieldwork"). */
export function presentFieldwork(
  row: FieldworkRow,
  activePresetAudience: string | null = null,
): Fieldwork {
  const loi = row.loi ?? DEFAULT_LENGTH_OF_INTERVIEW;
  return {
    surveyId: row.surveyId,
    locale: { language: row.language, country: row.countryCode },
    panelSupplierCode: row.panelSupplierCode,
    samplesNeeded: { unadjusted: row.samplesNeeded, adjusted: row.samplesAdjusted },
    lengthOfInterview: { unadjusted: loi, adjusted: row.loiAdjusted ?? loi },
    incidenceRate: row.incidenceRate,
    duration: { startDate: iso(row.startDate), endDate: iso(row.endDate) },
    audience: { countryId: row.countryCode },
    activePresetAudience,
    accountMarkup: row.accountMarkup,
    softLaunch: { samplesNeeded: row.softLaunchSamples },
    isConfiguredForSoftLaunch: row.softLaunchSamples > 0,
    createdDate: row.createdAt.toISOString(),
    sinceDate: row.updatedAt.toISOString(),
  };
}
