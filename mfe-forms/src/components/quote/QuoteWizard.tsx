import { Button, Group, Text, Title } from '@mantine/core';
import { Stepper } from '@mantine/core/forms';
import { createSubmissionAttempts, sendToRelay } from '@site/shared/forms';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formMessages } from '../../content/defaults';
import { ResultMessage, type FormResult } from '../common/ResultMessage';
import { useFormValues } from '../common/useFormValues';
import { useKeepTypedValues } from '../common/useKeepTypedValues';
import { firstInvalidField, type ValidatableField } from './firstInvalidField';
import { clearQuoteDraft, loadQuoteDraft, saveQuoteDraft } from './quoteDraft';
import { QUOTE_STEPS } from './quoteOptions';
import { emptyQuoteValues, type QuoteValues } from './quoteValues';
import { ContactInfoStep } from './steps/ContactInfoStep';
import { OrganizationStep } from './steps/OrganizationStep';
import { ProcessStep } from './steps/ProcessStep';
import { ServiceStep } from './steps/ServiceStep';
import classes from './QuoteWizard.module.css';

const LAST_STEP = QUOTE_STEPS.length - 1;
const STEP_CONTENT = [ContactInfoStep, OrganizationStep, ProcessStep, ServiceStep];
const EMPTY_DRAFT = JSON.stringify(emptyQuoteValues());

/**
 * The quote as the relay carries it. Its builder is needed only when a visitor sends: asked for then,
 * in the relay client's file (one request). Undefined when the file cannot be loaded: a failed send.
 */
const quotePayload = (values: QuoteValues) =>
  import(/* webpackChunkName: "relay-client" */ './quoteMessage').then(
    ({ buildQuotePayload }) => buildQuotePayload(values),
    () => undefined,
  );

/** What to focus once a step has rendered: its heading (step change) or a field the browser rejected. */
type FocusRequest = { step: number; target: 'heading' } | { step: number; target: ValidatableField };

/**
 * The four-step quote wizard. Next is never gated by validation (a visitor may look ahead), so
 * Submit walks every step and sends the visitor to the first field the browser's own validation
 * rejects. The draft (values and step) lives in session storage until it is sent, so a reload or a
 * failed send loses nothing.
 */
export function QuoteWizard() {
  const [draft] = useState(loadQuoteDraft);
  const form = useFormValues<QuoteValues>(draft.values);
  const [active, setActive] = useState(draft.active);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  // Submitting the same request again after a failure reuses its key: stored once if the first got through.
  const [attempts] = useState(createSubmissionAttempts);
  const formRef = useRef<HTMLFormElement>(null);
  // Text typed into the server's HTML before hydration stays and is sent.
  useKeepTypedValues(formRef, form);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);

  const values = form.values;
  useEffect(() => {
    if (active === 0 && JSON.stringify(values) === EMPTY_DRAFT) clearQuoteDraft();
    else saveQuoteDraft({ values, active });
  }, [values, active]);

  // Runs after the requested step is visible: a hidden field can be neither focused nor reported.
  useEffect(() => {
    if (!focusRequest || focusRequest.step !== active) return;
    if (focusRequest.target === 'heading') {
      headings.current[active]?.focus();
    } else {
      // Centred, so the field and the browser's message are not hidden under the fixed navbar.
      focusRequest.target.scrollIntoView?.({ block: 'center' });
      focusRequest.target.focus({ preventScroll: true });
      focusRequest.target.reportValidity();
    }
  }, [focusRequest, active]);

  const goTo = (step: number) => {
    setActive(step);
    setFocusRequest({ step, target: 'heading' });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active !== LAST_STEP || submitting) return;
    const invalid = firstInvalidField(panels.current);
    if (invalid) {
      setActive(invalid.step);
      setFocusRequest({ step: invalid.step, target: invalid.element });
      return;
    }
    setSubmitting(true);
    setResult(null);
    const payload = await quotePayload(form.getValues());
    const outcome = payload ? await sendToRelay(payload, { idempotencyKey: attempts.keyFor(payload) }) : { status: 'failed' as const };
    setSubmitting(false);
    if (outcome.status === 'sent') {
      attempts.sent();
      form.setValues(emptyQuoteValues());
      clearQuoteDraft();
      goTo(0);
      setResult({ kind: 'success', text: formMessages.quoteSuccess });
    } else {
      setResult({ kind: 'error', text: formMessages.quoteFailure });
    }
  };

  return (
    <form ref={formRef} noValidate aria-label="Quote request" onSubmit={handleSubmit}>
      {/* Two layouts chosen by CSS, not by a media query in script: the server's HTML already has the
          right one for the screen, so nothing moves when the page hydrates on a phone. */}
      {(['horizontal', 'vertical'] as const).map((orientation) => (
        <Stepper
          key={orientation}
          active={active}
          onStepClick={setActive}
          size="sm"
          orientation={orientation}
          className={classes.stepper}
          {...(orientation === 'horizontal' ? { visibleFrom: 'sm' } : { hiddenFrom: 'sm' })}
        >
          {QUOTE_STEPS.map((step) => (
            <Stepper.Step key={step.label} label={step.label} />
          ))}
        </Stepper>
      ))}

      {STEP_CONTENT.map((StepContent, index) => (
        // Inactive steps stay mounted (hidden) so Submit can check their fields' validity.
        <div
          key={QUOTE_STEPS[index].label}
          hidden={index !== active}
          ref={(node) => {
            panels.current[index] = node;
          }}
          className={classes.panel}
        >
          <Text size="sm" c="dimmed" fw={500}>
            Step {index + 1} of {QUOTE_STEPS.length}
          </Text>
          <Title
            order={2}
            tabIndex={-1}
            ref={(node) => {
              headings.current[index] = node;
            }}
            className={classes.stepTitle}
          >
            {QUOTE_STEPS[index].label}
          </Title>
          <StepContent form={form} />
        </div>
      ))}

      <div className={classes.result}>
        <ResultMessage result={result} />
      </div>

      <Group justify="space-between" mt="xl" className={classes.actions}>
        <Button
          type="button"
          variant="default"
          disabled={active === 0}
          onClick={() => goTo(active - 1)}
          leftSection={<ChevronLeft aria-hidden size={18} />}
        >
          Previous
        </Button>
        {/* Distinct keys: the Next button must never turn into the submit button under the click. */}
        {active < LAST_STEP ? (
          <Button key="next" type="button" onClick={() => goTo(active + 1)} rightSection={<ChevronRight aria-hidden size={18} />}>
            Next
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={submitting} rightSection={<Send aria-hidden size={18} />}>
            {submitting ? 'Submitting...' : 'Submit Quote Request'}
          </Button>
        )}
      </Group>
    </form>
  );
}
