// @ts-check
/** Site-wide documents: settings, the Services menu and contact details. */
import { imageRef } from './portableText.mjs';

export const siteDocuments = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    logo: imageRef('logo'),
    siteName: 'ComplianceCore Consulting',
    navbarBrandText: 'ComplianceCore',
    tagline: 'Process excellence, proven compliance',
    footerDescription:
      'IT-management and process-compliance consulting with 22+ years of experience in CMMI, ISO and Lean Six Sigma. Advisory, audits, appraisals, training and security services from Hyderabad to the world.',
    socialLinks: [
      { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/compliancecore-consulting' },
      { platform: 'X', url: 'https://x.com/compliancecore' },
      { platform: 'YouTube', url: 'https://www.youtube.com/@compliancecore' },
      { platform: 'Facebook', url: 'https://www.facebook.com/compliancecore' },
    ],
    accreditationLogo: imageRef('accreditation'),
    accreditationText: 'Accredited appraisal and training partner',
  },
  {
    _id: 'navigationMenu',
    _type: 'navigationMenu',
    serviceCategories: [
      {
        id: 'governance',
        title: 'Governance & Advisory',
        icon: 'Shield',
        description: 'Independent advice, audits and CMMI appraisals.',
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
        description: 'Leaner, measurable and automated delivery.',
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
        description: 'Secure, well-run infrastructure and software.',
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
        description: 'Courses, certification and specialist hiring.',
        services: [
          { name: 'Training Programs', slug: 'training' },
          { name: 'Recruitment', slug: 'recruitment' },
        ],
      },
    ],
  },
  {
    _id: 'contactInfo',
    _type: 'contactInfo',
    phones: ['+91 40 4850 1234', '+91 98480 12345'],
    email: 'advisory@compliancecore.example',
    addressLines: ['Level 5, Cyber Towers', 'Hitech City, Madhapur'],
    city: 'Hyderabad, Telangana',
    postalCode: '500081',
    country: 'India',
    mapEmbedUrl: 'https://www.google.com/maps?q=Cyber+Towers,+Hitech+City,+Hyderabad,+Telangana+500081&z=15&output=embed',
    mapLink: 'https://www.google.com/maps/search/?api=1&query=Cyber+Towers%2C+Hitech+City%2C+Hyderabad%2C+Telangana+500081',
    whatsapp: '+919848012345',
    hours: 'Monday to Friday, 9:30 am to 6:30 pm IST',
  },
];
