import { resolveDocument, useContentQuery, type ServicePage as ServicePageContent } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { NotFoundView, UnavailableView } from '@site/shared/ui';
import { use, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { GenericServicePage } from '../components/generic/GenericServicePage';
import { builtInService } from '../components/service/builtInService';
import { loadBuiltInPages } from '../components/service/builtInPages';
// The built-in pages' styles stay in this page's stylesheet, which the server's HTML links: their
// code comes with a built-in service's copy, their look with the page.
import '../components/service/AppraisalsFloatingCard.module.css';
import '../components/service/ContactCard.module.css';
import '../components/service/StaticServicePage.module.css';
import { serviceNotFoundCopy, serviceUnavailableCopy } from '../content/notFoundCopy';
import { loadServiceCopy } from '../content/builtInCopy';
import { servicePageQuery } from '../content/queries';

/** `/:slug` and `/services/:slug`: the content service's page for the slug, else the built-in one. */
const ServicePage: RemotePage = () => {
  const { slug = '' } = useParams();
  const { data, error } = useContentQuery<ServicePageContent>(servicePageQuery, { slug });
  // The built-in copy only when the service has no document for the slug: then (in the browser) its
  // chunk is asked for, and the page waits for it as for its content.
  const source = resolveDocument(
    data,
    () => {
      // The built-in page's code beside its copy, not after it.
      void loadBuiltInPages();
      return builtInService(use(loadServiceCopy(slug)));
    },
    error,
  );

  useEffect(() => {
    // A failed fetch is for the logs only; the visitor gets the built-in page.
    if (error) console.error(`[mfe-services] content for "${slug}" unavailable, showing the built-in page:`, error);
  }, [slug, error]);

  if (source.from === 'content') return <GenericServicePage key={slug} page={source.document} slug={slug} />;
  if (source.from === 'nowhere') return <NotFoundView {...serviceNotFoundCopy} />;
  // The content service failed and there is no built-in page: a CMS-only page may well exist.
  if (source.from === 'unavailable') return <UnavailableView {...serviceUnavailableCopy} />;
  const builtIn = source.copy;
  const { StaticServicePage, PlaceholderServicePage } = use(loadBuiltInPages());
  return builtIn.kind === 'static' ? <StaticServicePage key={slug} service={builtIn.service} /> : <PlaceholderServicePage service={builtIn.service} />;
};

export default ServicePage;
