import { seedDocuments } from '@site/shared/test/seedDataset';
import { defaultNavigationMenu, serviceSlugs } from '@site/shared/content';
import { isServiceImageKey } from '../assets/serviceImages';
import { sectionParagraphs } from '../components/generic/GenericServicePage';
import { ctaLabels, placeholderService, serviceDefaults, staticService } from './defaults';

const navigationNames = new Map(
  defaultNavigationMenu.serviceCategories.flatMap((category) => category.services.map((service) => [service.slug, service.name])),
);

describe('built-in service content', () => {
  it('covers every one of the 15 service slugs, as a full page or a placeholder', () => {
    expect(serviceSlugs).toHaveLength(15);
    for (const slug of serviceSlugs) {
      const page = staticService(slug) ?? placeholderService(slug);
      expect(page, slug).toBeDefined();
      expect(page?.title).toBe(navigationNames.get(slug));
    }
    expect(serviceDefaults.services).toHaveLength(12);
    expect(serviceDefaults.placeholders.map((service) => service.slug).sort()).toEqual(
      ['recruitment', 'security-assessment', 'service-excellence'],
    );
  });

  it.each(serviceDefaults.services.map((service) => [service.slug, service] as const))('%s has complete copy', (_slug, service) => {
    expect(service.summary.length).toBeGreaterThan(40);
    expect(service.overview.length).toBeGreaterThanOrEqual(2);
    expect(service.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of service.sections) {
      expect(section.title).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      expect(isServiceImageKey(section.image), `${section.title} image ${section.image}`).toBe(true);
    }
    expect(service.keyComponents.length).toBeGreaterThanOrEqual(6);
    expect(service.faqs.length).toBeGreaterThanOrEqual(4);
    for (const faq of service.faqs) expect(faq.answer.length).toBeGreaterThan(20);
    expect(service.ctaTitle).not.toBe('');
    expect(service.ctaDescription).not.toBe('');
    expect(JSON.stringify(service)).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it('maps each of the 12 full services to its contact button label', () => {
    expect(ctaLabels).toEqual({
      advisory: 'Schedule Consultation',
      audit: 'Schedule Audit',
      appraisals: 'Get Appraisal',
      training: 'Explore Training Programs',
      'it-support': 'Get Support',
      'process-automation': 'Start Automation',
      'project-management': 'Start Project',
      'cyber-security': 'Secure Now',
      'network-design': 'Design Network',
      'software-development': 'Start Development',
      'lean-six-sigma': 'Start Optimization',
      'operational-excellence': 'Start Transformation',
    });
  });

  it('states the default FAQ claims in the matching services', () => {
    const answers = (slug: string) => staticService(slug)!.faqs.map((faq) => faq.answer).join(' ');
    expect(answers('audit')).toMatch(/2 to 4 weeks/);
    expect(answers('audit')).toMatch(/8 to 12 weeks/);
    expect(answers('appraisals')).toMatch(/3 to 5 business days/);
    expect(answers('it-support')).toMatch(/15 minutes to critical.*1 hour to high-priority.*4 hours to standard/);
    expect(answers('process-automation')).toMatch(/25 to 50 percent/);
    expect(answers('process-automation')).toMatch(/4 to 8 weeks/);
    expect(answers('process-automation')).toMatch(/3 to 6 months/);
    expect(answers('software-development')).toMatch(/Critical issues are addressed within 1 hour.*4 to 8 business hours/);
    const support = serviceDefaults.faqPage.find((category) => category.category === 'Support')!;
    expect(support.questions.map((faq) => faq.answer).join(' ')).toMatch(/within 1 hour.*4 to 8 business hours/);
  });

  it('gives training its own 5 FAQs (sessions of 10 to 25) and 6 key benefits', () => {
    const training = staticService('training')!;
    expect(training.faqs).toHaveLength(5);
    expect(training.faqs.some((faq) => /10 to 25 participants/.test(faq.answer))).toBe(true);
    expect(training.keyComponents).toHaveLength(6);
  });

  it('has four FAQ page categories of three questions each', () => {
    expect(serviceDefaults.faqPage.map((category) => category.category)).toEqual(['Services', 'Pricing', 'Process', 'Support']);
    for (const category of serviceDefaults.faqPage) expect(category.questions).toHaveLength(3);
  });

  it('finds default paragraphs by a known section title, case-insensitively', () => {
    expect(sectionParagraphs(staticService('advisory'), 'compliance roadmap')?.[0]).toMatch(/gap assessment/);
    expect(sectionParagraphs(staticService('advisory'), 'Something else')).toBeUndefined();
    expect(sectionParagraphs(staticService('iso-42001-readiness'), 'Compliance Roadmap')).toBeUndefined();
  });
});

describe('the built-in FAQ page against the seed dataset', () => {
  it('asks and answers what the seed’s active FAQs do, in the same order and categories', () => {
    const seeded = seedDocuments()
      .filter((doc) => doc._type === 'faq' && doc.isActive)
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map(({ category, question, answer }) => ({ category, question, answer }));
    const builtIn = serviceDefaults.faqPage.flatMap(({ category, questions }) => questions.map((faq) => ({ category, ...faq })));
    expect(builtIn).toEqual(seeded);
  });
});
