import { applyAudienceCommand } from '@survey/domain/audience/registry';
import { createDraftAudience } from '@survey/domain/audience/factories';
import { describe, expect, it } from 'vitest';
import { withPendingChanges } from './audienceCommands.ts';
import { toDomainAudience, toWireAudience } from './audienceWire.ts';

const ctx = {
  newId: (() => {
    let n = 0;
    return () => `id-${String(++n)}`;
  })(),
  now: '2026-01-01T00:00:00.000Z',
};

function sampleAudience() {
  let a = createDraftAudience('00000000-0000-4000-8000-000000000001', 'GB');
  a = applyAudienceCommand(
    'setStandardCriterion',
    a,
    { position: 0, audienceCriterionCode: 'gender' },
    ctx,
  );
  a = applyAudienceCommand('setStandardQuotas', a, { audienceCriterionCode: 'gender' }, ctx);
  a = applyAudienceCommand('addCustomCriterion', a, { position: 1, text: 'Do you drive?' }, ctx);
  return a;
}

describe('the wire shape of the draft audience', () => {
  it('comes back to the same domain document, so browser and server apply commands to the same thing', () => {
    const a = sampleAudience();
    const wire = toWireAudience(a, { version: 3, activePresetAudience: 'Custom' });
    expect(toDomainAudience(wire)).toEqual(a);
  });

  it('carries the validation the server would compute (a blank screening question is invalid)', () => {
    const wire = toWireAudience(sampleAudience(), { version: 1, activePresetAudience: 'Custom' });
    expect(wire.isValid).toBe(false);
    expect(wire.criteriaUsed).toBe(2);
    expect(wire.validationErrors.map((e) => e.message)).toContain(
      "You can't leave a response option blank",
    );
  });
});

describe('changes the server has not answered yet', () => {
  it('show on top of the server audience in order', () => {
    const server = createDraftAudience('00000000-0000-4000-8000-000000000001', 'GB');
    const shown = withPendingChanges(server, [
      { name: 'setStandardCriterion', args: { position: 0, audienceCriterionCode: 'age' } },
      { name: 'setStandardQuotas', args: { audienceCriterionCode: 'age' } },
    ]);
    const age = shown.members[0];
    expect(age?.memberType === 'Standard' && age.memberItem.criterion.code).toBe('age');
    expect(
      age?.memberType === 'Standard' &&
        age.memberItem.standardCriterionOptions.every((o) => o.quota !== null),
    ).toBe(true);
  });

  it('skip a change the rules refuse and keep the later ones', () => {
    const server = createDraftAudience('00000000-0000-4000-8000-000000000001', 'GB');
    const shown = withPendingChanges(server, [
      { name: 'setStandardCriterion', args: { position: 0, audienceCriterionCode: 'no_such' } },
      { name: 'setStandardCriterion', args: { position: 0, audienceCriterionCode: 'gender' } },
    ]);
    expect(shown.members).toHaveLength(1);
  });

  it('apply a preset from the same catalogue as the server', () => {
    const server = createDraftAudience('00000000-0000-4000-8000-000000000001', 'GB');
    const shown = withPendingChanges(server, [
      { name: 'presetAudience', args: { name: 'Nationally representative' } },
    ]);
    expect(shown.members.length).toBeGreaterThanOrEqual(3);
  });
});
