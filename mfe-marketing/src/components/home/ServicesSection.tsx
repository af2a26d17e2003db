import { Anchor, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { mergeDefaults, type ServicesSection as ServicesContent } from '@site/shared/content';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { defaultServicesSection } from '../../content/defaults';
import { contentIcon } from '../icons/contentIcon';
import { Section } from '../common/Section';
import classes from './ServicesSection.module.css';

/** Home's three service cards from `servicesSection`, and the way to the full services overview. */
export function ServicesSection({ content }: { content?: ServicesContent | null }) {
  const data = mergeDefaults(defaultServicesSection, content);
  return (
    <Section title={data.title} subtitle={data.subtitle} id="services" tone="muted" testId="services-section">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {data.services.slice(0, 3).map((service, index) => {
          const Icon = contentIcon(service.icon);
          return (
            <Card key={service._key ?? index} withBorder radius="lg" padding="xl" className={classes.card} data-testid="service-card">
              <ThemeIcon size={52} radius="md" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {service.title}
              </Title>
              <Text mt="xs" c="dimmed">
                {service.description}
              </Text>
              {service.features?.length ? (
                <List
                  mt="md"
                  spacing={6}
                  size="sm"
                  icon={
                    <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
                      <Check size={12} />
                    </ThemeIcon>
                  }
                >
                  {service.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              ) : null}
            </Card>
          );
        })}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Anchor component={Link} to="/services" fw={600} className={classes.more}>
          Learn More<VisuallyHidden>: all our services</VisuallyHidden> <ArrowRight size={16} aria-hidden />
        </Anchor>
      </Group>
    </Section>
  );
}
