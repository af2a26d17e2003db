import { afterEach, describe, expect, it } from 'vitest';
import { clearQuoteDraft, loadQuoteDraft, QUOTE_DRAFT_KEY, saveQuoteDraft } from './quoteDraft';
import { emptyQuoteValues } from './quoteValues';

describe('quote draft', () => {
  afterEach(() => sessionStorage.clear());

  it('starts empty on step 1 when nothing is stored', () => {
    expect(loadQuoteDraft()).toEqual({ values: emptyQuoteValues(), active: 0 });
  });

  it('round-trips the values and the active step through session storage', () => {
    const values = { ...emptyQuoteValues(), organizationName: 'Nimbus Labs', targetStandards: ['GDPR'] };
    values.employeeDistribution.otherVerticals.large = true;
    saveQuoteDraft({ values, active: 2 });
    expect(loadQuoteDraft()).toEqual({ values, active: 2 });
    clearQuoteDraft();
    expect(sessionStorage.getItem(QUOTE_DRAFT_KEY)).toBeNull();
  });

  it('survives damaged or foreign stored data', () => {
    sessionStorage.setItem(QUOTE_DRAFT_KEY, '{not json');
    expect(loadQuoteDraft().active).toBe(0);
    sessionStorage.setItem(
      QUOTE_DRAFT_KEY,
      JSON.stringify({ values: { email: 'a@b.example', targetStandards: 'GDPR', servicesRequired: {} }, active: 9 }),
    );
    const draft = loadQuoteDraft();
    expect(draft.active).toBe(3);
    expect(draft.values.email).toBe('a@b.example');
    expect(draft.values.targetStandards).toEqual([]);
    expect(draft.values.servicesRequired).toEqual([]);
    expect(draft.values.employeeDistribution.nonTechnical).toEqual({ small: false, medium: false, large: false });
  });
});
