import { useContentQuery, type ServicePage as ServicePageContent } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../components/common/LoadingState';
import { GenericServicePage } from '../components/generic/GenericServicePage';
import { PlaceholderServicePage } from '../components/service/PlaceholderServicePage';
import { ServiceNotFound } from '../components/service/ServiceNotFound';
import { StaticServicePage } from '../components/service/StaticServicePage';
import { decideServiceView } from '../components/service/serviceView';
import { servicePageQuery } from '../content/queries';

/** `/:slug` and `/services/:slug`: the content service's page for the slug, else the built-in one. */
const ServicePage: RemotePage = () => {
  const { slug = '' } = useParams();
  const state = useContentQuery<ServicePageContent>(servicePageQuery, { slug });
  const view = decideServiceView(slug, state);

  useEffect(() => {
    // A failed fetch is for the logs only; the visitor gets the built-in page.
    if (state.error) console.error(`[mfe-services] content for "${slug}" unavailable, showing the built-in page:`, state.error);
  }, [slug, state.error]);

  switch (view.kind) {
    case 'loading':
      return <LoadingState label="Loading service..." />;
    case 'generic':
      return <GenericServicePage key={slug} page={view.page} slug={slug} />;
    case 'static':
      return <StaticServicePage key={slug} service={view.service} />;
    case 'placeholder':
      return <PlaceholderServicePage service={view.service} />;
    case 'not-found':
      return <ServiceNotFound />;
  }
};

export default ServicePage;
