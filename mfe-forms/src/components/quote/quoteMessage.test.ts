import { describe, expect, it } from 'vitest';
import { buildQuoteMessage, buildQuotePayload } from './quoteMessage';
import { emptyQuoteValues, type QuoteValues } from './quoteValues';

function fullRequest(): QuoteValues {
  const values = emptyQuoteValues();
  return {
    ...values,
    email: 'priya.rao@nimbuslabs.example',
    organizationName: 'Nimbus Labs Pvt Ltd',
    contactNumber: '+91 98765 43210',
    address: 'Level 5, Orion Tech Park\nGachibowli, Hyderabad 500032',
    decisionMakerDetails: 'Priya Rao, VP Delivery, +91 98765 43210, priya.rao@nimbuslabs.example',
    branches: '3',
    employees: '420',
    ongoingProjects: '12',
    locations: 'Hyderabad, Pune, Austin',
    employeeDistribution: {
      ...values.employeeDistribution,
      softwareServices: { small: false, medium: true, large: false },
      softwareDevelopment: { small: true, medium: false, large: true },
      nonTechnical: { small: true, medium: false, large: false },
    },
    existingProcess: 'ISO 9001 certified since 2019; agile delivery with Jira.',
    targetStandards: ['CMMI DEV', 'ISO 27001', 'SOC 1 & SOC 2'],
    servicesRequired: ['Appraisal/Certification', 'Trainings'],
    kickstartTime: '< 30 Days',
  };
}

function minimalRequest(): QuoteValues {
  return {
    ...emptyQuoteValues(),
    email: 'ops@smallco.example',
    organizationName: 'SmallCo',
    contactNumber: '040 1234 5678',
    address: 'Madhapur, Hyderabad',
    decisionMakerDetails: 'Ravi Kumar, CEO',
    branches: '1',
    kickstartTime: '> 30 Days',
  };
}

describe('buildQuoteMessage', () => {
  it('writes all four sections of a fully filled request', () => {
    expect(buildQuoteMessage(fullRequest())).toMatchInlineSnapshot(`
      "NEW QUOTE REQUEST

      1. CONTACT INFORMATION
      Organization Name: Nimbus Labs Pvt Ltd
      Email: priya.rao@nimbuslabs.example
      Contact Number: +91 98765 43210
      Address: Level 5, Orion Tech Park
        Gachibowli, Hyderabad 500032
      Decision Maker Details: Priya Rao, VP Delivery, +91 98765 43210, priya.rao@nimbuslabs.example

      2. ORGANIZATION DETAILS
      Number of Branches: 3
      Number of Employees: 420
      Ongoing Projects: 12
      Locations: Hyderabad, Pune, Austin
      Employee Distribution:
      - Software Services: Medium (51-500)
      - Software Development: Small (0-50), Large (501+)
      - Non-Technical: Small (0-50)

      3. PROCESS INFORMATION
      Existing Process: ISO 9001 certified since 2019; agile delivery with Jira.
      Target Standards: CMMI DEV, ISO 27001, SOC 1 & SOC 2

      4. SERVICE REQUIREMENTS
      Services Required: Appraisal/Certification, Trainings
      Kickstart Time: < 30 Days"
    `);
  });

  it('marks every optional answer left blank as not specified', () => {
    expect(buildQuoteMessage(minimalRequest())).toMatchInlineSnapshot(`
      "NEW QUOTE REQUEST

      1. CONTACT INFORMATION
      Organization Name: SmallCo
      Email: ops@smallco.example
      Contact Number: 040 1234 5678
      Address: Madhapur, Hyderabad
      Decision Maker Details: Ravi Kumar, CEO

      2. ORGANIZATION DETAILS
      Number of Branches: 1
      Number of Employees: Not specified
      Ongoing Projects: Not specified
      Locations: Not specified
      Employee Distribution: Not specified

      3. PROCESS INFORMATION
      Existing Process: Not specified
      Target Standards: Not specified

      4. SERVICE REQUIREMENTS
      Services Required: Not specified
      Kickstart Time: > 30 Days"
    `);
  });

  it('keeps a zero count of ongoing projects (min 0) instead of treating it as blank', () => {
    expect(buildQuoteMessage({ ...minimalRequest(), ongoingProjects: '0' })).toContain('Ongoing Projects: 0\n');
  });
});

describe('buildQuotePayload', () => {
  it('maps the organization to name and subject and the contact number to phone', () => {
    const payload = buildQuotePayload(fullRequest());
    expect(payload).toMatchObject({
      name: 'Nimbus Labs Pvt Ltd',
      email: 'priya.rao@nimbuslabs.example',
      subject: 'Quote Request from Nimbus Labs Pvt Ltd',
      phone: '+91 98765 43210',
      content_type: 'text/html',
    });
    expect(payload.message).toBe(buildQuoteMessage(fullRequest()));
  });

  it('trims the organization name before it goes into the subject', () => {
    expect(buildQuotePayload({ ...minimalRequest(), organizationName: '  SmallCo ' }).subject).toBe('Quote Request from SmallCo');
  });
});
