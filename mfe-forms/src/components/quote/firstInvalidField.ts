export type ValidatableField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface InvalidField {
  step: number;
  element: ValidatableField;
}

/**
 * The first field, walking the steps in order, that the browser's own constraint validation
 * rejects (required, type="email", min...). Panels of other steps are only hidden, not unmounted,
 * so their fields still carry their validity. `validity.valid` is read rather than
 * `checkValidity()` so no `invalid` events fire for fields the visitor is not looking at.
 */
export function firstInvalidField(panels: readonly (HTMLElement | null)[]): InvalidField | null {
  for (const [step, panel] of panels.entries()) {
    if (!panel) continue;
    for (const element of panel.querySelectorAll<ValidatableField>('input, textarea, select')) {
      if (element.willValidate && !element.validity.valid) return { step, element };
    }
  }
  return null;
}
