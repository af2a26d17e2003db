import { Container, Text, Title } from '@mantine/core';
import classes from './AboutIntro.module.css';

/** The page's h1: a short banner above the sections. */
export function AboutIntro() {
  return (
    <section className={classes.intro} aria-labelledby="about-heading">
      <Container size="md">
        <Title order={1} id="about-heading" className={classes.title}>
          About Us
        </Title>
        <Text size="xl" mt="md" className={classes.lead}>
          22+ years of helping organisations turn CMMI, ISO and lean six sigma into everyday practice.
        </Text>
      </Container>
    </section>
  );
}
