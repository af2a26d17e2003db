import { serviceDefaults } from '../../content/defaults';
import { heroImageKeys } from './heroImages';

it('gives every built-in service its own hero picture, not repeated by its sections', () => {
  for (const service of serviceDefaults.services) {
    const hero = heroImageKeys[service.slug];
    expect(hero, service.slug).toBeDefined();
    expect(service.sections.map((section) => section.image), service.slug).not.toContain(hero);
  }
});
