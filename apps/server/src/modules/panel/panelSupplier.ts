import type { DraftAudience } from '@survey/domain/audience/model';
import { countAudience } from './audienceCount.ts';
import { estimateFeasibility, type FeasibilityEstimate } from './feasibility.ts';
import { generatePopulation, populationSize, type Population } from './population.ts';

export interface AudienceSummary {
  /** Panel members in the country. */
  populationSize: number;
  /** Members who pass the targeting. */
  targetedMembers: number;
  /** Percent of members expected to qualify (targeting and screening). */
  incidenceRate: number;
}

/**
 * What the product needs from a panel supplier. The simulated panel implements it; a real
 * supplier's adapter would too.
 */
export interface PanelSupplier {
  /** Percent (0..100) of the country's panel that qualifies for the audience. */
  incidence(audience: DraftAudience): number;
  feasibility(audience: DraftAudience, completes: number, loi: number): FeasibilityEstimate;
  audienceSummary(audience: DraftAudience): AudienceSummary;
}

/**
 * The simulated panel: a synthetic population per country, generated on first use from a seed of
 * the country code and kept in memory (about 50 bytes per member).
 */
export class SimulatedPanel implements PanelSupplier {
  private readonly populations = new Map<string, Population>();

  /** `size`: members per country (every country) instead of the defaults. */
  constructor(private readonly size?: number) {}

  population(countryCode: string): Population {
    let p = this.populations.get(countryCode);
    if (!p) {
      p = generatePopulation(countryCode, populationSize(countryCode, this.size));
      this.populations.set(countryCode, p);
    }
    return p;
  }

  incidence(audience: DraftAudience): number {
    return countAudience(this.population(audience.countryCode), audience).incidenceRate;
  }

  feasibility(audience: DraftAudience, completes: number, loi: number): FeasibilityEstimate {
    const count = countAudience(this.population(audience.countryCode), audience);
    return estimateFeasibility(audience, count, completes, loi);
  }

  audienceSummary(audience: DraftAudience): AudienceSummary {
    const count = countAudience(this.population(audience.countryCode), audience);
    return {
      populationSize: count.size,
      targetedMembers: count.targeted,
      incidenceRate: count.incidenceRate,
    };
  }
}
