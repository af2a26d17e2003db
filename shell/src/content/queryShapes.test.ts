// @vitest-environment node
import type { ImageRef, SiteSettings, SocialLink } from '@site/shared/content';
import { AGREE, fieldsOf, runOnSeed, typeMismatches } from '@site/shared/test/queryShape';
import { describe, expect, it } from 'vitest';
import { siteSettingsQuery } from './queries';

const image = fieldsOf<ImageRef>()(['asset', 'alt']);
const siteSettings = fieldsOf<SiteSettings>()(
  ['logo', 'siteName', 'navbarBrandText', 'tagline', 'footerDescription', 'socialLinks', 'accreditationLogo', 'accreditationText'],
  { logo: image, accreditationLogo: image, socialLinks: fieldsOf<SocialLink>()(['platform', 'url']) },
);

describe('the shell query matches SiteSettings (run over the seed dataset)', () => {
  it('returns the fields of SiteSettings, all of them', async () => {
    expect(typeMismatches([await runOnSeed(siteSettingsQuery)], siteSettings)).toEqual(AGREE);
  });
});
