import type { ServiceImageKey } from '../../assets/serviceImages';

/** The fixed hero illustration of each built-in service page. */
export const heroImageKeys: Record<string, ServiceImageKey> = {
  advisory: 'strategy',
  audit: 'audit',
  appraisals: 'appraisal',
  training: 'training',
  'it-support': 'support',
  'process-automation': 'automation',
  'project-management': 'project',
  'cyber-security': 'security',
  'network-design': 'network',
  'software-development': 'software',
  'lean-six-sigma': 'lean',
  'operational-excellence': 'operations',
};
