import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useContentQuery } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { faqJsonLd, pageTitle, usePageMeta } from '@site/shared/seo';
import { use, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FaqAccordion, type FaqAccordionItem } from '../components/common/FaqAccordion';
import { FaqClosing } from '../components/faq/FaqClosing';
import { faqGroupsFromDocuments, faqPageContent, searchFaqs, type FaqEntry } from '../components/faq/faqData';
import { FaqSearch } from '../components/faq/FaqSearch';
import { loadFaqCopy } from '../content/builtInCopy';
import { faqsQuery, type FaqDocument } from '../content/queries';

const toItem = (entry: FaqEntry): FaqAccordionItem => ({
  value: String(entry.id),
  question: entry.question,
  answer: entry.answer,
});

/** One open question across the whole page, whichever category it is in (one `<details name>` group). */
const FAQ_GROUP = 'faq';

const FaqPage: RemotePage = () => {
  const { data } = useContentQuery<FaqDocument[]>(faqsQuery);
  // The built-in questions only when the service has none (in the browser, a chunk asked for then).
  const builtIn = Array.isArray(data) && faqGroupsFromDocuments(data).length > 0 ? undefined : use(loadFaqCopy());
  const { categories: faqCategories, entries: faqEntries } = useMemo(() => faqPageContent(data, () => builtIn ?? []), [data, builtIn]);
  // `?q=` from the search form as the server answers it (before hydration, or without JavaScript);
  // from then on the results follow the field as the visitor types.
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const searching = query.trim() !== '';
  const results = searchFaqs(faqEntries, query);

  usePageMeta({
    title: pageTitle('Frequently Asked Questions'),
    description: 'Answers about our CMMI, ISO and compliance services, pricing, engagement process and support.',
    robots: 'index, follow',
    jsonLd: [faqJsonLd(faqEntries)].filter((item): item is object => Boolean(item)),
  });

  return (
    <Container size="md" py="xl" data-testid="faq-page">
      <Stack gap="xl">
        <header>
          <Title order={1}>Frequently Asked Questions</Title>
          <Text c="dimmed" size="lg" mt="sm">
            Quick answers about our services, pricing, how we work and the support we provide.
          </Text>
        </header>

        <FaqSearch value={query} onChange={setQuery} />

        <div aria-live="polite" role="status">
          {searching ? (
            <Title order={2} size="h3">
              Search Results ({results.length})
            </Title>
          ) : null}
          {searching && results.length === 0 ? (
            <Text c="dimmed" mt="md">
              No FAQs found matching your search.
            </Text>
          ) : null}
        </div>

        {searching ? (
          results.length > 0 ? (
            <Stack gap="xs">
              {/* The category tells a result's context once the grouping is gone. */}
              <Group gap={6} aria-label="Categories with matches">
                {Array.from(new Set(results.map((entry) => entry.category))).map((category) => (
                  <Badge key={category} variant="light">
                    {category}
                  </Badge>
                ))}
              </Group>
              <FaqAccordion items={results.map(toItem)} name={FAQ_GROUP} />
            </Stack>
          ) : null
        ) : (
          faqCategories.map((category) => (
            <section key={category} aria-labelledby={`faq-category-${category.toLowerCase()}`}>
              <Title order={2} size="h3" id={`faq-category-${category.toLowerCase()}`} mb="md">
                {category}
              </Title>
              <FaqAccordion
                items={faqEntries.filter((entry) => entry.category === category).map(toItem)}
                name={FAQ_GROUP}
              />
            </section>
          ))
        )}

        <FaqClosing />
      </Stack>
    </Container>
  );
};

export default FaqPage;
