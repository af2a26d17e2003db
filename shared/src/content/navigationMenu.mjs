// @ts-check
/**
 * The firm's services by category: the built-in default of the `navigationMenu` document (navbar,
 * services overview and service pages use it when the content service has nothing) and, the same
 * object, the seed dataset's `navigationMenu` document. Plain JavaScript so the seed, run by node,
 * imports it: the menu is written once.
 */
export const navigationMenu = {
  serviceCategories: [
    {
      id: 'governance',
      title: 'Governance & Advisory',
      icon: 'Shield',
      description: 'Independent advice, audits and CMMI appraisals that prove your processes hold up.',
      services: [
        { name: 'Advisory Services', slug: 'advisory' },
        { name: 'Audit Services', slug: 'audit' },
        { name: 'CMMI Appraisals', slug: 'appraisals' },
      ],
    },
    {
      id: 'process',
      title: 'Process & Operations',
      icon: 'TrendingUp',
      description: 'Leaner, measurable delivery: automation, project control and continuous improvement.',
      services: [
        { name: 'Process Automation', slug: 'process-automation' },
        { name: 'Project Management', slug: 'project-management' },
        { name: 'Service Excellence', slug: 'service-excellence' },
        { name: 'Lean Six Sigma', slug: 'lean-six-sigma' },
        { name: 'Operational Excellence', slug: 'operational-excellence' },
      ],
    },
    {
      id: 'technology',
      title: 'Technology & Security',
      icon: 'Zap',
      description: 'Secure, well-run technology: support, networks, software and security testing.',
      services: [
        { name: 'IT Support', slug: 'it-support' },
        { name: 'Cyber Security', slug: 'cyber-security' },
        { name: 'Network Design', slug: 'network-design' },
        { name: 'Software Development', slug: 'software-development' },
        { name: 'Security Assessment', slug: 'security-assessment' },
      ],
    },
    {
      id: 'talent',
      title: 'Training & Recruitment',
      icon: 'GraduationCap',
      description: 'Certified training for your teams and the specialists to strengthen them.',
      services: [
        { name: 'Training Programs', slug: 'training' },
        { name: 'Recruitment', slug: 'recruitment' },
      ],
    },
  ],
};
