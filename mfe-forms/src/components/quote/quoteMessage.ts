import type { RelayFields } from '@site/shared/forms';
import { DISTRIBUTION_CATEGORIES, EMPLOYEE_BANDS } from './quoteOptions';
import type { QuoteValues } from './quoteValues';

const NOT_SPECIFIED = 'Not specified';

const orNotSpecified = (value: string) => value.trim() || NOT_SPECIFIED;
const listOrNotSpecified = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : NOT_SPECIFIED);

/** Multi-line answers (address, process) stay readable: continuation lines are indented under their label. */
function line(label: string, value: string) {
  return `${label}: ${orNotSpecified(value).replace(/\r\n?/g, '\n').split('\n').join('\n  ')}`;
}

/** One line per category with the bands the visitor ticked; categories left blank are omitted. */
function distributionLines(values: QuoteValues): string[] {
  const chosen = DISTRIBUTION_CATEGORIES.flatMap(({ key, label }) => {
    const bands = EMPLOYEE_BANDS.filter((band) => values.employeeDistribution[key][band.key]).map((band) => band.label);
    return bands.length > 0 ? [`- ${label}: ${bands.join(', ')}`] : [];
  });
  return chosen.length > 0 ? ['Employee Distribution:', ...chosen] : [`Employee Distribution: ${NOT_SPECIFIED}`];
}

/**
 * The formatted text block of a quote request, plain text for an e-mail, in four sections: contact
 * info; organization details with each employee category's chosen bands; process info with the
 * standards joined; services and kickstart time.
 */
export function buildQuoteMessage(values: QuoteValues): string {
  const sections = [
    [
      '1. CONTACT INFORMATION',
      line('Organization Name', values.organizationName),
      line('Email', values.email),
      line('Contact Number', values.contactNumber),
      line('Address', values.address),
      line('Decision Maker Details', values.decisionMakerDetails),
    ],
    [
      '2. ORGANIZATION DETAILS',
      line('Number of Branches', values.branches),
      line('Number of Employees', values.employees),
      line('Ongoing Projects', values.ongoingProjects),
      line('Locations', values.locations),
      ...distributionLines(values),
    ],
    [
      '3. PROCESS INFORMATION',
      line('Existing Process', values.existingProcess),
      `Target Standards: ${listOrNotSpecified(values.targetStandards)}`,
    ],
    [
      '4. SERVICE REQUIREMENTS',
      `Services Required: ${listOrNotSpecified(values.servicesRequired)}`,
      line('Kickstart Time', values.kickstartTime),
    ],
  ];
  return ['NEW QUOTE REQUEST', ...sections.map((section) => section.join('\n'))].join('\n\n');
}

/**
 * The relay fields of a quote request: the contact form's call with name = the organization,
 * subject = `Quote Request from {organization}`, phone = the contact number and message = the text
 * block above. `content_type` is an html content-type hint; the relay forwards it as an ordinary field.
 */
export function buildQuotePayload(values: QuoteValues): RelayFields {
  const organization = values.organizationName.trim();
  return {
    name: organization,
    email: values.email.trim(),
    subject: `Quote Request from ${organization}`,
    phone: values.contactNumber.trim(),
    message: buildQuoteMessage(values),
    from_name: 'Website quote wizard',
    content_type: 'text/html',
  };
}
