import { PageIntro } from '../common/PageIntro';

/** The page's h1: a short banner above the sections. */
export function AboutIntro() {
  return (
    <PageIntro
      id="about-heading"
      title="About Us"
      lead="22+ years of helping organisations turn CMMI, ISO and lean six sigma into everyday practice."
      close
    />
  );
}
