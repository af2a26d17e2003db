import { mergeDefaults } from '@site/shared/content';
import { QUOTE_STEPS } from './quoteOptions';
import { emptyQuoteValues, type QuoteValues } from './quoteValues';

/** Session storage: the draft survives a reload or a failed send in this tab, and is gone with the tab. */
export const QUOTE_DRAFT_KEY = 'quote-wizard-draft';

export interface QuoteDraft {
  values: QuoteValues;
  active: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked by privacy settings; the wizard then works without a draft.
    return null;
  }
}

const clampStep = (step: unknown) =>
  typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), QUOTE_STEPS.length - 1) : 0;

/** A stored draft merged over empty values, so a draft from an older field set still loads. */
export function loadQuoteDraft(): QuoteDraft {
  const empty = { values: emptyQuoteValues(), active: 0 };
  const raw = storage()?.getItem(QUOTE_DRAFT_KEY);
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(raw) as Partial<QuoteDraft>;
    const values = mergeDefaults(empty.values, parsed.values);
    // Lists and flags must keep their types, whatever the stored text held.
    if (!Array.isArray(values.targetStandards)) values.targetStandards = [];
    if (!Array.isArray(values.servicesRequired)) values.servicesRequired = [];
    return { values, active: clampStep(parsed.active) };
  } catch {
    return empty;
  }
}

export function saveQuoteDraft(draft: QuoteDraft) {
  try {
    storage()?.setItem(QUOTE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Quota or blocked storage: keep working, only the reload safety net is lost.
  }
}

export function clearQuoteDraft() {
  try {
    storage()?.removeItem(QUOTE_DRAFT_KEY);
  } catch {
    // See saveQuoteDraft.
  }
}
