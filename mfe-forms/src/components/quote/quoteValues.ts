import { DISTRIBUTION_CATEGORIES, EMPLOYEE_BANDS } from './quoteOptions';

export type DistributionCategory = (typeof DISTRIBUTION_CATEGORIES)[number]['key'];
export type EmployeeBand = (typeof EMPLOYEE_BANDS)[number]['key'];
export type BandChoice = Record<EmployeeBand, boolean>;

/**
 * A quote request: contact, organization, process and service fields, and an employee distribution
 * (five categories, each with small / medium / large bands). Numbers are kept as the text of their
 * native number inputs: the browser validates them (min) and the relay carries text anyway.
 */
export interface QuoteValues {
  email: string;
  organizationName: string;
  contactNumber: string;
  address: string;
  decisionMakerDetails: string;
  branches: string;
  employees: string;
  ongoingProjects: string;
  locations: string;
  employeeDistribution: Record<DistributionCategory, BandChoice>;
  existingProcess: string;
  targetStandards: string[];
  servicesRequired: string[];
  kickstartTime: string;
}

const noBands = (): BandChoice => ({ small: false, medium: false, large: false });

export function emptyQuoteValues(): QuoteValues {
  return {
    email: '',
    organizationName: '',
    contactNumber: '',
    address: '',
    decisionMakerDetails: '',
    branches: '',
    employees: '',
    ongoingProjects: '',
    locations: '',
    employeeDistribution: {
      softwareServices: noBands(),
      softwareDevelopment: noBands(),
      professionalServices: noBands(),
      otherVerticals: noBands(),
      nonTechnical: noBands(),
    },
    existingProcess: '',
    targetStandards: [],
    servicesRequired: [],
    kickstartTime: '',
  };
}
