// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGREE, fieldsNoQueryReturns, fieldsOf, fieldsOutsideType, runOnSeed, typeMismatches } from '../test/queryShape';
import { contactInfoQuery } from './contactInfo';
import { navigationMenuQuery } from './serviceCatalog';
import type { ContactInfo, NavigationMenu, NavigationService, ServiceCategory } from './types';

const navigationMenu = fieldsOf<NavigationMenu>()(['serviceCategories'], {
  serviceCategories: fieldsOf<ServiceCategory>()(['id', 'title', 'icon', 'description', 'services'], {
    services: fieldsOf<NavigationService>()(['name', 'slug']),
  }),
});

const contactInfo = fieldsOf<ContactInfo>()([
  'phones', 'email', 'addressLines', 'city', 'postalCode', 'country', 'mapEmbedUrl', 'mapLink', 'whatsapp', 'hours',
]);

describe('shared queries match their types (run over the seed dataset)', () => {
  it.each([
    ['navigationMenuQuery', navigationMenuQuery, navigationMenu],
    ['contactInfoQuery', contactInfoQuery, contactInfo],
  ])('%s returns the fields of its type, all of them', async (_name, query, fields) => {
    const result = await runOnSeed(query);
    expect(result).not.toBeNull();
    expect(typeMismatches([result], fields)).toEqual(AGREE);
  });

  it('sees a field the type lacks, and a field no query returns', () => {
    const list = fieldsOf<NavigationService>()(['name', 'slug']);
    expect(fieldsOutsideType([{ name: 'a', slug: 'b', colour: 'red' }], list)).toEqual(['colour']);
    expect(fieldsNoQueryReturns([[{ name: 'a' }]], list)).toEqual(['slug']);
  });
});
