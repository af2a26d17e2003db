import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './ServiceCta.module.css';

export interface ServiceCtaProps {
  title: string;
  description: string;
  primary: { label: string; to: string };
  secondary: { label: string; to: string };
}

/** The closing call to action of every service page. */
export function ServiceCta({ title, description, primary, secondary }: ServiceCtaProps) {
  return (
    <section className={classes.cta} aria-labelledby="service-cta-heading" data-testid="service-cta">
      <Title order={2} id="service-cta-heading" className={classes.title}>
        {title}
      </Title>
      <Text className={classes.description}>{description}</Text>
      <Group justify="center" mt="xl" gap="md">
        <Button component={Link} to={primary.to} size="md" variant="white" color="brand" classNames={{ root: classes.button, label: classes.label }}>
          {primary.label}
        </Button>
        <Button
          component={Link}
          to={secondary.to}
          size="md"
          variant="outline"
          classNames={{ root: `${classes.button} ${classes.secondary}`, label: classes.label }}
        >
          {secondary.label}
        </Button>
      </Group>
    </section>
  );
}
